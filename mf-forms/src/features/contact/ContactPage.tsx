import { useTranslation } from 'react-i18next';
import { showToast, useLocale, type ContactAccepted } from '@ksei/shared';
import { SectionIntro } from '@ksei/shared/section';
import { useActionData, type PageAction } from '@ksei/shared/section/page';
import { isRefused, useOutcome, type FormOutcome } from '@ksei/shared/forms';
import { pathTo } from '../../shared/paths.js';
import { TOAST_GROUP } from '../../shared/toast-groups.js';
import { sendContact } from './api/contact.js';
import { ContactFacts } from './components/ContactFacts.js';
import { ContactForm } from './components/ContactForm.js';
import { ContactSent } from './components/ContactSent.js';

export const action: PageAction = sendContact;

/**
 * Contact: the contact form (its confirmation once sent, with the reference number), then KSEI's
 * office, phone numbers and the other ways to reach it. Rendered from the action's answer, so a form
 * posted without JavaScript gets the same page from the server.
 */
export default function ContactPage({ pageId }: { readonly pageId: string }) {
  const { t } = useTranslation('mf-forms');
  const locale = useLocale();
  const outcome = useActionData() as FormOutcome<ContactAccepted> | undefined;
  const fresh = useOutcome(outcome, (data) => {
    if (data.ok)
      showToast('success', t('contact.sentToast', { reference: data.reference }), { group: TOAST_GROUP.contact });
    else showToast('error', data.message, { group: TOAST_GROUP.contact });
  });
  return (
    <>
      <SectionIntro pageId={pageId} remote="mf-forms" />
      {outcome?.ok ? (
        <ContactSent reference={outcome.reference} again={pathTo('contact', locale)} focus={fresh} />
      ) : (
        <ContactForm refusal={isRefused(outcome) ? outcome : undefined} />
      )}
      <ContactFacts />
    </>
  );
}
