/**
 * What the document title is made of (GOV.UK "page title" and "error message" patterns): the page on screen names
 * itself with usePageTitle, and an error display marks that errors show with useErrorTitle. The shell reads both
 * with usePageTitleState and writes the title in the current language (src/app/document-title.tsx).
 */
import { type ReactNode, createContext, useContext, useEffect, useId, useState, useSyncExternalStore } from 'react';

export interface PageTitleState {
  /** The name of the page on screen, already translated; null while no page has named itself (loading). */
  page: string | null;
  errorShown: boolean;
}

interface PageTitleStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => PageTitleState;
  setPage: (key: string, name: string | null) => void;
  setErrorShown: (key: string, shown: boolean) => void;
}

const NOTHING_YET: PageTitleState = { page: null, errorShown: false };

function createPageTitleStore(): PageTitleStore {
  // Keyed by the component that set them, so a page leaving after the next one arrived does not clear its name.
  const pages = new Map<string, string>();
  const errorDisplays = new Set<string>();
  const listeners = new Set<() => void>();
  let snapshot = NOTHING_YET;

  const publish = () => {
    snapshot = { page: [...pages.values()].at(-1) ?? null, errorShown: errorDisplays.size > 0 };
    for (const listener of listeners) listener();
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setPage: (key, name) => {
      pages.delete(key);
      if (name !== null) pages.set(key, name);
      publish();
    },
    setErrorShown: (key, shown) => {
      if (shown) errorDisplays.add(key);
      else errorDisplays.delete(key);
      publish();
    },
  };
}

const PageTitleContext = createContext<PageTitleStore | null>(null);

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createPageTitleStore);
  return <PageTitleContext value={store}>{children}</PageTitleContext>;
}

const subscribeToNothing = () => () => undefined;
const nothingYet = () => NOTHING_YET;

/** The page's name and whether errors show, for whoever writes the title. */
export function usePageTitleState(): PageTitleState {
  const store = useContext(PageTitleContext);
  return useSyncExternalStore(store?.subscribe ?? subscribeToNothing, store?.getSnapshot ?? nothingYet, store?.getSnapshot ?? nothingYet);
}

/** Names the page in the document title while the calling component is on screen. `name` is already translated. */
export function usePageTitle(name: string): void {
  const store = useContext(PageTitleContext);
  const key = useId();
  useEffect(() => {
    if (!store) return;
    store.setPage(key, name);
    return () => store.setPage(key, null);
  }, [store, key, name]);
}

/** Marks the document title with the error prefix while `shown` is true and the calling component is on screen. */
export function useErrorTitle(shown: boolean): void {
  const store = useContext(PageTitleContext);
  const key = useId();
  useEffect(() => {
    if (!store || !shown) return;
    store.setErrorShown(key, true);
    return () => store.setErrorShown(key, false);
  }, [store, key, shown]);
}
