import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  location: string | null;
  status: string;
  url: string | null;
  /** The time zone the start is written in. */
  tzid: string | null;
  start: Date;
  end: Date;
}

/**
 * An iCalendar file read by ical.js, as a calendar reads it: its name and time zones, and each
 * event with its instants worked out through the file's own VTIMEZONE.
 */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const text = (name: string) => {
      const value = component.getFirstPropertyValue(name);
      return value === null ? null : String(value);
    };
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: text('location'),
      status: text('status') ?? '',
      url: text('url'),
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid')?.toString() ?? null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
  return {
    // an X- property ical.js does not know comes raw: unescaped here as the TEXT it is
    name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? '').replace(
      /\\([\\;,nN])/g,
      (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char),
    ),
    timeZones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events,
  };
}
