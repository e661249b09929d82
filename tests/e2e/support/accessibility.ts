import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { settled } from './settled';

/** The page's serious and critical WCAG 2.1 AA problems, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // a part still loading or switching (dimmed while it does) is measured once it has arrived
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // contrast is measured on the final colours, after entrance transitions
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    // a toast still fading in or out is measured half-transparent; the toaster is checked where it is built
    .exclude('[data-sonner-toaster]')
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`);
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Switches the theme the way the theme toggle remembers it, and reloads. */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('miadi-theme', value), theme);
  await page.reload();
}
