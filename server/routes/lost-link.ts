/**
 * POST /api/lost-link/: a candidate whose link is lost or dead gives the address the organisation wrote to, and
 * every live request sent there gets a new link by e-mail (docs/email.md, docs/decisions/0031). The answer is the
 * same whether or not anything matched, so the form tells no one whether an address is known; it is throttled per
 * client address and per e-mail address, which also answers the same for both.
 */
import { Hono } from 'hono';
import { lostLinkSchema } from '../../domain/email';
import type { AppDeps, AppEnv } from '../app-env';
import { parseOrThrow } from '../errors';
import { readJsonObject } from '../http';
import { liveRequestsOfEmail, queueMessage, replaceCandidateLink } from '../mail/outbox';
import { clientAddress } from '../middleware/client-address';
import { createRateLimiter, rateLimit, throttled } from '../middleware/rate-limit';

export const LOST_LINK_DETAIL = 'If this address has a request that is still open, a new link is on its way to it.';
/** A person retyping an address gets a few tries; a script trying addresses or flooding one inbox does not. */
export const LOST_LINK_RATES = {
  perClient: { limit: 10, windowMs: 60 * 60_000 },
  perEmail: { limit: 3, windowMs: 60 * 60_000 },
};

export function lostLinkRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const perClient = createRateLimiter({ ...LOST_LINK_RATES.perClient, now });
  const perEmail = createRateLimiter({ ...LOST_LINK_RATES.perEmail, now });

  routes.post('/lost-link/', rateLimit<AppEnv>(perClient, (c) => clientAddress(c, config.trustProxy)), async (c) => {
    const { email } = parseOrThrow(lostLinkSchema, await readJsonObject(c));
    const decision = perEmail.hit(email.toLowerCase());
    if (!decision.allowed) throw throttled(decision.retryAfterSeconds);
    await db.transaction(async (tx) => {
      const at = now();
      for (const request of await liveRequestsOfEmail(tx, email, at)) {
        const { link } = await replaceCandidateLink(tx, request.id, request.guid, config.publicUrl, at);
        await queueMessage(tx, request.id, 'new_link', request.recipient, link, at);
      }
    });
    return c.json({ detail: LOST_LINK_DETAIL }, 202);
  });

  return routes;
}
