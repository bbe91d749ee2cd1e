import type { BundleRoutes } from '@ksei/shared';

/**
 * The pages this section renders: published beside the build as `routes.json`, from
 * which the server composes the live route manifest. Plain data with type-only imports: the build
 * evaluates this file on its own.
 */
export const ROUTES = {
  owner: 'mf-service-support',
  pages: [
    {
      id: 'service.securitiesRegistration',
      paths: { id: '/id/dukungan-layanan/securities-registration', en: '/en/service-support/securities-registration' },
      titles: { id: 'Pendaftaran Efek', en: 'Securities Registration' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.accountHolderAdministration',
      paths: {
        id: '/id/dukungan-layanan/account-holder-administration',
        en: '/en/service-support/account-holder-administration',
      },
      titles: { id: 'Administrasi Pemegang Rekening', en: 'Account Holder Administration' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.investorAccountAdministration',
      paths: {
        id: '/id/dukungan-layanan/investor-and-sub-securities-account-administration',
        en: '/en/service-support/investor-and-sub-securities-account-administration',
      },
      titles: {
        id: 'Administrasi Investor dan Sub Rekening Efek',
        en: 'Investor and Sub Securities Account Administration',
      },
      nav: 'serviceSupport',
    },
    {
      id: 'service.serviceUsers',
      paths: { id: '/id/dukungan-layanan/service-users', en: '/en/service-support/service-users' },
      titles: { id: 'Pengguna Jasa', en: 'Service Users' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.guidance',
      legacy: [{ from: '/data/download-data-and-user-guide?setLocale=en-US', locale: 'en' }],
      paths: { id: '/id/dukungan-layanan/guidance', en: '/en/service-support/guidance' },
      titles: { id: 'Panduan', en: 'Guidance' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.onlineAccountOpening',
      paths: { id: '/id/dukungan-layanan/online-account-opening', en: '/en/service-support/online-account-opening' },
      titles: { id: 'Pembukaan Rekening Daring', en: 'Online Account Opening' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.serviceFee',
      paths: { id: '/id/dukungan-layanan/service-fee', en: '/en/service-support/service-fee' },
      titles: { id: 'Biaya Layanan', en: 'Service Fee' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.equitySecurities',
      legacy: [{ from: '/services/registered-securities/shares?setLocale=en-US', locale: 'en' }],
      query: { q: 'text', page: 'page' },
      paths: {
        id: '/id/dukungan-layanan/registered-investment-products/equity-securities',
        en: '/en/service-support/registered-investment-products/equity-securities',
      },
      titles: { id: 'Efek Bersifat Ekuitas', en: 'Equity Securities' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.debtSecurities',
      query: { q: 'text', page: 'page' },
      paths: {
        id: '/id/dukungan-layanan/registered-investment-products/debt-securities',
        en: '/en/service-support/registered-investment-products/debt-securities',
      },
      titles: { id: 'Efek Bersifat Utang', en: 'Debt Securities' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.mutualFund',
      query: { q: 'text', page: 'page' },
      paths: {
        id: '/id/dukungan-layanan/registered-investment-products/mutual-fund',
        en: '/en/service-support/registered-investment-products/mutual-fund',
      },
      titles: { id: 'Reksa Dana', en: 'Mutual Fund' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.securitiesCrowdfunding',
      query: { q: 'text', page: 'page' },
      paths: {
        id: '/id/dukungan-layanan/registered-investment-products/securities-crowdfunding',
        en: '/en/service-support/registered-investment-products/securities-crowdfunding',
      },
      titles: { id: 'Urun Dana Efek', en: 'Securities Crowdfunding' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.investmentProduct',
      legacy: [{ from: '/services/registered-securities/shares/lc/BBCA', locale: 'id', params: { slug: 'bbca' } }],
      detail: { resource: 'investmentProducts', jsonLd: 'Product', sitemap: true },
      paths: {
        id: '/id/dukungan-layanan/registered-investment-products/:slug',
        en: '/en/service-support/registered-investment-products/:slug',
      },
      titles: { id: 'Detail Produk Investasi', en: 'Investment Product Detail' },
      parent: 'service.equitySecurities',
      sampleParams: { slug: 'bbca' },
    },
    {
      id: 'service.operationalSchedule',
      paths: {
        id: '/id/dukungan-layanan/schedule/operational-schedule',
        en: '/en/service-support/schedule/operational-schedule',
      },
      titles: { id: 'Jadwal Operasional', en: 'Operational Schedule' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.scheduleInstructions',
      legacy: [{ from: '/services/schedule-c-best-instruction', locale: 'id' }],
      paths: {
        id: '/id/dukungan-layanan/schedule/schedule-instructions',
        en: '/en/service-support/schedule/schedule-instructions',
      },
      titles: { id: 'Jadwal Instruksi C-BEST dan S-INVEST', en: 'C-BEST and S-INVEST Instructions Schedule' },
      aliases: [{ locale: 'en', path: '/en/service-support/schedule/shcedule-instructions' }],
      nav: 'serviceSupport',
    },
    {
      id: 'service.scheduleOfCorporateActions',
      lists: { resource: 'corporateActions' },
      query: {
        type: 'choice',
        kind: 'choice',
        market: 'choice',
        code: 'text',
        from: 'text',
        to: 'text',
        dateField: 'choice',
        sort: 'choice',
        page: 'page',
      },
      paths: {
        id: '/id/dukungan-layanan/schedule/schedule-of-corporate-actions',
        en: '/en/service-support/schedule/schedule-of-corporate-actions',
      },
      titles: { id: 'Jadwal Aksi Korporasi', en: 'Schedule of Corporate Actions' },
      aliases: [{ locale: 'en', path: '/en/service-support/schedule/shcedule-of-corporate-actions' }],
      nav: 'serviceSupport',
    },
    {
      id: 'service.assetManagementServices',
      legacy: [{ from: '/services/types/asset-management-services?setLocale=en-US', locale: 'en' }],
      paths: {
        id: '/id/dukungan-layanan/service-type/asset-management-services',
        en: '/en/service-support/service-type/asset-management-services',
      },
      titles: { id: 'Jasa Pengelolaan Aset', en: 'Asset Management Services' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.securityDepository',
      paths: {
        id: '/id/dukungan-layanan/service-type/security-depository',
        en: '/en/service-support/service-type/security-depository',
      },
      titles: { id: 'Jasa Kustodian Sentral', en: 'Central Securities Depository Services' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.settlementServices',
      paths: {
        id: '/id/dukungan-layanan/service-type/settlement-of-securities-transactions-services',
        en: '/en/service-support/service-type/settlement-of-securities-transactions-services',
      },
      titles: { id: 'Jasa Penyelesaian Transaksi Efek', en: 'Settlement of Securities Transactions Services' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.corporateActionServices',
      paths: {
        id: '/id/dukungan-layanan/service-type/corporate-action-services',
        en: '/en/service-support/service-type/corporate-action-services',
      },
      titles: { id: 'Jasa Aksi Korporasi', en: 'Corporate Action Services' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.infrastructureProviderServices',
      paths: {
        id: '/id/dukungan-layanan/service-type/investment-infrastructure-provider-services',
        en: '/en/service-support/service-type/investment-infrastructure-provider-services',
      },
      titles: { id: 'Jasa Penyedia Infrastruktur Investasi', en: 'Investment Infrastructure Provider Services' },
      nav: 'serviceSupport',
    },
    {
      id: 'service.otherServices',
      paths: {
        id: '/id/dukungan-layanan/service-type/other-services',
        en: '/en/service-support/service-type/other-services',
      },
      titles: { id: 'Jasa Lainnya', en: 'Other Services' },
      aliases: [{ locale: 'en', path: '/en /service-support/service-type/other-services' }],
      nav: 'serviceSupport',
    },
    {
      id: 'service.productInvestmentRegistration',
      paths: {
        id: '/id/dukungan-layanan/infrastructure-investment-services/product-investment-registration-procedure',
        en: '/en/service-support/infrastructure-investment-services/product-investment-registration-procedure',
      },
      titles: { id: 'Prosedur Pendaftaran Produk Investasi', en: 'Investment Product Registration Procedure' },
      parent: 'service.infrastructureProviderServices',
      nav: 'serviceSupport',
    },
    {
      id: 'service.sInvestRegistration',
      paths: {
        id: '/id/dukungan-layanan/infrastructure-investment-services/s-invest-registration-procedure',
        en: '/en/service-support/infrastructure-investment-services/s-invest-registration-procedure',
      },
      titles: { id: 'Prosedur Pendaftaran S-INVEST', en: 'S-INVEST Registration Procedure' },
      parent: 'service.infrastructureProviderServices',
      nav: 'serviceSupport',
    },
    {
      id: 'isin',
      lists: { resource: 'securities' },
      query: { q: 'text', type: 'choice', status: 'choice', sort: 'choice', page: 'page' },
      paths: { id: '/id/isin', en: '/en/isin' },
      titles: { id: 'Kode ISIN', en: 'ISIN Code' },
      nav: 'information',
    },
    {
      id: 'isin.security',
      detail: { resource: 'securities', jsonLd: 'Product', sitemap: true, search: true },
      paths: { id: '/id/isin/:slug', en: '/en/isin/:slug' },
      titles: { id: 'Detail Efek', en: 'Security Detail' },
      parent: 'isin',
      sampleParams: { slug: 'BBCA' },
    },
  ],
  links: [],
} as const satisfies BundleRoutes;

/** The ids of the pages this bundle owns. */
export type PageId = (typeof ROUTES.pages)[number]['id'];
/** Every page id this bundle may link to: its own and the other bundles' pages it declares in `links`. */
export type LinkTarget = PageId | (typeof ROUTES.links)[number];
