/** The employment-verification adapter the configuration names: the sandbox unless EMPLOYMENT_VERIFICATION_PROVIDER=remote. */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { SANDBOX_EMPLOYMENT_VERIFICATION } from './config';
import type { EmploymentVerificationProvider } from './provider';
import { remoteEmploymentVerification } from './remote';
import { sandboxEmploymentVerification } from './sandbox';

export function employmentVerificationFor(deps: { db: Database; config: Config }): EmploymentVerificationProvider {
  const { db, config } = deps;
  const settings = config.employmentVerification ?? SANDBOX_EMPLOYMENT_VERIFICATION;
  return settings.provider === 'remote' && settings.baseUrl && settings.apiKey && settings.appOrigin
    ? remoteEmploymentVerification({
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        appOrigin: settings.appOrigin,
        timeoutMs: settings.timeoutMs,
      })
    : sandboxEmploymentVerification({ db, publicUrl: config.publicUrl });
}
