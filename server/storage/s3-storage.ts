/**
 * File storage in an S3-compatible bucket (docs/operations.md "File storage"): one object per key, the same keys as
 * on local disk. Checksums are sent and checked only where S3 requires them, which every S3-compatible service
 * understands; TLS already guards the bytes in transit.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from './config';
import type { FileStorage, StoredFile } from './file-storage';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}

/** A missing object: S3 answers NoSuchKey, some compatible services a bare 404. */
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function s3FileStorage(client: S3Client, bucket: string, checkedKey: (key: string) => string): FileStorage {
  const read = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checkedKey(key), Body: body, ContentLength: body.length }));
    },
    async get(key) {
      const object = await read(key);
      return object?.Body ? object.Body.transformToByteArray() : null;
    },
    async open(key): Promise<StoredFile | null> {
      const object = await read(key);
      if (!object?.Body) return null;
      return { stream: object.Body.transformToWebStream(), size: object.ContentLength ?? 0 };
    },
    async delete(key) {
      // S3 answers a deletion of a missing key with success, as local disk does.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
  };
}
