import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app';
import type { InitialData } from './lib/initial-data';

export interface RenderRequest {
  path: string;
  search: string;
  data: InitialData;
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
  onError,
}: RenderRequest): Promise<ReadableStream<Uint8Array>> {
  const { prelude } = await prerender(
    <Router ssrPath={path} ssrSearch={search}>
      <App data={data} isServerRendered />
    </Router>,
    // never split a large part out to be moved into place by a script: the HTML reads whole
    { onError, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return prelude;
}
