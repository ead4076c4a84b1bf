/**
 * Where unexpected errors go (spec 000 §8: "other router errors are reported to an error-reporting service
 * with status and data"). The service is pluggable: main.tsx or a test sets it with setErrorReporter; until
 * then reports go to the console.
 */
export interface ErrorReport {
  error: unknown;
  /** The HTTP status when the error came from an API answer, otherwise undefined. */
  status: number | undefined;
  /** The answer's error body when there was one. */
  data: unknown;
}

export type ErrorReporter = (report: ErrorReport) => void;

const consoleErrorReporter: ErrorReporter = ({ error, status, data }) => {
  console.error('Unexpected error', { status, data }, error);
};

let current: ErrorReporter = consoleErrorReporter;

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
