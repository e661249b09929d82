import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DashboardPeriod } from '@shared/dashboard';
import { formatCount, formatPoint, formatTick, moneyIn, tickIndexes } from './format';
import type { DashboardSeries } from './use-dashboard';
import { dashboardText } from './messages/owner-dashboard';

/** The brand's green for bookings and its amber for money, a step lighter on the dark theme. */
const COLOURS = {
  light: { bookings: '#178763', revenue: '#b45309' },
  dark: { bookings: '#38a47f', revenue: '#fbbf24' },
};

const compact = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });

function cssVariable(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Redraws when the theme class on <html> changes, so axis text and grid follow light and dark. */
function useIsDark(): boolean {
  const read = () => document.documentElement.classList.contains('dark');
  const [isDark, setDark] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return isDark;
}

function optionsFor({
  period,
  series,
  width,
  height,
  isDark,
  onHover,
}: {
  period: DashboardPeriod;
  series: DashboardSeries;
  width: number;
  height: number;
  isDark: boolean;
  onHover: (index: number | null) => void;
}): uPlot.Options {
  const colours = isDark ? COLOURS.dark : COLOURS.light;
  const text = cssVariable('--text-muted');
  const grid = { stroke: cssVariable('--border-soft'), width: 1 };
  const font = '12px "Inter Variable", system-ui, sans-serif';
  const isFew = series.labels.length <= 31;
  const earning = series.revenueMinor.flatMap((minor, index) => (minor > 0 ? [index] : []));
  const hasRevenue = earning.length > 0;
  return {
    width,
    height,
    legend: { show: false },
    cursor: { points: { show: false }, drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      bookings: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
      revenue: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] },
    },
    series: [
      {},
      {
        label: dashboardText('chart.bookings'),
        scale: 'bookings',
        stroke: colours.bookings,
        // bars while they are wide enough to read; a year's 365 days read better as an area
        fill: isFew ? colours.bookings : `${colours.bookings}55`,
        paths: isFew ? uPlot.paths.bars?.({ size: [0.6, 40], gap: 2 }) : undefined,
        width: isFew ? 0 : 1.5,
        points: { show: false },
      },
      {
        label: dashboardText('chart.revenue'),
        scale: 'revenue',
        stroke: colours.revenue,
        width: 2,
        // a dot only where money came in, so a quiet day is not a row of dots on the floor
        points: {
          show: isFew,
          size: 6,
          fill: colours.revenue,
          filter: () => earning,
        },
      },
    ],
    axes: [
      {
        stroke: text,
        font,
        grid: { show: false },
        ticks: { show: false },
        size: 30,
        splits: (u) => tickIndexes(period, series.labels, u.bbox.width / uPlot.pxRatio),
        values: (_u, splits) =>
          splits.map((index) => formatTick(period, series.labels[index] ?? '')),
      },
      {
        scale: 'bookings',
        stroke: text,
        font,
        grid,
        ticks: { show: false },
        size: 40,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000],
        values: (_u, splits) => splits.map((value) => formatCount(value)),
      },
      {
        scale: 'revenue',
        side: 1,
        // with no money in the period its scale would only count to an invented 1
        show: hasRevenue,
        stroke: text,
        font,
        grid: { show: false },
        ticks: { show: false },
        size: 52,
        values: (_u, splits) => splits.map((value) => compact.format(value)),
      },
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}

/**
 * Bookings (bars) and revenue (line, right axis, in the business currency) per hour or per day. The
 * canvas is hidden from screen readers: the card beside it gives the same figures as text.
 */
export default function ActivityChart({
  period,
  series,
  currency,
}: {
  period: DashboardPeriod;
  series: DashboardSeries;
  currency: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const isDark = useIsDark();
  const [hovered, setHovered] = useState<number | null>(null);

  // drawn before the browser paints: an empty box for one frame moves everything below it twice
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const size = () => ({
      width: Math.max(240, element.clientWidth),
      height: element.clientWidth < 480 ? 200 : 260,
    });
    const data: uPlot.AlignedData = [
      series.labels.map((_, index) => index),
      series.bookings,
      series.revenueMinor.map((minor) => minor / 100),
    ];
    const chart = new uPlot(
      optionsFor({ period, series, isDark, onHover: setHovered, ...size() }),
      data,
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [period, series, isDark]);

  const money = moneyIn(currency);
  const point = hovered === null ? null : series.labels[hovered];
  return (
    <div className="grid gap-2">
      <p className="min-h-5 text-sm text-muted tabular-nums" aria-hidden>
        {point !== null && point !== undefined && hovered !== null
          ? dashboardText('chart.point', {
              point: formatPoint(series.unit, point),
              count: formatCount(series.bookings[hovered] ?? 0),
              money: money(series.revenueMinor[hovered] ?? 0),
            })
          : dashboardText('chart.hint', { unit: series.unit })}
      </p>
      <div ref={box} aria-hidden className="w-full min-w-0 overflow-hidden" />
    </div>
  );
}
