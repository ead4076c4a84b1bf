/** The document-scan adapter the configuration names: the sandbox unless DOCUMENT_SCAN_PROVIDER=remote. */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { remoteCallSettings } from '../shared/settings';
import { SANDBOX_DOCUMENT_SCAN } from './config';
import type { DocumentScanProvider } from './provider';
import { remoteDocumentScan } from './remote';
import { sandboxDocumentScan } from './sandbox';

export function documentScanFor(deps: { db: Database; config: Config; now: () => Date }): DocumentScanProvider {
  const { db, config, now } = deps;
  const settings = config.documentScan ?? SANDBOX_DOCUMENT_SCAN;
  const remote = remoteCallSettings(settings);
  return remote ? remoteDocumentScan(remote) : sandboxDocumentScan({ db, publicUrl: config.publicUrl, now });
}
