import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { formatDate } from '../../src/shared/format/dates';
import { addDays } from '../../src/shared/local-time';
import { localDateAt } from '../../src/shared/zoned-time';
import { expect, screenshot, test } from './fixtures';
import { waitForMail } from './support/mailbox';
import { signInNewOwner } from './support/new-owner';
import { settled } from './support/settled';
import { readJson, type BusinessAnswer, type ServiceAnswer } from '../support/answers';

/** The latest toast with this text (an earlier identical one may still be fading). */
function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).last();
}

/** A sheet is seen best as the viewport shows it; the screen must still fit its width. */
async function sheetShot(page: Page, name: string) {
  await screenshot(page, name);
  const project = test.info().project.name;
  await page.screenshot({ path: `test-results/screens/${project}/${name}-viewport.png` });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function inTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('miadi-theme', value), theme);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // contrast is measured on the final colours, after entrance transitions
  await settled(page);
}

/** A business with a letterhead and one client to bill, made through the API. */
async function businessWithClient(request: APIRequestContext, origin: string, email: string) {
  const headers = { origin };
  const created = await request.post('/api/business', {
    headers,
    data: {
      name: 'Amani Beauty Spa',
      email: 'hello@amani.example',
      phone: '0711 000 222',
      address: 'Kimathi Street 4',
      city: 'Nairobi',
      country: 'Kenya',
      website: '',
      description: '',
    },
  });
  expect(created.status()).toBe(201);
  const { business } = await readJson<BusinessAnswer>(created);
  const client = await request.post('/api/clients', {
    headers,
    data: { name: 'Wanjirū Ñyambura', email, phone: '0712 345 678' },
  });
  expect(client.status()).toBe(201);
  return business.id;
}

/** Opens the Due Date picker and picks a day (moving on a month if it lies in the next). */
async function pickDueDate(page: Page, date: string, today: string) {
  await page.getByLabel('Due Date').click();
  const yesterday = addDays(today, -1);
  if (yesterday.slice(0, 7) === today.slice(0, 7)) {
    await expect(page.getByRole('button', { name: yesterday, exact: true })).toBeDisabled();
  }
  if (date.slice(0, 7) !== today.slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await sheetShot(page, 'invoices-due-date-picker');
  await page.getByRole('button', { name: date, exact: true }).click();
}

test('an owner creates, edits, sends and is paid an invoice, and prints it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const clientEmail = `wanjiru-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await businessWithClient(page.request, origin, clientEmail);
  const today = localDateAt(new Date(), 'Africa/Nairobi');
  const due = addDays(today, 7);

  // the empty list says what to do
  await page.goto('/app/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByText('Manage your business invoices and payments')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
  await screenshot(page, 'invoices-empty');
  for (const theme of ['light', 'dark'] as const) {
    await inTheme(page, theme);
    expect(await seriousViolations(page), `empty list, ${theme}`).toEqual([]);
    await screenshot(page, `invoices-empty-${theme}`);
  }
  await inTheme(page, 'light');

  // the sheet: nothing to submit until a client is chosen
  await page.getByRole('button', { name: 'Create Invoice' }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Create New Invoice' });
  await expect(sheet.getByText('Create a new invoice for your client')).toBeVisible();
  const submit = sheet.getByRole('button', { name: 'Create Invoice' });
  await expect(submit).toBeDisabled();
  await expect(sheet.getByRole('combobox', { name: 'Client' })).toHaveText('Select a client');
  await expect(sheet.getByLabel('Due Date')).toHaveText('Pick a date');
  await expect(sheet.getByLabel('Notes')).toHaveAttribute(
    'placeholder',
    'Additional notes for the invoice...',
  );
  await sheet.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: `Wanjirū Ñyambura (${clientEmail})` }).click();
  await expect(submit).toBeEnabled();

  // money typed in shillings and cents; the total follows without rounding drift
  await sheet.getByLabel('Subtotal').fill('1500.10');
  await sheet.getByLabel('Tax Amount').fill('240.20');
  await expect(sheet.getByLabel('Total Amount')).toHaveValue('KES 1,740.30');
  await expect(sheet.getByText('Subtotal plus tax, in KES')).toBeVisible();
  await sheet.getByLabel('Tax Amount').fill('2000');
  await submit.click();
  await expect(sheet.getByText('Tax amount cannot be more than the subtotal')).toBeVisible();
  await sheet.getByLabel('Tax Amount').fill('240.20');
  await pickDueDate(page, due, today);
  // '1 Dec 2026', as every date is written (docs/decisions/0063)
  await expect(sheet.getByLabel('Due Date')).toHaveText(formatDate(due));
  await sheet.getByLabel('Notes').fill('Asante! Pay by M-Pesa, Paybill 123456.');
  await sheetShot(page, 'invoices-create-sheet');
  await submit.click();
  await expect(toast(page, 'Invoice created successfully')).toBeVisible();
  await expect(sheet).toHaveCount(0);
  const item = page.getByTestId('invoice-item');
  await expect(item).toHaveCount(1);
  const number = (await item.getByTestId('invoice-number').textContent()) ?? '';
  expect(number).toBe(`INV-${today.replaceAll('-', '')}-001`);
  await expect(item.getByText('Draft')).toBeVisible();
  await expect(item.getByText('KES 1,740.30')).toBeVisible();

  // edit: the number stays, the total follows
  await item.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
  await expect(edit.getByText('Update your invoice details')).toBeVisible();
  await expect(edit.getByLabel('Subtotal')).toHaveValue('1500.10');
  await edit.getByLabel('Tax Amount').fill('260');
  await expect(edit.getByLabel('Total Amount')).toHaveValue('KES 1,760.10');
  await edit.getByRole('button', { name: 'Update Invoice' }).click();
  await expect(toast(page, 'Invoice updated successfully')).toBeVisible();
  await expect(item.getByText('KES 1,760.10')).toBeVisible();
  await expect(item.getByTestId('invoice-number')).toHaveText(number);

  // send: the client receives the invoice, and its PDF says what is owed
  await item.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, `Invoice sent to ${clientEmail}`)).toBeVisible();
  await expect(item.getByText('Sent', { exact: true })).toBeVisible();
  const mail = await waitForMail(clientEmail);
  expect(mail.subject).toBe(`Invoice ${number} from Amani Beauty Spa: KES 1,760.10`);
  const pdf = mail.attachments.find((file) => file.mimeType === 'application/pdf');
  expect(pdf?.filename).toBe(`${number}.pdf`);
  const data = new Uint8Array(Buffer.from(pdf?.contentBase64 ?? '', 'base64'));
  const { text } = await new PDFParse({ data }).getText();
  expect(text).toContain(number);
  expect(text).toContain('Wanjirū Ñyambura');
  expect(text).toContain('Total KES 1,760.10');
  expect(text).toContain(`Due ${formatDate(due)}`);
  await expect(item.getByText(`Due ${formatDate(due)}`)).toBeVisible();
  await screenshot(page, 'invoices-sent');

  // paid
  await item.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(toast(page, 'Invoice marked as paid')).toBeVisible();
  await expect(item.getByText('Paid', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    await inTheme(page, theme);
    expect(await seriousViolations(page), `list, ${theme}`).toEqual([]);
    await screenshot(page, `invoices-list-${theme}`);
  }

  // the printable page: letterhead, client, line, totals, due date, status
  await item.getByRole('link', { name: 'Print' }).click();
  await expect(page).toHaveURL(/\/app\/invoices\/[0-9a-f-]{36}\/print$/);
  const paper = page.locator('.invoice-paper');
  await expect(paper.getByText('Amani Beauty Spa')).toBeVisible();
  await expect(paper.getByText('Kimathi Street 4, Nairobi, Kenya')).toBeVisible();
  await expect(paper.getByText(number)).toBeVisible();
  await expect(paper.getByText(`Issued ${formatDate(today)}`)).toBeVisible();
  await expect(paper.getByText(`Due ${formatDate(due)}`)).toBeVisible();
  await expect(paper.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paper.getByText('Wanjirū Ñyambura')).toBeVisible();
  await expect(paper.getByText('KES 1,760.10')).toBeVisible();
  await expect(paper.getByText('All amounts in KES.')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await inTheme(page, theme);
    expect(await seriousViolations(page), `print page, ${theme}`).toEqual([]);
    await screenshot(page, `invoice-print-${theme}`);
  }
  // what the printer gets: the paper alone
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(paper).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test('the dashboard’s quick action and a booking open the invoice sheet', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await signInNewOwner(page, origin);
  const clientEmail = `kamau-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const businessId = await businessWithClient(page.request, origin, `other-${clientEmail}`);

  await page.goto('/app/invoices?action=new');
  const sheet = page.getByRole('dialog', { name: 'Create New Invoice' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/invoices$/);

  // a booking from the public page, then its menu's Create invoice
  const service = await page.request.post('/api/services', {
    headers: { origin },
    data: { name: 'Box braids', description: 'Knotless, hair included.', priceMinor: 350_000 },
  });
  expect(service.status()).toBe(201);
  const { service: made } = await readJson<ServiceAnswer>(service);
  const date = addDays(localDateAt(new Date(), 'Africa/Nairobi'), 3);
  const booked = await page.request.post(`/api/public/businesses/${businessId}/bookings`, {
    headers: { origin },
    data: {
      serviceId: made.id,
      date,
      time: '10:00',
      staffId: null,
      customer: { name: 'James Kamau', email: clientEmail, phone: '0722 000 333' },
      idempotencyKey: `invoice-e2e-${Date.now()}`,
    },
  });
  expect(booked.status()).toBe(201);
  const { booking } = await readJson<{ booking: { ticketCode: string } }>(booked);

  await page.goto('/app/bookings?view=all');
  const row = page.getByTestId('booking-item').filter({ hasText: 'James Kamau' });
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/app\/invoices\?bookingId=/);
  const fromBooking = page.getByRole('dialog', { name: 'Create New Invoice' });
  await expect(fromBooking.getByText(`For booking ${booking.ticketCode}`)).toBeVisible();
  await expect(fromBooking.getByRole('combobox', { name: 'Client' })).toHaveText(
    `James Kamau (${clientEmail})`,
  );
  await expect(fromBooking.getByLabel('Subtotal')).toHaveValue('3500');
  await sheetShot(page, 'invoices-from-booking');
  // billed with tax: the invoice's total is not the booking's price
  await fromBooking.getByLabel('Tax Amount').fill('560');
  await fromBooking.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(toast(page, 'Invoice created successfully')).toBeVisible();
  const item = page.getByTestId('invoice-item');
  await expect(item.getByText(`Booking ${booking.ticketCode}`)).toBeVisible();
  await expect(item.getByText('KES 4,060')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/invoices$/);

  // the paid invoice pays its booking: the bookings list, loaded before, shows it paid, with the
  // amount billed, without a reload
  await item.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, `Invoice sent to ${clientEmail}`)).toBeVisible();
  await item.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(toast(page, 'Invoice marked as paid')).toBeVisible();
  await page.getByRole('link', { name: 'Bookings', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/app\/bookings/);
  await page
    .getByRole('group', { name: 'Which bookings' })
    .getByRole('button', { name: 'All', exact: true })
    .click();
  await expect(row).toContainText('KES 4,060 · Paid');
  await screenshot(page, 'bookings-paid-by-invoice');
});
