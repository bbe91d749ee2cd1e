import { useTranslation } from 'react-i18next';
import { jakartaDateTime } from '@ksei/shared/content';
import { PageHeader, useLocale, type InboxMessageDetail } from '@ksei/shared';
import { CONTACT_FIELDS } from '@ksei/shared/api';
import { Link, usePageData } from '@ksei/shared/section/page';
import { pathTo } from '../../shared/paths.js';
import { loadMessage } from './api/inbox.js';
import { StaffGate } from '@ksei/shared/staff';
import { Fact } from './components/ReportDetails.js';
import { VisitorText } from './components/VisitorText.js';
import { mailtoHref } from './mailto.js';
import styles from './inbox.module.css';

export const loader = loadMessage;

/** One contact message as sent (reading it marks it read), labelled with the contact form's words. */
export default function MessagePage({ pageId }: { readonly pageId: string }) {
  const data = usePageData<typeof loader>();
  return (
    <StaffGate pageId={pageId} data={data}>
      {(message) => <MessageView pageId={pageId} message={message} />}
    </StaffGate>
  );
}

function MessageView({ pageId, message }: { readonly pageId: string; readonly message: InboxMessageDetail }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const email = message.fields.email ?? '';
  return (
    <>
      <PageHeader pageId={pageId} title={message.reference} />
      <p>
        <Link to={pathTo('inbox.messages', locale)}>{t('inbox.message.back')}</Link>
      </p>
      <section aria-labelledby="message-fields" className={styles.block}>
        <h2 id="message-fields">{t('inbox.message.fieldsHeading')}</h2>
        <dl className={styles.facts}>
          <Fact term={t('inbox.message.received')}>{jakartaDateTime(message.receivedAt, locale)}</Fact>
          <Fact term={t('inbox.message.locale')}>{t(`inbox.report.locales.${message.locale}`)}</Fact>
          {Object.keys(CONTACT_FIELDS).map((name) => (
            <Fact key={name} term={t(`contact.${name}`)}>
              {message.fields[name] ? <VisitorText>{message.fields[name]}</VisitorText> : t('report.empty')}
            </Fact>
          ))}
        </dl>
        {email && (
          <p>
            <a href={mailtoHref(email, `${message.reference}: ${message.subject}`)}>
              {t('inbox.message.replyByEmail')}
            </a>
          </p>
        )}
      </section>
    </>
  );
}
