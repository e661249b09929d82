import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { lazyPage as page } from '../lib/lazy-page';
import { NotFound } from './not-found';
import { PublicLayout } from './public-layout';

const LandingPage = page(
  () => import('../features/landing/landing-page'),
  (m) => m.LandingPage,
);
const DemoPage = page(
  () => import('../features/demo/demo-page'),
  (m) => m.DemoPage,
);
const TermsPage = page(
  () => import('../features/legal/terms-page'),
  (m) => m.TermsPage,
);
const PrivacyPage = page(
  () => import('../features/legal/privacy-page'),
  (m) => m.PrivacyPage,
);
const CookiesPage = page(
  () => import('../features/legal/cookies-page'),
  (m) => m.CookiesPage,
);
const SafetyPage = page(
  () => import('../features/safety/safety-page'),
  (m) => m.SafetyPage,
);

/** The marketing and legal pages inside the site's header and footer, and the public not-found page. */
export function PublicPages() {
  return (
    <PublicLayout>
      <Suspense fallback={<div className="min-h-[70vh]" />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/demo" component={DemoPage} />
          <Route path="/terms" component={TermsPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/cookies" component={CookiesPage} />
          <Route path="/safety" component={SafetyPage} />
          <Route>
            <NotFound area="public" />
          </Route>
        </Switch>
      </Suspense>
    </PublicLayout>
  );
}
