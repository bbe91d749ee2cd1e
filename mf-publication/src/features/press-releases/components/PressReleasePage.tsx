import { useTranslation } from 'react-i18next';
import { PageHeader, useLocale, type PressRelease } from '@ksei/shared';
import { Blocks, SampleNotice, formatDate } from '@ksei/shared/content';
import { Link, usePageData } from '@ksei/shared/section/page';
import { loadPressRelease } from '../api/press-releases.js';
import styles from './press-release.module.css';
import { pathTo } from '../../../shared/paths.js';

/** One press release: date, body, and its images (lazy, with their size reserved) as downloads. */
export const loader = loadPressRelease;

export default function PressReleasePage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const locale = useLocale();
  const { data } = usePageData<typeof loader>();
  return (
    <>
      <PageHeader pageId={pageId} title={data.title} />
      <PressReleaseBody release={data} />
      <p className={styles.back}>
        <Link to={pathTo('publication.pressReleases', locale)}>{t('backToPressReleases')}</Link>
      </p>
    </>
  );
}

function PressReleaseBody({ release }: { readonly release: PressRelease }) {
  const { t } = useTranslation('mf-publication');
  const locale = useLocale();
  return (
    <article>
      <p className={styles.date}>
        <time dateTime={release.date}>{formatDate(release.date, locale)}</time>
      </p>
      {release.sample ? <SampleNotice /> : null}
      <Blocks blocks={release.body} />
      {release.images.length > 0 ? (
        <section className={styles.images}>
          <h2>{t('images')}</h2>
          <ul>
            {release.images.map((image) => (
              <li key={image.url}>
                <figure>
                  <img
                    src={image.url}
                    alt={image.caption}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <figcaption>
                    <span>{image.caption}</span>
                    <a href={image.url} download className={styles.download}>
                      {t('downloadImage', { name: image.name })}
                    </a>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
