/** The employment-verification adapter the configuration names: the sandbox unless EMPLOYMENT_VERIFICATION_PROVIDER=remote. */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { remoteCallSettings } from '../shared/settings';
import { SANDBOX_EMPLOYMENT_VERIFICATION } from './config';
import type { EmploymentVerificationProvider } from './provider';
import { remoteEmploymentVerification } from './remote';
import { sandboxEmploymentVerification } from './sandbox';

export function employmentVerificationFor(deps: { db: Database; config: Config }): EmploymentVerificationProvider {
  const { db, config } = deps;
  const settings = config.employmentVerification ?? SANDBOX_EMPLOYMENT_VERIFICATION;
  const remote = remoteCallSettings(settings);
  return remote && settings.appOrigin
    ? remoteEmploymentVerification({ ...remote, appOrigin: settings.appOrigin })
    : sandboxEmploymentVerification({ db, publicUrl: config.publicUrl });
}
