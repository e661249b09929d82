import { createElement, Fragment, type ComponentType } from 'react';
import { MarkPageHydrated } from './page-hydration';
import { lazyPart } from './lazy-part';

/**
 * A page downloaded only when first visited, so each route costs only its own code. A page marks
 * itself hydrated (src/web/lib/page-hydration.tsx); a frame around other pages (`isFrame`) does not,
 * as the page inside it may still be on its way.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<object>,
  { isFrame = false } = {},
) {
  return lazyPart(async () => {
    const Page = pick(await load());
    if (isFrame) return { default: Page };
    return {
      default: (props: object) =>
        createElement(Fragment, null, createElement(Page, props), createElement(MarkPageHydrated)),
    };
  });
}
