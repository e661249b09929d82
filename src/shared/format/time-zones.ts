/**
 * Time zones as a person reads them: 'East Africa Time', never 'Africa/Nairobi', 'EAT' or 'GMT+3'
 * (docs/decisions/0063). The offered zones put East Africa first, as a Kenyan business needs.
 */

interface OfferedZone {
  id: string;
  city: string;
  name: string;
}

/** The zones the settings offer, in their order: East Africa, the rest of Africa, then the world. */
export const OFFERED_ZONES = [
  { id: 'Africa/Nairobi', city: 'Nairobi', name: 'East Africa Time' },
  { id: 'Africa/Kampala', city: 'Kampala', name: 'East Africa Time' },
  { id: 'Africa/Dar_es_Salaam', city: 'Dar es Salaam', name: 'East Africa Time' },
  { id: 'Africa/Addis_Ababa', city: 'Addis Ababa', name: 'East Africa Time' },
  { id: 'Africa/Mogadishu', city: 'Mogadishu', name: 'East Africa Time' },
  { id: 'Africa/Kigali', city: 'Kigali', name: 'Central Africa Time' },
  { id: 'Africa/Juba', city: 'Juba', name: 'Central Africa Time' },
  { id: 'Africa/Lagos', city: 'Lagos', name: 'West Africa Time' },
  { id: 'Africa/Johannesburg', city: 'Johannesburg', name: 'South Africa Time' },
  { id: 'UTC', city: 'UTC', name: 'Coordinated Universal Time' },
  { id: 'Europe/London', city: 'London', name: 'UK Time' },
  { id: 'Europe/Paris', city: 'Paris', name: 'Central European Time' },
  { id: 'America/New_York', city: 'New York', name: 'Eastern Time' },
  { id: 'America/Chicago', city: 'Chicago', name: 'Central Time' },
  { id: 'America/Denver', city: 'Denver', name: 'Mountain Time' },
  { id: 'America/Los_Angeles', city: 'Los Angeles', name: 'Pacific Time' },
  { id: 'Asia/Tokyo', city: 'Tokyo', name: 'Japan Time' },
] as const satisfies readonly OfferedZone[];

const OFFERED_NAMES = new Map<string, string>(OFFERED_ZONES.map((zone) => [zone.id, zone.name]));
const otherNames = new Map<string, string>();

/** 'East Africa Time' for Africa/Nairobi; a zone not offered by the name Intl gives it. */
export function formatTimeZone(timeZone: string): string {
  const offered = OFFERED_NAMES.get(timeZone);
  if (offered) return offered;
  let name = otherNames.get(timeZone);
  if (name === undefined) {
    try {
      name =
        new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longGeneric' })
          .formatToParts(new Date(0))
          .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
    } catch {
      name = timeZone;
    }
    otherNames.set(timeZone, name);
  }
  return name;
}

/** 'Nairobi · East Africa Time', as the time-zone list says it. */
export function timeZoneLabel(zone: OfferedZone): string {
  return zone.city === zone.id ? zone.name : `${zone.city} · ${zone.name}`;
}

/** The clock of what belongs to no one business (the admin area, the platform's own pages). */
export const PLATFORM_TIME_ZONE = 'Africa/Nairobi';
