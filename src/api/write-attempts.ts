/**
 * The `Idempotency-Key` of each write (docs/api.md "Idempotency"): one key per attempt of the candidate. A write
 * identical to the last one sent to the same request (method, path and body) is the same attempt sent again (a
 * double press, Save then 'Add another', a resend) and carries the same key, so the server makes one record. Any
 * other write starts a new attempt, so the same answers given again on purpose later are a new write.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const lastAttempts = new Map<string, { fingerprint: string; key: string }>();

/** 128 random bits as hex; getRandomValues, unlike randomUUID, works on a page served over plain http too. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key for this write to the request `scope`: the last one's when the write is the same. */
export function attemptKey(scope: string, fingerprint: string): string {
  const last = lastAttempts.get(scope);
  if (last?.fingerprint === fingerprint) return last.key;
  const key = newKey();
  lastAttempts.set(scope, { fingerprint, key });
  return key;
}

/** What makes two uploads the same attempt: the fields sent and each file's name, size, type and date. */
export function formFingerprint(form: FormData): string {
  const entries = [...form.entries()].map(([name, value]) =>
    typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.type, value.lastModified],
  );
  return JSON.stringify(entries);
}

/** The header of a write: the method, path and body as sent make the attempt. */
export function attemptHeaders(scope: string, method: string, path: string, body: unknown): Record<string, string> {
  const fingerprint = `${method} ${path} ${body instanceof FormData ? formFingerprint(body) : (JSON.stringify(body) ?? '')}`;
  return { [IDEMPOTENCY_KEY_HEADER]: attemptKey(scope, fingerprint) };
}
