/**
 * Structured content and the content pages, declared once: the server validates and serializes with
 * these schemas, and the types below are derived from them.
 *
 * GET /api/pages/:key?locale — `ItemResponse<ContentPage>` (keys: `CONTENT_PAGE_KEYS`)
 */
import { FILE_LINK_SCHEMA, KEY_PARAMS_SCHEMA, LOCALE_QUERY_SCHEMA } from './common.js';
import { arraySchema, objectSchema, type FromSchema } from './json-schema.js';

const text = { type: 'string' } as const;
const tag = <const T extends string>(value: T) => ({ type: 'string', enum: [value] }) as const;

/** One block of a page, told apart by its `type`; rendered by the sections' block renderer. */
export const CONTENT_BLOCK_SCHEMA = {
  anyOf: [
    objectSchema({ type: tag('heading'), text }),
    objectSchema({ type: tag('paragraph'), text }),
    objectSchema({ type: tag('list'), ordered: { type: 'boolean' }, items: arraySchema(text) }, ['ordered']),
    objectSchema(
      { type: tag('table'), caption: text, columns: arraySchema(text), rows: arraySchema(arraySchema(text)) },
      ['caption'],
    ),
    objectSchema({
      type: tag('timeline'),
      items: arraySchema(objectSchema({ date: text, title: text, text }, ['text'])),
    }),
    objectSchema({ type: tag('callout'), tone: { type: 'string', enum: ['info', 'warning'] }, text }),
    objectSchema({ type: tag('files'), files: arraySchema(FILE_LINK_SCHEMA) }),
    /** A link to another page of the site, by manifest page id (never a path string). */
    objectSchema(
      {
        type: tag('pageLink'),
        pageId: text,
        params: { type: 'object', additionalProperties: text },
        text,
      },
      ['params'],
    ),
  ],
} as const;
export type ContentBlock = FromSchema<typeof CONTENT_BLOCK_SCHEMA>;

export const CONTENT_PAGE_PARAMS_SCHEMA = KEY_PARAMS_SCHEMA;
export const CONTENT_PAGE_QUERY_SCHEMA = LOCALE_QUERY_SCHEMA;
export const CONTENT_PAGE_SCHEMA = objectSchema(
  {
    key: text,
    title: text,
    summary: text,
    blocks: arraySchema(CONTENT_BLOCK_SCHEMA),
    updatedAt: text,
    /** True where the text is sample content written for this rebuild, not KSEI's own words. */
    sample: { type: 'boolean' },
  },
  ['summary'],
);
export type ContentPage = FromSchema<typeof CONTENT_PAGE_SCHEMA>;

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
