import { useRef, type ReactNode } from 'react';
import { CAPTCHA_FIELD } from '@ksei/shared/api';
import { Captcha, NoScriptCaptcha, type CaptchaHandle } from '@ksei/shared/captcha';
import { useCaptchaMessage, useFormSetup, useLaterRefusal, useSendGuard } from './hooks.js';
import { controlId } from './setup.js';
import { useFormText } from './strings.js';
import styles from './form.module.css';

/**
 * The shared captcha in a form: the widget (its token rides in the form as `g-recaptcha-response`),
 * asked for its token before the form is sent (an unticked box shows the captcha's own error and
 * nothing is sent), made fresh after a refusal (a token is good once), and the action's message about
 * it. Without JavaScript: the provider's fallback frame and field, and `noScript`, the way to reach
 * the site's owner if that fails too.
 */
export function CaptchaField({ noScript }: { readonly noScript: ReactNode }) {
  const t = useFormText();
  const { formId } = useFormSetup();
  const refused = useCaptchaMessage();
  const widget = useRef<CaptchaHandle>(null);
  useSendGuard(async () => {
    if (!widget.current) return true; // no widget: the action and the server decide
    return widget.current.getResponse().then(
      () => true,
      () => false,
    );
  });
  useLaterRefusal(() => widget.current?.reset());
  const id = controlId(formId, CAPTCHA_FIELD);
  return (
    <div id={id} tabIndex={-1} className={refused ? `${styles.field} ${styles.fieldInvalid}` : styles.field}>
      <p id={`${id}-error`} className={styles.error} hidden={!refused}>
        {refused && (
          <>
            <span className="visually-hidden">{t('errorPrefix')} </span>
            {refused}
          </>
        )}
      </p>
      <Captcha ref={widget} />
      <NoScriptCaptcha />
      <noscript>
        <p className={styles.hint}>{noScript}</p>
      </noscript>
    </div>
  );
}
