/**
 * The document-scan settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/document-scan.md lists them); the rules for reading them are shared (../shared/settings.ts).
 */
import { defineRemoteSettings, type RemoteProviderSettings } from '../shared/settings';

export type DocumentScanConfig = RemoteProviderSettings;

export const DEFAULT_DOCUMENT_SCAN_TIMEOUT_MS = 10_000;

const SETTINGS = defineRemoteSettings({
  stem: 'DOCUMENT_SCAN',
  timeout: { fallback: DEFAULT_DOCUMENT_SCAN_TIMEOUT_MS },
});

export const SANDBOX_DOCUMENT_SCAN: DocumentScanConfig = SETTINGS.sandbox;
export const loadDocumentScanConfig = SETTINGS.load;
