import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE, loadStorageConfig } from './config';

describe('loadStorageConfig', () => {
  it('is local disk until a bucket is named', () => {
    expect(loadStorageConfig({})).toStrictEqual(LOCAL_STORAGE);
    expect(loadStorageConfig({ STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toStrictEqual(LOCAL_STORAGE);
  });

  it('reads an AWS bucket with the SDK’s own credentials', () => {
    expect(loadStorageConfig({ STORAGE_S3_BUCKET: 'candidate-documents', STORAGE_S3_REGION: 'eu-west-2' })).toStrictEqual({
      kind: 's3',
      bucket: 'candidate-documents',
      region: 'eu-west-2',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('reads an S3-compatible service: its address, keys, and path-style addressing by default', () => {
    expect(
      loadStorageConfig({
        STORAGE_S3_BUCKET: 'documents',
        STORAGE_S3_ENDPOINT: 'https://minio.internal:9000/',
        STORAGE_S3_ACCESS_KEY_ID: 'id',
        STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toStrictEqual({
      kind: 's3',
      bucket: 'documents',
      region: 'us-east-1',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(
      loadStorageConfig({ STORAGE_S3_BUCKET: 'documents', STORAGE_S3_ENDPOINT: 'https://r2.example.com', STORAGE_S3_FORCE_PATH_STYLE: 'false' })
        .kind,
    ).toBe('s3');
  });

  it('refuses settings it cannot use, naming the variable', () => {
    expect(() => loadStorageConfig({ STORAGE_S3_BUCKET: 'Bad_Bucket' })).toThrow(/STORAGE_S3_BUCKET/);
    expect(() => loadStorageConfig({ STORAGE_S3_BUCKET: 'documents', STORAGE_S3_ENDPOINT: 'minio:9000' })).toThrow(/STORAGE_S3_ENDPOINT/);
    expect(() => loadStorageConfig({ STORAGE_S3_BUCKET: 'documents', STORAGE_S3_ACCESS_KEY_ID: 'id' })).toThrow(/STORAGE_S3_SECRET_ACCESS_KEY/);
    expect(() => loadStorageConfig({ STORAGE_S3_BUCKET: 'documents', STORAGE_S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(
      /STORAGE_S3_FORCE_PATH_STYLE/,
    );
  });
});
