/** The credit-check adapter the configuration names: the sandbox unless CREDIT_CHECK_PROVIDER=remote. */
import type { Config } from '../../config';
import { remoteCallSettings } from '../shared/settings';
import { SANDBOX_CREDIT_CHECK } from './config';
import type { CreditCheckProvider } from './provider';
import { remoteCreditCheck } from './remote';
import { sandboxCreditCheck } from './sandbox';

export function creditCheckFor(deps: { config: Config; now: () => Date }): CreditCheckProvider {
  const settings = deps.config.creditCheck ?? SANDBOX_CREDIT_CHECK;
  const remote = remoteCallSettings(settings);
  return remote ? remoteCreditCheck(remote) : sandboxCreditCheck({ now: deps.now });
}
