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

/** A provider that calls a service runs either the shipped sandbox or that remote service. */
export const REMOTE_PROVIDER_CHOICES = ['sandbox', 'remote'] as const;
export type RemoteProviderChoice = (typeof REMOTE_PROVIDER_CHOICES)[number];

/** What every remote-capable provider's settings hold; a provider adds its own fields beside them. */
export interface RemoteProviderSettings {
  provider: RemoteProviderChoice;
  /** The remote service's API root (remote only). */
  baseUrl: string | null;
  /** The remote service's key, sent with every call (remote only); never logged, never answered. */
  apiKey: string | null;
  /** How long one call to the remote service may take. */
  timeoutMs: number;
}

/** A remote call may take from a tenth of a second to a minute unless the provider says otherwise. */
const REMOTE_TIMEOUT_BOUNDS = { min: 100, max: 60_000 };

export interface RemoteProviderSpec {
  /** The variables' common stem: <stem>_PROVIDER, <stem>_TIMEOUT_MS, <stem>_BASE_URL and <stem>_<keyName>. */
  stem: string;
  timeout: Pick<TimeoutBounds, 'fallback'> & Partial<TimeoutBounds>;
  /** The key variable's suffix; API_KEY unless the service calls it otherwise. */
  keyName?: string;
}

/** The settings of a provider left unconfigured: the sandbox, with the default timeout. */
export function sandboxSettings(spec: RemoteProviderSpec): RemoteProviderSettings {
  return { provider: 'sandbox', baseUrl: null, apiKey: null, timeoutMs: spec.timeout.fallback };
}

/**
 * Which adapter, its timeout, and for the remote one its address and key: the sandbox asks for nothing more, so a
 * developer runs every provider with no variable set.
 */
export function readRemoteProvider(env: NodeJS.ProcessEnv, spec: RemoteProviderSpec): RemoteProviderSettings {
  const providerName = `${spec.stem}_PROVIDER`;
  const provider = readChoice(env, providerName, REMOTE_PROVIDER_CHOICES, 'sandbox');
  const timeoutMs = readTimeoutMs(env, `${spec.stem}_TIMEOUT_MS`, { ...REMOTE_TIMEOUT_BOUNDS, ...spec.timeout });
  if (provider === 'sandbox') return { ...sandboxSettings(spec), timeoutMs };
  const { baseUrl, key } = readRemoteService(env, {
    provider: providerName,
    baseUrl: `${spec.stem}_BASE_URL`,
    key: `${spec.stem}_${spec.keyName ?? 'API_KEY'}`,
  });
  return { provider, baseUrl, apiKey: key, timeoutMs };
}

export interface RemoteCallSettings {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/** The address, key and timeout of a provider set to remote, or null when it runs the sandbox. */
export function remoteCallSettings(settings: RemoteProviderSettings): RemoteCallSettings | null {
  const { provider, baseUrl, apiKey, timeoutMs } = settings;
  return provider === 'remote' && baseUrl && apiKey ? { baseUrl, apiKey, timeoutMs } : null;
}

/** A provider's settings stated once: what it runs with unconfigured, and how the environment is read. */
export function defineRemoteSettings(spec: RemoteProviderSpec): {
  sandbox: RemoteProviderSettings;
  load: (env: NodeJS.ProcessEnv) => RemoteProviderSettings;
} {
  return { sandbox: sandboxSettings(spec), load: (env) => readRemoteProvider(env, spec) };
}
