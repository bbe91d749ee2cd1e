export * from './instance.js';
export * from './resources/index.js';
export { useTranslation } from 'react-i18next';
