/**
 * Turns DRF-style error bodies into a flat list a form can show (spec 000 §8, ARCHITECTURE.md "The API
 * contract"): `{"city": ["msg"], "non_field_errors": ["msg"]}` → `[{ field: 'city', messages: ['msg'] }, …]`.
 *
 * - Nested objects and lists of records flatten to dotted paths, the names react-hook-form uses for field
 *   arrays: `{"previous_names": [{}, {"first_name": ["msg"]}]}` → `previous_names.1.first_name`.
 * - The phone rule: a `contact_number` error is also shown on `phone_number`.
 * - Saves that send one request per record merge their error bodies: the same field's messages are combined
 *   and repeated messages kept once.
 */
export interface FieldError {
  /** Dotted path of the field, or `non_field_errors` / `detail` for errors that belong to the whole form. */
  field: string;
  messages: string[];
}

export const NON_FIELD_ERRORS = 'non_field_errors';
export const DETAIL_FIELD = 'detail';

/** Server fields whose errors are also shown on another form field (spec 000 §8, the phone step). */
const FIELD_ALIASES: Readonly<Record<string, string>> = { contact_number: 'phone_number' };

export interface ToFieldErrorsOptions {
  /** Prepended to every field path, e.g. `education.2` for the third record of a per-record save. */
  prefix?: string;
}

function join(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Collect messages into `out`, keyed by path, keeping first-seen order. `leaf` is where plain messages found
 * at this level go: the field itself, or `non_field_errors` at the level of a whole body or record.
 */
function collect(value: unknown, path: string, leaf: string, out: Map<string, string[]>): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    if (value !== '') add(out, leaf, [String(value)]);
    return;
  }
  if (Array.isArray(value)) {
    // A list of messages, or a list of per-record error objects (DRF list serializers), or a mix.
    value.forEach((item, index) => {
      if (isRecord(item)) {
        const recordPath = join(path, String(index));
        collect(item, recordPath, join(recordPath, NON_FIELD_ERRORS), out);
      } else {
        collect(item, path, leaf, out);
      }
    });
    return;
  }
  if (isRecord(value)) {
    for (const [key, nested] of Object.entries(value)) {
      const fieldPath = join(path, key);
      collect(nested, fieldPath, fieldPath, out);
    }
  }
}

function add(out: Map<string, string[]>, field: string, messages: string[]): void {
  const existing = out.get(field);
  if (!existing) {
    out.set(field, [...new Set(messages)]);
    return;
  }
  for (const message of messages) if (!existing.includes(message)) existing.push(message);
}

/** Flatten one error body. A bare string or list of strings becomes `non_field_errors`. */
export function toFieldErrors(body: unknown, options: ToFieldErrorsOptions = {}): FieldError[] {
  const prefix = options.prefix ?? '';
  const out = new Map<string, string[]>();
  collect(body, prefix, join(prefix, NON_FIELD_ERRORS), out);

  // Aliases apply at the body's own level (the phone step's fields), never inside nested records.
  if (isRecord(body)) {
    for (const [from, to] of Object.entries(FIELD_ALIASES)) {
      const messages = out.get(join(prefix, from));
      if (messages) add(out, join(prefix, to), messages);
    }
  }
  return [...out].map(([field, messages]) => ({ field, messages }));
}

/** Combine lists of field errors: one entry per field, messages in order, each message once. */
export function mergeFieldErrors(...lists: FieldError[][]): FieldError[] {
  const out = new Map<string, string[]>();
  for (const list of lists) for (const { field, messages } of list) add(out, field, messages);
  return [...out].map(([field, messages]) => ({ field, messages }));
}

/** The error bodies of a multi-record save (one request per record), merged into one list. */
export function fieldErrorsFromBodies(bodies: readonly unknown[], options: ToFieldErrorsOptions = {}): FieldError[] {
  return mergeFieldErrors(...bodies.map((body) => toFieldErrors(body, options)));
}
