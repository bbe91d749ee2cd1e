import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, useLocale, type InboxMessageList, useElementId } from '@ksei/shared';
import { BusyList, Controls, jakartaDateTime, listStyles, Results } from '@ksei/shared/content';
import { Link, useListQuery, usePageData } from '@ksei/shared/section/page';
import formStyles from '@ksei/shared/forms/form.module.css';
import { pathTo } from '../../shared/paths.js';
import { loadMessages, messageFilters } from './api/inbox.js';
import { StaffGate, staffStyles } from '@ksei/shared/staff';
import { DateFilter, formChanges } from './components/ReportFilters.js';
import styles from './inbox.module.css';
import { VisitorText } from './components/VisitorText.js';

export const loader = loadMessages;

/** The contact messages, newest first, filtered and paged in the address; unread ones stand out. */
export default function MessagesPage({ pageId }: { readonly pageId: string }) {
  const data = usePageData<typeof loader>();
  return (
    <StaffGate pageId={pageId} data={data}>
      {(list) => <MessageList pageId={pageId} list={list} />}
    </StaffGate>
  );
}

type ListQuery = ReturnType<typeof useListQuery>;

/** The date range and unread filters, applied together; keyed on the address so a new one refills them. */
function MessageFilters({ id, query }: { readonly id: string; readonly query: ListQuery }) {
  const { t } = useTranslation('mf-forms');
  const filters = messageFilters(query.params);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    query.update(formChanges(event.currentTarget, ['from', 'to', 'unread']));
  };
  return (
    <form key={JSON.stringify(filters)} method="get" className={staffStyles.filters} onSubmit={onSubmit}>
      <DateFilter id={`${id}-from`} name="from" label={t('inbox.from')} value={filters.from} />
      <DateFilter id={`${id}-to`} name="to" label={t('inbox.to')} value={filters.to} />
      <div className={staffStyles.check}>
        <input id={`${id}-unread`} type="checkbox" name="unread" value="true" defaultChecked={filters.unread} />
        <label htmlFor={`${id}-unread`}>{t('inbox.messages.unreadOnly')}</label>
      </div>
      <div className={staffStyles.filterActions}>
        <button type="submit" className={formStyles.submit}>
          {t('inbox.apply')}
        </button>
        <Link to={query.hrefWith({ from: '', to: '', unread: '' })}>{t('inbox.clear')}</Link>
      </div>
    </form>
  );
}

/** One message: its reference links to it, an unread one is marked in words too. */
function MessageRow({ message }: { readonly message: InboxMessageList['data'][number] }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  return (
    <tr className={message.read ? undefined : styles.unread} data-unread={message.read ? undefined : true}>
      <th scope="row" className={listStyles.nowrap}>
        <Link to={pathTo('inbox.message', locale, { slug: message.reference })}>{message.reference}</Link>
      </th>
      <td>
        <VisitorText>{message.subject}</VisitorText>
      </td>
      <td>
        <VisitorText>{message.name}</VisitorText>
      </td>
      <td className={listStyles.nowrap}>{jakartaDateTime(message.receivedAt, locale)}</td>
      <td>
        {message.read ? (
          t('inbox.messages.read')
        ) : (
          <strong className={styles.unreadBadge}>{t('inbox.messages.unread')}</strong>
        )}
      </td>
    </tr>
  );
}

/** This page of messages as a table. */
function MessageTable({ messages }: { readonly messages: InboxMessageList['data'] }) {
  const { t } = useTranslation('mf-forms');
  return (
    <div className={listStyles.tableWrap}>
      <table className={listStyles.table}>
        <caption className="visually-hidden">{t('inbox.messages.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('inbox.messages.reference')}</th>
            <th scope="col">{t('inbox.messages.subject')}</th>
            <th scope="col">{t('inbox.messages.name')}</th>
            <th scope="col">{t('inbox.messages.received')}</th>
            <th scope="col">{t('inbox.messages.state')}</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <MessageRow key={message.reference} message={message} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MessageList({ pageId, list }: { readonly pageId: string; readonly list: InboxMessageList }) {
  const { t } = useTranslation('mf-forms');
  const id = useElementId();
  const query = useListQuery();
  const filters = messageFilters(query.params);
  const filtered = Boolean(filters.from || filters.to || filters.unread);
  return (
    <>
      <PageHeader pageId={pageId} lead={t('inbox.messages.lead')} />
      <Controls label={t('inbox.filters')}>
        <MessageFilters id={id} query={query} />
      </Controls>
      {list.meta.total === 0 && !filtered ? (
        <p role="status" className={listStyles.empty}>
          {t('inbox.messages.empty')}
        </p>
      ) : (
        <BusyList busy={query.busy}>
          <Results
            namespace="mf-forms"
            keyPrefix="inbox.messages"
            meta={list.meta}
            count={list.data.length}
            sample={false}
            filtered={filtered}
            hrefFor={(page) => query.hrefWith({ page })}
          >
            <MessageTable messages={list.data} />
          </Results>
        </BusyList>
      )}
    </>
  );
}
