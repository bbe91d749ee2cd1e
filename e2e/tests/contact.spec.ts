import { buildPath, type Locale } from '@ksei/shared/node';
import { expect, test } from '../support/fixtures';

/** The contact and report pages beside their forms: KSEI's office and the other ways to reach it. */
const TEXT = {
  id: {
    office: 'Kantor KSEI',
    address: 'Gedung Bursa Efek Indonesia Tower 1 Lantai 5, Jl. Jend. Sudirman Kav. 52–53, Jakarta 12190',
    faq: 'Tanya Jawab (FAQ)',
    whistleblowing: 'Whistleblowing',
    channel: 'Saluran pelaporan lain',
  },
  en: {
    office: 'KSEI office',
    address: 'Indonesia Stock Exchange Building Tower 1, 5th Floor, Jl. Jend. Sudirman Kav. 52–53, Jakarta 12190',
    faq: 'Frequently Asked Questions',
    whistleblowing: 'Whistleblowing',
    channel: 'Other reporting channel',
  },
} as const;

for (const locale of ['id', 'en'] as const satisfies readonly Locale[]) {
  const text = TEXT[locale];
  const section = '[data-section="mf-forms"]';

  test(`contact (${locale}): the office's address and the ways to the FAQ and to report a violation`, async ({
    page,
  }) => {
    await page.goto(buildPath('contact', locale));
    const office = page.locator(section).getByRole('region', { name: text.office });
    await expect(office.locator('address')).toHaveText(text.address);
    await page.locator(section).getByRole('link', { name: text.faq }).click();
    await expect(page).toHaveURL(buildPath('faq', locale));
    await page.goBack();
    await page.locator(section).getByRole('link', { name: text.whistleblowing, exact: true }).click();
    await expect(page).toHaveURL(buildPath('about.whistleblowing', locale));
  });

  test(`whistleblowing report (${locale}): KSEI's reporting address, and the way back to the criteria`, async ({
    page,
  }) => {
    await page.goto(buildPath('whistleblowingForm', locale));
    const channel = page.locator(section).getByRole('region', { name: text.channel });
    // The address KSEI publishes on its whistleblowing page.
    await expect(channel.getByRole('link', { name: 'lapor@kseiwbs.co.id' })).toHaveAttribute(
      'href',
      'mailto:lapor@kseiwbs.co.id',
    );
    await expect(channel.getByRole('link', { name: text.whistleblowing, exact: true })).toHaveAttribute(
      'href',
      buildPath('about.whistleblowing', locale),
    );
  });
}
