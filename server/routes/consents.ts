/**
 * The consent saves (spec 000 §7), under /oneform/{guid}/{responseGuid}/ so the write lock has already matched the
 * token to both guids and refused a finished, expired or withdrawn request (409):
 *
 * - POST .../dbs_declaration_consent/dbs_consent/: the UK (DBS) consent, declaration and consents by level;
 * - PUT on the same path: the Disclosure Scotland consent (the specification's client uses the one path for both);
 * - PUT .../cifas_declaration_consent/cifas_consent/: the fraud-prevention consent, agree_to_fup.
 *
 * As the details saves do, each judges the body with its shared schema (domain/consents/), writes in one
 * transaction and answers the whole reference response. A consent the request does not ask for answers 404.
 * disclosure_signed_at is the server's time of the save; a time the client sends is ignored.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { cifasConsentSchema } from '../../domain/consents/cifas-consent.schema';
import { dbsConsentSchema, scottishConsentSchema } from '../../domain/consents/disclosure-consent.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import { requiredSections } from '../../domain/requirements';
import type { SectionSlug } from '../../domain/sections';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../auth/candidate-auth';
import { loadRequestTreeById } from '../db/repositories/reference-requests';
import { disclosureConsents, referenceResponses } from '../db/schema';
import { parseOrThrow } from '../errors';
import { readJsonObject } from '../http';
import { serverToday } from '../requests/progress';
import { serializeReferenceResponse } from '../serializers/reference-response';

const DISCLOSURE_CONSENT_PATH = '/oneform/:guid/:responseGuid/dbs_declaration_consent/dbs_consent/';
const CIFAS_CONSENT_PATH = '/oneform/:guid/:responseGuid/cifas_declaration_consent/cifas_consent/';

export function consentRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();

  async function loadResponse(requestId: number, at: Date): Promise<ReferenceResponse> {
    const tree = await loadRequestTreeById(db, requestId);
    const response = tree && serializeReferenceResponse(tree, at);
    if (!response) throw notFound();
    return response;
  }

  /** The candidate's response, when its request asks for this consent section; else 404. */
  async function responseAsking(c: Context<AppEnv>, section: SectionSlug, at: Date) {
    const candidate = c.get('writableResponse');
    const response = await loadResponse(candidate.requestId, at);
    const asked = requiredSections(response, serverToday(at)).some((required) => required.section === section);
    if (!asked) throw notFound();
    return { candidate, response };
  }

  async function saveDisclosureConsent(
    c: Context<AppEnv>,
    step: 'dbs_consent' | 'ds_consent',
    parse: (response: ReferenceResponse, body: unknown) => { declaration: boolean; consents: string[] },
  ) {
    const at = now();
    const section = step === 'dbs_consent' ? 'dbs_declaration_consent' : 'ds_declaration_consent';
    const { candidate, response } = await responseAsking(c, section, at);
    const values = parse(response, await readJsonObject(c));
    await db.transaction(async (tx) => {
      await tx
        .update(referenceResponses)
        .set({ disclosureSignedAt: at, updatedAt: at })
        .where(eq(referenceResponses.id, candidate.responseId));
      const record = { step, declaration: values.declaration, consents: values.consents, signedAt: at };
      await tx
        .insert(disclosureConsents)
        .values({ responseId: candidate.responseId, ...record })
        .onConflictDoUpdate({ target: disclosureConsents.responseId, set: record });
    });
    return c.json(await loadResponse(candidate.requestId, at));
  }

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

  routes.put(CIFAS_CONSENT_PATH, async (c) => {
    const at = now();
    const { candidate } = await responseAsking(c, 'cifas_declaration_consent', at);
    const values = parseOrThrow(cifasConsentSchema(), await readJsonObject(c));
    await db
      .update(referenceResponses)
      .set({ agreeToFup: values.agree_to_fup, updatedAt: at })
      .where(eq(referenceResponses.id, candidate.responseId));
    return c.json(await loadResponse(candidate.requestId, at));
  });

  return routes;
}
