import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { opensBookingPage } from '@shared/booking-link';
import { lazyPage as page } from './lib/lazy-page';

// the site's header and footer and the content pages: not needed by the booking page or the owner area
const PublicPages = page(
  () => import('./components/public-pages'),
  (m) => m.PublicPages,
  { isFrame: true },
);

const AuthPage = page(
  () => import('./features/auth/auth-page'),
  (m) => m.AuthPage,
);
const NewPasswordPage = page(
  () => import('./features/auth/new-password-page'),
  (m) => m.NewPasswordPage,
);
const DiscoverPage = page(
  () => import('./features/discover/discover-page'),
  (m) => m.DiscoverPage,
);
const BookingPage = page(
  () => import('./features/public-booking/public-booking-page'),
  (m) => m.PublicBookingPage,
);
const ClientLinkPage = page(
  () => import('./features/client-link/client-link-page'),
  (m) => m.ClientLinkPage,
);
// the client's own wait, in the client link's chunk: the booking page's router stays as light
const WaitlistPage = page(
  () => import('./features/client-link/client-link-page'),
  (m) => m.WaitlistPage,
);
const ReviewPage = page(
  () => import('./features/reviews/review-page'),
  (m) => m.ReviewPage,
);
const OwnerArea = page(
  () => import('./features/owner/owner-area'),
  (m) => m.OwnerArea,
);

/** The complete route map (docs/product/public-site.md §2 Screens). */
export function AppRoutes() {
  return (
    <Suspense fallback={<div className="min-h-dvh" />}>
      <Switch>
        <Route path="/auth" component={AuthPage} />
        <Route path="/auth/reset-password" component={NewPasswordPage} />
        <Route path="/discover" component={DiscoverPage} />
        <Route path="/book/:businessId?" component={BookingPage} />
        <Route path="/b/:token/review" component={ReviewPage} />
        <Route path="/b/:token" component={ClientLinkPage} />
        <Route path="/w/:token" component={WaitlistPage} />
        <Route path="/app/*?" component={OwnerArea} />
        {/* a business's readable link, where it is no page of the site's own (docs/decisions/0060) */}
        <Route path="/:link">
          {({ link }) => (opensBookingPage(link) ? <BookingPage /> : <PublicPages />)}
        </Route>
        <Route>
          <PublicPages />
        </Route>
      </Switch>
    </Suspense>
  );
}
