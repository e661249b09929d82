import type { Locator, Page } from '@playwright/test';
import { screenshot } from '../fixtures';

/** Parts of the Settings screen other areas own and translate themselves, as settings-kiswahili.spec.ts leaves them out. */
export const OTHER_AREAS = [
  'button[aria-label*="theme ("]',
  '[role="region"][aria-label="App status"]',
  'section[aria-label^="Notifications alt+"]',
  '[aria-labelledby="not-on-discover"] ul',
  '#not-on-discover',
];

/**
 * A card of the Settings screen pictured at the top of the screen, as seen: a full-page picture on
 * a phone puts the tab bar over the middle of the card.
 */
export async function pictureCard(page: Page, card: Locator, name: string) {
  await card.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72),
  );
  await screenshot(page, name, { isViewportOnly: true });
}
