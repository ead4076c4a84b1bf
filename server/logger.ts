/**
 * Structured logs: one JSON object per line on stdout, so any log collector can parse them. Callers pass
 * fields, never secrets: request logs carry the path without its query string and no headers.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
type EntryLevel = Exclude<LogLevel, 'silent'>;

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface LoggerOptions {
  level?: LogLevel;
  /** Receives each finished line (without newline); stdout by default. */
  write?: (line: string) => void;
  now?: () => Date;
}

let pendingLines: string[] = [];

function flushPendingLines(): void {
  if (pendingLines.length === 0) return;
  const text = pendingLines.join('');
  pendingLines = [];
  process.stdout.write(text);
}

/**
 * Lines to stdout, written together once per turn of the event loop: Node writes stdout to a file or a pipe
 * synchronously, one system call per write, which cost a busy server a share of every request. What is pending
 * when the process exits is written then.
 */
function writeToStdout(line: string): void {
  if (pendingLines.length === 0) setImmediate(flushPendingLines);
  pendingLines.push(`${line}\n`);
}
process.on('exit', flushPendingLines);

let lastMillisecond = Number.NaN;
let lastTime = '';

/** The time of a line: a busy server writes many lines in the same millisecond, so its text is made once. */
function currentTime(): string {
  const millisecond = Date.now();
  if (millisecond !== lastMillisecond) {
    lastMillisecond = millisecond;
    lastTime = new Date(millisecond).toISOString();
  }
  return lastTime;
}

export function createLogger({ level = 'info', write, now }: LoggerOptions = {}): Logger {
  const sink = write ?? writeToStdout;
  const time = now ? () => now().toISOString() : currentTime;
  const emit = (entryLevel: EntryLevel, msg: string, fields?: LogFields) => {
    if (RANK[entryLevel] < RANK[level]) return;
    // The fields' object is written as it is rather than copied into a new one; a field named like a fixed key
    // comes later in the line, and wins when it is parsed, as it did in the copy.
    const rest = fields ? JSON.stringify(fields) : '{}';
    sink(`{"time":"${time()}","level":"${entryLevel}","msg":${JSON.stringify(msg)}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

/** Error fields for a log line: name, message and stack, nothing from the request. */
export function errorFields(error: unknown): LogFields {
  if (error instanceof DrizzleQueryError) {
    // A failed query's message and stack carry its parameters, which are candidates' personal data: log the
    // statement and the database's reason only.
    const cause = error.cause instanceof Error ? error.cause : undefined;
    return {
      error: { name: 'DrizzleQueryError', message: `Failed query: ${error.query}`, cause: cause?.message, stack: cause?.stack },
    };
  }
  if (error instanceof Error) return { error: { name: error.name, message: error.message, stack: error.stack } };
  return { error: { message: String(error) } };
}
