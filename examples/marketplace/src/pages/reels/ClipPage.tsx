import { Button, EmptyState, OwnerModerationNotice, ReelOwnerActions, ReelPlayer, ReelPlayerSkeleton, ReportButton, useErrorText, useTranslate } from '@estate/react';
import { useMyProfile, useReel } from '@estate/sdk/react';
import { Clapperboard, RotateCw } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppText } from '../../app/i18n/AppText';
import '../../styles/social.css';

/**
 * /clip/{slug} (spec §2 single reel): the player with like, share (its /clip/{slug} link: Copy URL, the share sheet, WhatsApp, e-mail; Close)
 * and comments; the author's photo links to their profile; a clip that shows a listing leads to it.
 * Its owner edits the caption and the listing shown, or deletes it. An unknown slug gets its own
 * 404 that leads back to the feed.
 */
export default function ClipPage() {
  const { slug = '' } = useParams();
  const text = useAppText();
  const t = useTranslate();
  const errorText = useErrorText();
  const { reel, isLoading, isNotFound, error, mutate } = useReel(slug || null);
  const me = useMyProfile().profile;
  const navigate = useNavigate();

  let body;
  // The player reads the same cache entry by slug, so a like updates it in place.
  if (reel) body = <ReelPlayer reel={slug} className="app-clip-player" />;
  else if (isNotFound || !slug) body = <ClipNotFound />;
  else if (error && !isLoading)
    body = (
      <EmptyState icon={<Clapperboard size={22} aria-hidden />} title={errorText(error)}>
        <Button variant="secondary" icon={<RotateCw size={16} aria-hidden />} onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </EmptyState>
    );
  else body = <ReelPlayerSkeleton className="app-clip-player" />;

  return (
    <section className="app-clip" aria-labelledby="clip-title">
      <h1 id="clip-title" className="app-visually-hidden">
        {reel?.title || text('clipsHeading')}
      </h1>
      {/* Its owner's notice when members' reports have hidden it (nobody else can open it then). */}
      {reel && me?.id === reel.user && <OwnerModerationNotice kind="reel" id={reel.id} />}
      {body}
      {reel && me && me.id !== reel.user && <ReportButton kind="reel" target={reel.id} className="app-clip-report" />}
      {reel && me?.id === reel.user && <ReelOwnerActions reel={reel} className="app-clip-owner" onDeleted={() => navigate('/clips', { replace: true })} />}
    </section>
  );
}

function ClipNotFound() {
  const text = useAppText();
  return (
    <div className="app-not-found" data-kind="clip">
      <p className="app-not-found-code" aria-hidden>
        404
      </p>
      <h2 className="app-not-found-title">{text('clipNotFound')}</h2>
      <p className="app-not-found-body">{text('clipNotFoundBody')}</p>
      <Link to="/clips" className="app-button">
        {text('browseClips')}
      </Link>
    </div>
  );
}
