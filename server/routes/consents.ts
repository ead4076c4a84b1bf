/**
 * The consent saves (spec 000 §7), under /oneform/{guid}/{responseGuid}/ so the write lock has already matched the
 * token to both guids and refused a finished, expired or withdrawn request (409):
 *
 * - POST .../dbs_declaration_consent/dbs_consent/: the UK (DBS) consent, declaration and consents by level;
 * - PUT on the same path: the Disclosure Scotland consent (the specification's client uses the one path for both);
 * - PUT .../cifas_declaration_consent/cifas_consent/: the fraud-prevention consent, agree_to_fup.
 *
 * As the details saves do, each judges the body with its shared schema (domain/consents/), writes in one locked
 * transaction (`lockedWrite`) and answers the whole reference response. A consent the request does not ask for answers 404.
 * disclosure_signed_at is the server's time of the save; a time the client sends is ignored.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { cifasConsentSchema } from '../../domain/consents/cifas-consent.schema';
import { dbsConsentSchema, scottishConsentSchema } from '../../domain/consents/disclosure-consent.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import { requiredSections } from '../../domain/requirements';
import type { SectionSlug } from '../../domain/sections';
import { serverToday } from '../../domain/today';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../auth/candidate-auth';
import type { Database } from '../db/client';
import { disclosureConsents, referenceResponses } from '../db/schema';
import { parseOrThrow } from '../errors';
import { readJsonObject } from '../http';
import { loadReferenceResponse } from '../requests/load-response';
import { lockedWrite } from '../requests/write-lock';

const DISCLOSURE_CONSENT_PATH = '/oneform/:guid/:responseGuid/dbs_declaration_consent/dbs_consent/';
const CIFAS_CONSENT_PATH = '/oneform/:guid/:responseGuid/cifas_declaration_consent/cifas_consent/';

export function consentRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();

  /**
   * Saves a consent the candidate's request asks for (else 404): judged and written in one locked transaction
   * (`lockedWrite`); the answer is the whole reference response.
   */
  async function saveConsent<T>(
    c: Context<AppEnv>,
    section: SectionSlug,
    parse: (response: ReferenceResponse, body: Record<string, unknown>) => T,
    write: (tx: Database, responseId: number, values: T, at: Date) => Promise<void>,
  ) {
    const candidate = c.get('writableResponse');
    const body = await readJsonObject(c);
    const at = now();
    const saved = await lockedWrite(db, candidate, at, async (tx) => {
      const response = await loadReferenceResponse(tx, candidate.requestId, at);
      const asked = requiredSections(response, serverToday(at)).some((required) => required.section === section);
      if (!asked) throw notFound();
      await write(tx, candidate.responseId, parse(response, body), at);
      return loadReferenceResponse(tx, candidate.requestId, at);
    });
    return c.json(saved);
  }

  const saveDisclosureConsent = (
    c: Context<AppEnv>,
    step: 'dbs_consent' | 'ds_consent',
    parse: (response: ReferenceResponse, body: unknown) => { declaration: boolean; consents: string[] },
  ) =>
    saveConsent(c, step === 'dbs_consent' ? 'dbs_declaration_consent' : 'ds_declaration_consent', parse, async (tx, responseId, values, at) => {
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

  routes.post(DISCLOSURE_CONSENT_PATH, (c) =>
    saveDisclosureConsent(c, 'dbs_consent', (response, body) =>
      parseOrThrow(dbsConsentSchema(response.reference_request), body),
    ),
  );

  routes.put(DISCLOSURE_CONSENT_PATH, (c) =>
    saveDisclosureConsent(c, 'ds_consent', (response, body) => ({
      declaration: false,
      ...parseOrThrow(scottishConsentSchema(response.reference_request), body),
    })),
  );

  routes.put(CIFAS_CONSENT_PATH, (c) =>
    saveConsent(
      c,
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
