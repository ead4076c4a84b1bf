/**
 * The sandbox digital-ID service (the default adapter): it behaves like a real digital-identity network from the
 * candidate's side, but its "service" is our own server. Its provider list is ./sandbox-providers.ts; a session's
 * launch URL is our hosted sandbox page (server/routes/digital-id-pages.ts), where a tester chooses what the
 * provider reports; its sessions live in provider_states (kind `digital_id_sandbox`, ./records.ts) of the response
 * that started them.
 *
 * The results follow what the tester chose: not done until the page is finished; then, when the results were to
 * come later, not done for as many more calls as asked; a first call that fails when asked to; then done, with
 * success or the chosen failure code. A tester can also make every provider list or every session start fail
 * (DIGITAL_ID_SANDBOX_FAIL), and one listed provider never starts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { PostRedirectAction } from '../../../domain/identity-validation';
import { secretsEqual } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { providerStates, referenceRequests, referenceResponses } from '../../db/schema';
import { lockedWrite } from '../../requests/write-lock';
import { loadProviderStates, writeProviderState } from '../states';
import type { DigitalIdSandboxFailure } from './config';
import {
  DigitalIdSessionNotFoundError,
  DigitalIdUnavailableError,
  UnknownDigitalIdProviderError,
  type DigitalIdProvider,
  type RecommendedProviders,
  type SessionResult,
} from './provider';
import {
  digitalIdSandboxSchema,
  MAX_KEPT_SESSIONS,
  type SandboxOutcome,
  type SandboxSessionRecord,
} from './records';
import { SANDBOX_PAGE_PATH, SANDBOX_PROVIDERS, sandboxLogoPath, sandboxProvider } from './sandbox-providers';
import { textsFor } from './texts';

const KIND = 'digital_id_sandbox';
const NOT_DONE: SessionResult = { done: false, success: false, errorCode: null };

async function sandboxSessions(db: Database, responseId: number): Promise<SandboxSessionRecord[]> {
  return (await loadProviderStates(db, responseId)).digital_id_sandbox?.sessions ?? [];
}

/** Runs `change` on the session under the response's lock, and keeps what it answers as the session. */
async function changeSession(
  db: Database,
  responseId: number,
  sessionId: string,
  now: Date,
  change: (session: SandboxSessionRecord) => SandboxSessionRecord,
): Promise<{ before: SandboxSessionRecord; after: SandboxSessionRecord }> {
  return lockedWrite(db, { responseId }, now, async (tx) => {
    const sessions = await sandboxSessions(tx, responseId);
    const before = sessions.find((session) => session.session_id === sessionId);
    if (!before) throw new DigitalIdSessionNotFoundError(`The sandbox has no session ${sessionId}.`);
    const after = change(before);
    const changed = sessions.map((session) => (session === before ? after : session));
    await writeProviderState(tx, responseId, KIND, { sessions: changed }, now);
    return { before, after };
  });
}

/** The sandbox session of this id, whichever response started it, with that request's state, which its page judges. */
export async function findSandboxSession(db: Database, sessionId: string) {
  const [row] = await db
    .select({
      data: providerStates.data,
      owner: {
        responseId: referenceResponses.id,
        responseStatus: referenceResponses.status,
        requestStatus: referenceRequests.status,
        expireDate: referenceRequests.expireDate,
        hasSoftDeleted: referenceRequests.hasSoftDeleted,
      },
    })
    .from(providerStates)
    .innerJoin(referenceResponses, eq(referenceResponses.id, providerStates.responseId))
    .innerJoin(referenceRequests, eq(referenceRequests.id, referenceResponses.requestId))
    .where(
      and(
        eq(providerStates.kind, KIND),
        sql`${providerStates.data} -> 'sessions' @> ${JSON.stringify([{ session_id: sessionId }])}::jsonb`,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const parsed = v.safeParse(digitalIdSandboxSchema, row.data);
  const session = parsed.success ? parsed.output.sessions.find((entry) => entry.session_id === sessionId) : undefined;
  return session && { owner: row.owner, session };
}

export type FoundSandboxSession = NonNullable<Awaited<ReturnType<typeof findSandboxSession>>>;

export interface SandboxChoice {
  outcome: SandboxOutcome;
  postRedirectAction: PostRedirectAction;
  /** Results calls that answer "not done" first; 0 when the results are ready at once. */
  pendingPolls: number;
  failFirstResults: boolean;
}

/**
 * What the tester chose on the hosted page, kept once: a session already finished keeps its first outcome (the
 * page's Back button cannot change a result the form may have read).
 */
export async function finishSandboxSession(
  db: Database,
  found: FoundSandboxSession,
  choice: SandboxChoice,
  now: Date,
): Promise<SandboxSessionRecord> {
  const { after } = await changeSession(db, found.owner.responseId, found.session.session_id, now, (session) =>
    session.outcome
      ? session
      : {
          ...session,
          outcome: choice.outcome,
          post_redirect_action: choice.postRedirectAction,
          pending_polls: choice.postRedirectAction === 'poll' ? choice.pendingPolls : 0,
          fail_next_results: choice.failFirstResults,
        },
  );
  return after;
}

function resultOf(outcome: SandboxOutcome): SessionResult {
  return outcome === 'success'
    ? { done: true, success: true, errorCode: null }
    : { done: true, success: false, errorCode: outcome };
}

export function sandboxDigitalId(deps: {
  db: Database;
  publicUrl: string;
  failure: DigitalIdSandboxFailure;
  now: () => Date;
}): DigitalIdProvider {
  return {
    name: 'sandbox',
    async recommendedProviders({ language }) {
      if (deps.failure === 'providers') {
        throw new DigitalIdUnavailableError('The sandbox was told to fail the provider list.');
      }
      const { subtexts } = textsFor(language);
      const grouped: RecommendedProviders = { recognized: [], relevant: [], remainder: [] };
      for (const provider of SANDBOX_PROVIDERS) {
        grouped[provider.group].push({
          id: provider.id,
          providerId: provider.id,
          name: provider.name,
          logoUrl: sandboxLogoPath(provider.id),
          subtext: subtexts[provider.id],
        });
      }
      return grouped;
    },

    async createHostedSession({ providerId, redirectUrl, language, responseId }) {
      if (deps.failure === 'create') {
        throw new DigitalIdUnavailableError('The sandbox was told to fail starting sessions.');
      }
      const provider = sandboxProvider(providerId);
      if (!provider) throw new UnknownDigitalIdProviderError(`The sandbox offers no provider ${providerId}.`);
      if (provider.failsToStart) throw new DigitalIdUnavailableError(`The sandbox provider ${providerId} never starts.`);
      const now = deps.now();
      const session: SandboxSessionRecord = {
        session_id: randomUUID(),
        provider_id: provider.id,
        results_access_key: randomBytes(32).toString('base64url'),
        redirect_url: redirectUrl,
        language,
        created_at: now.toISOString(),
        outcome: null,
        post_redirect_action: 'fetch',
        pending_polls: 0,
        fail_next_results: false,
      };
      await lockedWrite(deps.db, { responseId }, now, async (tx) => {
        const sessions = [...(await sandboxSessions(tx, responseId)), session].slice(-MAX_KEPT_SESSIONS);
        await writeProviderState(tx, responseId, KIND, { sessions }, now);
      });
      const query = new URLSearchParams({ lang: language });
      return {
        sessionId: session.session_id,
        launchUrl: `${deps.publicUrl}${SANDBOX_PAGE_PATH}/${session.session_id}?${query.toString()}`,
        resultsAccessKey: session.results_access_key,
      };
    },

    async getSessionResults(sessionId, resultsAccessKey) {
      const found = await findSandboxSession(deps.db, sessionId);
      if (!found || !secretsEqual(resultsAccessKey, found.session.results_access_key)) {
        throw new DigitalIdSessionNotFoundError(`The sandbox has no session ${sessionId} with this key.`);
      }
      if (!found.session.outcome) return NOT_DONE;
      const { before } = await changeSession(deps.db, found.owner.responseId, sessionId, deps.now(), (session) => {
        if (session.fail_next_results) return { ...session, fail_next_results: false };
        if (session.pending_polls > 0) return { ...session, pending_polls: session.pending_polls - 1 };
        return session;
      });
      // The failure is answered once the change is kept, so the next call gets past it.
      if (before.fail_next_results) throw new DigitalIdUnavailableError('The sandbox was told to fail this results call.');
      if (before.pending_polls > 0 || !before.outcome) return NOT_DONE;
      return resultOf(before.outcome);
    },
  };
}
