/** The screening adapter the configuration names: the sandbox unless SCREENING_PROVIDER=remote. */
import type { Config } from '../../config';
import { remoteCallSettings } from '../shared/settings';
import { SANDBOX_SCREENING } from './config';
import type { ScreeningProvider } from './provider';
import { remoteScreening } from './remote';
import { sandboxScreening } from './sandbox';

export function screeningFor(config: Config): ScreeningProvider {
  const settings = config.screening ?? SANDBOX_SCREENING;
  const remote = remoteCallSettings(settings);
  return remote && settings.widgetOrigin
    ? remoteScreening({ ...remote, widgetOrigin: settings.widgetOrigin })
    : sandboxScreening({ publicUrl: config.publicUrl });
}
