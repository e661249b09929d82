import {
  formatDay,
  formatLongDay,
  formatMonth,
  formatShortDay,
  monthName,
  weekdayName,
} from '@shared/format/dates';
import { weekdayOf } from '@shared/local-time';
import type { DashboardPeriod, DateRange } from '@shared/dashboard';
import { PREVIOUS_LABELS } from '@shared/dashboard';
import { formatMoney } from '@shared/money';
import { dashboardText } from './messages/owner-dashboard';

export type Trend = 'up' | 'down' | 'same';

export interface Change {
  trend: Trend;
  /** 'Up 25% from 12 last week', 'Same as yesterday', 'Up from 0 last month'. */
  text: string;
}

/** The period's figure next to the previous one, in words (colour is never the only sign). */
export function describeChange(
  current: number,
  previous: number,
  period: DashboardPeriod,
  show: (value: number) => string,
): Change {
  const before = `${show(previous)} ${PREVIOUS_LABELS[period]}`;
  if (current === previous)
    return {
      trend: 'same',
      text: dashboardText('change.same', { previous: PREVIOUS_LABELS[period] }),
    };
  const trend: Trend = current > previous ? 'up' : 'down';
  if (previous === 0)
    return {
      trend,
      text: dashboardText(trend === 'up' ? 'change.upFrom' : 'change.downFrom', { before }),
    };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return {
    trend,
    text: dashboardText(trend === 'up' ? 'change.up' : 'change.down', { percent, before }),
  };
}

const countFormat = new Intl.NumberFormat('en-KE');

export function formatCount(value: number): string {
  return countFormat.format(value);
}

export function moneyIn(currency: string) {
  return (amountMinor: number) => formatMoney({ amountMinor, currency });
}

/** 'Thursday, 3 January 2030', 'Mon, 31 Dec – Sun, 6 Jan 2030', 'January 2030', '2030'. */
export function formatRange(period: DashboardPeriod, range: DateRange): string {
  if (period === 'today') return formatLongDay(range.from);
  if (period === 'week') return `${formatShortDay(range.from)} – ${formatDay(range.to)}`;
  if (period === 'month') return formatMonth(range.from);
  return range.from.slice(0, 4);
}

/** One point of the chart in full: '14:00' for an hour, 'Thu, 3 Jan' for a day. */
export function formatPoint(unit: 'hour' | 'day', label: string): string {
  return unit === 'hour' ? label : formatShortDay(label);
}

/** The x axis's short tick text: '14:00', 'Mon 31', '3', 'Jan'. */
export function formatTick(period: DashboardPeriod, label: string): string {
  if (period === 'today') return label;
  const day = Number(label.slice(8, 10));
  if (period === 'week') return `${weekdayName(weekdayOf(label))} ${day}`;
  if (period === 'month') return String(day);
  return monthName(Number(label.slice(5, 7))).slice(0, 3);
}

/** About how wide each tick's text is, with room around it (px). */
const TICK_ROOM: Record<DashboardPeriod, number> = { today: 48, week: 52, month: 28, year: 36 };
/** About how wide a character of the 12 px tick font is, and the room kept between two ticks (px). */
const TICK_PX_PER_CHARACTER = 7;
const TICK_GAP_PX = 10;

/**
 * The points the x axis names: every 3 hours, every day of a week, the 1st and every 5th day, each
 * month's 1st; every second (or third...) of those when the chart is too narrow for them all.
 */
export function tickIndexes(
  period: DashboardPeriod,
  labels: readonly string[],
  plotWidth: number,
): number[] {
  const candidates = labels.flatMap((label, index) => {
    if (period === 'today') return index % 3 === 0 ? [index] : [];
    if (period === 'week') return [index];
    const day = Number(label.slice(8, 10));
    if (period === 'month') return day === 1 || day % 5 === 0 ? [index] : [];
    return day === 1 ? [index] : [];
  });
  // a language with longer names (Kiswahili's weekdays are whole words) needs more room per tick
  const longest = Math.max(0, ...candidates.map((i) => formatTick(period, labels[i] ?? '').length));
  const room = Math.max(TICK_ROOM[period], longest * TICK_PX_PER_CHARACTER + TICK_GAP_PX);
  const step = Math.max(1, Math.ceil((candidates.length * room) / plotWidth));
  return candidates.filter((_, i) => i % step === 0);
}
