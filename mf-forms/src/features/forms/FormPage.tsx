import { SectionIntro } from '@ksei/shared/section';

/** Contact and whistleblowing forms. The forms themselves arrive with the forms issue. */
export default function FormPage({ pageId }: { readonly pageId: string }) {
  return <SectionIntro pageId={pageId} remote="mf-forms" />;
}
