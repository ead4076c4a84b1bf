/**
 * A real SMTP server on loopback (smtp-server) that keeps every message it accepts, parsed by mailparser, and
 * refuses with a 550 any recipient whose address starts with "bounce".
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** Listens on `port` when given (one a server was told of before the sink existed), else on a free one. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The candidate's link in a message's text part and in its HTML part. */
export function linksOf(mail: ParsedMail): { text: string | undefined; html: string | undefined } {
  const pattern = /https?:\/\/[^\s"<>]+\/candidate-feedback\?[^\s"<>]+/;
  const text = pattern.exec(mail.text ?? '')?.[0];
  const html = pattern.exec(typeof mail.html === 'string' ? mail.html : '')?.[0]?.replace(/&amp;/g, '&');
  return { text, html };
}
