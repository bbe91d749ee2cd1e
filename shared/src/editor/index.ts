/**
 * The editor kit: a content type's staff editor pages (a list, a new item, an item with its workflow,
 * its history), made from the type's declaration in the shared contract and a section's small
 * `EditorConfig`. A section's lazily loaded editor page modules are its only importers, so the kit
 * arrives with the staff pages and never with a public page (the root entry never imports it).
 */
export type { EditorConfig, FieldChoices, ListColumn, ListLink, TypeWords } from './config.js';
export { EditorProvider, useEditorConfig } from './context.js';
export { EDITOR_NAMESPACE, EDITOR_STRINGS, typeNamespace, useEditorText } from './strings.js';
export { editorListPage } from './pages/ListPage.js';
export { newItemPage } from './pages/NewItemPage.js';
export { itemPage } from './pages/ItemPage.js';
export { historyPage } from './pages/HistoryPage.js';
// What a section's own editor pages (the announcements' batch pages) build on.
export { answerOf, itemNumber, publishingBase, type Answer } from './api/client.js';
export { choicesLoader } from './api/items.js';
export { uploadFile } from './api/files.js';
export { ScheduleFields } from './components/ActionFields.js';
export { StateWords } from './components/ItemStatus.js';
export { LOCALES } from './form-values.js';
export { wibInstant } from './wib.js';
export { default as editorStyles } from './editor.module.css';
