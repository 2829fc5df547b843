import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LiveNotifications, PropertyTypeStrip } from '@estate/react';
import { useAppText } from '../app/i18n/AppText';
import { useHydrated } from '../app/ssr/session-hint';
import { PageLoading } from './PageLoading';
import { RequireSession } from './RequireSession';
import { RightSidebar } from './RightSidebar';
import { Sidebar } from './Sidebar';
import { TabBar } from './TabBar';
import { TopBar } from './TopBar';
import { usePhoneTourSteps } from './usePhoneTourSteps';
import { EXTRA_LARGE, useMediaQuery } from './useMediaQuery';

/** The guided tour loads after the page: it only shows once, and never before the feed. */
const Tour = lazy(() => import('./deferred/Tour'));

/** The home feed shows the property-type strip; the listing screens have their filter pills instead (issue 22). */
const STRIP_PAGES = /^\/$/;
/**
 * Pages that take the right sidebar's width for themselves (issue 22): a property's detail (its
 * contact card stands there) and the listing screens (their map does): /property/…, the type,
 * advert and status lists, and a country's (/KE/, /KE/House/For Sale/).
 */
const FULL_WIDTH_PAGES = /^\/(?:property\/|property-type\/|advert-type\/|property-status\/|[A-Za-z]{2}(?:\/|$))/;

/**
 * The layout of spec §2: the sidebar (a drawer below the extra-large breakpoint, where the top bar
 * and the tab bar show), the page, the right sidebar on extra-large screens (not beside a property's
 * detail, which needs the width), the guided tour (over the tab bar on phones), and one guest popup
 * for everything inside. Signed-in members get their notifications live: one events socket for all
 * the tabs, the bell's count and the tab title ("(3) …") following it.
 */
export function AppLayout() {
  const text = useAppText();
  const wide = useMediaQuery(EXTRA_LARGE);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const withAside = wide && !FULL_WIDTH_PAGES.test(location.pathname);
  const phoneSteps = usePhoneTourSteps();

  useEffect(() => setDrawerOpen(false), [location.pathname, wide]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <RequireSession>
      <LiveNotifications tabTitle />
      <div className="app-shell" data-drawer={drawerOpen ? 'open' : 'closed'} data-aside={withAside ? undefined : 'none'}>
        <a href="#main" className="app-skip-link">
          {text('skipToContent')}
        </a>
        {!wide && <TopBar menuOpen={drawerOpen} onToggleMenu={() => setDrawerOpen((open) => !open)} />}
        <aside id="app-sidebar" className="app-sidebar" inert={!wide && !drawerOpen}>
          <Sidebar onNavigate={() => setDrawerOpen(false)} inDrawer={!wide} />
        </aside>
        {!wide && drawerOpen && <div className="app-drawer-scrim" aria-hidden onClick={() => setDrawerOpen(false)} />}
        <main id="main" className="app-main" tabIndex={-1}>
          {STRIP_PAGES.test(location.pathname) && <PropertyTypeStrip className="app-strip" />}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        {withAside && (
          <aside className="app-aside" aria-label={text('moreLinks')}>
            <RightSidebar />
          </aside>
        )}
        {!wide && <TabBar />}
        <TourOnceHydrated steps={wide ? undefined : phoneSteps} />
      </div>
    </RequireSession>
  );
}

/**
 * The tour's flags live in the browser's storage: it never shows in the server's HTML. Its own
 * component, so the re-render that hydration ends with is this one's, not the whole layout's.
 */
function TourOnceHydrated({ steps }: { steps: Parameters<typeof Tour>[0]['steps'] }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Tour steps={steps} />
    </Suspense>
  );
}
