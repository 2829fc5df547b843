import { NotificationsPanelView } from '@estate/react';
import { useNotifications } from '@estate/sdk/react';
import '../styles/social.css';

/** How often the page looks for new notifications while it is open. */
const REFRESH_MS = 30_000;

/**
 * /notifications: the right sidebar's hover panel as a page of its own, for phones and tablets
 * where that sidebar is hidden ('Notifications', 'No new notifications').
 */
export default function NotificationsPage() {
  const { notifications, isLoading, error, mutate } = useNotifications({ swr: { refreshInterval: REFRESH_MS } });
  return (
    <div className="app-page app-notifications-page" data-width="narrow">
      <NotificationsPanelView notifications={notifications} loading={isLoading} error={error} onRetry={() => void mutate()} titleAs="h1" className="app-notifications" />
    </div>
  );
}
