import { useTranslation } from 'react-i18next';
import type { FileLink } from '@ksei/shared';
import styles from './content.module.css';

const FORMATS: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'application/zip': 'ZIP',
};

export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'id-ID', { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

/** Download links that say what they are: name, format and size. */
export function FileList({ files }: { readonly files: readonly FileLink[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.url}>
          <a href={file.url} download>
            {t('data.download')}: {file.name}
          </a>{' '}
          <span className={styles.fileMeta}>
            ({FORMATS[file.type] ?? file.type}
            {file.sizeBytes ? `, ${formatBytes(file.sizeBytes, i18n.language)}` : ''})
          </span>
        </li>
      ))}
    </ul>
  );
}
