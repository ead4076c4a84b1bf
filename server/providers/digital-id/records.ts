/**
 * What the digital-ID flow keeps in provider_states (../states.ts reads them with the other kinds), one row per
 * response and kind:
 *
 * - `digital_id_sessions`: the sessions our server created for the candidate, which alone decide whose results a
 *   browser may ask for (./sessions.ts). The results access key is kept only as its SHA-256.
 * - `digital_id_sandbox`: the sandbox service's own sessions (./sandbox.ts): what the tester chose on its hosted
 *   page, and the key itself, which a service hands back to the browser on the way back.
 *
 * Each keeps the most recent MAX_KEPT_SESSIONS sessions, so a candidate starting over and over cannot grow a row
 * without bound.
 */
import * as v from 'valibot';
import { POST_REDIRECT_ACTIONS } from '../../../domain/identity-validation';
import { LANGUAGES } from '../../../domain/locales';
import { DIGITAL_ID_ERROR_CODES } from './provider';

export const MAX_KEPT_SESSIONS = 20;

const resultSchema = v.object({
  done: v.boolean(),
  success: v.boolean(),
  error_code: v.nullable(v.string()),
});

const sessionSchema = v.object({
  session_id: v.string(),
  /** The adapter that created it; a session stays with its adapter. */
  adapter: v.picklist(['sandbox', 'remote']),
  /** The identity provider the candidate chose. */
  provider_id: v.string(),
  results_access_key_sha256: v.string(),
  created_at: v.string(),
  /** The last results the service gave; kept once done, so a finished session is not asked about again. */
  result: v.nullable(resultSchema),
});

export const digitalIdSessionsSchema = v.object({ sessions: v.array(sessionSchema) });

export type DigitalIdSessionRecord = v.InferOutput<typeof sessionSchema>;

/** What the sandbox's hosted page can report: success, or one of the failure codes. */
export const SANDBOX_OUTCOMES = ['success', ...DIGITAL_ID_ERROR_CODES] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** The most results calls a tester can keep back: well past the SPA's polls (spec 000 §9). */
export const MAX_PENDING_POLLS = 100;

const sandboxSessionSchema = v.object({
  session_id: v.string(),
  provider_id: v.string(),
  results_access_key: v.string(),
  redirect_url: v.string(),
  language: v.picklist(LANGUAGES),
  created_at: v.string(),
  /** Null until the tester finishes the hosted page. */
  outcome: v.nullable(v.picklist(SANDBOX_OUTCOMES)),
  post_redirect_action: v.picklist(POST_REDIRECT_ACTIONS),
  /** Results calls that still answer "not done" before the outcome shows. */
  pending_polls: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PENDING_POLLS)),
  /** The next results call fails (once). */
  fail_next_results: v.boolean(),
});

export const digitalIdSandboxSchema = v.object({ sessions: v.array(sandboxSessionSchema) });

export type SandboxSessionRecord = v.InferOutput<typeof sandboxSessionSchema>;
