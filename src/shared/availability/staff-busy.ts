/**
 * Whether the chosen staff member is busy during [startMs, endMs): exact overlap with their own
 * bookings, not the step grid, since one person cannot be in two places even for a minute.
 * Ask in order of start; a forward-only cursor keeps the day linear.
 */
export function staffBusyCheck(
  bookings: readonly { startMs: number; endMs: number; staffId: string | null }[],
  staffId: string | null | undefined,
): ((startMs: number, endMs: number) => boolean) | null {
  if (staffId == null) return null;
  const own = bookings
    .filter((booking) => booking.staffId === staffId && booking.endMs > booking.startMs)
    .sort((a, b) => a.startMs - b.startMs);
  // merged into disjoint runs, so both starts and ends rise
  const starts: number[] = [];
  const ends: number[] = [];
  for (const booking of own) {
    const last = ends.length - 1;
    if (last >= 0 && booking.startMs <= ends[last]!) {
      ends[last] = Math.max(ends[last]!, booking.endMs);
    } else {
      starts.push(booking.startMs);
      ends.push(booking.endMs);
    }
  }
  let cursor = 0;
  return (startMs, endMs) => {
    while (cursor < ends.length && ends[cursor]! <= startMs) cursor++;
    return cursor < starts.length && starts[cursor]! < endMs;
  };
}
