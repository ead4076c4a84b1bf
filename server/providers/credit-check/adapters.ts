/** The credit-check adapter the configuration names: the sandbox unless CREDIT_CHECK_PROVIDER=remote. */
import type { Config } from '../../config';
import { SANDBOX_CREDIT_CHECK } from './config';
import type { CreditCheckProvider } from './provider';
import { remoteCreditCheck } from './remote';
import { sandboxCreditCheck } from './sandbox';

export function creditCheckFor(deps: { config: Config; now: () => Date }): CreditCheckProvider {
  const settings = deps.config.creditCheck ?? SANDBOX_CREDIT_CHECK;
  return settings.provider === 'remote' && settings.baseUrl && settings.apiKey
    ? remoteCreditCheck({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, timeoutMs: settings.timeoutMs })
    : sandboxCreditCheck({ now: deps.now });
}
