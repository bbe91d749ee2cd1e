/**
 * A day counted from the seed day, as `YYYY-MM-DD`. The seed dates its samples from today in Jakarta
 * (the e2e server seeds a fresh database when it starts), so this is today's Jakarta date moved by
 * `offset` days. A run that starts before midnight in Jakarta and reaches a test after it is a day off.
 */
export function seedDay(offset = 0): string {
  const [year = 1970, month = 1, day = 1] = new Date()
    .toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' })
    .split('-')
    .map(Number);
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

const MONTHS = {
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/** `2024-03-05` → `5 Maret 2024` / `5 March 2024`: how the seed writes a date into its titles and texts. */
export function seedLongDate(iso: string, locale: 'id' | 'en'): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[locale][(month ?? 1) - 1]} ${year}`;
}
