import { durationText } from '../messages/durations';

/** '45 min', '1 h', '2 h 30 min' ('dakika 45', 'saa 2 na dakika 30'): how long a service takes. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return durationText('minutes', { minutes: rest });
  return rest
    ? durationText('hoursMinutes', { hours, minutes: rest })
    : durationText('hours', { hours });
}
