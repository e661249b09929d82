import { createElement, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyPart } from './lazy-part';

export type RetryableComponent<P extends object> = ComponentType<P> & {
  /** Forget a failed download, so the next render fetches the code again. */
  retry(): void;
};

/**
 * A component downloaded when first shown, whose failed download can be tried again. React keeps a
 * lazy component's failure for good, so trying again makes a new one; the browser fetches the file
 * again for a new import() of a module that failed.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): RetryableComponent<P> {
  const make = () => lazyPart(async () => ({ default: await load() }));
  let current: LazyExoticComponent<ComponentType<P>> = make();
  const Retryable = (props: P) => createElement(current, props);
  Retryable.retry = () => {
    current = make();
  };
  return Retryable;
}
