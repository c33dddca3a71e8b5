import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useField } from 'formik';
import { useBootstrap } from '@/lib/bootstrap';
import { FieldMessageList, useFieldValidity } from './form-field';
import './human-check.css';
import { endpoints } from '@contract/client';
import { t } from '@/lib/i18n/translate';

/** Lets the form reset the check after each attempt (docs/product-rules.md#validation-and-field-messages). */
export interface HumanCheckHandle {
  reset(): void;
}

interface ProviderWidget {
  reset(): void;
  destroy(): void;
}

type Mount = (el: HTMLElement, onToken: (token: string) => void, siteKey: string) => Promise<ProviderWidget>;

/** The self-hosted ALTCHA widget (lazy: its code loads only with the forms that need it). */
const mountAltcha: Mount = async (el, onToken) => {
  await import('altcha');
  const widget = document.createElement('altcha-widget') as HTMLElement & AltchaWidgetMethods & AltchaWidgetOptions;
  widget.setAttribute('challengeurl', endpoints.challenge());
  widget.setAttribute('name', 'challenge-payload');
  // Starts solving as soon as the player reaches the form, so it is usually done before submit.
  widget.setAttribute('auto', 'onfocus');
  widget.setAttribute('hidelogo', '');
  widget.setAttribute('hidefooter', '');
  // The widget's own words, in the page's language (its defaults are the English ones).
  widget.setAttribute(
    'strings',
    JSON.stringify({
      label: t("I'm not a robot"),
      verifying: t('Verifying...'),
      verified: t('Verified'),
      error: t('Verification failed. Try again later.'),
      expired: t('Verification expired. Try again.'),
      verificationRequired: t('Verification required!'),
      waitAlert: t('Verifying... please wait.'),
      loading: t('Loading...'),
      reload: t('Reload'),
      verify: t('Verify'),
    }),
  );
  widget.addEventListener('statechange', (ev) => {
    const { state, payload } = (ev as AltchaStateChangeEvent).detail;
    onToken(state === 'verified' && payload ? payload : '');
  });
  el.appendChild(widget);
  return { reset: () => widget.reset(), destroy: () => widget.remove() };
};

interface ScriptApi {
  render(el: HTMLElement, options: Record<string, unknown>): string;
  reset(id?: string): void;
  remove?(id?: string): void;
}

const loadScript = (src: string, global: 'turnstile' | 'hcaptcha') =>
  new Promise<ScriptApi>((resolve, reject) => {
    const existing = (window as unknown as Record<string, ScriptApi | undefined>)[global];
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve((window as unknown as Record<string, ScriptApi>)[global]);
    script.onerror = () => reject(new Error(`${global} failed to load`));
    document.head.appendChild(script);
  });

/** Turnstile or hCaptcha, when the operator configured their keys. */
const mountHosted =
  (src: string, global: 'turnstile' | 'hcaptcha'): Mount =>
  async (el, onToken, siteKey) => {
    const api = await loadScript(src, global);
    const id = api.render(el, {
      sitekey: siteKey,
      callback: (token: string) => onToken(token),
      'expired-callback': () => onToken(''),
      'error-callback': () => onToken(''),
    });
    return { reset: () => api.reset(id), destroy: () => api.remove?.(id) };
  };

const MOUNTS: Record<string, Mount> = {
  altcha: mountAltcha,
  turnstile: mountHosted('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', 'turnstile'),
  hcaptcha: mountHosted('https://js.hcaptcha.com/1/api.js?render=explicit', 'hcaptcha'),
};

/**
 * The human check of the register, deletion, recovery and contact forms (docs/product-rules.md#validation-and-field-messages). It puts the
 * provider's answer into the Formik field `name` (sent as `challenge`) and shows that field's
 * server errors like any other field. The widgets are keyboard operable (a real checkbox) and
 * announce their state to screen readers.
 */
export function HumanCheck({ name = 'challenge', label: labelProp, ref }: { name?: string; label?: string; ref?: Ref<HumanCheckHandle> }) {
  const label = labelProp ?? t('Human check');
  const { settings } = useBootstrap();
  const [, , helpers] = useField<string>(name);
  const { validity, messages } = useFieldValidity(name);
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<ProviderWidget | null>(null);
  const [loadError, setLoadError] = useState(false);
  // Formik's helpers change identity on every render; the widget callback needs the latest.
  const setValue = useRef(helpers.setValue);
  setValue.current = helpers.setValue;

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset();
      void setValue.current('', false);
    },
  }));

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let cancelled = false;
    const mount = MOUNTS[settings.challengeProvider] ?? mountAltcha;
    // Validating on a new answer clears a "please complete" error; an emptied one waits for the next submit.
    mount(el, (token) => void setValue.current(token, token !== ''), settings.challengeSiteKey ?? '')
      .then((w) => {
        if (cancelled) w.destroy();
        else widget.current = w;
      })
      .catch(() => setLoadError(true));
    return () => {
      cancelled = true;
      widget.current?.destroy();
      widget.current = null;
    };
  }, [settings.challengeProvider, settings.challengeSiteKey]);

  const feedbackId = `field-${name}-feedback`;
  return (
    <div className="mb-3 human-check" role="group" aria-labelledby={`field-${name}-label`} aria-describedby={validity === 'invalid' ? feedbackId : undefined}>
      <div id={`field-${name}-label`} className="form-label">
        {label}
      </div>
      <div ref={host} className={validity === 'invalid' ? 'human-check-widget is-invalid' : 'human-check-widget'} />
      {loadError && (
        <div className="text-danger small mt-1" role="alert">
          {t('The human check could not load. Please reload the page.')}
        </div>
      )}
      {messages.length > 0 && (
        <div className="invalid-feedback d-block" id={feedbackId}>
          <FieldMessageList messages={messages} name={name} label={label} />
        </div>
      )}
    </div>
  );
}
