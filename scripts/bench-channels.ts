/**
 * npm run bench ussd | whatsapp | channels [-- --engine=postgres|pglite]: the booking dialog's
 * answers, on the machine's PostgreSQL and on the embedded database (both unless --engine says).
 *
 * - ussd: Africa's Talking's callback. 40 sessions, 4 at a time, each dialling the code of a
 *   business that takes payment on booking and booking through every screen (language, service,
 *   day, time, name, confirm, after which the M-Pesa prompt goes out): p50/p95 of the server's own
 *   time (Server-Timing) per callback; target p95 <= 50 ms, since the network cuts a
 *   session whose answers are slow.
 * - whatsapp: the WhatsApp webhook, signed. 40 chats, 4 at a time, each booking through every
 *   message, the next sent once the reply to the last has reached a local stand-in for the Cloud
 *   API: p50/p95 of the webhook's acknowledgement (Server-Timing; the replies are worked out and
 *   sent after it), target p95 <= 50 ms; and, for information, how long each reply took to arrive.
 *
 * The server runs from its compiled build (`npm run build` first), as its own process.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { SETTINGS_DEFAULTS } from '../src/shared/settings';
import {
  benchPlace,
  ownerCookie,
  percentile,
  sleep,
  startBenchServer,
  type BenchEngine,
} from './bench-owner';

const SESSIONS = 40;
const AT_ONCE = Math.max(1, Number(process.env.BENCH_AT_ONCE ?? 4) || 4);
const APP_SECRET = 'bench-app-secret';
const PHONE_NUMBER_ID = '106540352242922';

type Channel = 'ussd' | 'whatsapp';

const serverTime = (response: Response) =>
  Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);

/** A stand-in for the Cloud API's send endpoint: it takes every message and keeps who it was to. */
async function startCloudApi() {
  const arrived = new Map<string, number[]>();
  let next = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const to = (JSON.parse(body) as { to: string }).to;
      arrived.set(to, [...(arrived.get(to) ?? []), performance.now()]);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ messages: [{ id: `wamid.bench${++next}` }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a client answers at each screen: the code, English, the first service, a day, a time... */
function answersFor(code: string, i: number): string[] {
  return [code, '1', '1', String((i % 5) + 1), String((i % 8) + 1), `Bench Client ${i}`, '1'];
}

/** The screens a client answers, in order: what each callback's time is reported under. */
const STEPS = ['code', 'language', 'service', 'day', 'time', 'name', 'confirm'];

async function ussdSession(
  base: string,
  code: string,
  i: number,
  times: number[],
  bySteps: number[][] = [],
) {
  const sessionId = `ATUid_bench_${Date.now()}_${i}`;
  const phoneNumber = `+2547110${String(i).padStart(5, '0')}`;
  const answers = answersFor(code, i);
  for (let at = 0; at < answers.length; at++) {
    const response = await fetch(`${base}/api/channels/ussd`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        sessionId,
        serviceCode: '*384*4545#',
        phoneNumber,
        networkCode: '63902',
        text: answers.slice(0, at + 1).join('*'),
      }).toString(),
    });
    const screen = await response.text();
    if (!response.ok) throw new Error(`USSD answered ${response.status}: ${screen}`);
    times.push(serverTime(response));
    (bySteps[at] ??= []).push(serverTime(response));
    if (screen.startsWith('END')) {
      // every session books a paid place: anything else is not the path measured
      if (!screen.startsWith('END An M-Pesa prompt')) throw new Error(`USSD ended: ${screen}`);
      break;
    }
  }
}

async function chatSession(
  base: string,
  api: Awaited<ReturnType<typeof startCloudApi>>,
  code: string,
  i: number,
  acks: number[],
  replies: number[],
) {
  const digits = `2547120${String(i).padStart(5, '0')}`;
  const answers = answersFor(code, i);
  answers[0] = `Book ${code}`;
  for (const [at, text] of answers.entries()) {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '0',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID },
                messages: [
                  {
                    from: digits,
                    id: `wamid.benchin${i}x${at}x${Date.now()}`,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: text },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const before = api.arrived.get(digits)?.length ?? 0;
    const sent = performance.now();
    const response = await fetch(`${base}/api/channels/whatsapp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`,
      },
      body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
    acks.push(serverTime(response));
    for (let waited = 0; (api.arrived.get(digits)?.length ?? 0) <= before; waited += 5) {
      if (waited > 15_000) throw new Error(`no reply to ${digits} within 15 s`);
      await sleep(5);
    }
    replies.push(api.arrived.get(digits)!.at(-1)! - sent);
  }
}

/** Runs `work` for 0..count-1, `atOnce` at a time. */
async function inBatches(count: number, atOnce: number, work: (i: number) => Promise<void>) {
  for (let at = 0; at < count; at += atOnce) {
    await Promise.all(Array.from({ length: Math.min(atOnce, count - at) }, (_, k) => work(at + k)));
  }
}

const figure = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms   p95 ${percentile(values, 95).toFixed(1)} ms   (${values.length})`;

async function benchEngine(engine: BenchEngine, channels: Channel[]) {
  const place = await benchPlace(engine, 'channels');
  const api = await startCloudApi();
  const env: Record<string, string> = {
    ...place.env,
    WHATSAPP_TOKEN: 'bench-token',
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_API_URL: api.url,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'bench-verify-token',
  };
  const server = await startBenchServer(env);
  try {
    const cookie = await ownerCookie(server.base, place.dataDir);
    const headers = { cookie, origin: server.base, 'content-type': 'application/json' };
    const made = await fetch(`${server.base}/api/services`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Braids', description: 'Braids', priceMinor: 1_500_00 }),
    });
    if (!made.ok) throw new Error(`the service answered ${made.status}`);
    // paid on booking, as most businesses on the channels are: each booking ends with a prompt
    const { timezone, currency, bookingSlotDurationMinutes, maxBookingsPerSlot } =
      SETTINGS_DEFAULTS;
    const paid = await fetch(`${server.base}/api/business/settings/general`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        timezone,
        currency,
        bookingSlotDurationMinutes,
        maxBookingsPerSlot,
        bookingAdvanceDays: SETTINGS_DEFAULTS.bookingAdvanceDays,
        autoConfirmBookings: true,
        requirePayment: true,
        sendReminders: SETTINGS_DEFAULTS.sendReminders,
        reminderHoursBefore: SETTINGS_DEFAULTS.reminderHoursBefore,
      }),
    });
    if (!paid.ok) throw new Error(`the settings answered ${paid.status}`);
    const codeAnswer = await fetch(`${server.base}/api/business/booking-code`, { headers });
    const { channels: links } = (await codeAnswer.json()) as { channels: { code: string } };
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(
      `${engine}: ${SESSIONS} clients booking, ${AT_ONCE} at a time; load average ${load.join(' ')} on ${os.cpus().length} cores`,
    );
    if (channels.includes('ussd')) {
      const times: number[] = [];
      // a first session warms the caches and the statements up, as a running server has them
      await ussdSession(server.base, links.code, 1000, []);
      const bySteps: number[][] = [];
      await inBatches(SESSIONS, AT_ONCE, (i) =>
        ussdSession(server.base, links.code, i, times, bySteps),
      );
      console.log(`  USSD callback, server time      ${figure(times)}   target p95 <= 50 ms`);
      bySteps.forEach((values, at) =>
        console.log(`    after the ${(STEPS[at] ?? '').padEnd(9)} ${figure(values)}`),
      );
    }
    if (channels.includes('whatsapp')) {
      const acks: number[] = [];
      const replies: number[] = [];
      await chatSession(server.base, api, links.code, 1000, [], []);
      await inBatches(SESSIONS, AT_ONCE, (i) =>
        chatSession(server.base, api, links.code, i, acks, replies),
      );
      console.log(`  WhatsApp webhook, acknowledged  ${figure(acks)}   target p95 <= 50 ms`);
      console.log(
        `  reply at the Cloud API after    ${figure(replies)}   (round trip, information)`,
      );
    }
  } finally {
    await server.stop().catch(() => undefined);
    await api.close();
    await place.remove();
  }
}

export async function benchChannels(what: string, args: string[]): Promise<void> {
  const channels: Channel[] = what === 'channels' ? ['ussd', 'whatsapp'] : [what as Channel];
  const chosen = args.find((arg) => arg.startsWith('--engine='))?.slice('--engine='.length);
  const engines: BenchEngine[] =
    chosen === 'postgres' || chosen === 'pglite' ? [chosen] : ['postgres', 'pglite'];
  for (const engine of engines) await benchEngine(engine, channels);
}
