// @ts-check
/**
 * The part of react-i18next this site uses, and what the browser bundles share under its name (the
 * shared `import` in webpack.js). A shared package is included whole, whatever a bundle uses; the whole
 * package carries ICU `<Trans>` with an HTML entity table and the higher-order components, 9.4 KB gzipped
 * of the shell's entry. ESLint forbids importing the other exports. Deep paths resolve through an alias
 * (the package's `exports` map does not list them). The server build uses the package itself.
 */
export { useTranslation } from 'react-i18next/dist/es/useTranslation.js';
export { I18nextProvider } from 'react-i18next/dist/es/I18nextProvider.js';
export { initReactI18next } from 'react-i18next/dist/es/initReactI18next.js';
export { I18nContext } from 'react-i18next/dist/es/context.js';
export { getI18n, setI18n } from 'react-i18next/dist/es/i18nInstance.js';
