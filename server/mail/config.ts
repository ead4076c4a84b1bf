/**
 * How e-mail leaves the server (docs/email.md): SMTP_URL names the SMTP server; without it a development server
 * keeps each message as an .eml file in DATA_DIR/outbox, and a production server starts but sends nothing,
 * saying so at start and for each message (docs/decisions/0032).
 */
export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://…; absent: the local outbox, or nothing in production. */
  smtpUrl?: string;
  /** The From: of every message. */
  from: string;
}

const DEFAULT_FROM = 'Candidate onboarding <no-reply@localhost>';

export function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined) {
    const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined;
    if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')) {
      throw new Error('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587.');
    }
  }
  return { smtpUrl, from: env.MAIL_FROM?.trim() || DEFAULT_FROM };
}
