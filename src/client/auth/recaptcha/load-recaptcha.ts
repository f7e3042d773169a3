/** The part of Google's reCAPTCHA v3 API (window.grecaptcha) the human check uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

let scriptLoad: Promise<void> | null = null;

function appendScript(siteKey: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        // A blocked or failed load may succeed on the next attempt, with a new tag.
        script.remove();
        scriptLoad = null;
        reject(new Error('The reCAPTCHA script could not be loaded.'));
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
}

/** Adds Google's script once per page and resolves with grecaptcha when it is ready to execute. */
export async function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (!window.grecaptcha) {
    scriptLoad ??= appendScript(siteKey);
    await scriptLoad;
  }
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('The reCAPTCHA script did not define grecaptcha.');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha;
}

/** A fresh v3 token for one action; each token can be checked by the server only once. */
export async function executeRecaptcha(siteKey: string, action: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
