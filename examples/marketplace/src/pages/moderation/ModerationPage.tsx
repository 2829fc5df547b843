import { ModerationCasePanel, ModerationQueue, type ModerationTab } from '@estate/react';
import { useMyProfile } from '@estate/sdk/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppText } from '../../app/i18n/AppText';
import { NotFoundView } from '../../layout/NotFoundView';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../listings/shared';
import '../../styles/moderation.css';

const TABS: readonly ModerationTab[] = ['hidden', 'open', 'appealed', 'licenses', 'resolved'];

/**
 * /moderation and /moderation/cases/:id (issue 26): the kit's queue (tabs Hidden, Open, Appealed,
 * Licences, Resolved; `?tab=`) and the case it opens, side by side on wide screens, one after the
 * other on phones (the case alone, with Back, once one is open). Moderators only: everyone else
 * gets the not-found page, as for a page that does not exist for them.
 */
export default function ModerationPage() {
  const text = useAppText();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const { profile, isLoading } = useMyProfile();
  useDocumentTitle(text('moderationTitle'));
  if (!profile) return isLoading ? <PageLoading /> : <NotFoundView kind="page" />;
  if (!profile.is_moderator) return <NotFoundView kind="page" />;
  const tabParam = search.get('tab') as ModerationTab | null;
  const tab: ModerationTab = tabParam && TABS.includes(tabParam) ? tabParam : 'hidden';
  const caseId = id ? Number(id) : null;
  const keepTab = tab === 'hidden' ? '' : `?tab=${tab}`;
  return (
    <div className="app-page app-moderation-page" data-width="wide" data-open={caseId ? '' : undefined}>
      <h1 className="app-moderation-title">{text('moderationTitle')}</h1>
      <div className="app-moderation-layout">
        <div className="app-moderation-list">
          <ModerationQueue
            tab={tab}
            onTabChange={(next) => setSearch(next === 'hidden' ? {} : { tab: next })}
            selectedId={caseId}
            onSelect={(next) => navigate(`/moderation/cases/${next}${keepTab}`)}
          />
        </div>
        <div className="app-moderation-detail">
          {caseId ? (
            <ModerationCasePanel key={caseId} id={caseId} onBack={() => navigate(`/moderation${keepTab}`)} />
          ) : (
            <p className="app-moderation-placeholder">{text('moderationSelectCase')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
