import { AsyncLocalStorage } from 'node:async_hooks';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { cataloguesLoaded } from '@shared/i18n/loading';
import { setLocaleSource } from '@shared/i18n/current-locale';
import { App } from './app';
import type { InitialData } from './lib/initial-data';

// each page in the language it was asked for, however many are rendered at once
const rendering = new AsyncLocalStorage<Locale>();
setLocaleSource(() => rendering.getStore() ?? DEFAULT_LOCALE);

export interface RenderRequest {
  path: string;
  search: string;
  data: InitialData;
  locale: Locale;
  /** Told of every error while rendering; a part that failed is left for the browser to render. */
  onError: (error: unknown) => void;
}

/**
 * A public page rendered to HTML by the same components the browser runs, as a stream that starts
 * once every lazy page and Suspense boundary has resolved, so each part is in place in the HTML (it
 * reads whole without JavaScript). A part that fails is left for the browser to render; when the
 * page's outer frame fails this rejects, and the server sends the plain app shell instead.
 */
export async function renderPage({
  path,
  search,
  data,
  locale,
  onError,
}: RenderRequest): Promise<ReadableStream<Uint8Array>> {
  await cataloguesLoaded();
  const { prelude } = await rendering.run(locale, () =>
    prerender(
      <Router ssrPath={path} ssrSearch={search}>
        <App data={data} isServerRendered />
      </Router>,
      // never split a large part out to be moved into place by a script: the HTML reads whole
      { onError, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    ),
  );
  return prelude;
}
