/**
 * A country's flag (spec 000 §2 "Country pickers", §9 "Flag image width 20"): an image with the alt text
 * '{CODE} country flag', nothing without a code, and a neutral box for a code the flag set lacks.
 *
 * The code → URL table is a lazily loaded chunk shared by every flag on the page, so screens that never show
 * a flag pay nothing for it and a picker with 250 options loads it once.
 */
import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import styles from './flag.module.css';

type FlagUrls = Readonly<Record<string, string>>;

let flagUrls: FlagUrls | undefined;
let loading: Promise<FlagUrls> | undefined;
const listeners = new Set<() => void>();

/** Load the flag table once; resolves with it. Exported so a screen can warm it before it renders flags. */
export function loadFlagUrls(): Promise<FlagUrls> {
  loading ??= import('./flag-urls').then(
    (module) => {
      flagUrls = module.FLAG_URLS;
      for (const listener of listeners) listener();
      return module.FLAG_URLS;
    },
    (error: unknown) => {
      // A failed chunk load (offline) may be retried by the next flag that mounts.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!flagUrls) loadFlagUrls().catch(() => undefined);
  return () => listeners.delete(listener);
}

const getSnapshot = () => flagUrls;

export interface FlagProps {
  /** ISO 3166-1 alpha-2 code or one of EU, XK, AC, TA, IC, GE-AB, GE-OS; any case. */
  code: string | null | undefined;
  className?: string;
}

export function Flag({ code: rawCode, className }: FlagProps) {
  const { t } = useLingui();
  const urls = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const code = rawCode?.trim().toUpperCase();
  if (!code) return null;

  const alt = t`${code} country flag`;
  const classes = className ? `${styles.flag} ${className}` : styles.flag;
  const url = urls?.[code];
  if (!url) {
    // Still loading, or a code without a flag: keep the space and the name, show a neutral box.
    return <span role="img" aria-label={alt} className={`${classes} ${styles.fallback}`} />;
  }
  return <img src={url} alt={alt} width={20} className={classes} loading="lazy" decoding="async" />;
}
