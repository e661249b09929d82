import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { cataloguesLoaded } from '@shared/i18n/loading';

/**
 * A module downloaded when first needed, handed over once the catalogues it asked for are loaded
 * too (docs/decisions/0071): its words come with it, never its message ids. A catalogue that could
 * not be loaded fails the download, as the module's own file would.
 */
export async function withMessages<M>(load: () => Promise<M>): Promise<M> {
  const module = await load();
  await cataloguesLoaded();
  return module;
}

/**
 * React's lazy, the one way a part of a page is downloaded when first shown: it renders only once
 * its words are here.
 */
// the bound React's own lazy has: any component at all
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): LazyExoticComponent<C> {
  return lazy(() => withMessages(load));
}
