/**
 * The staff kit: what every staff page (the inbox, the editor pages) shares. Data read in the browser
 * with the session's header, and the frame that shows a loading state, a refusal or the page.
 */
export { browserOnly, inBrowser, type StaffData } from './browser-only.js';
export { StaffGate } from './StaffGate.js';
export { STAFF_NAMESPACE, STAFF_STRINGS, useStaffText } from './strings.js';
export { default as staffStyles } from './staff.module.css';
export { OverdueBadge } from './OverdueBadge.js';
