/**
 * Where a webhook may be sent. Outside development and tests an endpoint must resolve to public unicast addresses
 * only: a URL that names, or resolves to, a loopback, private, link-local, unique-local, carrier-grade NAT,
 * multicast or reserved address would let an organisation make our server call into its own network. The check runs
 * on the resolved addresses when the endpoint is registered and again, through the connection's own lookup, at every
 * attempt, so a name that later resolves elsewhere (DNS rebinding) is refused too.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export class RefusedTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedTargetError';
  }
}

/** Resolves a host name to all its addresses (node:dns lookup's shape, so tests can give their own). */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

export const resolveAll: ResolveAll = (hostname) =>
  new Promise((resolve, reject) => {
    const options: LookupAllOptions = { all: true };
    dnsLookup(hostname, options, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/** Whether an address is one the public internet routes to a single host. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The host of a URL as the connection uses it: without the brackets of an IPv6 literal. */
export const connectHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The addresses a connection to this host may use, or a RefusedTargetError naming why none may be. */
export async function publicAddressesOf(hostname: string, resolve: ResolveAll = resolveAll): Promise<LookupAddress[]> {
  const family = isIP(hostname);
  let addresses: LookupAddress[];
  if (family) {
    addresses = [{ address: hostname, family }];
  } else {
    try {
      addresses = await resolve(hostname);
    } catch {
      throw new RefusedTargetError(`The host ${hostname} could not be resolved.`);
    }
  }
  if (addresses.length === 0) throw new RefusedTargetError(`The host ${hostname} could not be resolved.`);
  const refused = addresses.find(({ address }) => !isPublicAddress(address));
  if (refused) throw new RefusedTargetError(`The host ${hostname} resolves to ${refused.address}, which is not a public address.`);
  return addresses;
}
