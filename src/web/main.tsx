import { createRoot, hydrateRoot } from 'react-dom/client';
import { cataloguesLoaded } from '@shared/i18n/loading';
import { currentLocale } from '@shared/i18n/current-locale';
import { App } from './app';
import { readInitialData } from './lib/initial-data';
import './styles.css';

// the page speaks the device's chosen language, which can change after the server wrote the page
// (an early answer setting the account's) or be newer than the installed app's offline copy of it:
// the page names the language it speaks
document.documentElement.lang = currentLocale();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function start(element: HTMLElement) {
  // a public page the server rendered is taken over where it stands; any other path starts empty
  if (element.dataset.rendered === 'server')
    hydrateRoot(element, <App data={readInitialData()} isServerRendered />);
  else createRoot(element).render(<App data={{}} isServerRendered={false} />);
}

// the words first (docs/decisions/0071); a catalogue that could not come is asked for again by the
// part that needs it, which says so if it still cannot
void cataloguesLoaded()
  .catch(() => undefined)
  .then(() => start(root));
