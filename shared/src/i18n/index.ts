export * from './instance.js';
export * from './resources/index.js';
export { useTranslation, Trans } from 'react-i18next';
