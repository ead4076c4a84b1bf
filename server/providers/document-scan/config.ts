/**
 * The document-scan settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/document-scan.md lists them).
 */
import { readChoice, readRemoteService, readTimeoutMs } from '../shared/settings';
import { DOCUMENT_SCAN_PROVIDERS, type DocumentScanProviderName } from './provider';

export interface DocumentScanConfig {
  provider: DocumentScanProviderName;
  /** The remote service's API root, e.g. https://idcheck.example.com/v1 (remote only). */
  baseUrl: string | null;
  /** The remote service's key, sent with every call (remote only); never logged, never answered. */
  apiKey: string | null;
  /** How long one call to the remote service may take. */
  timeoutMs: number;
}

export const DEFAULT_DOCUMENT_SCAN_TIMEOUT_MS = 10_000;
const MIN_TIMEOUT_MS = 100;
const MAX_TIMEOUT_MS = 60_000;

export const SANDBOX_DOCUMENT_SCAN: DocumentScanConfig = {
  provider: 'sandbox',
  baseUrl: null,
  apiKey: null,
  timeoutMs: DEFAULT_DOCUMENT_SCAN_TIMEOUT_MS,
};

export function loadDocumentScanConfig(env: NodeJS.ProcessEnv): DocumentScanConfig {
  const provider = readChoice(env, 'DOCUMENT_SCAN_PROVIDER', DOCUMENT_SCAN_PROVIDERS, 'sandbox');
  const timeoutMs = readTimeoutMs(env, 'DOCUMENT_SCAN_TIMEOUT_MS', {
    fallback: DEFAULT_DOCUMENT_SCAN_TIMEOUT_MS,
    min: MIN_TIMEOUT_MS,
    max: MAX_TIMEOUT_MS,
  });
  if (provider === 'sandbox') return { ...SANDBOX_DOCUMENT_SCAN, timeoutMs };

  const { baseUrl, key } = readRemoteService(env, {
    provider: 'DOCUMENT_SCAN_PROVIDER',
    baseUrl: 'DOCUMENT_SCAN_BASE_URL',
    key: 'DOCUMENT_SCAN_API_KEY',
  });
  return { provider, baseUrl, apiKey: key, timeoutMs };
}
