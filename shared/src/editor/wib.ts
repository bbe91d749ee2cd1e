/** A `datetime-local` value, to the minute or (with `step=1`) to the second. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as a time in WIB (UTC+7 all year: Indonesia keeps no summer time), as
 * an ISO instant; null when it is no time.
 */
export function wibInstant(value: string): string | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (second > 59) return null;
  const at = new Date(Date.UTC(year, month - 1, day, hour - 7, minute, second));
  // Date.UTC rolls 13/01 over into the next year: a value that does not come back as typed is no time.
  const wall = new Date(at.getTime() + 7 * 3_600_000);
  return wall.getUTCMonth() === month - 1 && wall.getUTCDate() === day && wall.getUTCHours() === hour
    ? at.toISOString()
    : null;
}
