// a fresh owner's business with a service, open long hours in a zone where it is morning now
import { expect, type APIRequestContext } from '@playwright/test';
import { TIMEZONES } from '../../../src/shared/settings';
import { localDateAt } from '../../../src/shared/zoned-time';
import { readJson, type ServiceAnswer, type BookingAnswer } from '../../support/answers';

/** A zone where it is morning (06:00-14:00), so today still has free times whatever the hour. */
function morningZone(): string {
  for (const { id } of TIMEZONES) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: id }).format(
        new Date(),
      ),
    );
    if (hour >= 6 && hour < 14) return id;
  }
  throw new Error('no offered time zone is in its morning now');
}

export interface Salon {
  serviceId: string;
  timezone: string;
  today: string;
  /** Today's free times as the owner is offered them: the first is the slot already under way. */
  times: string[];
}

/** A business open 06:00-23:00 with one service, in a zone where it is morning. */
export async function openSalon(
  request: APIRequestContext,
  origin: string,
  { name = 'Kito Beauty Bar' }: { name?: string } = {},
): Promise<Salon> {
  const headers = { origin };
  const timezone = morningZone();
  const created = await request.post('/api/business', {
    headers,
    data: {
      name,
      email: '',
      phone: '',
      address: '',
      city: 'Mombasa',
      country: 'Kenya',
      website: '',
      description: '',
    },
  });
  expect(created.status()).toBe(201);
  const put = async (path: string, data: unknown) =>
    expect((await request.put(path, { headers, data })).status()).toBe(200);
  await put('/api/business/settings/general', {
    timezone,
    currency: 'KES',
    bookingSlotDurationMinutes: 30,
    maxBookingsPerSlot: 3,
    bookingAdvanceDays: 30,
    autoConfirmBookings: true,
    requirePayment: false,
    sendReminders: false,
    reminderHoursBefore: 24,
  });
  await put('/api/business/hours', {
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opensAt: '06:00',
      closesAt: '23:00',
      isOpen: true,
    })),
  });
  const service = await request.post('/api/services', {
    headers,
    data: {
      name: 'Gel Manicure',
      description: 'Shape, cuticles and gel colour.',
      priceMinor: 2_500_00,
      durationMinutes: 60,
      category: 'general',
      currency: 'KES',
    },
  });
  expect(service.status()).toBe(201);
  const { service: made } = await readJson<ServiceAnswer>(service);
  const today = localDateAt(new Date(), timezone);
  const times = await ownerTimes(request, made.id, today);
  expect(times.length).toBeGreaterThan(4);
  return { serviceId: made.id, timezone, today, times };
}

async function ownerTimes(request: APIRequestContext, serviceId: string, date: string) {
  const slots = await request.get(`/api/bookings/availability?serviceId=${serviceId}&date=${date}`);
  expect(slots.status(), await slots.text()).toBe(200);
  const { days } = await readJson<{
    days: { slots: { time: string; status: string }[] }[];
  }>(slots);
  return (days[0]?.slots ?? []).filter((s) => s.status === 'available').map((s) => s.time);
}

/**
 * A time today that has already begun: the slot under way, which the owner may still book (a
 * walk-in) and, having begun, mark completed. Asked afresh, since it moves on every half hour.
 */
export async function startedTime(request: APIRequestContext, salon: Salon): Promise<string> {
  const [first] = await ownerTimes(request, salon.serviceId, salon.today);
  const now = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: salon.timezone,
  }).format(new Date());
  expect(first && first <= now, `the first time offered, ${first}, has begun by ${now}`).toBe(true);
  return first ?? '';
}

let clientNumber = 0;

/** A walk-in booking by the owner (confirmed, unpaid), for a new client each time. */
export async function book(
  request: APIRequestContext,
  origin: string,
  salon: Salon,
  date: string,
  time: string,
) {
  clientNumber += 1;
  const response = await request.post('/api/bookings', {
    headers: { origin },
    data: {
      serviceId: salon.serviceId,
      date,
      time,
      client: {
        name: `Client ${clientNumber} Mwende`,
        phone: `0733 400 ${String(100 + clientNumber)}`,
      },
      idempotencyKey: `dash-${clientNumber}-${Date.now()}`,
    },
  });
  expect(response.status()).toBe(201);
  const { booking } = await readJson<BookingAnswer>(response);
  return booking.id;
}
