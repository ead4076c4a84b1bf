import type { Config } from './config';
import type { Database } from './db/client';
import type { OrganisationIdentity } from './db/repositories/organisations';
import type { CandidateRecord } from './db/repositories/reference-requests';
import type { Logger } from './logger';

/** What a candidate token opened, set by the candidate-auth middleware. */
export interface CandidateAuth {
  requestId: number;
  requestGuid: string;
}

/** Hono's environment for every route: per-request variables. */
export interface AppEnv {
  Variables: {
    requestId: string;
    candidate: CandidateAuth;
    /** The response a write under /oneform/{guid}/{responseGuid}/ may change, set by the write lock. */
    writableResponse: CandidateRecord;
    /** The organisation whose key opened an /api/org/* call, set by the organisation auth middleware. */
    organisation: OrganisationIdentity;
  };
}

/** What routes are built from. */
export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
  /** Clock, so tests can move time. */
  now: () => Date;
}
