import type { Page } from '@playwright/test';

/**
 * What still moves or loads on the page (`describes`), or whether nothing does. One function for
 * both, run in the page: it is sent whole, and the page's policy runs no script built from a string.
 */
function stillMoving(describes: boolean): string[] | boolean {
  const describe = (node: Element | null | undefined) =>
    node ? `${node.tagName.toLowerCase()}.${String(node.className).split(' ').join('.')}` : '?';
  const moving = document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().iterations !== Infinity,
    )
    .map((animation) => {
      const name =
        'animationName' in animation
          ? String(animation.animationName)
          : 'transitionProperty' in animation
            ? String(animation.transitionProperty)
            : 'animation';
      return `${name} on ${describe((animation.effect as KeyframeEffect | null)?.target)}`;
    });
  const loading = Array.from(document.images)
    // a lazy image loads only once scrolled near, which may be never (a long list): each holds its
    // frame's size meanwhile, so nothing moves when it comes
    .filter((image) => !image.complete && image.loading !== 'lazy')
    .map((image) => `image ${image.currentSrc || image.src}`);
  const all = [...moving, ...loading];
  return describes ? all : all.length === 0;
}

/**
 * Waits until every finite animation and transition on the page has finished and its images have
 * loaded, so colours and positions are measured as they end up. Looping ones (skeletons, spinners)
 * never finish and are not waited for, nor are lazy images. A page that does not settle in time
 * fails with what is still moving.
 */
export async function settled(page: Page, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction(stillMoving, false, { timeout });
  } catch (error) {
    const moving = await page.evaluate(stillMoving, true).catch(() => []);
    const what = Array.isArray(moving) ? moving.join('; ') : '';
    throw new Error(`the page did not settle in ${timeout} ms; still moving: ${what}`, {
      cause: error,
    });
  }
}
