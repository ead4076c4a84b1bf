/**
 * The outbox worker that runs inside every server process (docs/decisions/0021, 0030): each second it runs one round
 * of every queue it serves, the webhook deliveries and the candidate's e-mails. Each queue claims its due rows with
 * FOR UPDATE SKIP LOCKED and pushes their next attempt past the attempt's time limit in the same statement, so a
 * row is in flight in one process at a time however many share the database, and a process that dies mid-attempt
 * leaves it due again once its claim lapses.
 */
import { errorFields, type Logger } from '../logger';

export const POLL_INTERVAL_MS = 1_000;

/** One outbox table and how its due rows are sent. */
export interface OutboxQueue {
  name: string;
  /** Everything due now, at once: what tests call after moving the clock. Resolves with how many attempts were made. */
  runOnce(): Promise<number>;
  /** One polling round; a queue may do its slower chores (the expiry sweep) only every so often. */
  round(): Promise<unknown>;
}

export interface OutboxWorker {
  /** Runs every queue's runOnce in turn; resolves with how many attempts were made in all. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the round in flight. */
  stop(): Promise<void>;
}

export function createOutboxWorker({
  logger,
  queues,
  pollIntervalMs = POLL_INTERVAL_MS,
}: {
  logger: Logger;
  queues: OutboxQueue[];
  pollIntervalMs?: number;
}): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  // A failing queue must not hold up the others.
  const round = () =>
    Promise.all(queues.map((queue) => queue.round().catch((error: unknown) => logger.warn(`${queue.name} round failed`, errorFields(error)))));

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(schedule);
    }, pollIntervalMs);
  }

  return {
    async runOnce() {
      let attempts = 0;
      for (const queue of queues) attempts += await queue.runOnce();
      return attempts;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
