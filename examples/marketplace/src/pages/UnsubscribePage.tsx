import { Link, useParams } from 'react-router';
import { UnsubscribeResult, useTranslate } from '@estate/react';
import { useSession } from '@estate/sdk/react';
import { AuthShell } from './auth/parts/AuthShell';

/**
 * /unsubscribe/{token} (issue 13): the link of a saved search's digest e-mail. It turns that
 * search's alerts off as it opens, signed in or not, and says which search; a bad link says so.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const t = useTranslate();
  const { isRegistered } = useSession();
  return (
    <AuthShell>
      <UnsubscribeResult
        token={token}
        actions={
          <>
            <Link to="/" className="est-button" data-variant="secondary" data-size="md">
              {t('unsubscribeBrowse')}
            </Link>
            {isRegistered && (
              <Link to="/my-profile#saved-searches" className="est-button" data-variant="primary" data-size="md">
                {t('saveSearchManage')}
              </Link>
            )}
          </>
        }
      />
    </AuthShell>
  );
}
