/**
 * Sends one error report to the app's own error-reporting endpoint, POST /api/client-errors/ (docs/decisions/0028),
 * as the scrubbed record of domain/client-error.ts. Loaded only when an error is reported, so the first load does
 * not carry it. `keepalive` lets the report leave even when the page is being closed; a report that cannot be sent
 * is dropped, since there is nowhere else to tell.
 */
import { clientErrorRecord } from '../../domain/client-error';
import type { ErrorReport } from './error-reporter';

export const CLIENT_ERRORS_PATH = '/api/client-errors/';

export async function sendClientError(report: ErrorReport, path = window.location.pathname): Promise<void> {
  try {
    await fetch(CLIENT_ERRORS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(clientErrorRecord({ ...report, path })),
      keepalive: true,
      credentials: 'omit',
    });
  } catch {
    // Offline or refused: the console line the reporter wrote is all there is.
  }
}
