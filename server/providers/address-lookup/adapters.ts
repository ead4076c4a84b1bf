/** The address lookup adapter the configuration names: the sandbox unless ADDRESS_LOOKUP_PROVIDER=remote. */
import type { Config } from '../../config';
import { SANDBOX_ADDRESS_LOOKUP } from './config';
import type { AddressLookupProvider } from './provider';
import { remoteAddressLookup } from './remote';
import { sandboxAddressLookup } from './sandbox';

export function addressLookupFor(config: Config): AddressLookupProvider {
  const settings = config.addressLookup ?? SANDBOX_ADDRESS_LOOKUP;
  return settings.provider === 'remote' && settings.baseUrl && settings.apiKey
    ? remoteAddressLookup({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, timeoutMs: settings.timeoutMs })
    : sandboxAddressLookup();
}
