import type { Config } from './config';
import type { Database } from './db/client';
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
