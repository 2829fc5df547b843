import { NotificationsPanel } from '@estate/react';
import '../styles/social.css';

/** How often the page looks for new notifications while it is open (the live socket, where it runs, is sooner). */
const REFRESH_MS = 30_000;

/**
 * /notifications: the right sidebar's hover panel as a page of its own, for phones and tablets
 * where that sidebar is hidden ('Notifications', 'No new notifications'), and the bell's 'See all'.
 * Opening one marks it read, 'Mark all read' marks them all, here and in every tab's bell.
 */
export default function NotificationsPage() {
  return (
    <div className="app-page app-notifications-page" data-width="narrow">
      <NotificationsPanel refreshInterval={REFRESH_MS} titleAs="h1" className="app-notifications" />
    </div>
  );
}
