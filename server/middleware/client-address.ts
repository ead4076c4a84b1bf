/**
 * The address of the client behind a request. Behind a load balancer the socket is the balancer's, so with
 * TRUST_PROXY set to N the client is taken from X-Forwarded-For, N hops from the right: each trusted proxy appends
 * the address it got the request from, and anything further left was written by the client and may be forged
 * (Express's `trust proxy` counts hops the same way).
 */
import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The key of a request without a socket (`app.request` in tests). */
export const UNKNOWN_CLIENT = 'unknown';

function socketAddress(c: Context): string | undefined {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming ? getConnInfo(c).remote.address : undefined;
}

/**
 * The socket's address, or with `trustProxy` hops the address the outermost trusted proxy was given. A chain
 * shorter than the hops counted (a request that bypassed a proxy) yields its leftmost address.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const socket = socketAddress(c) ?? UNKNOWN_CLIENT;
  if (trustProxy === 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest first: the socket, then the X-Forwarded-For entries from the right.
  const hops = [socket, ...forwarded.reverse()];
  return hops[Math.min(trustProxy, hops.length - 1)] as string;
}
