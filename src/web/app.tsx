import { StrictMode, type ReactNode } from 'react';
import { AppShell } from './components/app-shell';
import { InitialDataProvider, type InitialData } from './lib/initial-data';
import { useHydrated } from './lib/use-hydrated';
import { AppRoutes } from './routes';

/**
 * A page the server rendered shows at once, before its scripts have run: its buttons and fields wait
 * (disabled) until the app has taken it over, so nothing typed is lost and no form submits on its
 * own (a form's plain submission would put its fields in the address).
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  const isHydrated = useHydrated();
  return (
    <fieldset disabled={!isHydrated} role="presentation" className="contents">
      {children}
    </fieldset>
  );
}

/** The whole app, as the browser renders it and as the server renders a public page. */
export function App({ data, isServerRendered }: { data: InitialData; isServerRendered: boolean }) {
  const app = (
    <AppShell>
      <AppRoutes />
    </AppShell>
  );
  return (
    <StrictMode>
      <InitialDataProvider data={data}>
        {isServerRendered ? <UntilHydrated>{app}</UntilHydrated> : app}
      </InitialDataProvider>
    </StrictMode>
  );
}
