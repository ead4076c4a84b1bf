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
 */
import { Hono } from 'hono';
import { cifasConsentSchema } from '../../domain/consents/cifas-consent.schema';
import { dbsConsentSchema, scottishConsentSchema } from '../../domain/consents/disclosure-consent.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import type { SectionSlug } from '../../domain/sections';
import type { AppDeps, AppEnv } from '../app-env';
import { saveDisclosureConsent, saveFraudConsent } from '../consents/save-consent';
import type { Database } from '../db/client';
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

  routes.post(
    DISCLOSURE_CONSENT_PATH,
    saveConsent(
      'dbs_declaration_consent',
      (response, body) => parseOrThrow(dbsConsentSchema(response.reference_request), body),
      (tx, responseId, values, at) => saveDisclosureConsent(tx, responseId, 'dbs_consent', values, at),
    ),
  );

  routes.put(
    DISCLOSURE_CONSENT_PATH,
    saveConsent(
      'ds_declaration_consent',
      (response, body) => ({ declaration: false, ...parseOrThrow(scottishConsentSchema(response.reference_request), body) }),
      (tx, responseId, values, at) => saveDisclosureConsent(tx, responseId, 'ds_consent', values, at),
    ),
  );

  routes.put(
    CIFAS_CONSENT_PATH,
    saveConsent(
      'cifas_declaration_consent',
      (_response, body) => parseOrThrow(cifasConsentSchema(), body),
      (tx, responseId, values, at) => saveFraudConsent(tx, responseId, values.agree_to_fup, at),
    ),
  );

  return routes;
}
