import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../../layout/AppLayout';
import { PageLoading } from '../../layout/PageLoading';
import { RouteError } from '../../layout/RouteError';
import { Root } from '../Root';

type PageModule = { default: React.ComponentType };

/** A code-split page: its module loads when the route is first visited (spec: the first page loads only what it shows). */
function page(path: string | undefined, load: () => Promise<PageModule>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
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
          page('/favourites', () => import('../../pages/FavouritesPage')),
          page('/notifications', () => import('../../pages/NotificationsPage')),
          page('/dashboard', () => import('../../pages/DashboardPage')),
          page('/my-profile', () => import('../../pages/profile/MyProfilePage')),
          page('/profile/edit', () => import('../../pages/profile/EditProfilePage')),
          page('/profile/:username', () => import('../../pages/profile/PublicProfilePage')),
          page('/checkout', () => import('../../pages/checkout/CheckoutPage')),
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
