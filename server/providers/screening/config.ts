/**
 * The screening settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/screening.md lists them).
 */
import { readChoice, readRemoteService, readTimeoutMs } from '../shared/settings';
import { SCREENING_PROVIDERS, type ScreeningProviderName } from './provider';

export interface ScreeningConfig {
  provider: ScreeningProviderName;
  /** The remote service's API root, e.g. https://screening.example.com/v1 (remote only). */
  baseUrl: string | null;
  /** The remote service's key, sent with every call (remote only); never logged, never answered. */
  apiKey: string | null;
  /**
   * The origin the remote widget's pages are served from, e.g. https://widget.screening.example.com (remote only):
   * the only origin the SPA frames and takes messages from.
   */
  widgetOrigin: string | null;
  /** How long one call to the remote service may take. */
  timeoutMs: number;
}

export const DEFAULT_SCREENING_TIMEOUT_MS = 10_000;
const MIN_TIMEOUT_MS = 100;
const MAX_TIMEOUT_MS = 60_000;

export const SANDBOX_SCREENING: ScreeningConfig = {
  provider: 'sandbox',
  baseUrl: null,
  apiKey: null,
  widgetOrigin: null,
  timeoutMs: DEFAULT_SCREENING_TIMEOUT_MS,
};

/** An origin alone (scheme, host, port), as the browser writes it in a message event and a CSP source. */
function readOrigin(env: NodeJS.ProcessEnv, name: string): string {
  const text = env[name]?.trim() ?? '';
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(
      `${name} must be an origin (http or https, a host and an optional port, no path) when SCREENING_PROVIDER is remote, got "${text}".`,
    );
  }
  return url.origin;
}

export function loadScreeningConfig(env: NodeJS.ProcessEnv): ScreeningConfig {
  const provider = readChoice(env, 'SCREENING_PROVIDER', SCREENING_PROVIDERS, 'sandbox');
  const timeoutMs = readTimeoutMs(env, 'SCREENING_TIMEOUT_MS', {
    fallback: DEFAULT_SCREENING_TIMEOUT_MS,
    min: MIN_TIMEOUT_MS,
    max: MAX_TIMEOUT_MS,
  });
  if (provider === 'sandbox') return { ...SANDBOX_SCREENING, timeoutMs };

  const { baseUrl, key } = readRemoteService(env, {
    provider: 'SCREENING_PROVIDER',
    baseUrl: 'SCREENING_BASE_URL',
    key: 'SCREENING_API_KEY',
  });
  return { provider, baseUrl, apiKey: key, widgetOrigin: readOrigin(env, 'SCREENING_WIDGET_ORIGIN'), timeoutMs };
}

/**
 * The origin the widget is framed from, for the SPA's Content-Security-Policy (frame-src): the remote service's
 * widget origin, or null for the sandbox, whose widget is served by our own origin ('self' already allows it).
 */
export function screeningWidgetOrigin(settings: ScreeningConfig | undefined): string | null {
  return settings?.provider === 'remote' ? settings.widgetOrigin : null;
}
