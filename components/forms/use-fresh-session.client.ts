'use client';

import { useEffect, useState } from 'react';

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
    fetch(`/api/forms/session/?form=${formId}`, { cache: 'no-store', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ started: string; key: string }>) : undefined))
      .then((fresh) => {
        if (fresh?.started && fresh.key) setSession({ started: fresh.started, key: fresh.key, fresh: true });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [formId]);
  return session;
}
