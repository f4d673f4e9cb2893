'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/idle';
import { emptyAppData, loadFormsOncePerVisit, type AppData } from './app-data-loader';

export interface AppDataContextValue extends AppData {
  /** The error raised while loading, if loading failed. */
  error: Error | null;
  loaded: boolean;
}

const AppDataContext = createContext<AppDataContextValue>({ ...emptyAppData, error: null, loaded: false });

// Filled once per visit: client navigations keep the provider mounted, remounts reuse the answer, and later page
// loads of the visit reuse the copy kept in session storage (./app-data-loader.ts).
let formsOnce: Promise<AppData> | undefined;

const sessionStore = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: every page load asks once
  }
};

/**
 * App data: starts empty and is filled once per visit with the list of forms, as the specification's shared
 * data context. The form renderer does not read it: each form is rendered on the server from the definition its
 * page brought, so it is in the HTML, works before (and without) JavaScript and never waits for this list; this
 * context is for client code that needs the whole list.
 */
export function AppDataProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState<AppDataContextValue>({ ...emptyAppData, error: null, loaded: false });

  useEffect(() => {
    let live = true;
    // Once the browser is idle after the first paints: forms render from the server's copy, so nothing the
    // visitor sees waits for this, and the request never competes with the page's largest paint.
    const load = () => {
      formsOnce ??= loadFormsOncePerVisit(window.fetch.bind(window), sessionStore()).then((forms) => ({ forms }));
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

/**
 * The app data context (the list of forms, once loaded).
 * @public The way client code that needs the whole list reads AppDataProvider's context; no component does yet.
 */
export function useAppData(): AppDataContextValue {
  return useContext(AppDataContext);
}
