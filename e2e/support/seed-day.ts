import fs from 'node:fs';
import path from 'node:path';
import { addDays, todayInJakarta } from '@ksei/shared/node';
import { E2E_DIR } from './env';

/**
 * The day the e2e server's seed dated its samples from, as `YYYY-MM-DD`: written by `serve.mjs` from
 * the seeded database when the server starts, so a run that crosses midnight in Jakarta still counts
 * from the seed's day. Today in Jakarta when the file is missing (a server started by hand).
 */
function seedStart(): string {
  try {
    const { day } = JSON.parse(fs.readFileSync(path.join(E2E_DIR, 'seed-day.json'), 'utf8')) as { day: unknown };
    if (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  } catch {
    // No file: a server this run did not start.
  }
  return todayInJakarta();
}

/** A day counted from the seed day, as `YYYY-MM-DD`. */
export function seedDay(offset = 0): string {
  return addDays(seedStart(), offset);
}
