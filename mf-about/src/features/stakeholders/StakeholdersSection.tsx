export { ShareholderTable } from './components/ShareholderTable.js';
