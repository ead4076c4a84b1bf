/**
 * A step's unsaved answers kept on the device (docs/decisions/0007), so a reload, a closed tab or a way out of the
 * page without saving loses nothing. A draft belongs to one request and one place (a step, or an entry of a
 * numbered section), remembers the saved answers it was typed over, and is dropped once those change (saved here or
 * elsewhere), once it is older than the stored token may live, after a save, a submission or a logout. Files are
 * never kept: a file input's value is left out, to be chosen again.
 *
 * Pure functions over an injected storage and clock, so they are tested without a browser.
 */
import { STORAGE_KEYS, STORED_TOKEN_LIFETIME_MS } from '../../domain/client-storage';
import type { TokenStorage } from './auth-token';

export type DraftStorage = TokenStorage & Pick<Storage, 'key' | 'length'>;

/** Where a draft belongs: the request's guid, and the step (`details/address`) or entry (`employers/employers/2`). */
export interface DraftPlace {
  guid: string;
  place: string;
}

interface StoredDraft {
  savedAt: number;
  /** The saved answers the draft was typed over, as JSON. */
  base: string;
  values: unknown;
}

export function draftKey({ guid, place }: DraftPlace): string {
  return `${STORAGE_KEYS.draftPrefix}${guid}:${place}`;
}

function isFileValue(value: unknown): boolean {
  return (
    (typeof Blob !== 'undefined' && value instanceof Blob) || (typeof FileList !== 'undefined' && value instanceof FileList)
  );
}

/** The values as JSON can keep them, with every file (and list of files) turned into null. */
export function withoutFiles(value: unknown): unknown {
  if (isFileValue(value)) return null;
  if (Array.isArray(value)) return value.map(withoutFiles);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withoutFiles(item)]));
  }
  return value;
}

/** The answers as compared and stored: files left out, undefined fields dropped as JSON drops them. */
export function answersJson(values: unknown): string {
  return JSON.stringify(withoutFiles(values)) ?? 'null';
}

function isStoredDraft(value: unknown): value is StoredDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    'savedAt' in value &&
    typeof value.savedAt === 'number' &&
    'base' in value &&
    typeof value.base === 'string' &&
    'values' in value
  );
}

/**
 * The draft kept for this place over these saved answers, or null. A draft that is unreadable, stale (typed over
 * other saved answers) or older than the stored token's lifetime is removed.
 */
export function readDraft(storage: DraftStorage, place: DraftPlace, savedAnswers: unknown, now: number): unknown {
  const key = draftKey(place);
  let stored: unknown;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    stored = JSON.parse(text);
  } catch {
    stored = null;
  }
  if (isStoredDraft(stored) && stored.base === answersJson(savedAnswers) && now - stored.savedAt < STORED_TOKEN_LIFETIME_MS) {
    return stored.values;
  }
  removeDraft(storage, place);
  return null;
}

/** Keeps the answers as this place's draft; answers equal to the saved ones leave no draft. */
export function writeDraft(storage: DraftStorage, place: DraftPlace, savedAnswers: unknown, values: unknown, now: number): void {
  const base = answersJson(savedAnswers);
  const answers = answersJson(values);
  if (answers === base) {
    removeDraft(storage, place);
    return;
  }
  try {
    storage.setItem(draftKey(place), JSON.stringify({ savedAt: now, base, values: JSON.parse(answers) as unknown }));
  } catch {
    // A full or blocked storage only loses the draft; the page itself still works.
  }
}

export function removeDraft(storage: DraftStorage, place: DraftPlace): void {
  try {
    storage.removeItem(draftKey(place));
  } catch {
    // A storage that cannot be written holds no draft either.
  }
}

function draftKeys(storage: DraftStorage, prefix: string): string[] {
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

/** Removes every draft of one request (once it is submitted), or every draft on the device (at logout). */
export function removeDrafts(storage: DraftStorage, guid?: string): void {
  const prefix = guid === undefined ? STORAGE_KEYS.draftPrefix : `${STORAGE_KEYS.draftPrefix}${guid}:`;
  for (const key of draftKeys(storage, prefix)) {
    try {
      storage.removeItem(key);
    } catch {
      return;
    }
  }
}

/** window.localStorage, where it can be read. */
export function draftStorage(): DraftStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}
