import { describe, expect, it } from 'vitest';
import { STORED_TOKEN_LIFETIME_MS } from '../../domain/client-storage';
import { type DraftStorage, draftKey, readDraft, removeDraft, removeDrafts, withoutFiles, writeDraft } from './step-drafts';

class MemoryStorage implements DraftStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const NOW = 1_750_000_000_000;
const ADDRESS = { guid: 'request-1', place: 'details/address' };
const SAVED = { line_1: '', town: '' };
const TYPED = { line_1: '1 High Street', town: '' };

describe('step drafts', () => {
  it('keeps typed answers under the request and the place, and gives them back over the same saved answers', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, ADDRESS, SAVED, TYPED, NOW);
    expect([...storage.items.keys()]).toStrictEqual(['draft:request-1:details/address']);
    expect(readDraft(storage, ADDRESS, SAVED, NOW + 1000)).toStrictEqual(TYPED);
  });

  it('gives nothing to another request or another place', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, ADDRESS, SAVED, TYPED, NOW);
    expect(readDraft(storage, { guid: 'request-2', place: 'details/address' }, SAVED, NOW)).toBeNull();
    expect(readDraft(storage, { guid: 'request-1', place: 'details/phone' }, SAVED, NOW)).toBeNull();
  });

  it('leaves no draft for answers equal to the saved ones, and removes the one kept before', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, ADDRESS, SAVED, TYPED, NOW);
    writeDraft(storage, ADDRESS, SAVED, { ...SAVED }, NOW);
    expect(storage.items.size).toBe(0);
  });

  it('drops a draft typed over other saved answers: they were saved since, here or on another device', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, ADDRESS, SAVED, TYPED, NOW);
    expect(readDraft(storage, ADDRESS, { line_1: '2 Low Road', town: 'York' }, NOW)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('drops a draft as old as the stored token may live, and one it cannot read', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, ADDRESS, SAVED, TYPED, NOW);
    expect(readDraft(storage, ADDRESS, SAVED, NOW + STORED_TOKEN_LIFETIME_MS)).toBeNull();
    storage.setItem(draftKey(ADDRESS), '{not json');
    expect(readDraft(storage, ADDRESS, SAVED, NOW)).toBeNull();
    storage.setItem(draftKey(ADDRESS), JSON.stringify({ values: TYPED }));
    expect(readDraft(storage, ADDRESS, SAVED, NOW)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('never keeps a file: a chosen file or list of files is kept as null', () => {
    const file = new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' });
    expect(withoutFiles({ proof: file, pages: [file, 'note'], nested: { scan: new Blob(['x']) } })).toStrictEqual({
      proof: null,
      pages: [null, 'note'],
      nested: { scan: null },
    });
    const storage = new MemoryStorage();
    writeDraft(storage, ADDRESS, { proof: null, note: '' }, { proof: file, note: 'typed' }, NOW);
    expect(storage.items.get(draftKey(ADDRESS))).not.toContain('passport');
    expect(readDraft(storage, ADDRESS, { proof: null, note: '' }, NOW)).toStrictEqual({ proof: null, note: 'typed' });
  });

  it('removes one draft, every draft of a request (submitted), or every draft on the device (logout)', () => {
    const storage = new MemoryStorage();
    storage.setItem('token', 'kept');
    writeDraft(storage, ADDRESS, SAVED, TYPED, NOW);
    writeDraft(storage, { guid: 'request-1', place: 'employers/1' }, {}, { organization_name: 'Acme' }, NOW);
    writeDraft(storage, { guid: 'request-2', place: 'details/address' }, SAVED, TYPED, NOW);

    removeDraft(storage, ADDRESS);
    expect(storage.items.has(draftKey(ADDRESS))).toBe(false);
    removeDrafts(storage, 'request-1');
    expect([...storage.items.keys()]).toStrictEqual(['token', 'draft:request-2:details/address']);
    removeDrafts(storage);
    expect([...storage.items.keys()]).toStrictEqual(['token']);
  });

  it('loses only the draft when the storage refuses to write', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => writeDraft(storage, ADDRESS, SAVED, TYPED, NOW)).not.toThrow();
  });
});
