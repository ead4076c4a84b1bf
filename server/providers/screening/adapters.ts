/** The screening adapter the configuration names: the sandbox unless SCREENING_PROVIDER=remote. */
import type { Config } from '../../config';
import { SANDBOX_SCREENING } from './config';
import type { ScreeningProvider } from './provider';
import { remoteScreening } from './remote';
import { sandboxScreening } from './sandbox';

export function screeningFor(config: Config): ScreeningProvider {
  const settings = config.screening ?? SANDBOX_SCREENING;
  return settings.provider === 'remote' && settings.baseUrl && settings.apiKey && settings.widgetOrigin
    ? remoteScreening({
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        widgetOrigin: settings.widgetOrigin,
        timeoutMs: settings.timeoutMs,
      })
    : sandboxScreening({ publicUrl: config.publicUrl });
}
