import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { readInitialData } from './lib/initial-data';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// a public page the server rendered is taken over where it stands; any other path starts empty
if (root.dataset.rendered === 'server')
  hydrateRoot(root, <App data={readInitialData()} isServerRendered />);
else createRoot(root).render(<App data={{}} isServerRendered={false} />);
