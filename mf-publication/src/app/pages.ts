import type { PageLoaders } from '@ksei/shared/section';
import type { PageId } from '../routes.js';

const announcements = () => import('../features/announcements/components/AnnouncementsPage.js');
const todaysAnnouncements = () => import('../features/announcements/components/TodaysAnnouncementsPage.js');
const announcementPreview = () => import('../features/announcements/components/AnnouncementPreviewPage.js');
const events = () => import('../features/events/components/EventsPage.js');
const bulletins = () => import('../features/library/components/BulletinsPage.js');
const other = () => import('../features/library/components/OtherPublicationsPage.js');
const pressReleases = () => import('../features/press-releases/components/PressReleasesPage.js');
const pressRelease = () => import('../features/press-releases/components/PressReleasePage.js');
const editorList = () => import('../features/editor/EditorListPage.js');
const editorNew = () => import('../features/editor/NewAnnouncementPage.js');
const editorItem = () => import('../features/editor/EditAnnouncementPage.js');
const editorHistory = () => import('../features/editor/HistoryPage.js');
const editorBatchNew = () => import('../features/editor/BatchIntakePage.js');
const editorBatch = () => import('../features/editor/BatchPage.js');
const pressEditorList = () => import('../features/press-release-editor/EditorListPage.js');
const pressEditorNew = () => import('../features/press-release-editor/NewPressReleasePage.js');
const pressEditorItem = () => import('../features/press-release-editor/EditPressReleasePage.js');
const pressEditorHistory = () => import('../features/press-release-editor/HistoryPage.js');

/** Which feature renders each page this section owns in the route manifest. */
export const pages: PageLoaders<PageId> = {
  'publication.announcement': announcements,
  'publication.announcementPreview': announcementPreview,
  'publication.events': events,
  'publication.bulletins': bulletins,
  'publication.other': other,
  'publication.pressReleases': pressReleases,
  'publication.pressRelease': pressRelease,
  todaysAnnouncements,
  'editor.announcements': editorList,
  'editor.announcementNew': editorNew,
  'editor.announcement': editorItem,
  'editor.announcementHistory': editorHistory,
  'editor.announcementBatchNew': editorBatchNew,
  'editor.announcementBatch': editorBatch,
  'editor.pressReleases': pressEditorList,
  'editor.pressReleaseNew': pressEditorNew,
  'editor.pressRelease': pressEditorItem,
  'editor.pressReleaseHistory': pressEditorHistory,
};
