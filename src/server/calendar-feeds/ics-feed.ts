import { tzOffset, tzScan } from '@date-fns/tz';
import { escapeText, fold, stamp } from '../mail/ics';

/** One booking as a feed shows it. */
export interface FeedEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  url: string | null;
  created: Date;
  lastModified: Date;
}

export interface Feed {
  name: string;
  timeZone: string;
  /** The span the events fall in: the time zone's block covers it. */
  from: Date;
  to: Date;
  events: FeedEvent[];
  now: Date;
}

/** How often a calendar should read the feed again (REFRESH-INTERVAL, RFC 7986). */
const REFRESH = 'PT15M';

const pad = (n: number) => String(n).padStart(2, '0');

/** '+0300' for 180 minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** A date-time as the wall clock of a zone shows it: 20261201T090000. */
function localStamp(date: Date, timeZone: string): string {
  const wall = new Date(date.getTime() + tzOffset(timeZone, date) * 60_000);
  return (
    `${wall.getUTCFullYear()}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`
  );
}

/**
 * The zone's VTIMEZONE for the feed's span (RFC 5545 §3.6.5): its offset at the start, and each
 * change within the span as an observance of its own, read from the zone database rather than
 * written as rules, so a zone with summer time is right on both sides of each change.
 */
export function timeZoneBlock(timeZone: string, from: Date, to: Date): string[] {
  const first = tzOffset(timeZone, from);
  const changes = tzScan(timeZone, { start: from, end: to });
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  let before = first;
  const observance = (at: Date, offsetFrom: number, offsetTo: number) => {
    // summer time is the offset above the lower of the two either side of a change
    const kind = offsetTo > offsetFrom ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(at, timeZone)}`,
      `TZOFFSETFROM:${offsetText(offsetFrom)}`,
      `TZOFFSETTO:${offsetText(offsetTo)}`,
      `END:${kind}`,
    );
  };
  // the offset in force from before the span on, as a standard observance
  lines.push(
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offsetText(first)}`,
    `TZOFFSETTO:${offsetText(first)}`,
    'END:STANDARD',
  );
  for (const change of changes) {
    observance(change.date, before, change.offset);
    before = change.offset;
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The feed as an iCalendar file a calendar subscribes to, its times in the business's zone. */
export function feedCalendar(feed: Feed): string {
  const { timeZone } = feed;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Miadi//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(feed.name)}`,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...timeZoneBlock(timeZone, feed.from, feed.to),
  ];
  const dtstamp = stamp(feed.now);
  for (const event of feed.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${dtstamp}`,
      `CREATED:${stamp(event.created)}`,
      `LAST-MODIFIED:${stamp(event.lastModified)}`,
      `DTSTART;TZID=${timeZone}:${localStamp(event.start, timeZone)}`,
      `DTEND;TZID=${timeZone}:${localStamp(event.end, timeZone)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      `STATUS:${event.status}`,
      `TRANSP:${event.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
