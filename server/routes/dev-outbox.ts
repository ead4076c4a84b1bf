/**
 * The development outbox (docs/email.md): without SMTP_URL outside production, every e-mail is kept as an .eml file
 * in DATA_DIR/outbox, and GET /api/dev/outbox lists them, newest first, each opening as the raw message. Never
 * mounted in production.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { DETAILS, detailError } from '../errors';
import { outboxFolder } from '../mail/transport';

const EML_NAME = /^[\w.-]+\.eml$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Subject: and To: of a kept message, as written (nodemailer encodes non-ASCII subjects). */
function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(raw);
  return match?.[1]?.replace(/\n[ \t]+/g, ' ') ?? '';
}

async function keptNames(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => EML_NAME.test(name)).sort().reverse();
  } catch {
    return [];
  }
}

export function devOutboxRoutes({ config }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const folder = outboxFolder(config.dataDir);

  routes.get('/dev/outbox', async (c) => {
    const names = await keptNames(folder);
    const rows = await Promise.all(
      names.map(async (name) => {
        const raw = await readFile(join(folder, name), 'utf8');
        return `<li><a href="/api/dev/outbox/${encodeURIComponent(name)}">${escapeHtml(header(raw, 'Subject') || name)}</a> to ${escapeHtml(header(raw, 'To'))} <small>${escapeHtml(name)}</small></li>`;
      }),
    );
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development outbox</title></head>
<body><main><h1>Development outbox</h1>
<p>E-mails this server would have sent. Set SMTP_URL to send them. They are kept in ${escapeHtml(folder)}.</p>
${rows.length > 0 ? `<ol>${rows.join('')}</ol>` : '<p>No e-mail yet.</p>'}
</main></body></html>`);
  });

  routes.get('/dev/outbox/:name', async (c) => {
    const name = c.req.param('name');
    if (!EML_NAME.test(name)) throw detailError(404, DETAILS.notFound);
    try {
      const raw = await readFile(join(folder, name));
      return c.body(new Uint8Array(raw), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
    } catch {
      throw detailError(404, DETAILS.notFound);
    }
  });

  return routes;
}
