import { createMailQueue } from '../../src/domains/outbox/index.js';
import { loadFormsSettings } from '../../src/domains/forms/settings.js';

/** The keys a development server and the tests seal with (the forms' development key). */
export const TEST_FORM_KEYS = loadFormsSettings({}, 'development').keys;

/** The outbox's queue as a development server builds it: text and reply-to sealed with the test keys. */
export const enqueueMail = createMailQueue(TEST_FORM_KEYS);
