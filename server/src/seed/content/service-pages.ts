import type { SeedContext } from '../model/parts.js';
import { kseiRegulationTitle } from './regulations.js';
import { h, list, p, service, type PageSeed } from './page-blocks.js';

/** The service pages: one per KSEI service, the service fee and the operational schedule. */
export function servicePages(context: SeedContext): Record<string, PageSeed> {
  const facts = context.facts.reference;
  const kseiDecrees = context.facts.regulations.filter((r) => /fee/i.test(r.description));
  return {
    'securities-registration': service(
      'Pendaftaran Efek',
      'Securities Registration',
      'pendaftaran efek di KSEI',
      'registering securities at KSEI',
    ),
    'account-holder-administration': service(
      'Administrasi Pemegang Rekening',
      'Account Holder Administration',
      'pembukaan dan pengelolaan rekening efek pemegang rekening',
      "opening and managing account holders' securities accounts",
    ),
    'investor-account-administration': service(
      'Administrasi Rekening Investor dan Sub Rekening Efek',
      'Investor and Sub Securities Account Administration',
      'pengelolaan sub rekening efek dan SID investor',
      "managing investors' securities sub-accounts and SIDs",
    ),
    'service-users': service(
      'Pengguna Jasa',
      'Service Users',
      'pendaftaran pengguna jasa KSEI',
      'registering as a KSEI service user',
    ),
    guidance: service('Panduan', 'Guidance', 'panduan penggunaan layanan KSEI', "guides to KSEI's services"),
    'online-account-opening': service(
      'Pembukaan Rekening Daring',
      'Online Account Opening',
      'pembukaan rekening efek secara daring',
      'opening a securities account online',
    ),
    'service-fee': {
      title: { id: 'Biaya Layanan', en: 'Service Fee' },
      summary: {
        id: `Biaya layanan jasa KSEI diatur dalam ${context.facts.reference.serviceFeeRule.id}.`,
        en: `KSEI's service fees are governed by ${context.facts.reference.serviceFeeRule.en}.`,
      },
      sample: true,
      blocks: (l) => [
        p(l === 'id' ? 'Tabel di bawah ini adalah contoh.' : 'The tables below are examples.'),
        {
          type: 'table',
          caption: l === 'id' ? 'Biaya penyimpanan' : 'Depository fees',
          columns: l === 'id' ? ['Layanan', 'Dasar pengenaan', 'Biaya'] : ['Service', 'Basis', 'Fee'],
          rows: [
            [
              l === 'id' ? 'Penyimpanan efek ekuitas' : 'Equity custody',
              l === 'id' ? 'Nilai efek per tahun' : 'Securities value per year',
              '0,005%',
            ],
            [
              l === 'id' ? 'Penyimpanan efek utang' : 'Debt securities custody',
              l === 'id' ? 'Nilai nominal per tahun' : 'Nominal value per year',
              '0,003%',
            ],
            [
              l === 'id' ? 'Penyimpanan reksa dana' : 'Mutual fund custody',
              l === 'id' ? 'NAB per tahun' : 'NAV per year',
              '0,002%',
            ],
          ],
        },
        {
          type: 'table',
          caption: l === 'id' ? 'Biaya transaksi' : 'Transaction fees',
          columns: l === 'id' ? ['Instruksi', 'Satuan', 'Biaya'] : ['Instruction', 'Unit', 'Fee'],
          rows: [
            ['DVP/RVP', l === 'id' ? 'per instruksi' : 'per instruction', 'Rp 25.000'],
            ['DFOP/RFOP', l === 'id' ? 'per instruksi' : 'per instruction', 'Rp 15.000'],
            [
              l === 'id' ? 'Penarikan efek' : 'Securities withdrawal',
              l === 'id' ? 'per sertifikat' : 'per certificate',
              'Rp 50.000',
            ],
          ],
        },
        h(l === 'id' ? 'Keputusan terkait biaya' : 'Fee decrees'),
        list(kseiDecrees.map((r) => `${r.decree} — ${kseiRegulationTitle(r)[l]}`)),
        {
          type: 'pageLink',
          pageId: 'regulations.kseiRegulations',
          text: l === 'id' ? 'Peraturan KSEI' : 'KSEI regulations',
        },
      ],
    },
    'operational-schedule': {
      title: { id: 'Jadwal Operasional', en: 'Operational Schedule' },
      summary: { id: 'Hari dan jam layanan operasional KSEI.', en: "KSEI's operating days and hours." },
      sample: true,
      blocks: (l) => [
        p(
          l === 'id'
            ? 'KSEI beroperasi pada hari bursa mengikuti kalender Bursa Efek Indonesia. Hari libur dan cuti bersama diumumkan setiap tahun.'
            : 'KSEI operates on exchange days following the Indonesia Stock Exchange calendar. Holidays and collective leave days are announced every year.',
        ),
        {
          type: 'table',
          caption: l === 'id' ? 'Jam layanan' : 'Service hours',
          columns: l === 'id' ? ['Layanan', 'Hari', 'Jam'] : ['Service', 'Days', 'Hours'],
          rows: [
            ['C-BEST', l === 'id' ? 'Senin–Jumat (hari bursa)' : 'Monday–Friday (exchange days)', '07:00–17:30'],
            ['S-INVEST', l === 'id' ? 'Senin–Jumat (hari bursa)' : 'Monday–Friday (exchange days)', '08:00–17:00'],
            ['AKSes', l === 'id' ? 'Setiap hari' : 'Every day', '00:00–24:00'],
            [
              l === 'id' ? 'Layanan pengguna jasa' : 'Service user support',
              l === 'id' ? 'Senin–Jumat' : 'Monday–Friday',
              '08:30–17:00',
            ],
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          text: l === 'id' ? `Alamat: ${facts.contact.address.id}` : `Address: ${facts.contact.address.en}`,
        },
      ],
    },
    'asset-management-services': service(
      'Layanan Jasa Pengelolaan Aset',
      'Asset Management Services',
      'pembukaan, penutupan, pemblokiran dan perubahan data rekening efek',
      'opening, closing, blocking and changing securities accounts',
    ),
    'security-depository': service(
      'Layanan Jasa Penyimpanan',
      'Custodial Services',
      'penyetoran, penarikan dan rekonsiliasi efek',
      'deposit, withdrawal and reconciliation of securities',
    ),
    'settlement-services': service(
      'Layanan Jasa Penyelesaian Transaksi Efek',
      'Settlement of Securities Transactions',
      'penyelesaian transaksi bursa dan di luar bursa',
      'settling exchange and OTC transactions',
    ),
    'corporate-action-services': service(
      'Layanan Jasa Tindakan Korporasi',
      'Corporate Action Services',
      'pendistribusian dividen, saham bonus dan hak lainnya',
      'distributing dividends, bonus shares and other entitlements',
    ),
    'infrastructure-provider-services': service(
      'Layanan Jasa Penyedia Infrastruktur Investasi',
      'Infrastructure Investment Services',
      'S-INVEST bagi pelaku industri pengelolaan investasi',
      'S-INVEST for the investment management industry',
    ),
    'other-services': service(
      'Layanan Jasa Lainnya',
      'Other Services',
      'eASY.KSEI, AKSes dan layanan informasi',
      'eASY.KSEI, AKSes and information services',
    ),
    'product-investment-registration': service(
      'Prosedur Pendaftaran Produk Investasi',
      'Product Investment Registration Procedure',
      'pendaftaran produk investasi di S-INVEST',
      'registering investment products in S-INVEST',
    ),
    's-invest-registration': service(
      'Prosedur Pendaftaran S-INVEST',
      'S-INVEST Registration Procedure',
      'pendaftaran pengguna S-INVEST',
      'registering as an S-INVEST user',
    ),
  };
}
