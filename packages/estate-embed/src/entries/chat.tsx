import { ChatPane } from '@estate/react';
import { EstateView } from '../element.js';

/**
 * `<estate-chat agent="username">`: the conversation with one agent (the whole inbox without
 * `agent`). Nobody signed in: `ChatPane`'s own sign-in in the pane (the kit's `LoginForm`, Create
 * account on the marketplace), or the host's tokens through `EstateEmbed.signIn` / `setSession`.
 */
export class View extends EstateView {
  protected content() {
    const agent = this.host.getAttribute('agent') || undefined;
    const list = this.host.getAttribute('conversation-list');
    return <ChatPane agent={agent} showConversationList={list === null ? !agent : list !== 'false'} />;
  }
}
