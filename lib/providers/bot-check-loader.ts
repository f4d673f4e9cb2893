/**
 * The bot-check service's script (Google reCAPTCHA v3) loaded once per page, outside React so it can be
 * exercised on its own. Everything that can go wrong here (no key, script blocked or unreachable, script
 * without the expected API) is expected in some environments: it warns and the page carries on.
 */
export const DEFAULT_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

export type BotCheckStatus = 'disabled' | 'loading' | 'ready' | 'failed';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** The part of the browser the loader touches, so tests can stand in for it. */
export interface BotCheckHost {
  document: Pick<Document, 'createElement' | 'querySelector'> & { head: Pick<HTMLElement, 'appendChild'> };
  window: { grecaptcha?: Grecaptcha };
  warn(message: string): void;
}

export interface BotCheck {
  status(): BotCheckStatus;
  /** A token for the action. Throws at once when the script has not loaded (yet, or at all). */
  execute(action: string): Promise<string>;
  /** Calls back whenever the status changes; returns the unsubscribe. */
  subscribe(listener: (status: BotCheckStatus) => void): () => void;
}

export class BotCheckNotReadyError extends Error {
  constructor(status: BotCheckStatus) {
    super(`Bot check: a token was requested before the reCAPTCHA script loaded (status: ${status})`);
    this.name = 'BotCheckNotReadyError';
  }
}

/** The script's address with the site key, keeping any query the configured address already has. */
export function scriptSrc(base: string, siteKey: string): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}render=${encodeURIComponent(siteKey)}`;
}

const SCRIPT_MARKER = 'data-bot-check';

export function loadBotCheck(options: {
  siteKey: string | undefined;
  scriptUrl?: string;
  host: BotCheckHost;
}): BotCheck {
  const { host } = options;
  const siteKey = options.siteKey?.trim() ?? '';
  const listeners = new Set<(status: BotCheckStatus) => void>();
  let current: BotCheckStatus = 'disabled';
  const set = (next: BotCheckStatus) => {
    current = next;
    for (const listener of listeners) listener(next);
  };

  const api = (): Grecaptcha | undefined => {
    const candidate = host.window.grecaptcha;
    return candidate && typeof candidate.execute === 'function' && typeof candidate.ready === 'function'
      ? candidate
      : undefined;
  };

  if (!siteKey) {
    host.warn('Bot check: NEXT_PUBLIC_RECAPTCHA_SITE_KEY is not set; forms are sent without a reCAPTCHA token.');
  } else {
    const src = scriptSrc(options.scriptUrl || DEFAULT_SCRIPT_URL, siteKey);
    current = 'loading';
    const settle = () => {
      const grecaptcha = api();
      if (!grecaptcha) {
        host.warn(`Bot check: the reCAPTCHA script at ${src} loaded but offers no grecaptcha API; it is unavailable.`);
        set('failed');
        return;
      }
      grecaptcha.ready(() => set('ready'));
    };
    const existing = host.document.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARKER}]`);
    if (existing && api()) {
      settle();
    } else {
      const script = existing ?? host.document.createElement('script');
      script.addEventListener('load', settle, { once: true });
      script.addEventListener(
        'error',
        () => {
          host.warn(`Bot check: the reCAPTCHA script at ${src} failed to load; forms are sent without a token.`);
          set('failed');
        },
        { once: true },
      );
      if (!existing) {
        script.src = src;
        script.async = true;
        script.defer = true;
        script.setAttribute(SCRIPT_MARKER, '');
        host.document.head.appendChild(script);
      }
    }
  }

  return {
    status: () => current,
    execute(action) {
      const grecaptcha = api();
      if (current !== 'ready' || !grecaptcha) throw new BotCheckNotReadyError(current);
      return Promise.resolve(grecaptcha.execute(siteKey, { action }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
