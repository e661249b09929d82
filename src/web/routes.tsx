import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { opensBookingPage } from '@shared/booking-link';
import { RedirectTo } from './components/redirect-to';
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
const ReviewPage = page(
  () => import('./features/reviews/review-page'),
  (m) => m.ReviewPage,
);
const OwnerArea = page(
  () => import('./features/owner/owner-area'),
  (m) => m.OwnerArea,
);

/** Old paths that moved into the owner area (the query string is kept, so ?action=new survives). */
export const LEGACY_REDIRECTS = {
  '/dashboard': '/app/dashboard',
  '/services': '/app/services',
  '/booking-management': '/app/bookings',
  '/clients': '/app/clients',
  '/staff': '/app/staff',
  '/settings': '/app/settings',
  '/invoices': '/app/invoices',
  '/subscription': '/app/subscription',
} as const;

function ToBookingPage({ params }: { params: { businessId?: string } }) {
  return <RedirectTo to={params.businessId ? `/book/${params.businessId}` : '/book'} />;
}

/** The complete route map (docs/product/public-site.md §2 Screens). */
export function AppRoutes() {
  return (
    <Suspense fallback={<div className="min-h-dvh" />}>
      <Switch>
        <Route path="/auth" component={AuthPage} />
        <Route path="/auth/reset-password" component={NewPasswordPage} />
        <Route path="/discover" component={DiscoverPage} />
        <Route path="/book/:businessId?" component={BookingPage} />
        {/* the route map's other addresses for the booking page: one address, /book (the server answers 301) */}
        <Route path="/booking/:businessId?" component={ToBookingPage} />
        <Route path="/public-booking/:businessId?" component={ToBookingPage} />
        <Route path="/b/:token/review" component={ReviewPage} />
        <Route path="/b/:token" component={ClientLinkPage} />
        {Object.entries(LEGACY_REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from}>
            <RedirectTo to={to} />
          </Route>
        ))}
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
