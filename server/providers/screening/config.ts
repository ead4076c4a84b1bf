/**
 * The screening settings, read from the environment with the rest of the configuration (server/config.ts;
 * docs/providers/screening.md lists them).
 */
import { defineRemoteSettings, type RemoteProviderSettings } from '../shared/settings';

export interface ScreeningConfig extends RemoteProviderSettings {
  /**
   * The origin the remote widget's pages are served from, e.g. https://widget.screening.example.com (remote only):
   * the only origin the SPA frames and takes messages from.
   */
  widgetOrigin: string | null;
}

export const DEFAULT_SCREENING_TIMEOUT_MS = 10_000;

const SETTINGS = defineRemoteSettings({ stem: 'SCREENING', timeout: { fallback: DEFAULT_SCREENING_TIMEOUT_MS } });

export const SANDBOX_SCREENING: ScreeningConfig = { ...SETTINGS.sandbox, widgetOrigin: null };

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
  const settings = SETTINGS.load(env);
  if (settings.provider === 'sandbox') return { ...settings, widgetOrigin: null };
  return { ...settings, widgetOrigin: readOrigin(env, 'SCREENING_WIDGET_ORIGIN') };
}

/**
 * The origin the widget is framed from, for the SPA's Content-Security-Policy (frame-src): the remote service's
 * widget origin, or null for the sandbox, whose widget is served by our own origin ('self' already allows it).
 */
export function screeningWidgetOrigin(settings: ScreeningConfig | undefined): string | null {
  return settings?.provider === 'remote' ? settings.widgetOrigin : null;
}
