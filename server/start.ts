/**
 * Starting the server for real: what `npm start` (main.ts) and `npm run dev` (dev.ts) share. Opens and migrates
 * the database, seeds reference data, listens, keeps DATA_DIR/server.json while running (the invite command
 * reads it to know the embedded database is held), and prepares the demo candidate's link outside production.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import * as v from 'valibot';
import { orgRequestSchema } from '../domain/org-request.schema';
import { createApp } from './app';
import { DataDirBusyError, holdDataDir } from './data-dir-hold';
import { hashToken } from './auth/tokens';
import { allowsPrivateWebhookTargets, type Config } from './config';
import { migrate, openDatabase, type Database, type DatabaseHandle } from './db/client';
import { ensureReferenceData } from './db/reference-data';
import { findDefaultOrganisation } from './db/repositories/organisations';
import { findRequestStateByGuid } from './db/repositories/reference-requests';
import type { Logger } from './logger';
import { candidateUrl } from './requests/candidate-url';
import { createRequest } from './requests/create-request';
import { SCENARIOS } from './scenarios';
import { createMailTransport, outboxFolder } from './mail/transport';
import { mailQueue } from './mail/queue';
import { createOutboxWorker, type OutboxWorker } from './outbox/worker';
import { webhookQueue } from './webhooks/worker';

export const DEMO_FILE = 'demo.json';
const DEMO_SCENARIO = 'gb-dbs-enhanced';
const SHUTDOWN_GRACE_MS = 5_000;

export interface RunningServer {
  config: Config;
  handle: DatabaseHandle;
  port: number;
  /** The candidate link of the demo request, on the given public origin; null in production, which has none. */
  demoUrl: ((publicUrl?: string) => string) | null;
  stop(): Promise<void>;
}

const demoFileSchema = v.object({ guid: v.string(), user_token: v.string() });

/**
 * The demo request kept in DATA_DIR/demo.json, reused while its link still leads to the form (not expired, not
 * withdrawn, not completed), else a fresh one from the demo scenario.
 */
export async function ensureDemoRequest(
  db: Database,
  config: Pick<Config, 'dataDir' | 'publicUrl'>,
  now = new Date(),
): Promise<{ guid: string; user_token: string }> {
  const file = join(config.dataDir, DEMO_FILE);
  try {
    const saved = v.parse(demoFileSchema, JSON.parse(await readFile(file, 'utf8')));
    const state = await findRequestStateByGuid(db, saved.guid);
    const open =
      state &&
      state.tokenHash === hashToken(saved.user_token) &&
      state.expireDate.getTime() > now.getTime() &&
      !state.hasSoftDeleted &&
      state.responseStatus !== 'done';
    if (open) return saved;
  } catch {
    // No file, an unreadable one, or a request from another database: make a new one.
  }
  // The demo candidate's link is printed at start; nobody is e-mailed it.
  const input = v.parse(orgRequestSchema, { ...SCENARIOS[DEMO_SCENARIO].request, send_invitation: false });
  const { id: organisationId } = await findDefaultOrganisation(db);
  const created = await createRequest(db, input, { organisationId, publicUrl: config.publicUrl, allowSandboxStates: false, now });
  const demo = { guid: created.guid, user_token: created.user_token };
  await mkdir(config.dataDir, { recursive: true });
  // It holds a candidate token: readable by its owner only.
  await writeFile(file, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
  return demo;
}

export interface StartOptions {
  config: Config;
  logger: Logger;
  /** Interface to listen on; every interface by default (a container or VM forwards to it). */
  hostname?: string;
  /** Whether PUBLIC_URL was given; when not and the port was 0, the link uses the port actually bound. */
  publicUrlFromEnv?: boolean;
}

export async function startServer({ config: loaded, logger, hostname = '0.0.0.0', publicUrlFromEnv = true }: StartOptions): Promise<RunningServer> {
  const config = { ...loaded };
  // The embedded database can be opened by one process only: hold its folder before opening it, so the invite
  // command never opens it at the same time (PostgreSQL needs no such care). The port follows once we listen.
  let hold: ReturnType<typeof holdDataDir> | null = null;
  if (!config.databaseUrl) {
    try {
      hold = holdDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirBusyError) throw new Error(`${error.message} Stop it, or start this server with another DATA_DIR.`);
      throw error;
    }
  }

  const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pgliteThread: true });
  let server: ReturnType<typeof serve> | undefined;
  let webhooks: OutboxWorker | undefined;
  const mail = createMailTransport(config);
  try {
    await migrate(handle.db);
    await ensureReferenceData(handle.db);

    const app = createApp({ db: handle.db, config, logger });
    const listening = await new Promise<AddressInfo>((resolve, reject) => {
      server = serve({ fetch: app.fetch, port: config.port, hostname }, resolve);
      server.once('error', reject);
    });
    if (!publicUrlFromEnv && config.port === 0) config.publicUrl = `http://localhost:${listening.port}`;
    config.port = listening.port;
    const now = () => new Date();
    webhooks = createOutboxWorker({
      logger,
      queues: [
        webhookQueue({ db: handle.db, now, allowPrivateTargets: allowsPrivateWebhookTargets(config) }),
        mailQueue({ db: handle.db, logger, now, transport: mail, publicUrl: config.publicUrl }),
      ],
    });
    webhooks.start();
    if (mail.mode === 'none') {
      logger.warn('SMTP_URL is not set: no e-mail will be sent to candidates, and each one is logged as unsent (docs/email.md)');
    } else if (mail.mode === 'folder') {
      logger.info('e-mails are kept in the development outbox, not sent', { folder: outboxFolder(config.dataDir), page: `${config.publicUrl}/api/dev/outbox` });
    }
  } catch (error) {
    server?.close();
    await handle.close();
    hold?.release();
    throw error;
  }
  hold?.announcePort(config.port);

  // A production database holds real candidates only, and its logs must never show a token.
  const demo = config.production ? null : await ensureDemoRequest(handle.db, config);

  const httpServer = server;
  const webhookWorker = webhooks;
  if (!httpServer || !webhookWorker) throw new Error('The HTTP server did not start.');
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          if ('closeAllConnections' in httpServer) httpServer.closeAllConnections();
        }, SHUTDOWN_GRACE_MS);
        force.unref();
        httpServer.close(() => {
          clearTimeout(force);
          resolve();
        });
        if ('closeIdleConnections' in httpServer) httpServer.closeIdleConnections();
      });
      // The round in flight records its attempts before the database closes; what it had not claimed stays due.
      await webhookWorker.stop();
      mail.close();
      await handle.close();
      hold?.release();
    })());

  return {
    config,
    handle,
    port: config.port,
    demoUrl: demo && ((publicUrl = config.publicUrl) => candidateUrl(publicUrl, demo.guid, demo.user_token)),
    stop,
  };
}

/** Stops on SIGINT/SIGTERM: in-flight requests finish, then the database closes cleanly and the process exits 0. */
export function stopOnSignals(stop: () => Promise<void>, logger: Logger): void {
  let firstSignalAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      // A launcher may pass on the same Ctrl-C the process already got; only a later one means "leave now".
      if (Date.now() - firstSignalAt > 1000) process.exit(1);
      return;
    }
    firstSignalAt = Date.now();
    logger.info('shutting down', { signal });
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
