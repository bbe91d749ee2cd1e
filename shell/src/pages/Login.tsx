import { useRef, useState, type FormEvent, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HttpError,
  Link,
  PageHeader,
  auth,
  buildPath,
  useLocale,
  useStore,
  type Locale,
  useElementId,
  useTypedBeforeHydration,
} from '@ksei/shared';
import { LOGIN_LIMITS, authMessage, type AuthMessage } from '@ksei/shared/api';
import { jakartaClock } from '@ksei/shared/content';
import styles from './Login.module.css';
import { LOGIN_STRINGS } from './login-strings.js';
import { addPageStrings } from '../strings/page-strings.js';

addPageStrings(LOGIN_STRINGS);

type Field = 'email' | 'password';
interface Problem {
  readonly message: string;
  /** The fields it is about (marked invalid, described by the message). */
  readonly fields: readonly Field[];
}

/** What the client checks before sending: each field present and within its limit (AUTH_MESSAGES). */
function check(email: string, password: string, locale: Locale): Problem[] {
  const problems: Problem[] = [];
  const problem = (message: AuthMessage, field: Field) =>
    problems.push({ message: authMessage(message, locale), fields: [field] });
  if (email.trim() === '') problem('emailRequired', 'email');
  else if ([...email.trim()].length > LOGIN_LIMITS.emailMaxLength) problem('emailTooLong', 'email');
  if (password === '') problem('passwordRequired', 'password');
  // In characters (code points), as the server counts: an emoji is one.
  else if ([...password].length > LOGIN_LIMITS.passwordMaxLength) problem('passwordTooLong', 'password');
  return problems;
}

/** The server's refusal in the page's language: a lockout with its time, else the server's own words. */
function refusal(error: unknown, locale: Locale, fallback: string): Problem {
  if (!(error instanceof HttpError)) return { message: fallback, fields: [] };
  const body = error.response.data as { error?: { message?: unknown; retryAt?: unknown } } | undefined;
  const retryAt = typeof body?.error?.retryAt === 'string' ? jakartaClock(body.error.retryAt) : null;
  if (error.response.status === 429 && retryAt) return { message: authMessage('locked', locale, retryAt), fields: [] };
  if (error.response.status === 401) {
    return { message: authMessage('invalidCredentials', locale), fields: ['email', 'password'] };
  }
  const said = body?.error?.message;
  return { message: typeof said === 'string' && said !== '' ? said : fallback, fields: [] };
}

/**
 * Signs in; on a refusal, the problem to show and whether to clear the password (a refused password is
 * cleared: it was wrong, or sign-in is locked; the address stays).
 */
async function signIn(
  email: string,
  password: string,
  locale: Locale,
  failed: () => string,
): Promise<{ readonly problem: Problem; readonly clearPassword: boolean } | null> {
  try {
    await auth.login({ email: email.trim(), password, locale });
    return null;
  } catch (error) {
    const problem = refusal(error, locale, failed());
    const clearPassword =
      error instanceof HttpError && (error.response.status === 401 || error.response.status === 429);
    return { problem, clearPassword };
  }
}

/** A field's `aria-invalid` and `aria-describedby` while a problem is about it. */
function invalidFieldProps(problems: readonly Problem[], field: Field, alertId: string) {
  const invalid = problems.some((problem) => problem.fields.includes(field));
  return invalid ? { 'aria-invalid': true as const, 'aria-describedby': alertId } : {};
}

/** The problems shown, and showing new ones with focus on their alert. */
function useProblems(alert: RefObject<HTMLDivElement | null>) {
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  const show = (found: readonly Problem[]): void => {
    setProblems(found);
    // After React has drawn the alert: focus it, so a screen reader reads it and the keyboard is there.
    requestAnimationFrame(() => alert.current?.focus());
  };
  return { problems, setProblems, show };
}

/** The one alert the problems are told in: a sentence for one, a list for several. */
function ProblemAlert({
  id,
  ref,
  problems,
}: {
  readonly id: string;
  readonly ref: Ref<HTMLDivElement>;
  readonly problems: readonly Problem[];
}) {
  return (
    <div id={id} ref={ref} tabIndex={-1} role="alert" className={problems.length > 0 ? styles.error : ''}>
      {problems.length === 1 ? <p>{problems[0]?.message}</p> : null}
      {problems.length > 1 ? (
        <ul>
          {problems.map((problem) => (
            <li key={problem.message}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * `/login` and `/en/login` on the blank layout: staff sign in with their e-mail address and password.
 * Labelled fields a password manager fills; the client's checks and the server's refusal in one alert
 * the fields point to and focus moves to; what was typed is kept, except the password after the
 * server refused it. Once signed in, the auth guard goes on to the remembered page or home.
 */
export default function Login() {
  const { t } = useTranslation();
  const locale = useLocale();
  const busy = useStore(auth.store, (s) => s.busy);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const alert = useRef<HTMLDivElement>(null);
  const { problems, setProblems, show } = useProblems(alert);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  // Typed, or filled by a password manager, while the page was still hydrating: kept, not cleared.
  useTypedBeforeHydration(emailField, setEmail);
  useTypedBeforeHydration(passwordField, setPassword);
  const id = useElementId();
  const alertId = `${id}-alert`;

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const found = check(email, password, locale);
    if (found.length > 0) return show(found);
    setProblems([]);
    const refused = await signIn(email, password, locale, () => t('login.failed'));
    if (!refused) return;
    if (refused.clearPassword) setPassword('');
    show([refused.problem]);
  };

  return (
    <div className={styles.card}>
      <PageHeader pageId="login" lead={t('login.lead')} />
      <p className={styles.noScript}>{t('login.noScript')}</p>
      {/* A post, should it go before the script runs: never a GET that would put the password in the address. */}
      <form
        method="post"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={busy}
        aria-describedby={problems.length > 0 ? alertId : undefined}
      >
        <ProblemAlert id={alertId} ref={alert} problems={problems} />
        <label htmlFor={`${id}-email`}>{t('login.email')}</label>
        <input
          id={`${id}-email`}
          ref={emailField}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={styles.input}
          {...invalidFieldProps(problems, 'email', alertId)}
        />
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <input
          id={`${id}-password`}
          ref={passwordField}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={styles.input}
          {...invalidFieldProps(problems, 'password', alertId)}
        />
        <button type="submit" className={styles.submit} aria-disabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
      </form>
      <p>
        <Link to={buildPath('home', locale)}>{t('login.backHome')}</Link>
      </p>
    </div>
  );
}
