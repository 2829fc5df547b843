import type { RouteObject } from 'react-router';
import { AppLayout } from '../../layout/AppLayout';
import { MembersOnly } from '../../layout/MembersOnly';
import { PageLoading } from '../../layout/PageLoading';
import { RouteError } from '../../layout/RouteError';
import { Root } from '../Root';
import type { AppMessageKey } from '../i18n/messages';

type PageModule = { default: React.ComponentType };

/** Every page's module by its path from `src/` (`pages/PropertyPage.tsx`), each its own chunk. */
const PAGES = Object.fromEntries(
  Object.entries(import.meta.glob<PageModule>('../../pages/**/*{Page,Redirect}.tsx')).map(([file, load]) => [file.replace('../../', ''), load])
);

/** What a page route carries for the server: its module, whose styles and script the HTML names (`ssr/assets.ts`). */
export interface PageHandle {
  page: string;
}

function pageModule(file: string): () => Promise<PageModule> {
  const load = PAGES[file];
  if (!load) throw new Error(`No page module ${file}`);
  return load;
}

/** A code-split page: its module loads when the route is first visited (spec: the first page loads only what it shows). */
function page(path: string | undefined, file: string): RouteObject {
  const load = pageModule(file);
  return { path, handle: { page: file } satisfies PageHandle, lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * A page that needs an account (issue 23): a guest gets the sign-in prompt, titled and worded for
 * the page, in its place; the page's code loads all the same, so signing in shows it at once.
 */
function memberPage(path: string, title: AppMessageKey, body: AppMessageKey, file: string): RouteObject {
  const load = pageModule(file);
  return {
    path,
    handle: { page: file } satisfies PageHandle,
    lazy: async () => {
      const Page = (await load()).default;
      return {
        Component: () => (
          <MembersOnly title={title} body={body}>
            <Page />
          </MembersOnly>
        ),
      };
    },
  };
}

/**
 * The route table of spec §2. Pages inside `AppLayout` need a signed-in user or a guest; the
 * sign-in screens, the splash and the Google callback stand alone. React Router ranks static
 * segments above dynamic ones, so `/explore` never reads as a country.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      page('/login', 'pages/auth/LoginPage.tsx'),
      page('/register', 'pages/auth/RegisterPage.tsx'),
      page('/activate/:uid/:token', 'pages/auth/ActivatePage.tsx'),
      // A saved search's e-mail link: works signed out, so it stands outside the layout's guard.
      page('/unsubscribe/:token', 'pages/UnsubscribePage.tsx'),
      page('/google-auth-callback', 'pages/auth/GoogleCallbackPage.tsx'),
      page('/root', 'pages/SplashPage.tsx'),
      page('/payment/success', 'pages/checkout/PaymentSuccessRedirect.tsx'),
      {
        element: <AppLayout />,
        children: [
          page('/', 'pages/HomePage.tsx'),
          page('/explore', 'pages/ExplorePage.tsx'),
          page('/clips', 'pages/reels/ClipsPage.tsx'),
          page('/clip/:slug', 'pages/reels/ClipPage.tsx'),
          page('/inbox', 'pages/InboxPage.tsx'),
          memberPage('/favourites', 'guestFavouritesTitle', 'guestFavouritesBody', 'pages/FavouritesPage.tsx'),
          memberPage('/notifications', 'guestNotificationsTitle', 'guestNotificationsBody', 'pages/NotificationsPage.tsx'),
          memberPage('/moderation', 'navModeration', 'guestProfileBody', 'pages/moderation/ModerationPage.tsx'),
          memberPage('/moderation/cases/:id', 'navModeration', 'guestProfileBody', 'pages/moderation/ModerationPage.tsx'),
          memberPage('/dashboard', 'dashboardAgentsOnlyTitle', 'dashboardGuestBody', 'pages/DashboardPage.tsx'),
          memberPage('/my-profile', 'guestProfileTitle', 'guestProfileBody', 'pages/profile/MyProfilePage.tsx'),
          memberPage('/profile/edit', 'guestEditProfileTitle', 'guestProfileBody', 'pages/profile/EditProfilePage.tsx'),
          page('/profile/:username', 'pages/profile/PublicProfilePage.tsx'),
          memberPage('/checkout', 'guestCheckoutTitle', 'guestCheckoutBody', 'pages/checkout/CheckoutPage.tsx'),
          page('/payment/success/:ref', 'pages/checkout/PaymentSuccessPage.tsx'),
          page('/property/:slug', 'pages/PropertyPage.tsx'),
          page('/property-type/:propertyType', 'pages/listings/ListingPage.tsx'),
          page('/property-type/:country/:propertyType', 'pages/listings/ListingPage.tsx'),
          page('/advert-type/:advertType', 'pages/listings/ListingPage.tsx'),
          page('/advert-type/:country/:advertType', 'pages/listings/ListingPage.tsx'),
          page('/property-status/:status', 'pages/listings/StatusPage.tsx'),
          page('/property-status/:country/:status', 'pages/listings/StatusPage.tsx'),
          page('/:country', 'pages/listings/CountryPage.tsx'),
          page('/:country/:propertyType/:advertType', 'pages/listings/ListingPage.tsx'),
        ],
      },
      page('*', 'pages/NotFoundPage.tsx'),
    ],
  },
];
