import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryWorld, salon } from '../../../tests/support/dialog-world';
import { advance, type DialogPeer, type Turn } from './dialog';
import { MAX_OPTIONS } from './dialog-screens';
import type { DialogInput, DialogState } from './types';
import { USSD_MAX, ussdAnswer } from './ussd-screen';
import {
  MORE_ROW,
  WHATSAPP_LIMITS,
  whatsappMessage,
  type WhatsAppMessage,
} from './whatsapp-screen';

/** Every limit a WhatsApp message must keep. */
function withinWhatsAppLimits(message: WhatsAppMessage): boolean {
  if (message.type === 'text') return message.text.body.length <= WHATSAPP_LIMITS.text;
  const { interactive } = message;
  if (interactive.body.text.length > WHATSAPP_LIMITS.body) return false;
  if ((interactive.footer?.text.length ?? 0) > WHATSAPP_LIMITS.footer) return false;
  if (interactive.type === 'button') {
    const { buttons } = interactive.action;
    return (
      buttons.length >= 1 &&
      buttons.length <= WHATSAPP_LIMITS.buttons &&
      buttons.every(
        (b) => b.reply.title.length <= WHATSAPP_LIMITS.buttonTitle && b.reply.id.length <= 256,
      )
    );
  }
  const rows = interactive.action.sections.flatMap((section) => section.rows);
  return (
    interactive.action.button.length <= WHATSAPP_LIMITS.listButton &&
    rows.length >= 1 &&
    rows.length <= WHATSAPP_LIMITS.rows &&
    new Set(rows.map((row) => row.id)).size === rows.length &&
    rows.every(
      (row) =>
        row.title.length <= WHATSAPP_LIMITS.rowTitle &&
        (row.description?.length ?? 0) <= WHATSAPP_LIMITS.rowDescription &&
        row.id.length <= WHATSAPP_LIMITS.rowId,
    )
  );
}

describe('any answers at any step (property)', () => {
  // mostly answers a client would give, so runs get to the end; the rest anything at all
  const typed = fc.oneof(
    { arbitrary: fc.constantFrom('1', '1', '2', '3', 'Amina'), weight: 12 },
    { arbitrary: fc.constantFrom('0', '00', '000', '25', '98', '99', '12345', ''), weight: 2 },
    { arbitrary: fc.integer({ min: 0, max: 120 }).map(String), weight: 1 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 300 }), weight: 1 },
  );
  const input: fc.Arbitrary<DialogInput> = fc.oneof(
    { arbitrary: typed.map((text) => ({ kind: 'text' as const, text })), weight: 8 },
    {
      arbitrary: fc
        .constantFrom(
          'en',
          'sw',
          'yes',
          'again',
          'known',
          'anyone',
          's1',
          'st1',
          '2026-12-02',
          '09:00',
          'wait',
          'otherday',
          'any',
          'morning',
          'afternoon',
          MORE_ROW,
          'x',
        )
        .map((id) => ({ kind: 'choice' as const, id })),
      weight: 1,
    },
  );

  it('never fails, keeps every answer within the channel, and books only what it confirmed', async () => {
    // how far the random runs got: the property means little if none reached the end
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          channel: fc.constantFrom('whatsapp' as const, 'ussd' as const),
          locale: fc.constantFrom(null, 'en' as const, 'sw' as const),
          code: fc.option(fc.constantFrom('12345', '54321', '1 2 3 4 5', 'abc'), {
            nil: undefined,
          }),
          staffChoice: fc.boolean(),
          requiresPayment: fc.boolean(),
          promptFails: fc.boolean(),
          places: fc.integer({ min: 0, max: 2 }),
          services: fc.integer({ min: 0, max: 110 }),
          inputs: fc.array(input, { maxLength: 25 }),
          page: fc.nat(5),
        }),
        async (run) => {
          const services = Array.from({ length: run.services }, (_, i) => ({
            id: `s${i}`,
            name: `Service ${'x'.repeat(i)} ${i}`,
            priceMinor: 50_000 + i,
            currency: 'KES',
            durationMinutes: 30 + i,
          }));
          const world = new MemoryWorld({
            businesses: [
              salon({
                offersStaffChoice: run.staffChoice,
                requiresPayment: run.requiresPayment,
                services,
              }),
            ],
            places: run.places,
            promptFails: run.promptFails,
          });
          const peer: DialogPeer = {
            phone: '+254712345678',
            channel: run.channel,
            locale: run.locale,
          };
          let state: DialogState | null = null;
          let turn = await advance(state, { kind: 'start', code: run.code }, world, peer);
          const check = (t: Turn) => {
            const answer = ussdAnswer(t.screen, run.page);
            expect(answer.text.length).toBeLessThanOrEqual(USSD_MAX);
            expect(answer.text).toMatch(/^(CON|END) /);
            expect(withinWhatsAppLimits(whatsappMessage(t.screen, run.page).message)).toBe(true);
            expect(t.screen.text.length).toBeGreaterThan(0);
            if (t.screen.kind !== 'end')
              expect(t.screen.options.length).toBeLessThanOrEqual(MAX_OPTIONS);
          };
          check(turn);
          for (const next of run.inputs) {
            state = turn.state;
            if (state === null) break;
            turn = await advance(state, next, world, peer);
            check(turn);
            reached.add(turn.state?.step ?? 'ended');
          }
          if (world.bookings.length) reached.add('booked');
          // at most one place per time was booked, and only through a confirmation
          expect(world.bookings.length).toBeLessThanOrEqual(1);
          if (world.waits.length) reached.add('joined');
          // a dialog joins one waitlist at most: it ends once joined
          expect(world.waits.length).toBeLessThanOrEqual(1);
        },
      ),
      {
        numRuns: 300,
        // runs that surely reach every step, beside the random ones
        examples: [
          [
            {
              channel: 'whatsapp',
              locale: null,
              code: '12345',
              staffChoice: true,
              requiresPayment: true,
              promptFails: false,
              places: 1,
              services: 3,
              inputs: ['1', '1', '1', '1', '1', 'Amina', '1', '1'].map((text) => ({
                kind: 'text' as const,
                text,
              })),
              page: 0,
            },
          ],
          [
            {
              channel: 'ussd',
              locale: null,
              code: undefined,
              staffChoice: false,
              requiresPayment: false,
              promptFails: false,
              places: 1,
              services: 1,
              inputs: ['2', '12345', '000'].map((text) => ({ kind: 'text' as const, text })),
              page: 0,
            },
          ],
          [
            {
              // every day full: the waitlist, its window and the name
              channel: 'ussd',
              locale: 'sw',
              code: '12345',
              staffChoice: false,
              requiresPayment: false,
              promptFails: false,
              places: 0,
              services: 2,
              inputs: ['1', '1', '1', '2', 'Amina'].map((text) => ({
                kind: 'text' as const,
                text,
              })),
              page: 0,
            },
          ],
        ],
      },
    );
    expect([...reached].sort()).toEqual([
      'booked',
      'business',
      'confirm',
      'day',
      'ended',
      'joined',
      'language',
      'name',
      'paying',
      'service',
      'staff',
      'time',
      'wait',
      'waitName',
      'window',
    ]);
  });
});
