import { ReelFeed } from '@estate/react';
import { EstateView } from '../element.js';

/** `<estate-reels page-size="6">`: the reel feed. */
export class View extends EstateView {
  protected content() {
    const pageSize = Number.parseInt(this.host.getAttribute('page-size') ?? '', 10);
    return <ReelFeed pageSize={Number.isFinite(pageSize) && pageSize > 0 ? pageSize : undefined} />;
  }
}
