import { useTranslation } from 'react-i18next';
import { PageHeader, useLocale, type Locale, type PressRelease } from '@ksei/shared';
import { Blocks, PublishedNotices, SampleNotice, formatDate, useOtherLanguage } from '@ksei/shared/content';
import { Link, usePageData } from '@ksei/shared/section/page';
import { loadPressRelease } from '../api/press-releases.js';
import styles from './press-release.module.css';
import { pathTo } from '../../../shared/paths.js';

/**
 * One press release: date, what happened to it after it went out (before the body: a withdrawn release
 * says so first), body, and its images (lazy, with their size reserved) as downloads. Published in the
 * other language only, its text is that language's, marked as such, and a sentence says so.
 */
export const loader = loadPressRelease;

export default function PressReleasePage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-publication');
  const locale = useLocale();
  const { data } = usePageData<typeof loader>();
  const otherLanguage = useOtherLanguage(data);
  return (
    <>
      <PageHeader pageId={pageId} title={data.title} titleLang={otherLanguage} />
      <PressReleaseBody release={data} lang={otherLanguage} />
      <p className={styles.back}>
        <Link to={pathTo('publication.pressReleases', locale)}>{t('backToPressReleases')}</Link>
      </p>
    </>
  );
}

/** `lang`: the language of the release's own text when it is not the page's. */
function PressReleaseBody({ release, lang }: { readonly release: PressRelease; readonly lang: Locale | undefined }) {
  const { t } = useTranslation('mf-publication');
  const locale = useLocale();
  return (
    <article>
      {lang ? <p className={styles.onlyIn}>{t(`pressReleaseOnlyIn.${lang}`)}</p> : null}
      <p className={styles.date}>
        <time dateTime={release.date}>{formatDate(release.date, locale)}</time>
      </p>
      {release.sample ? <SampleNotice /> : null}
      <PublishedNotices item={release} />
      <div lang={lang}>
        <Blocks blocks={release.body} />
      </div>
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
                    lang={lang}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <figcaption>
                    <span lang={lang}>{image.caption}</span>
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
