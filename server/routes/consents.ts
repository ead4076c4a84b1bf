/**
 * The consent saves (spec 000 §7), under /oneform/{guid}/{responseGuid}/ so the write lock has already matched the
 * token to both guids and refused a finished, expired or withdrawn request (409):
 *
 * - POST .../dbs_declaration_consent/dbs_consent/: the UK (DBS) consent, declaration and consents by level;
 * - PUT on the same path: the Disclosure Scotland consent (the specification's client uses the one path for both);
 * - PUT .../cifas_declaration_consent/cifas_consent/: the fraud-prevention consent, agree_to_fup.
 *
 * Each runs the one write path (server/requests/response-write.ts): a consent the request does not ask for answers
 * 404, and the body is judged with its shared schema (domain/consents/) over the response under the lock.
 * disclosure_signed_at is the server's time of the save; a time the client sends is ignored.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { cifasConsentSchema } from '../../domain/consents/cifas-consent.schema';
import { dbsConsentSchema, scottishConsentSchema } from '../../domain/consents/disclosure-consent.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import type { SectionSlug } from '../../domain/sections';
import type { AppDeps, AppEnv } from '../app-env';
import type { Database } from '../db/client';
import { disclosureConsents, referenceResponses } from '../db/schema';
import { parseOrThrow } from '../errors';
import { readJsonObject } from '../http';
import { responseWrites } from '../requests/response-write';

const DISCLOSURE_CONSENT_PATH = '/oneform/:guid/:responseGuid/dbs_declaration_consent/dbs_consent/';
const CIFAS_CONSENT_PATH = '/oneform/:guid/:responseGuid/cifas_declaration_consent/cifas_consent/';

export function consentRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const writes = responseWrites(deps);

  /** A consent's save: judged over the response as it stands under the lock, then written. */
  const saveConsent = <T>(
    section: SectionSlug,
    parse: (response: ReferenceResponse, body: Record<string, unknown>) => T,
    write: (tx: Database, responseId: number, values: T, at: Date) => Promise<void>,
  ) =>
    writes.save({
      target: { section },
      read: readJsonObject,
      write: (tx, { candidate, at, before, input }) => write(tx, candidate.responseId, parse(before, input), at),
    });

  const saveDisclosureConsent = (
    step: 'dbs_consent' | 'ds_consent',
    parse: (response: ReferenceResponse, body: unknown) => { declaration: boolean; consents: string[] },
  ) =>
    saveConsent(step === 'dbs_consent' ? 'dbs_declaration_consent' : 'ds_declaration_consent', parse, async (tx, responseId, values, at) => {
      await tx
        .update(referenceResponses)
        .set({ disclosureSignedAt: at, updatedAt: at })
        .where(eq(referenceResponses.id, responseId));
      const record = { step, declaration: values.declaration, consents: values.consents, signedAt: at };
      await tx
        .insert(disclosureConsents)
        .values({ responseId, ...record })
        .onConflictDoUpdate({ target: disclosureConsents.responseId, set: record });
    });

  routes.post(
    DISCLOSURE_CONSENT_PATH,
    saveDisclosureConsent('dbs_consent', (response, body) => parseOrThrow(dbsConsentSchema(response.reference_request), body)),
  );

  routes.put(
    DISCLOSURE_CONSENT_PATH,
    saveDisclosureConsent('ds_consent', (response, body) => ({
      declaration: false,
      ...parseOrThrow(scottishConsentSchema(response.reference_request), body),
    })),
  );

  routes.put(
    CIFAS_CONSENT_PATH,
    saveConsent(
      'cifas_declaration_consent',
      (_response, body) => parseOrThrow(cifasConsentSchema(), body),
      async (tx, responseId, values, at) => {
        await tx
          .update(referenceResponses)
          .set({ agreeToFup: values.agree_to_fup, updatedAt: at })
          .where(eq(referenceResponses.id, responseId));
      },
    ),
  );

  return routes;
}
