/**
 * The words the staff kit itself shows, in both languages, under a namespace of its own; registered the
 * first time a component needs them, so each section that bundles the kit brings its words along.
 */
import { useTranslation } from 'react-i18next';
import { addSectionResources, type Locale } from '@ksei/shared';

export const STAFF_NAMESPACE = 'ksei-staff';

const id = {
  signIn: 'Masuk kembali',
};

const en: typeof id = {
  signIn: 'Sign in again',
};

/** The kit's words by locale (tests compare what a page shows with these). */
export const STAFF_STRINGS: Readonly<Record<Locale, typeof id>> = { id, en };

/** The kit's words in the page's language. */
export function useStaffText(): (key: keyof typeof id) => string {
  addSectionResources(STAFF_NAMESPACE, STAFF_STRINGS);
  const { t } = useTranslation(STAFF_NAMESPACE);
  return (key) => t(key);
}
