/**
 * The content API contract (issue 3): what `/api/*` answers, shared by the server and every section.
 * Every list takes `locale` (id|en, default id), `page` (from 1) and `pageSize` (1–100, default 10)
 * and answers `ListResponse<T>`; every detail answers `ItemResponse<T>`; every failure `ApiErrorBody`
 * with a message in the request's locale. Dates are ISO `YYYY-MM-DD`; times `HH:MM`.
 */
import type { Locale } from '../routes/types.js';

export interface ListMeta {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly totalPages: number;
}
export interface ListResponse<T> {
  readonly data: readonly T[];
  readonly meta: ListMeta;
}
export interface ItemResponse<T> {
  readonly data: T;
}

export type ApiErrorCode =
  | 'not_found'
  | 'bad_request'
  | 'method_not_allowed'
  /** Rate limited: the response carries `Retry-After` (seconds). */
  | 'too_many_requests'
  | 'internal';
export interface ApiErrorBody {
  readonly error: {
    readonly code: ApiErrorCode;
    /** Localized, ready to show. */
    readonly message: string;
    /** Which parameters were wrong, for `bad_request`. */
    readonly fields?: readonly { readonly name: string; readonly message: string }[];
  };
}

/** A downloadable file. `url` is site-relative (served by the server) or absolute. */
export interface FileLink {
  readonly name: string;
  readonly url: string;
  /** e.g. `application/pdf`, `image/jpeg`. */
  readonly type: string;
  readonly sizeBytes?: number;
}

/** Structured content of a page, rendered by the sections' block renderer. */
export type ContentBlock =
  | { readonly type: 'heading'; readonly text: string }
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'list'; readonly ordered?: boolean; readonly items: readonly string[] }
  | {
      readonly type: 'table';
      readonly caption?: string;
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
    }
  | {
      readonly type: 'timeline';
      readonly items: readonly { readonly date: string; readonly title: string; readonly text?: string }[];
    }
  | { readonly type: 'callout'; readonly tone: 'info' | 'warning'; readonly text: string }
  | { readonly type: 'files'; readonly files: readonly FileLink[] }
  /** A link to another page of the site, by manifest page id (never a path string). */
  | {
      readonly type: 'pageLink';
      readonly pageId: string;
      readonly params?: Readonly<Record<string, string>>;
      readonly text: string;
    };

/** GET /api/pages/:key — content pages (see CONTENT_PAGE_KEYS). */
export interface ContentPage {
  readonly key: string;
  readonly title: string;
  readonly summary?: string;
  readonly blocks: readonly ContentBlock[];
  readonly updatedAt: string;
  /** True where the text is sample content written for this rebuild, not KSEI's own words. */
  readonly sample: boolean;
}

/** GET /api/press-releases?q&year&sort=(-)date — and /api/press-releases/:slug */
export interface PressReleaseSummary {
  readonly slug: string;
  readonly date: string;
  readonly title: string;
  readonly summary: string;
  readonly sample: boolean;
}
export interface PressRelease extends PressReleaseSummary {
  readonly body: readonly ContentBlock[];
  readonly images: readonly (FileLink & {
    readonly caption: string;
    readonly width: number;
    readonly height: number;
  })[];
}

/** GET /api/announcements?type&month=YYYY-MM&date=YYYY-MM-DD&q — and /api/announcement-types */
export interface AnnouncementType {
  readonly code: string;
  readonly label: string;
}
export interface Announcement {
  readonly id: string;
  readonly type: string;
  readonly typeLabel: string;
  readonly date: string;
  readonly referenceNumber: string;
  readonly title: string;
  readonly attachments: readonly FileLink[];
  readonly sample: boolean;
}

/** GET /api/events?year — and /api/events/:slug */
export interface EventItem {
  readonly slug: string;
  readonly date: string;
  readonly title: string;
  readonly location: string;
  readonly summary: string;
  readonly sample: boolean;
}

/** GET /api/bulletins */
export interface Bulletin {
  readonly id: string;
  readonly edition: string;
  readonly circularNumber: string;
  readonly date: string;
  readonly title: string;
  readonly file: FileLink;
  readonly sample: boolean;
}

/** GET /api/other-publications */
export interface OtherPublication {
  readonly id: string;
  readonly date: string;
  readonly title: string;
  readonly file: FileLink;
  readonly sample: boolean;
}

export const REGULATION_CATEGORIES = [
  'capital-market-law',
  'fsa-regulations',
  'ksei-regulations',
  'ksei-regulation-draft',
  'operating-procedure',
] as const;
export type RegulationCategory = (typeof REGULATION_CATEGORIES)[number];

/** GET /api/regulations?category&q&sort=date|-date|number|-number */
export interface Regulation {
  readonly id: string;
  readonly category: RegulationCategory;
  /** e.g. `Regulation of KSEI Number VI-D`; `-` where none. */
  readonly number: string;
  /** e.g. `KEP-0027/DIR/KSEI/0524`; `-` where none. */
  readonly decreeNumber: string;
  readonly title: string;
  readonly date: string;
  readonly file: FileLink | null;
  readonly sample: boolean;
}

/** GET /api/management */
export interface ManagementMember {
  readonly slug: string;
  readonly board: 'commissioners' | 'directors';
  readonly name: string;
  readonly position: string;
  readonly citizenship: string;
  /** Place and date of birth, as published. */
  readonly born: string;
  readonly lastEducation: string;
  readonly appointedSince: string;
  readonly experience: readonly string[];
  readonly sample: boolean;
}

/** GET /api/shareholders */
export interface Shareholder {
  readonly name: string;
  readonly units: number;
  /** Nominal value in rupiah. */
  readonly value: number;
  readonly percentage: number;
  readonly sample: boolean;
}

/** GET /api/faq?category&q — and /api/faq-categories */
export interface FaqCategory {
  readonly code: string;
  readonly label: string;
}
export interface FaqItem {
  readonly id: string;
  readonly category: string;
  readonly question: string;
  readonly answer: string;
}

/** GET /api/divisions */
export interface Division {
  readonly code: string;
  readonly label: string;
}
/** GET /api/vacancies?division&status&sort=(-)closingDate — /api/vacancies/:slug */
export interface VacancySummary {
  readonly slug: string;
  /** The division's code (see /api/divisions). */
  readonly division: string;
  /** The division's label in the request's locale. */
  readonly divisionLabel?: string;
  readonly position: string;
  readonly status: 'open' | 'filled';
  readonly closingDate: string;
  readonly sample: boolean;
}
export interface Vacancy extends VacancySummary {
  readonly description: string;
  readonly specifications: readonly string[];
  readonly qualificationRequirements: readonly string[];
  readonly additionalInformation: string;
}

/** GET /api/instruction-schedule */
export interface InstructionScheduleEntry {
  readonly startTime: string;
  readonly endTime: string;
  readonly process: string;
  readonly activity: string;
  readonly operationalTime: string;
  /** True where the times are sample content written for this rebuild, not KSEI's published schedule. */
  readonly sample: boolean;
}

/** GET /api/investment-products?type&q — /api/investment-products/:code */
export const INVESTMENT_PRODUCT_TYPES = [
  'equity-securities',
  'debt-securities',
  'mutual-fund',
  'securities-crowdfunding',
] as const;
export type InvestmentProductType = (typeof INVESTMENT_PRODUCT_TYPES)[number];
export interface InvestmentProduct {
  readonly code: string;
  readonly type: InvestmentProductType;
  readonly name: string;
  readonly issuer: string;
  readonly isin: string | null;
  readonly listingDate: string | null;
  readonly status: string;
  readonly sample: boolean;
}

/** GET /api/key-figures — the home page's headline number, with its as-of date and source. */
export interface KeyFigure {
  readonly key: 'investors';
  readonly label: string;
  readonly value: number;
  readonly asOf: string;
  readonly source: string;
  readonly sourceUrl: string;
}

/** GET /api/search?q&type — grouped, ranked, highlighted; /api/search/suggest?q — prefix + typo tolerant. */
export type SearchResultType =
  | 'page'
  | 'pressRelease'
  | 'announcement'
  | 'event'
  | 'bulletin'
  | 'publication'
  | 'regulation'
  | 'faq'
  | 'vacancy'
  | 'management'
  | 'security'
  | 'corporateAction';
export interface SearchHit {
  readonly type: SearchResultType;
  readonly title: string;
  /** HTML-escaped text with matches wrapped in `<mark>…</mark>` (the only markup). */
  readonly snippet: string;
  /** Where it lives: a manifest page id and its parameters. */
  readonly pageId: string;
  readonly params: Readonly<Record<string, string>>;
  readonly rank: number;
}
export interface SearchResponse {
  readonly query: string;
  readonly total: number;
  readonly groups: readonly { readonly type: SearchResultType; readonly hits: readonly SearchHit[] }[];
}
/** GET /api/search/suggest answers `{ data: SearchSuggestion[] }` (at most 8). */
export interface SuggestResponse {
  readonly data: readonly SearchSuggestion[];
}
export interface SearchSuggestion {
  readonly title: string;
  readonly type: SearchResultType;
  readonly pageId: string;
  readonly params: Readonly<Record<string, string>>;
}

/** Keys of GET /api/pages/:key, and which manifest page shows each. */
export const CONTENT_PAGE_KEYS: Readonly<Record<string, string>> = {
  overview: 'about.overview',
  journey: 'about.journey',
  governance: 'about.governance',
  stakeholders: 'about.stakeholders',
  'anti-bribery': 'about.antiBribery',
  whistleblowing: 'about.whistleblowing',
  disclaimer: 'disclaimer',
  terms: 'terms',
  'securities-registration': 'service.securitiesRegistration',
  'account-holder-administration': 'service.accountHolderAdministration',
  'investor-account-administration': 'service.investorAccountAdministration',
  'service-users': 'service.serviceUsers',
  guidance: 'service.guidance',
  'online-account-opening': 'service.onlineAccountOpening',
  'service-fee': 'service.serviceFee',
  'operational-schedule': 'service.operationalSchedule',
  'asset-management-services': 'service.assetManagementServices',
  'security-depository': 'service.securityDepository',
  'settlement-services': 'service.settlementServices',
  'corporate-action-services': 'service.corporateActionServices',
  'infrastructure-provider-services': 'service.infrastructureProviderServices',
  'other-services': 'service.otherServices',
  'product-investment-registration': 'service.productInvestmentRegistration',
  's-invest-registration': 'service.sInvestRegistration',
};

export type { Locale };
