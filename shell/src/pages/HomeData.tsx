import { useTranslation } from 'react-i18next';
import {
  Link,
  buildPath,
  hasPage,
  useApi,
  useLocale,
  type Announcement,
  type KeyFigure,
  type ListResponse,
  type PressReleaseSummary,
} from '@ksei/shared';
import { AsyncContent, formatDate, formatNumber, todayInJakarta } from '@ksei/shared/content';
import { HOME_READS, investorFigure } from './home-data.js';
import styles from './Home.module.css';
import { HOME_STRINGS } from './home-strings.js';
import { addPageStrings } from '../strings/page-strings.js';

addPageStrings(HOME_STRINGS);

/** A block's way to the whole list, when the site has that page. */
function MoreLink({ pageId, label }: { readonly pageId: string; readonly label: string }) {
  const locale = useLocale();
  if (!hasPage(pageId)) return null;
  return (
    <p className={styles.more}>
      <Link to={buildPath(pageId, locale)}>{label}</Link>
    </p>
  );
}

function KeyFigureBlock() {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = useApi<ListResponse<KeyFigure>>(HOME_READS.figure.path);
  return (
    <section className={`${styles.block} ${styles.figureBlock}`} aria-labelledby="home-figure" data-home-block="figure">
      <h2 id="home-figure" className={styles.blockTitle}>
        {t('home.keyFigureHeading')}
      </h2>
      <AsyncContent state={state}>
        {(answer) => {
          const figure = investorFigure(answer);
          if (!figure) return <p>{t('errors.dataUnavailable')}</p>;
          const external = /^https?:\/\//.test(figure.sourceUrl);
          return (
            <>
              <p className={styles.figure}>
                <span className={styles.figureValue} data-key-figure="">
                  {formatNumber(figure.value, locale)}
                </span>
                <span className={styles.figureLabel}>{figure.label}</span>
              </p>
              <p className={styles.muted}>{t('data.asOf', { date: formatDate(figure.asOf, locale) })}</p>
              <p className={styles.muted}>
                <a
                  href={figure.sourceUrl}
                  className={styles.inlineTarget}
                  // In the same tab, like every other source link of the site (no unannounced new window).
                  {...(external ? { rel: 'noopener noreferrer' } : {})}
                >
                  {t('home.keyFigureSource', { source: figure.source })}
                </a>
              </p>
            </>
          );
        }}
      </AsyncContent>
    </section>
  );
}

function PressReleasesBlock() {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = useApi<ListResponse<PressReleaseSummary>>(
    HOME_READS.pressReleases.path,
    HOME_READS.pressReleases.params,
  );
  return (
    <section className={styles.block} aria-labelledby="home-press" data-home-block="press">
      <h2 id="home-press" className={styles.blockTitle}>
        {t('home.pressReleasesHeading')}
      </h2>
      <AsyncContent state={state}>
        {({ data }) =>
          data.length === 0 ? (
            <p>{t('home.noPressReleases')}</p>
          ) : (
            <ul className={styles.items}>
              {data.slice(0, 3).map((item) => (
                <li key={item.slug}>
                  <p className={styles.itemMeta}>{formatDate(item.date, locale)}</p>
                  {hasPage('publication.pressRelease') ? (
                    <Link
                      to={buildPath('publication.pressRelease', locale, { slug: item.slug })}
                      className={styles.itemTitle}
                    >
                      {item.title}
                    </Link>
                  ) : (
                    <span className={styles.itemTitle}>{item.title}</span>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </AsyncContent>
      <MoreLink pageId="publication.pressReleases" label={t('home.allPressReleases')} />
    </section>
  );
}

function TodayBlock() {
  const { t } = useTranslation();
  const locale = useLocale();
  const today = todayInJakarta();
  const read = HOME_READS.today(today);
  const state = useApi<ListResponse<Announcement>>(read.path, read.params);
  return (
    <section className={styles.block} aria-labelledby="home-today" data-home-block="today">
      <h2 id="home-today" className={styles.blockTitle}>
        {t('home.todayHeading')}
      </h2>
      <p className={styles.muted}>{t('home.todayDate', { date: formatDate(today, locale) })}</p>
      <AsyncContent state={state}>
        {({ data }) =>
          data.length === 0 ? (
            <p>{t('home.noAnnouncementsToday')}</p>
          ) : (
            <ul className={styles.items}>
              {data.slice(0, 3).map((item) => (
                <li key={item.id}>
                  <p className={styles.itemMeta}>
                    {item.typeLabel} · {item.referenceNumber}
                  </p>
                  {item.attachments[0] ? (
                    <a href={item.attachments[0].url} className={styles.itemTitle} download>
                      {item.title}
                    </a>
                  ) : (
                    <span className={styles.itemTitle}>{item.title}</span>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </AsyncContent>
      <MoreLink pageId="todaysAnnouncements" label={t('home.allAnnouncements')} />
    </section>
  );
}

/** The home page's live data, each block in space reserved up front so nothing below it moves. */
export function HomeData() {
  return (
    <div className={styles.data}>
      <KeyFigureBlock />
      <PressReleasesBlock />
      <TodayBlock />
    </div>
  );
}
