'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/idle';
import { emptyAppData, loadForms, type AppData } from './app-data-loader';

export interface AppDataContextValue extends AppData {
  /** The error raised while loading, if loading failed. */
  error: Error | null;
  loaded: boolean;
}

const AppDataContext = createContext<AppDataContextValue>({ ...emptyAppData, error: null, loaded: false });

// Filled once per page life: client navigations keep the provider mounted, remounts reuse the answer.
let formsOnce: Promise<AppData> | undefined;

/** App data: starts empty and is filled once with the list of forms. */
export function AppDataProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState<AppDataContextValue>({ ...emptyAppData, error: null, loaded: false });

  useEffect(() => {
    let live = true;
    // Once the browser is idle after the first paints: forms render from the server's copy, so nothing the
    // visitor sees waits for this, and the request never competes with the page's largest paint.
    const load = () => {
      formsOnce ??= loadForms(window.fetch.bind(window)).then((forms) => ({ forms }));
      formsOnce.then(
        (data) => live && setValue({ ...data, error: null, loaded: true }),
        (error: unknown) => {
          const raised = error instanceof Error ? error : new Error(String(error));
          // Forms render from the server's copy; a failure here costs nothing the visitor sees.
          console.warn(raised.message);
          if (live) setValue({ ...emptyAppData, error: raised, loaded: true });
        },
      );
    };
    const cancel = whenIdle(load, 2000);
    return () => {
      live = false;
      cancel();
    };
  }, []);

  return <AppDataContext.Provider value={value}>{children}</AppDataContext.Provider>;
}

export function useAppData(): AppDataContextValue {
  return useContext(AppDataContext);
}
