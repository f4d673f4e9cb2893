'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/idle';
import { BotCheckNotReadyError, loadBotCheck, type BotCheck, type BotCheckStatus } from './bot-check-loader';

export interface BotCheckContextValue {
  status: BotCheckStatus;
  /** A reCAPTCHA token for a named action; throws when the script has not loaded. */
  executeRecaptcha(action: string): Promise<string>;
}

const BotCheckContext = createContext<BotCheckContextValue | null>(null);

// One script per page for the page's whole life: client navigations keep the provider, and a remount
// (development's double effects) must not add a second script.
let shared: BotCheck | undefined;

function sharedBotCheck(siteKey: string | undefined, scriptUrl: string | undefined): BotCheck {
  shared ??= loadBotCheck({
    siteKey,
    scriptUrl,
    host: { document, window: window as unknown as { grecaptcha?: never }, warn: (message) => console.warn(message) },
  });
  return shared;
}

interface BotCheckProviderProps {
  children: ReactNode;
  /** Defaults to NEXT_PUBLIC_RECAPTCHA_SITE_KEY. */
  siteKey?: string;
  /** Defaults to NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL, then Google's reCAPTCHA v3 script. */
  scriptUrl?: string;
}

/** Wraps every page: loads the bot-check script with the site key and hands out tokens for actions. */
export function BotCheckProvider({ children, siteKey, scriptUrl }: BotCheckProviderProps) {
  const key = siteKey ?? process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;
  const url = scriptUrl ?? process.env.NEXT_PUBLIC_RECAPTCHA_SCRIPT_URL;
  const [check, setCheck] = useState<BotCheck | undefined>(undefined);
  const [status, setStatus] = useState<BotCheckStatus>('disabled');

  useEffect(() => {
    // After the page's own work, so the third-party script never competes with the first paint.
    const start = () => {
      const instance = sharedBotCheck(key, url);
      setCheck(instance);
      setStatus(instance.status());
      unsubscribe = instance.subscribe(setStatus);
    };
    let unsubscribe: (() => void) | undefined;
    const cancel = whenIdle(start, 2000);
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [key, url]);

  const executeRecaptcha = useCallback(
    (action: string) => {
      if (!check) throw new BotCheckNotReadyError('loading');
      return check.execute(action);
    },
    [check],
  );

  const value = useMemo(() => ({ status, executeRecaptcha }), [status, executeRecaptcha]);
  return <BotCheckContext.Provider value={value}>{children}</BotCheckContext.Provider>;
}

/**
 * The bot check's status and `executeRecaptcha`; throws outside a BotCheckProvider.
 * @public The provider's full context (status included); forms use the narrower useExecuteRecaptcha today.
 */
export function useBotCheck(): BotCheckContextValue {
  const value = useContext(BotCheckContext);
  if (!value) throw new Error('useBotCheck must be used inside BotCheckProvider');
  return value;
}

/** `executeRecaptcha` of the page's provider, or `undefined` outside one. */
export function useExecuteRecaptcha(): BotCheckContextValue['executeRecaptcha'] | undefined {
  return useContext(BotCheckContext)?.executeRecaptcha;
}
