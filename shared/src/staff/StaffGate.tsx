import { useEffect, type ReactNode } from 'react';
import { AUTH_REDIRECTS, PageHeader, auth, useLocale } from '@ksei/shared';
import { AUTH_MESSAGES } from '@ksei/shared/api';
import { LoadingState } from '@ksei/shared/content';
import { useLocation, useRevalidator } from '@ksei/shared/section/page';
import type { StaffData } from './browser-only.js';
import { useStaffText } from './strings.js';
import styles from './staff.module.css';

/**
 * A staff page's frame around its data: a neutral loading state while nothing was read (a server
 * render; the browser then reads the data itself), the refusal (a session that ended, an account
 * without the page's scope), or the page.
 */
export function StaffGate<T>({
  pageId,
  data,
  children,
}: {
  readonly pageId: string;
  readonly data: StaffData<T>;
  readonly children: (data: T) => ReactNode;
}) {
  if (data.state === 'ready') return <>{children(data.data)}</>;
  return (
    <>
      <PageHeader pageId={pageId} />
      {data.state === 'pending' ? <ReadInBrowser /> : <Refused status={data.status} />}
    </>
  );
}

/** Hydrated from a server render that read nothing: the router's loader reads the data now. */
function ReadInBrowser() {
  const revalidator = useRevalidator();
  const idle = revalidator.state === 'idle';
  useEffect(() => {
    if (idle) void revalidator.revalidate();
    // Once, on mount: a later render while loading must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <LoadingState />;
}

/**
 * 401: the session is gone (ended, revoked, expired). The page is remembered for after sign-in and
 * the local session cleared, which the shell's guard follows to the sign-in page; the link is the way
 * there meanwhile. 403: the account lacks the page's scope.
 */
function Refused({ status }: { readonly status: 401 | 403 }) {
  const text = useStaffText();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (status !== 401) return;
    auth.rememberRedirect(pathname + search);
    auth.reset();
  }, [status, pathname, search]);
  return (
    <div role="alert" className={styles.refused}>
      <p>{AUTH_MESSAGES[locale][status === 401 ? 'sessionExpired' : 'missingScope']}</p>
      {status === 401 && (
        <p>
          {/* The sign-in page the shell's guard uses (a shell page, not one a section links to). */}
          <a href={AUTH_REDIRECTS.login}>{text('signIn')}</a>
        </p>
      )}
    </div>
  );
}
