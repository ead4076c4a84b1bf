/**
 * The criminal record disclosure consent saves (spec 000 §7): POST .../dbs_declaration_consent/dbs_consent/ for the
 * UK (DBS) page, PUT on the same path for Disclosure Scotland. The body carries the ticked boxes:
 *
 *   { "declaration": true, "consents": { "dbs_enhanced_application": true, … }, "disclosure_signed_at": "…" }
 *
 * - `declaration` is page 1's required box (the DBS page only);
 * - `consents` holds one box per consent the request's levels ask (./disclosure-consents.ts), each required;
 *   a key the page does not show is ignored, as any unknown field is;
 * - `disclosure_signed_at` may be sent, as the specification's client does, and is ignored: the server records
 *   its own time of the save.
 */
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import type { ReferenceResponse } from '../reference-response';
import { consentIdsOf, dbsConsentGroups, scottishConsentGroups, type ConsentId } from './disclosure-consents';

/** A box the candidate must tick: unticked (false, null or absent) asks them to. */
export function requiredTick() {
  return v.pipe(
    v.nullish(v.boolean(), false),
    v.check((ticked) => ticked, MESSAGES.consentRequired),
    v.transform(() => true as const),
  );
}

function consentsSchema(ids: readonly ConsentId[]) {
  const entries = Object.fromEntries(ids.map((id) => [id, requiredTick()])) as Record<
    ConsentId,
    ReturnType<typeof requiredTick>
  >;
  return v.pipe(
    // Absent: every box is unticked, so each one says so.
    v.optional(v.object(entries), {}),
    v.transform((ticked) => ids.filter((id) => ticked[id] === true)),
  );
}

/** The UK (DBS) consent: page 1's declaration and page 2's consents by level. */
export function dbsConsentSchema(request: ReferenceResponse['reference_request']) {
  return v.object({
    declaration: requiredTick(),
    consents: consentsSchema(consentIdsOf(dbsConsentGroups(request))),
  });
}

/** The Disclosure Scotland consent: its basic and standard consents; it has no separate declaration. */
export function scottishConsentSchema(request: ReferenceResponse['reference_request']) {
  return v.object({ consents: consentsSchema(consentIdsOf(scottishConsentGroups(request))) });
}

export type DbsConsentInput = v.InferInput<ReturnType<typeof dbsConsentSchema>>;
export type DbsConsentValues = v.InferOutput<ReturnType<typeof dbsConsentSchema>>;
export type ScottishConsentInput = v.InferInput<ReturnType<typeof scottishConsentSchema>>;
export type ScottishConsentValues = v.InferOutput<ReturnType<typeof scottishConsentSchema>>;

/**
 * The form's starting values. Every box is required, so a saved consent (disclosure_signed_at set) means every box
 * the page shows was ticked.
 */
export function dbsConsentDefaults(response: ReferenceResponse) {
  const signed = response.disclosure_signed_at !== null;
  const ids = consentIdsOf(dbsConsentGroups(response.reference_request));
  return { declaration: signed, consents: Object.fromEntries(ids.map((id) => [id, signed])) };
}

export function scottishConsentDefaults(response: ReferenceResponse) {
  const signed = response.disclosure_signed_at !== null;
  const ids = consentIdsOf(scottishConsentGroups(response.reference_request));
  return { consents: Object.fromEntries(ids.map((id) => [id, signed])) };
}
