import { ReelFeed } from '@estate/react';
import { useAppText } from '../../app/i18n/AppText';
import '../../styles/social.css';

/**
 * /clips (spec §2 Reels): every reel as a snapping vertical feed. Each frame plays muted once 90%
 * of it is on screen, pauses on a tap, and carries like, comments, share and the author link.
 * Phones get the full height below the top bar; wider screens a centred column.
 */
export default function ClipsPage() {
  const text = useAppText();
  return (
    <section className="app-clips" aria-labelledby="clips-title">
      <h1 id="clips-title" className="app-visually-hidden">
        {text('clipsHeading')}
      </h1>
      <ReelFeed className="app-clips-feed" />
    </section>
  );
}
