/**
 * Reading a provider's settings from the environment. Every provider names its own variables; the rules for a
 * choice, a timeout, and a remote service's address and key are the same for all of them, and so are the messages
 * that refuse a bad value.
 */

/** One of `options`, case and surrounding space ignored; unset or blank is `fallback`. */
export function readChoice<T extends string>(
  env: NodeJS.ProcessEnv,
  name: string,
  options: readonly T[],
  fallback: T,
): T {
  const value = env[name];
  const given = value?.trim().toLowerCase();
  if (!given) return fallback;
  if ((options as readonly string[]).includes(given)) return given as T;
  throw new Error(`${name} must be one of ${options.join(', ')}, got "${value}".`);
}

export interface TimeoutBounds {
  fallback: number;
  min: number;
  max: number;
}

/** A whole number of milliseconds within the bounds; unset or blank is the fallback. */
export function readTimeoutMs(env: NodeJS.ProcessEnv, name: string, { fallback, min, max }: TimeoutBounds): number {
  const text = env[name]?.trim();
  const timeoutMs = text ? Number(text) : fallback;
  if (!Number.isInteger(timeoutMs) || timeoutMs < min || timeoutMs > max) {
    throw new Error(`${name} must be a whole number of milliseconds from ${min} to ${max}, got "${text}".`);
  }
  return timeoutMs;
}

export interface RemoteServiceNames {
  /** The variable that chose the remote provider, named in the messages. */
  provider: string;
  baseUrl: string;
  key: string;
}

export interface RemoteServiceSettings {
  /** An absolute http(s) address without a trailing slash, so paths are appended as they are. */
  baseUrl: string;
  key: string;
}

/** The address and key a remote provider cannot work without. */
export function readRemoteService(env: NodeJS.ProcessEnv, names: RemoteServiceNames): RemoteServiceSettings {
  const base = env[names.baseUrl]?.trim() ?? '';
  const url = URL.canParse(base) ? new URL(base) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(
      `${names.baseUrl} must be an absolute http or https URL when ${names.provider} is remote, got "${base}".`,
    );
  }
  // The key is sent as a header, so it cannot hold a line break; its value is never repeated in a message.
  const key = env[names.key]?.trim();
  if (!key) throw new Error(`${names.key} is required when ${names.provider} is remote.`);
  if (/[\r\n]/.test(key)) throw new Error(`${names.key} must be on one line.`);
  return { baseUrl: url.toString().replace(/\/+$/, ''), key };
}
