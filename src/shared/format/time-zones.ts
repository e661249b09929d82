import { currentLocale, intlLocale } from '../i18n/current-locale';
import { timeZonesText } from '../messages/time-zones';

/**
 * Time zones as a person reads them: 'East Africa Time', never 'Africa/Nairobi', 'EAT' or 'GMT+3'
 * (docs/decisions/0063). The offered zones put East Africa first, as a Kenyan business needs.
 */

type ZoneNameId = Parameters<typeof timeZonesText>[0];

interface OfferedZone {
  id: string;
  city: string;
  /** Its name in English; `nameId` says it in the page's language. */
  name: string;
  nameId: ZoneNameId;
}

/** The zones the settings offer, in their order: East Africa, the rest of Africa, then the world. */
export const OFFERED_ZONES = [
  { id: 'Africa/Nairobi', city: 'Nairobi', name: 'East Africa Time', nameId: 'eastAfrica' },
  { id: 'Africa/Kampala', city: 'Kampala', name: 'East Africa Time', nameId: 'eastAfrica' },
  {
    id: 'Africa/Dar_es_Salaam',
    city: 'Dar es Salaam',
    name: 'East Africa Time',
    nameId: 'eastAfrica',
  },
  { id: 'Africa/Addis_Ababa', city: 'Addis Ababa', name: 'East Africa Time', nameId: 'eastAfrica' },
  { id: 'Africa/Mogadishu', city: 'Mogadishu', name: 'East Africa Time', nameId: 'eastAfrica' },
  { id: 'Africa/Kigali', city: 'Kigali', name: 'Central Africa Time', nameId: 'centralAfrica' },
  { id: 'Africa/Juba', city: 'Juba', name: 'Central Africa Time', nameId: 'centralAfrica' },
  { id: 'Africa/Lagos', city: 'Lagos', name: 'West Africa Time', nameId: 'westAfrica' },
  {
    id: 'Africa/Johannesburg',
    city: 'Johannesburg',
    name: 'South Africa Time',
    nameId: 'southAfrica',
  },
  { id: 'UTC', city: 'UTC', name: 'Coordinated Universal Time', nameId: 'utc' },
  { id: 'Europe/London', city: 'London', name: 'UK Time', nameId: 'uk' },
  { id: 'Europe/Paris', city: 'Paris', name: 'Central European Time', nameId: 'centralEurope' },
  { id: 'America/New_York', city: 'New York', name: 'Eastern Time', nameId: 'usEastern' },
  { id: 'America/Chicago', city: 'Chicago', name: 'Central Time', nameId: 'usCentral' },
  { id: 'America/Denver', city: 'Denver', name: 'Mountain Time', nameId: 'usMountain' },
  { id: 'America/Los_Angeles', city: 'Los Angeles', name: 'Pacific Time', nameId: 'usPacific' },
  { id: 'Asia/Tokyo', city: 'Tokyo', name: 'Japan Time', nameId: 'japan' },
] as const satisfies readonly OfferedZone[];

const OFFERED_NAMES = new Map<string, ZoneNameId>(
  OFFERED_ZONES.map((zone) => [zone.id, zone.nameId]),
);
const otherNames = new Map<string, string>();

/**
 * 'East Africa Time' for Africa/Nairobi, in the page's language; a zone not offered by the name
 * Intl gives it.
 */
export function formatTimeZone(timeZone: string): string {
  const offered = OFFERED_NAMES.get(timeZone);
  if (offered) return timeZonesText(offered);
  const locale = currentLocale();
  const key = `${locale} ${timeZone}`;
  let name = otherNames.get(key);
  if (name === undefined) {
    try {
      name =
        new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocale(locale), {
          timeZone,
          timeZoneName: 'longGeneric',
        })
          .formatToParts(new Date(0))
          .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
    } catch {
      name = timeZone;
    }
    otherNames.set(key, name);
  }
  return name;
}

/** 'Nairobi · East Africa Time', as the time-zone list says it, in the page's language. */
export function timeZoneLabel(zone: OfferedZone): string {
  const name = timeZonesText(zone.nameId);
  return zone.city === zone.id ? name : `${zone.city} · ${name}`;
}

/** The clock of what belongs to no one business (the admin area, the platform's own pages). */
export const PLATFORM_TIME_ZONE = 'Africa/Nairobi';
