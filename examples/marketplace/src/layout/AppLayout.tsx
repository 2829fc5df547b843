import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { LiveNotifications, PropertyTypeStrip } from '@estate/react';
import { PROPERTY_TYPES, type PropertyType } from '@estate/sdk';
import { useAppText } from '../app/i18n/AppText';
import { PageLoading } from './PageLoading';
import { RequireSession } from './RequireSession';
import { RightSidebar } from './RightSidebar';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { EXTRA_LARGE, useMediaQuery } from './useMediaQuery';
import { useScopedCountry } from './useScopedCountry';

/** The guided tour loads after the page: it only shows once, and never before the feed. */
const Tour = lazy(() => import('./deferred/Tour'));

/** Pages that show the property-type strip above them: the feed and the listing screens. */
const STRIP_PAGES = /^\/(?:$|property-type\/|advert-type\/|property-status\/|[A-Za-z]{2}\/?(?:$|\/))/;
/** Pages that take the right sidebar's width for themselves: a property's detail has its own contact card there. */
const FULL_WIDTH_PAGES = /^\/property\//;

/**
 * The layout of spec §2: the sidebar (a drawer below the extra-large breakpoint, where the top bar
 * shows), the page, the right sidebar on extra-large screens (not beside a property's detail, which
 * needs the width), the guided tour, and one guest popup
 * for everything inside. Signed-in members get their notifications live: one events socket for all
 * the tabs, the bell's count and the tab title ("(3) …") following it.
 */
export function AppLayout() {
  const text = useAppText();
  const wide = useMediaQuery(EXTRA_LARGE);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const country = useScopedCountry();
  const { propertyType } = useParams();
  const withAside = wide && !FULL_WIDTH_PAGES.test(location.pathname);
  const activeType = PROPERTY_TYPES.find((type) => type.toLowerCase() === propertyType?.toLowerCase()) as PropertyType | undefined;

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
          <Sidebar onNavigate={() => setDrawerOpen(false)} />
        </aside>
        {!wide && drawerOpen && <div className="app-drawer-scrim" aria-hidden onClick={() => setDrawerOpen(false)} />}
        <main id="main" className="app-main" tabIndex={-1}>
          {STRIP_PAGES.test(location.pathname) && <PropertyTypeStrip country={country} activeType={activeType} className="app-strip" />}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        {withAside && (
          <aside className="app-aside" aria-label={text('moreLinks')}>
            <RightSidebar />
          </aside>
        )}
        <Suspense fallback={null}>
          <Tour showIntro={wide} />
        </Suspense>
      </div>
    </RequireSession>
  );
}
