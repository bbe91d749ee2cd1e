import { useTranslation } from 'react-i18next';
import type { FileLink } from '@ksei/shared';
import { formatBytes } from '../FileList.js';
import styles from './list.module.css';

const FORMATS: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'application/zip': 'ZIP',
};

/** "Download" for a table cell; its accessible name says which item, the format and size follow. */
export function DownloadLink({ file, itemTitle }: { readonly file: FileLink; readonly itemTitle: string }) {
  const { t, i18n } = useTranslation();
  const format = FORMATS[file.type] ?? file.type;
  const size = file.sizeBytes ? `, ${formatBytes(file.sizeBytes, i18n.language)}` : '';
  return (
    <a href={file.url} download className={styles.download}>
      {t('data.download')}
      <span className="visually-hidden">: {itemTitle}</span>
      <span className={styles.fileMeta}>
        &nbsp;({format}
        {size})
      </span>
    </a>
  );
}
