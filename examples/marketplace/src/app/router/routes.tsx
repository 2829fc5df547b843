import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../../layout/AppLayout';
import { MembersOnly } from '../../layout/MembersOnly';
import { PageLoading } from '../../layout/PageLoading';
import { RouteError } from '../../layout/RouteError';
import { Root } from '../Root';
import type { AppMessageKey } from '../i18n/messages';

type PageModule = { default: React.ComponentType };

/** A code-split page: its module loads when the route is first visited (spec: the first page loads only what it shows). */
function page(path: string | undefined, load: () => Promise<PageModule>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * A page that needs an account (issue 23): a guest gets the sign-in prompt, titled and worded for
 * the page, in its place; the page's code loads all the same, so signing in shows it at once.
 */
function memberPage(path: string, title: AppMessageKey, body: AppMessageKey, load: () => Promise<PageModule>): RouteObject {
  return {
    path,
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
      page('/login', () => import('../../pages/auth/LoginPage')),
      page('/register', () => import('../../pages/auth/RegisterPage')),
      page('/activate/:uid/:token', () => import('../../pages/auth/ActivatePage')),
      // A saved search's e-mail link: works signed out, so it stands outside the layout's guard.
      page('/unsubscribe/:token', () => import('../../pages/UnsubscribePage')),
      page('/google-auth-callback', () => import('../../pages/auth/GoogleCallbackPage')),
      page('/root', () => import('../../pages/SplashPage')),
      page('/payment/success', () => import('../../pages/checkout/PaymentSuccessRedirect')),
      {
        element: <AppLayout />,
        children: [
          page('/', () => import('../../pages/HomePage')),
          page('/explore', () => import('../../pages/ExplorePage')),
          page('/clips', () => import('../../pages/reels/ClipsPage')),
          page('/clip/:slug', () => import('../../pages/reels/ClipPage')),
          page('/inbox', () => import('../../pages/InboxPage')),
          memberPage('/favourites', 'guestFavouritesTitle', 'guestFavouritesBody', () => import('../../pages/FavouritesPage')),
          memberPage('/notifications', 'guestNotificationsTitle', 'guestNotificationsBody', () => import('../../pages/NotificationsPage')),
          memberPage('/dashboard', 'dashboardAgentsOnlyTitle', 'dashboardGuestBody', () => import('../../pages/DashboardPage')),
          memberPage('/my-profile', 'guestProfileTitle', 'guestProfileBody', () => import('../../pages/profile/MyProfilePage')),
          memberPage('/profile/edit', 'guestEditProfileTitle', 'guestProfileBody', () => import('../../pages/profile/EditProfilePage')),
          page('/profile/:username', () => import('../../pages/profile/PublicProfilePage')),
          memberPage('/checkout', 'guestCheckoutTitle', 'guestCheckoutBody', () => import('../../pages/checkout/CheckoutPage')),
          page('/payment/success/:ref', () => import('../../pages/checkout/PaymentSuccessPage')),
          page('/property/:slug', () => import('../../pages/PropertyPage')),
          page('/property-type/:propertyType', () => import('../../pages/listings/ListingPage')),
          page('/property-type/:country/:propertyType', () => import('../../pages/listings/ListingPage')),
          page('/advert-type/:advertType', () => import('../../pages/listings/ListingPage')),
          page('/advert-type/:country/:advertType', () => import('../../pages/listings/ListingPage')),
          page('/property-status/:status', () => import('../../pages/listings/StatusPage')),
          page('/property-status/:country/:status', () => import('../../pages/listings/StatusPage')),
          page('/:country', () => import('../../pages/listings/CountryPage')),
          page('/:country/:propertyType/:advertType', () => import('../../pages/listings/ListingPage')),
        ],
      },
      page('*', () => import('../../pages/NotFoundPage')),
    ],
  },
];

export const router = createBrowserRouter(routes);
