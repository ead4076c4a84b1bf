/**
 * The e-signing pages the candidate's browser opens (outside /api: they are pages, not JSON):
 *
 * - GET /e-signing/{documentGuid}: where a document's link leads; it asks the adapter for the signing link and
 *   sends the browser there, with our return page as the way back;
 * - GET /e-signing/{documentGuid}/return: the service sends the candidate here; the document is brought up to date
 *   with the service, then the candidate goes back to the form, or is told they may close the window;
 * - GET and POST /sandbox/e-signing/{documentGuid}: the sandbox's own signing page.
 *
 * The document's guid is the only key: it is random and appears only in the candidate's links, as a signing link
 * of any e-signing service does. Each takes `return` (a path on this site, nothing else: no open redirect) and
 * `lang`; the sandbox page also takes `fail=1`, which makes signing fail.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isLanguage, type Language } from '../../domain/locales';
import type { AppDeps, AppEnv } from '../app-env';
import { sandboxFormLimit } from '../middleware/body-size';
import { isUuid, readFormBody } from '../http';
import { writeRefusal } from '../requests/write-lock';
import { SANDBOX_E_SIGNING } from '../providers/e-signing/config';
import {
  documentLink,
  endInSandbox,
  eSigningFor,
  findDocumentByGuid,
  refreshDocument,
  signInSandbox,
  type DocumentRecord,
  type ESigningDocument,
} from '../providers/e-signing/documents';
import { ESigningUnavailableError } from '../providers/e-signing/provider';
import { readReturnPath, withOutcome, withoutToken } from '../providers/e-signing/return-path';
import { SANDBOX_PAGE_PATH } from '../providers/e-signing/sandbox';
import {
  renderMessagePage,
  renderSigningPage,
  signedSentence,
  type SigningPageErrors,
} from '../providers/e-signing/sandbox-page';
import { documentText, textsFor } from '../providers/e-signing/texts';
import { sendSandboxPage } from '../providers/sandbox-document';

/** A drawn signature is a small PNG; the form as a whole stays far below this. */
const FORM_LIMIT_BYTES = 1024 * 1024;
const MAX_SIGNATURE_BYTES = 512 * 1024;
const MAX_NAME_LENGTH = 180;
// eslint-disable-next-line no-control-regex -- the control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000e-\u001f\u007f]/g;
const PNG_DATA_URL = 'data:image/png;base64,';

type Outcome = 'sign' | 'decline' | 'fail';


/** The drawn signature's PNG bytes, or why it cannot be used. */
async function readSignature(value: string): Promise<{ png: Uint8Array } | { error: 'required' | 'invalid' }> {
  if (value === '') return { error: 'required' };
  if (!value.startsWith(PNG_DATA_URL)) return { error: 'invalid' };
  const base64 = value.slice(PNG_DATA_URL.length);
  if (base64.length > (MAX_SIGNATURE_BYTES * 4) / 3 + 4 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
    return { error: 'invalid' };
  const png = new Uint8Array(Buffer.from(base64, 'base64'));
  try {
    // The PDF must be able to hold it: an image pdf-lib cannot read is refused now, not when sealing.
    const { PDFDocument } = await import('pdf-lib');
    await (await PDFDocument.create()).embedPng(png);
  } catch {
    return { error: 'invalid' };
  }
  return { png };
}

export function eSigningPageRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const signing = eSigningFor({ db, config, now });
  const sandboxFailure = (config.eSigning ?? SANDBOX_E_SIGNING).sandboxFailure;

  const languageFor = (c: Context<AppEnv>, document?: ESigningDocument): Language => {
    const asked = c.req.query('lang');
    if (isLanguage(asked)) return asked;
    return document && isLanguage(document.language) ? document.language : 'en';
  };

  function message(
    c: Context<AppEnv>,
    status: ContentfulStatusCode,
    language: Language,
    title: string,
    paragraphs: string[],
    back: string | null,
  ) {
    return sendSandboxPage(
      c,
      renderMessagePage({ language, page: textsFor(language).page, title, paragraphs, returnTo: back }),
      status,
    );
  }

  /** The document the path names, or the "no longer valid" page (the same for a guid that never existed). */
  async function recordFor(c: Context<AppEnv>): Promise<DocumentRecord | Response> {
    const guid = c.req.param('guid') ?? '';
    const record = isUuid(guid) ? await findDocumentByGuid(db, guid.toLowerCase()) : undefined;
    if (record) return record;
    const page = textsFor(languageFor(c)).page;
    return message(c, 404, languageFor(c), page.unavailableTitle, [page.unavailableBody], null);
  }

  /** The `return` path, or the page refusing it: a signing page never sends anyone to another site. */
  function returnFor(c: Context<AppEnv>, language: Language): { path: string | null } | Response {
    const read = readReturnPath(c.req.query('return'));
    if (read.ok) return { path: read.path };
    const page = textsFor(language).page;
    return message(c, 400, language, page.unavailableTitle, [page.invalidReturn], null);
  }

  /** What a document that is no longer waiting for a signature says. */
  function outcomePage(c: Context<AppEnv>, record: DocumentRecord, language: Language, back: string | null) {
    const { document, owner } = record;
    const page = textsFor(language).page;
    if (document.status === 'signed' || document.status === 'sealed') {
      const sentence = signedSentence(page, document.signerName ?? '', document.signedAt ?? now(), owner.companyName);
      return message(c, 200, language, page.signedTitle, [sentence], back);
    }
    if (document.status === 'declined') return message(c, 200, language, page.declinedTitle, [page.declinedBody], back);
    if (document.status === 'failed') return message(c, 200, language, page.failedTitle, [page.failedBody], back);
    return null;
  }

  const lockedPage = (c: Context<AppEnv>, language: Language, back: string | null) => {
    const page = textsFor(language).page;
    return message(c, 409, language, page.unavailableTitle, [page.lockedBody], back);
  };

  const unavailablePage = (c: Context<AppEnv>, language: Language, back: string | null) => {
    const page = textsFor(language).page;
    return message(c, 503, language, page.failedTitle, [page.failedBody], back);
  };

  routes.get('/e-signing/:guid', async (c) => {
    const record = await recordFor(c);
    if (record instanceof Response) return record;
    const language = languageFor(c, record.document);
    const back = returnFor(c, language);
    if (back instanceof Response) return back;
    const { document } = record;
    if (document.status === 'declined' || document.status === 'failed') {
      const page = textsFor(language).page;
      return message(c, 404, language, page.unavailableTitle, [page.unavailableBody], back.path);
    }
    if (document.status === 'pending' && writeRefusal(record.owner, now())) return lockedPage(c, language, back.path);
    // The way back passes through the service: it never carries the candidate's token.
    const query = back.path ? `?${new URLSearchParams({ return: withoutToken(back.path) }).toString()}` : '';
    try {
      const link = await signing.provider.signingLink(document.providerDocumentId, {
        language,
        returnUrl: `${documentLink(config.publicUrl, document.guid)}/return${query}`,
        forceFailure: c.req.query('fail') === '1',
      });
      return c.redirect(link, 302);
    } catch (error) {
      if (error instanceof ESigningUnavailableError) return unavailablePage(c, language, back.path);
      throw error;
    }
  });

  routes.get('/e-signing/:guid/return', async (c) => {
    const record = await recordFor(c);
    if (record instanceof Response) return record;
    const language = languageFor(c, record.document);
    const back = returnFor(c, language);
    if (back instanceof Response) return back;
    let document = record.document;
    try {
      document = await refreshDocument(signing, record);
    } catch (error) {
      // The service's callback, or the candidate's next visit, brings the news later.
      if (!(error instanceof ESigningUnavailableError)) throw error;
    }
    if (back.path) return c.redirect(withOutcome(back.path, document.status), 303);
    const page = textsFor(language).page;
    return (
      outcomePage(c, { ...record, document }, language, null) ??
      message(c, 200, language, page.pendingTitle, [page.pendingBody], null)
    );
  });

  const sandboxRecord = async (c: Context<AppEnv>) => {
    const record = await recordFor(c);
    if (record instanceof Response || record.document.provider === 'sandbox') return record;
    const page = textsFor(languageFor(c)).page;
    return message(c, 404, languageFor(c), page.unavailableTitle, [page.unavailableBody], null);
  };

  const failFlag = (c: Context<AppEnv>) => c.req.query('fail') === '1' || sandboxFailure === 'sign';

  function signingPage(
    c: Context<AppEnv>,
    record: DocumentRecord,
    language: Language,
    values: { full_name: string; use_typed_name: boolean },
    errors: SigningPageErrors,
  ) {
    const { document, owner } = record;
    const texts = textsFor(language);
    const page = renderSigningPage({
      language,
      page: texts.page,
      text: documentText(document.type, language, { company: owner.companyName, candidate: owner.candidateName }),
      company: owner.companyName,
      values,
      errors,
      failFlag: failFlag(c),
    });
    return sendSandboxPage(c, page, Object.keys(errors).length > 0 ? 400 : 200);
  }

  routes.get(`${SANDBOX_PAGE_PATH}/:guid`, async (c) => {
    const record = await sandboxRecord(c);
    if (record instanceof Response) return record;
    const language = languageFor(c, record.document);
    const back = returnFor(c, language);
    if (back instanceof Response) return back;
    const settled = outcomePage(c, record, language, back.path);
    if (settled) return settled;
    if (writeRefusal(record.owner, now())) return lockedPage(c, language, back.path);
    return signingPage(c, record, language, { full_name: '', use_typed_name: false }, {});
  });

  routes.post(`${SANDBOX_PAGE_PATH}/:guid`, sandboxFormLimit(FORM_LIMIT_BYTES), async (c) => {
    const record = await sandboxRecord(c);
    if (record instanceof Response) return record;
    const language = languageFor(c, record.document);
    const back = returnFor(c, language);
    if (back instanceof Response) return back;
    // After the outcome, back to the form, or to this page, which then shows the outcome.
    const after = (status: string) => c.redirect(back.path ? withOutcome(back.path, status) : c.req.url, 303);
    if (record.document.status !== 'pending') return after(record.document.status);
    if (writeRefusal(record.owner, now())) return lockedPage(c, language, back.path);

    const form = await readFormBody(c);
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const action = (field('action') || 'sign') as Outcome;
    if (action === 'decline') return after((await endInSandbox(signing, record, 'declined')).status);
    if (action === 'fail' || (action === 'sign' && failFlag(c))) {
      return after((await endInSandbox(signing, record, 'failed')).status);
    }
    if (action !== 'sign') {
      const page = textsFor(language).page;
      return message(c, 400, language, page.unavailableTitle, [page.unavailableBody], back.path);
    }

    const page = textsFor(language).page;
    const values = {
      // Control characters (U+0000 above all, which PostgreSQL cannot store) have no place in a printed name;
      // tabs and line breaks become spaces below.
      full_name: field('full_name').replace(CONTROL_CHARACTERS, '').trim().replace(/\s+/g, ' '),
      use_typed_name: field('use_typed_name') === '1',
    };
    const errors: SigningPageErrors = {};
    if (values.full_name === '') errors.full_name = page.nameRequired;
    else if (values.full_name.length > MAX_NAME_LENGTH) errors.full_name = page.nameTooLong;
    let png: Uint8Array | null = null;
    if (!values.use_typed_name) {
      const signature = await readSignature(field('signature'));
      if ('error' in signature)
        errors.signature = signature.error === 'required' ? page.signatureRequired : page.signatureInvalid;
      else png = signature.png;
    }
    if (Object.keys(errors).length > 0) return signingPage(c, record, language, values, errors);
    const sealed = await signInSandbox(signing, record, { name: values.full_name, png });
    return after(sealed.status);
  });

  return routes;
}
