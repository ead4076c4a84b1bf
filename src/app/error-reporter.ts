/**
 * Where unexpected errors go (spec 000 §8: "other router errors are reported to an error-reporting service
 * with status and data"): the console, and the app's own error-reporting endpoint, POST /api/client-errors/
 * (send-client-error.ts, loaded only when there is something to send; docs/decisions/0028). A test replaces the
 * reporter with setErrorReporter.
 */
export interface ErrorReport {
  error: unknown;
  /** The HTTP status when the error came from an API answer, otherwise undefined. */
  status: number | undefined;
  /** The answer's error body when there was one. */
  data: unknown;
}

export type ErrorReporter = (report: ErrorReport) => void;

const defaultReporter: ErrorReporter = (report) => {
  console.error('Unexpected error', { status: report.status, data: report.data }, report.error);
  void import('./send-client-error').then(({ sendClientError }) => sendClientError(report));
};

let current: ErrorReporter = defaultReporter;

/** Replace the reporter; returns the previous one so a test can put it back. */
export function setErrorReporter(reporter: ErrorReporter): ErrorReporter {
  const previous = current;
  current = reporter;
  return previous;
}

/** Report one error. A reporter that throws must not break the error page that called it. */
export function reportError(report: ErrorReport): void {
  try {
    current(report);
  } catch (failure) {
    console.error('The error reporter failed', failure);
  }
}
