/**
 * Where the server keeps files (ARCHITECTURE.md "Persistence"): local disk under DATA_DIR/files by default, an
 * S3-compatible bucket when one is configured (./config.ts, ./s3-storage.ts). Files are addressed by keys such as
 * `e-signing/{responseGuid}/{type}.pdf`; a key never leaves the storage root.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../config';
import { LOCAL_STORAGE, type StorageConfig } from './config';

export interface StoredFile {
  stream: ReadableStream<Uint8Array>;
  size: number;
}

export interface FileStorage {
  put(key: string, body: Uint8Array): Promise<void>;
  /** The file's bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** The file as a stream with its size, or null when nothing is stored under the key: downloads never hold it whole. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file; nothing happens when none is stored under the key. */
  delete(key: string): Promise<void>;
}

/** Lower-case segments of letters, digits, dots, hyphens and underscores; no empty, `.` or `..` segment. */
const KEY = /^(?:[a-z0-9][a-z0-9._-]*)(?:\/[a-z0-9][a-z0-9._-]*)*$/;

function isStorageKey(key: string): boolean {
  return (
    KEY.test(key) && !key.split('/').some((segment) => segment === '.' || segment === '..' || segment.includes('..'))
  );
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key "${key}".`);
  return key;
}

function localFileStorage(root: string): FileStorage {
  return {
    async put(key, body) {
      const file = join(root, checkedKey(key));
      await mkdir(dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body, { mode: 0o600 });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(join(root, checkedKey(key))));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key) {
      const file = join(root, checkedKey(key));
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // The stream closes the handle when it ends or is cancelled.
        return { stream: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await rm(join(root, checkedKey(key)), { force: true });
    },
  };
}

const FILES_FOLDER = 'files';

/**
 * One storage per bucket setting: its client holds a connection pool, which every user of the process shares. The
 * SDK (about 25 MB) is loaded only by a server that keeps files in a bucket.
 */
const buckets = new WeakMap<Extract<StorageConfig, { kind: 's3' }>, FileStorage>();

function bucketStorage(settings: Extract<StorageConfig, { kind: 's3' }>): FileStorage {
  const loaded = import('./s3-storage').then(({ s3Client, s3FileStorage }) =>
    s3FileStorage(s3Client(settings), settings.bucket, checkedKey),
  );
  return {
    put: async (key, body) => (await loaded).put(key, body),
    get: async (key) => (await loaded).get(key),
    open: async (key) => (await loaded).open(key),
    delete: async (key) => (await loaded).delete(key),
  };
}

export function fileStorageFor(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  const settings = config.storage ?? LOCAL_STORAGE;
  if (settings.kind === 'local') return localFileStorage(join(config.dataDir, FILES_FOLDER));
  let storage = buckets.get(settings);
  if (!storage) {
    storage = bucketStorage(settings);
    buckets.set(settings, storage);
  }
  return storage;
}
