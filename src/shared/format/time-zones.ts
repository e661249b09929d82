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
  /** Its name, in the page's language from the time-zones catalogue. */
  nameId: ZoneNameId;
}

/** The zones the settings offer, in their order: East Africa, the rest of Africa, then the world. */
export const OFFERED_ZONES = [
  { id: 'Africa/Nairobi', city: 'Nairobi', nameId: 'eastAfrica' },
  { id: 'Africa/Kampala', city: 'Kampala', nameId: 'eastAfrica' },
  { id: 'Africa/Dar_es_Salaam', city: 'Dar es Salaam', nameId: 'eastAfrica' },
  { id: 'Africa/Addis_Ababa', city: 'Addis Ababa', nameId: 'eastAfrica' },
  { id: 'Africa/Mogadishu', city: 'Mogadishu', nameId: 'eastAfrica' },
  { id: 'Africa/Kigali', city: 'Kigali', nameId: 'centralAfrica' },
  { id: 'Africa/Juba', city: 'Juba', nameId: 'centralAfrica' },
  { id: 'Africa/Lagos', city: 'Lagos', nameId: 'westAfrica' },
  { id: 'Africa/Johannesburg', city: 'Johannesburg', nameId: 'southAfrica' },
  { id: 'UTC', city: 'UTC', nameId: 'utc' },
  { id: 'Europe/London', city: 'London', nameId: 'uk' },
  { id: 'Europe/Paris', city: 'Paris', nameId: 'centralEurope' },
  { id: 'America/New_York', city: 'New York', nameId: 'usEastern' },
  { id: 'America/Chicago', city: 'Chicago', nameId: 'usCentral' },
  { id: 'America/Denver', city: 'Denver', nameId: 'usMountain' },
  { id: 'America/Los_Angeles', city: 'Los Angeles', nameId: 'usPacific' },
  { id: 'Asia/Tokyo', city: 'Tokyo', nameId: 'japan' },
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
