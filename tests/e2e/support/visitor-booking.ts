import { expect, type Locator, type Page } from '@playwright/test';

/** The date `days` from now in Nairobi (UTC+3), as the booking calendar names its day buttons. */
export function nairobiDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** Picks `date` in a month calendar that is showing, turning to the next month when it is there. */
export async function chooseDay(calendar: Locator, date: string): Promise<void> {
  if ((await calendar.getByRole('button', { name: date }).count()) === 0) {
    // in the page's language (src/web/components/messages/month-calendar.*.json)
    await calendar.getByRole('button', { name: /^(Next month|Mwezi ujao)$/ }).click();
  }
  await calendar.getByRole('button', { name: date }).click();
}

/**
 * A visitor on a booking page walks from a service's Book button to the last step: their details,
 * `date` at `time` (or the first free time that day), any staff member. Answers the booking panel.
 */
export async function bookUntilPayment(
  visitor: Page,
  {
    service,
    customer,
    date,
    time,
  }: {
    service?: string;
    customer: { name: string; email: string; phone: string };
    date: string;
    time?: string;
  },
): Promise<Locator> {
  const book = service
    ? visitor.getByRole('listitem').filter({ hasText: service }).getByRole('button')
    : visitor.getByRole('button', { name: 'Book' });
  await book.click();
  const panel = visitor.locator('#booking-panel');
  await panel.getByLabel('Full name').fill(customer.name);
  await panel.getByLabel('Email').fill(customer.email);
  await panel.getByLabel('Phone').fill(customer.phone);
  await panel.getByRole('button', { name: 'Continue' }).click();

  await expect(panel.getByRole('heading', { name: 'Choose a date and time' })).toBeVisible();
  await chooseDay(panel, date);
  const slot = time
    ? panel.getByRole('button', { name: new RegExp(`^${time}`) })
    : panel
        .locator('button:enabled')
        .filter({ hasText: /^\d\d:\d\d$/ })
        .first();
  await slot.click();
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByRole('radio', { name: 'Any available' })).toBeVisible();
  await panel.getByRole('button', { name: 'Continue' }).click();
  return panel;
}
