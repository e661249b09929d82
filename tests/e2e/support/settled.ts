import type { Page } from '@playwright/test';

/**
 * Waits until every finite animation and transition on the page has finished and its images have
 * loaded, so colours and positions are measured as they end up. Looping ones (skeletons, spinners)
 * never finish and are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const isMoving = document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Infinity,
      );
    const isLoading = Array.from(document.images).some((image) => !image.complete);
    return !isMoving && !isLoading;
  });
}
