import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from './components/app-shell';
import { AppRoutes } from './routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppShell>
      <AppRoutes />
    </AppShell>
  </StrictMode>,
);
