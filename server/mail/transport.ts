/**
 * Where a composed e-mail goes (docs/email.md): the SMTP server SMTP_URL names, through nodemailer; without it,
 * outside production, an .eml file in DATA_DIR/outbox (the development outbox page lists them); in production
 * without it, nowhere, each message logged as unsent (docs/decisions/0032).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface OutgoingMail {
  /** The outbox row's guid, the Message-ID's left part, so a message can be traced from a mailbox to its row. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What became of one attempt: accepted, refused for good (a 5xx to the recipient), or worth another try. */
export type MailOutcome =
  | { kind: 'accepted'; response: string }
  | { kind: 'refused'; response: string }
  | { kind: 'retry'; response: string }
  | { kind: 'unsent'; response: string };

export interface MailTransport {
  readonly mode: 'smtp' | 'folder' | 'none';
  send(mail: OutgoingMail): Promise<MailOutcome>;
  close(): void;
}

/** One SMTP conversation must end well inside the worker's claim on the message (outbox.ts). */
const SMTP_TIMEOUT_MS = 15_000;

export const outboxFolder = (dataDir: string) => join(dataDir, 'outbox');

interface SmtpError {
  responseCode?: number;
  response?: string;
  message?: string;
}

/** nodemailer's failure → ours: a 5xx answer is final, anything else (4xx, no answer) is tried again. */
function smtpFailure(error: unknown): MailOutcome {
  const { responseCode, response, message } = (error ?? {}) as SmtpError;
  const said = response ?? message ?? String(error);
  return responseCode !== undefined && responseCode >= 500 ? { kind: 'refused', response: said } : { kind: 'retry', response: said };
}

export function createMailTransport(config: Pick<Config, 'mail' | 'dataDir' | 'production' | 'publicUrl'>): MailTransport {
  const from = config.mail?.from ?? 'Candidate onboarding <no-reply@localhost>';
  const domain = new URL(config.publicUrl).hostname || 'localhost';
  const envelope = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domain}>`,
  });

  if (config.mail?.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: config.mail.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      mode: 'smtp',
      async send(mail) {
        try {
          const info = await transporter.sendMail(envelope(mail));
          if (info.rejected.length > 0) return { kind: 'refused', response: info.response };
          return { kind: 'accepted', response: info.response };
        } catch (error) {
          return smtpFailure(error);
        }
      },
      close: () => transporter.close(),
    };
  }

  if (config.production) {
    return {
      mode: 'none',
      send: async () => ({ kind: 'unsent', response: 'Not sent: SMTP_URL is not set.' }),
      close: () => {},
    };
  }

  // nodemailer writes the whole message as it would go over SMTP; we keep it as a file.
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = outboxFolder(config.dataDir);
  return {
    mode: 'folder',
    async send(mail) {
      const info = await writer.sendMail(envelope(mail));
      await mkdir(folder, { recursive: true });
      // A sortable name: the time first, then the row, and a random tail so a retried message never overwrites.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(folder, name), info.message as Buffer, { mode: 0o600 });
      return { kind: 'accepted', response: `Kept as ${name}` };
    },
    close: () => writer.close(),
  };
}
