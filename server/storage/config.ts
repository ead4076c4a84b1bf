/**
 * Where files are kept, read from the environment with the rest of the configuration (server/config.ts;
 * docs/operations.md "File storage"): local disk under DATA_DIR by default, an S3-compatible bucket when
 * STORAGE_S3_BUCKET is set.
 */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible service's address (MinIO, Ceph, R2, …); unset for AWS itself. */
      endpoint: string | null;
      /** Bucket in the path (`https://host/bucket/key`) rather than the host name; most S3-compatible services need it. */
      forcePathStyle: boolean;
      /** Both or neither: without them the SDK's own chain applies (instance role, AWS_* variables, profile). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

export const LOCAL_STORAGE: StorageConfig = { kind: 'local' };

const DEFAULT_REGION = 'us-east-1';
/** S3's rule for a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function readBoolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}".`);
}

export function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const bucket = env.STORAGE_S3_BUCKET?.trim();
  if (!bucket) return LOCAL_STORAGE;
  if (!BUCKET.test(bucket)) throw new Error(`STORAGE_S3_BUCKET must be a bucket name, got "${bucket}".`);
  const endpointText = env.STORAGE_S3_ENDPOINT?.trim();
  const endpoint = endpointText && URL.canParse(endpointText) ? new URL(endpointText) : null;
  if (endpointText && (!endpoint || (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:'))) {
    throw new Error(`STORAGE_S3_ENDPOINT must be an absolute http or https URL, got "${endpointText}".`);
  }
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together: set both or neither.');
  }
  return {
    kind: 's3',
    bucket,
    region: env.STORAGE_S3_REGION?.trim() || DEFAULT_REGION,
    endpoint: endpoint ? endpoint.toString().replace(/\/+$/, '') : null,
    forcePathStyle: readBoolean(env, 'STORAGE_S3_FORCE_PATH_STYLE', Boolean(endpoint)),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}
