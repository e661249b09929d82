import { StrictMode } from 'react';
import { AppShell } from './components/app-shell';
import { InitialDataProvider, type InitialData } from './lib/initial-data';
import { UntilPageHydrated } from './lib/page-hydration';
import { AppRoutes } from './routes';

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
        {isServerRendered ? <UntilPageHydrated>{app}</UntilPageHydrated> : app}
      </InitialDataProvider>
    </StrictMode>
  );
}
