import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RESOURCES } from './resources/index.js';
import { DEFAULT_LOCALE, type Locale } from '../routes/types.js';

export const COMMON_NS = 'common';

/**
 * The one i18next instance of the page. `@ksei/shared` is a federation singleton, so the shell and
 * every section get this same object; sections add their own namespaces with `addSectionResources`.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    id: { [COMMON_NS]: RESOURCES.id },
    en: { [COMMON_NS]: RESOURCES.en },
  },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['id', 'en'],
  defaultNS: COMMON_NS,
  ns: [COMMON_NS],
  // Resources are bundled, so initialise synchronously: the first render already has its strings.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function addSectionResources(namespace: string, resources: Readonly<Record<Locale, object>>): void {
  for (const locale of Object.keys(resources) as Locale[]) {
    if (!i18n.hasResourceBundle(locale, namespace)) {
      i18n.addResourceBundle(locale, namespace, resources[locale], true, false);
    }
  }
}

const inUse = new Map<string, Readonly<Record<Locale, object>>>();

/**
 * Makes `resources` the strings of `namespace`, replacing another set registered under it: on the
 * server, several releases of one section render over a process's life, each with its own strings.
 */
export function activateSectionResources(namespace: string, resources: Readonly<Record<Locale, object>>): void {
  if (inUse.get(namespace) === resources) return;
  for (const locale of Object.keys(resources) as Locale[]) {
    i18n.removeResourceBundle(locale, namespace);
    i18n.addResourceBundle(locale, namespace, resources[locale], true, true);
  }
  inUse.set(namespace, resources);
}

export function setLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
