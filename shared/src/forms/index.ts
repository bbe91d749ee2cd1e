/**
 * `@ksei/shared/forms`: the form kit every section's forms are built with. An ActionForm posts to its
 * page's own action (natively without JavaScript, through the router with it), checks its values with
 * the forms contract's rules, and shows the action's refusal beside each field and in an error summary.
 * Its fields (text, text area with a character count, select, date, one file of given kinds and size,
 * the captcha) tie label, hint and error together; the actions' helpers read a posted form and turn the
 * API's answer into that refusal. Like every kit it keeps no state of its own: stores, i18n and the
 * router come from the root by package name, so every copy works with the page's one instance.
 */
export * from './ActionForm.js';
export * from './CaptchaField.js';
export * from './DateField.js';
export * from './FieldFrame.js';
export * from './FileField.js';
export * from './SelectField.js';
export * from './SubmitButton.js';
export * from './TextArea.js';
export * from './TextField.js';
export * from './file-check.js';
export * from './hooks.js';
export * from './outcome.js';
export { controlId, type FormValues, type SendGuard } from './setup.js';
export { FORM_STRINGS, FORMS_NAMESPACE } from './strings.js';
export * from './use-outcome.js';
