export { ShareholderTable } from './components/ShareholderTable.js';
export { loadShareholders } from './api/shareholders.js';
