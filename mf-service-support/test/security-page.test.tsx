/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale, setRouteTable, syncLocation, type Locale, type SecurityDetail } from '@ksei/shared';
import { siteRoutes } from '../../shared/test/site-routes';
import { registerStrings } from '../src/app/i18n';
import SecurityPage from '../src/features/isin-lookup/components/SecurityPage';

// The page's data, as its loader returns it from the API (the page reads it from the section's router).
let mockSecurity: SecurityDetail;
jest.mock('@ksei/shared/section/page', () => ({
  usePageData: () => ({ data: mockSecurity }),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

setRouteTable(siteRoutes());
registerStrings();

/** BBCA as the seed knows it without KSEI's master file: code, type, ISIN and issuer, nothing else. */
const holdingsOnly: SecurityDetail = {
  code: 'BBCA',
  isin: 'ID1000109507',
  description: null,
  type: 'EQUITY',
  issuer: 'PT Bank Central Asia Tbk',
  status: null,
  stockExchange: null,
  listingDate: null,
  currency: null,
  maturityDate: null,
  nominalValue: null,
  numberOfSecurities: null,
  sample: false,
  form: null,
  isinEffectiveDate: null,
  expireDate: null,
  exercisePrice: null,
  interestRate: null,
  interestType: null,
  interestFrequency: null,
  originatedAmount: null,
  currentAmount: null,
  totalScripless: null,
  localPercent: null,
  foreignPercent: null,
  totalPercent: null,
  sector: null,
  closingPrice: null,
  asOf: null,
  holding: null,
  corporateActions: [],
};

function renderIn(locale: Locale, security: SecurityDetail) {
  mockSecurity = security;
  // The page's language is its address's (dates are formatted by it), the strings' is i18next's.
  window.history.replaceState(null, '', `/${locale}/isin/${security.code}`);
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <SecurityPage pageId="isin.security" />
    </I18nextProvider>,
  );
}

const NOTE = {
  id: 'Daftar efek bulanan KSEI (StatisEfek), sumber semua kolom di bawah ini, belum dimuat untuk kode ini',
  en: "KSEI's monthly securities list (StatisEfek), the source of every field below, has not been loaded for this code",
} as const;

describe("a security's page", () => {
  it.each(['id', 'en'] as const)('says why its fields are blank when the master file has no row (%s)', (locale) => {
    renderIn(locale, holdingsOnly);
    expect(screen.getByText((text) => text.startsWith(NOTE[locale]))).toBeTruthy();
    expect(screen.getByText('ID1000109507')).toBeTruthy();
  });

  it.each([
    ['id', 'Data induk efek KSEI per 31 Agustus 2026.'],
    ['en', "KSEI's securities master data as of August 31, 2026."],
  ] as const)('gives the master file’s date instead when it has a row (%s)', (locale, asOf) => {
    renderIn(locale, { ...holdingsOnly, listingDate: '2000-05-31', status: 'ACTIVE', asOf: '2026-08-31' });
    expect(screen.getByText(asOf)).toBeTruthy();
    expect(screen.queryByText((text) => text.startsWith(NOTE[locale]))).toBeNull();
  });
});
