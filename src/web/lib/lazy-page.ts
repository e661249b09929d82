import { lazy, type ComponentType } from 'react';

/** A page downloaded only when first visited, so each route costs only its own code. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}
