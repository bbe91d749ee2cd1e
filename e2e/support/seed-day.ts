import { addDays, todayInJakarta } from '@ksei/shared/node';

/**
 * A day counted from the seed day, as `YYYY-MM-DD`. The seed dates its samples from today in Jakarta
 * (the e2e server seeds a fresh database when it starts), so this is today's Jakarta date moved by
 * `offset` days. A run that starts before midnight in Jakarta and reaches a test after it is a day off.
 */
export function seedDay(offset = 0): string {
  return addDays(todayInJakarta(), offset);
}
