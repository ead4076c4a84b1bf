/**
 * Errors of a step form, for the error summary and for the server's answer (ARCHITECTURE.md "Screens": the
 * server's field errors are set on the same fields). Messages stay message ids until the page translates them.
 */
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { DETAIL_FIELD, type FieldError, NON_FIELD_ERRORS } from '../api/field-errors';

/** One line of the error summary: the field it links to, or none for an error of the whole form. */
export interface ErrorSummaryItem {
  /** The field's path (react-hook-form's name, which is also the control's id), or undefined. */
  name?: string;
  message: string;
}

/** Where react-hook-form keeps errors of the whole form; `root.server` holds the server's. */
const ROOT = 'root';
export const SERVER_ROOT_ERROR = 'root.server' as const;

/** Keys of a react-hook-form error that describe it rather than nest other fields. */
const ERROR_KEYS = new Set(['message', 'type', 'types', 'ref']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Whether `node` is one field's error, whose `type` is the kind of error: a group of fields may have a field named
 * `type` (a previous name's kind), whose error is then nested like any other field's.
 */
const isFieldError = (node: Record<string, unknown>) => typeof node.type === 'string';

function isRootPath(path: string): boolean {
  return path === ROOT || path.startsWith(`${ROOT}.`);
}

/** Every message of a server error (its `types`), else its one message. */
function messagesOf(node: Record<string, unknown>): string[] {
  if (node.type === 'server' && isRecord(node.types)) {
    return Object.values(node.types).filter((message): message is string => typeof message === 'string');
  }
  return typeof node.message === 'string' && node.message ? [node.message] : [];
}

function collect(node: unknown, path: string, out: ErrorSummaryItem[]): void {
  if (!isRecord(node)) return;
  // A field shows one error at a time; the whole form's server errors are all listed.
  const messages = isRootPath(path) ? messagesOf(node) : messagesOf(node).slice(0, 1);
  for (const message of messages) out.push(isRootPath(path) ? { message } : { name: path, message });
  for (const [key, child] of Object.entries(node)) {
    if (isFieldError(node) && ERROR_KEYS.has(key)) continue;
    // A list's own error (too few records) sits under `root` of the list: it belongs to the list's field.
    const childPath = key === ROOT ? path || ROOT : path ? `${path}.${key}` : key;
    collect(child, childPath, out);
  }
}

/**
 * The summary's lines from react-hook-form's errors, in the order the form's schema lists its fields, with the
 * messages translated by `translate`. Errors of the whole form come without a field.
 */
export function errorSummaryItems<T extends FieldValues>(
  errors: FieldErrors<T>,
  translate: (message: string) => string,
): ErrorSummaryItem[] {
  const out: ErrorSummaryItem[] = [];
  collect(errors, '', out);
  return out.map((item) => ({ ...item, message: translate(item.message) }));
}

function isFormLevel(field: string): boolean {
  return field === NON_FIELD_ERRORS || field === DETAIL_FIELD || field.endsWith(`.${NON_FIELD_ERRORS}`);
}

/**
 * Puts the server's 400 answer (api/field-errors.ts toFieldErrors) on the form: each field's first message on that
 * field, every message in its `types`; errors of the whole form under root.server. Call the error focus after it.
 */
export function setServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, errors: readonly FieldError[]): void {
  const formLevel = errors.filter(({ field }) => isFormLevel(field)).flatMap(({ messages }) => messages);
  for (const { field, messages } of errors) {
    if (isFormLevel(field) || messages.length === 0) continue;
    setError(field as Path<T>, { type: 'server', message: messages[0], types: typesOf(messages) });
  }
  if (formLevel.length > 0) {
    setError(SERVER_ROOT_ERROR, { type: 'server', message: formLevel[0], types: typesOf(formLevel) });
  }
}

function typesOf(messages: readonly string[]): Record<string, string> {
  return Object.fromEntries(messages.map((message, index) => [`server${index}`, message]));
}
