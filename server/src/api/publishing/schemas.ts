/**
 * The publishing calls' request schemas: the shape and every bound, checked before a handler runs. What
 * the values mean (a date that exists, a field the type declares, a language part ready) is checked
 * after, by the content type's declaration (`contentProblems`), the same function the editor runs.
 */
import {
  ATTACHMENT_LIMITS,
  BATCH_ACTIONS,
  BATCH_LIMITS,
  BATCH_CONTENT_TYPES,
  CONTENT_TYPE_NAMES,
  PAGE_ID_PATTERN,
  PREVIEW_CONTENT_TYPES,
  CONTENT_TYPES,
  ITEM_KEY_PATTERN,
  LOCALE_PARAM,
  PUBLISHING_ACTIONS,
  PUBLISHING_LIMITS,
  WORKING_STATES,
} from '@ksei/shared/node';

/** The longest single field a type declares is far below this; the declaration's limit is checked after. */
const VALUE = { type: 'string', maxLength: 20_000 } as const;
const VALUES = { type: 'object', maxProperties: 40, additionalProperties: VALUE } as const;
const PART = VALUES;
const DATA = {
  type: 'object',
  required: ['shared', 'parts'],
  additionalProperties: false,
  properties: {
    shared: VALUES,
    parts: { type: 'object', additionalProperties: false, properties: { id: PART, en: PART } },
  },
} as const;
/** No NUL, no lone surrogate: the same rule as the fields' (`PLAIN_TEXT`), which no database stores. */
const NOTE = {
  type: 'string',
  maxLength: PUBLISHING_LIMITS.noteMaxLength,
  pattern: '^[^\\u0000\\ud800-\\udfff]*$',
} as const;
const NOTES = { type: 'object', additionalProperties: false, properties: { id: NOTE, en: NOTE } } as const;
const LOCALES = {
  type: 'array',
  maxItems: 2,
  uniqueItems: true,
  items: { type: 'string', enum: ['id', 'en'] },
} as const;
const VERSION = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const PUBLISHING_SCHEMAS = {
  typeParams: {
    type: 'object',
    properties: { type: { type: 'string', enum: CONTENT_TYPE_NAMES } },
  },
  itemParams: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: CONTENT_TYPE_NAMES },
      id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  },
  actionParams: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: CONTENT_TYPE_NAMES },
      id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      action: { type: 'string', enum: PUBLISHING_ACTIONS },
    },
  },
  localeQuery: { type: 'object', properties: LOCALE_PARAM },
  listQuery: {
    type: 'object',
    properties: {
      ...LOCALE_PARAM,
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
      pageSize: {
        type: 'integer',
        minimum: 1,
        maximum: PUBLISHING_LIMITS.pageSizeMax,
        default: PUBLISHING_LIMITS.pageSizeDefault,
      },
      working: { type: 'string', enum: WORKING_STATES },
      q: { type: 'string', maxLength: 200 },
    },
  },
  diffQuery: {
    type: 'object',
    required: ['from', 'to'],
    properties: { ...LOCALE_PARAM, from: VERSION, to: VERSION },
  },
  restoreBody: {
    type: 'object',
    required: ['version', 'revision'],
    additionalProperties: false,
    properties: { version: VERSION, revision: VERSION },
  },
  createBody: {
    type: 'object',
    required: ['key', 'data'],
    additionalProperties: false,
    properties: {
      // Within the longest key any type allows; the type's own limit is checked after (`isItemKey`).
      key: {
        type: 'string',
        minLength: 1,
        maxLength: Math.max(...CONTENT_TYPE_NAMES.map((type) => CONTENT_TYPES[type].keyMaxLength)),
        pattern: ITEM_KEY_PATTERN,
      },
      data: DATA,
    },
  },
  saveBody: {
    type: 'object',
    required: ['version', 'data'],
    additionalProperties: false,
    properties: {
      version: VERSION,
      data: DATA,
      major: { type: 'boolean' },
      changeNote: NOTES,
      confirmParts: LOCALES,
    },
  },
  batchTypeParams: {
    type: 'object',
    properties: { type: { type: 'string', enum: BATCH_CONTENT_TYPES } },
  },
  previewParams: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: PREVIEW_CONTENT_TYPES },
      id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  },
  batchParams: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: BATCH_CONTENT_TYPES },
      id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  },
  batchActionParams: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: BATCH_CONTENT_TYPES },
      id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      action: { type: 'string', enum: BATCH_ACTIONS },
    },
  },
  batchIntakeBody: {
    type: 'object',
    required: ['files'],
    additionalProperties: false,
    properties: {
      files: {
        type: 'array',
        minItems: 1,
        maxItems: BATCH_LIMITS.maxFiles,
        items: {
          type: 'object',
          required: ['id', 'name'],
          additionalProperties: false,
          properties: {
            id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            name: {
              type: 'string',
              minLength: 1,
              maxLength: ATTACHMENT_LIMITS.nameMaxLength,
              pattern: '^[^\\u0000\\ud800-\\udfff]*$',
            },
          },
        },
      },
    },
  },
  batchActionBody: {
    type: 'object',
    required: ['versions'],
    additionalProperties: false,
    properties: {
      versions: {
        type: 'object',
        maxProperties: BATCH_LIMITS.maxFiles,
        propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
        additionalProperties: VERSION,
      },
      publishAt: { type: 'string', format: 'date-time', maxLength: 40 },
    },
  },
  actionBody: {
    type: 'object',
    required: ['version'],
    additionalProperties: false,
    properties: {
      version: VERSION,
      publishAt: { type: 'string', format: 'date-time', maxLength: 40 },
      locales: LOCALES,
      reason: NOTES,
      redirect: {
        type: 'object',
        required: ['pageId'],
        additionalProperties: false,
        properties: {
          pageId: { type: 'string', maxLength: 100, pattern: PAGE_ID_PATTERN },
          params: {
            type: 'object',
            maxProperties: 5,
            propertyNames: { pattern: PAGE_ID_PATTERN, maxLength: 40 },
            additionalProperties: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' },
          },
        },
      },
    },
  },
} as const;
