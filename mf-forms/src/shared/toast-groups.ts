/**
 * The toast group of each form: a newer toast of a form replaces its earlier ones, so a success
 * clears the failures it answers and failures do not pile up. The follow-up page's two forms (the
 * lookup and the added information) share one.
 */
export const TOAST_GROUP = {
  contact: 'mf-forms.contact',
  report: 'mf-forms.report',
  followUp: 'mf-forms.followUp',
} as const;
