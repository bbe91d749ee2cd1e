import { useTranslation } from 'react-i18next';
import { pageTitle, useLocale } from '@ksei/shared';
import { SectionIntro } from '@ksei/shared/section';
import { Link } from '@ksei/shared/section/page';
import { pathTo } from '../../shared/paths.js';
import styles from '../../shared/page.module.css';

/** KSEI's published reporting address (its whistleblowing page): protected by the company's encryption. */
const REPORT_ADDRESS = 'lapor@kseiwbs.co.id';

/**
 * The whistleblowing report: KSEI's reporting channel and its confidentiality promise. The report form
 * itself (with its captcha and the notice for anonymous reporters) comes with the forms work.
 */
export default function ReportChannelPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  return (
    <>
      <SectionIntro pageId={pageId} remote="mf-forms" />
      <section aria-labelledby="report-channel" className={styles.block}>
        <h2 id="report-channel">{t('channelHeading')}</h2>
        <p>
          {t('channel')} <a href={`mailto:${REPORT_ADDRESS}`}>{REPORT_ADDRESS}</a>. {t('channelProtected')}
        </p>
        <p>{t('confidential')}</p>
        <p>
          {t('aboutWhistleblowing')}{' '}
          <Link to={pathTo('about.whistleblowing', locale)}>{pageTitle('about.whistleblowing', locale)}</Link>
        </p>
      </section>
    </>
  );
}
