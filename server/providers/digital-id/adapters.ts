/** The digital-ID adapter the configuration names: the sandbox unless DIGITAL_ID_PROVIDER=remote. */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { remoteCallSettings } from '../shared/settings';
import { SANDBOX_DIGITAL_ID } from './config';
import type { DigitalIdProvider } from './provider';
import { remoteDigitalId } from './remote';
import { sandboxDigitalId } from './sandbox';

export function digitalIdFor({
  db,
  config,
  now,
}: {
  db: Database;
  config: Config;
  now: () => Date;
}): DigitalIdProvider {
  const settings = config.digitalId ?? SANDBOX_DIGITAL_ID;
  const remote = remoteCallSettings(settings);
  return remote
    ? remoteDigitalId(remote)
    : sandboxDigitalId({ db, publicUrl: config.publicUrl, failure: settings.sandboxFailure, now });
}
