/** The address lookup adapter the configuration names: the sandbox unless ADDRESS_LOOKUP_PROVIDER=remote. */
import type { Config } from '../../config';
import { remoteCallSettings } from '../shared/settings';
import { SANDBOX_ADDRESS_LOOKUP } from './config';
import type { AddressLookupProvider } from './provider';
import { remoteAddressLookup } from './remote';
import { sandboxAddressLookup } from './sandbox';

export function addressLookupFor(config: Config): AddressLookupProvider {
  const settings = config.addressLookup ?? SANDBOX_ADDRESS_LOOKUP;
  const remote = remoteCallSettings(settings);
  return remote ? remoteAddressLookup(remote) : sandboxAddressLookup();
}
