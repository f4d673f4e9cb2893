'use client';

import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';

interface Session {
  started: string;
  key: string;
  fresh: boolean;
}

/**
 * Replaces the page's render time and key (possibly cached, shared by every visitor) with ones made for
 * this visitor now. If the request fails the page's copies stay; the server still checks them.
 */
export function useFreshSession(formId: number, started: string, key: string): Session {
  const [session, setSession] = useState<Session>({ started, key, fresh: false });
  useEffect(() => {
    const controller = new AbortController();
    // Asked for once the page is idle, and applied as a background update: the page's own copies serve until
    // then, so neither the request nor the form's new render competes with the page's first paint and hydration.
    const cancel = whenIdle(() => {
      fetch(`/api/forms/session/?form=${formId}`, { cache: 'no-store', signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ started: string; key: string }>) : undefined))
        .then((fresh) => {
          if (fresh?.started && fresh.key)
            startTransition(() => setSession({ started: fresh.started, key: fresh.key, fresh: true }));
        })
        .catch(() => {});
    }, 2000);
    return () => {
      cancel();
      controller.abort();
    };
  }, [formId]);
  return session;
}
