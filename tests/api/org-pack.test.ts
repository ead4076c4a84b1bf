/**
 * GET /api/org/requests/{guid}/pack.pdf: the candidate pack of a submitted request, read back with pdf.js. A
 * ready-to-submit gb-financial-services request gets real files first (an image and a PDF uploaded, the
 * fitness-and-propriety declaration signed with an image, the consent form signed and sealed), then is submitted;
 * the pack must hold every section in the hub's order with the candidate's answers, the signature image, every
 * upload, and the signed form, its text extractable, accented letters included.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_SUBMITTED_DETAIL } from '../../domain/org-api';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import type { ReferenceRequest, ReferenceResponse } from '../../domain/reference-response';
import { SECTION_NAMES } from '../../domain/section-names';
import { submissionReference } from '../../domain/submission-reference';
import { insertApiKey, insertOrganisation } from '../../server/db/repositories/organisations';
import { generateApiKey } from '../../server/org/api-keys';
import { loadResponseProgress } from '../../server/requests/progress';
import { getResponse, postComplete, scenarioBody } from './support/candidate';
import { readPdf } from './support/read-pdf';
import { orgHeaders, tokenHeaders, useTestApp } from './support/test-app';

const ctx = useTestApp();
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'org-pack-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  ctx.makeApp({ config: { dataDir } });
});

/** Letters of French, Spanish and Portuguese that a font without them would drop. */
const CANDIDATE = { first_name: 'Zoë Françoise', last_name: 'Núñez-Gonçalves', email: 'zoe.nunez@example.com' };

const financialServices = (): OrgRequestInput => ({
  ...scenarioBody('gb-financial-services', 'ready_to_submit'),
  candidate: CANDIDATE,
});

const getPack = (guid: string, key?: string) => ctx.app.request(`/api/org/requests/${guid}/pack.pdf`, { headers: orgHeaders(key) });

async function pngOf(width: number, height: number, colour: string): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer());
}

async function pdfSaying(line: string, pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) pdf.addPage([400, 300]).drawText(`${line} page ${n}`, { x: 40, y: 150, size: 14, font });
  return pdf.save();
}

async function upload(created: CreatedRequest, bytes: Uint8Array, name: string, mime: string, fields: Record<string, string>) {
  const form = new FormData();
  form.append('0:file', new File([new Uint8Array(bytes)], name, { type: mime }));
  for (const [key, value] of Object.entries(fields)) form.append(`0:${key}`, value);
  const answer = await ctx.app.request(`/api/reference-requests/${created.guid}/document`, {
    method: 'POST',
    headers: tokenHeaders(created.user_token),
    body: form,
  });
  expect(answer.status).toBe(201);
}

/** Signs the fitness-and-propriety declaration again, this time with a drawn signature. */
async function signDeclaration(created: CreatedRequest, response: ReferenceResponse, signature: Uint8Array) {
  const acknowledge = response.fit_and_proper.questions.find((question) => question.options_type === 'acknowledge')!;
  const form = new FormData();
  form.append('question', String(acknowledge.id));
  form.append('answer', JSON.stringify({ value: acknowledge.options[0]!.id, description: null }));
  form.append('signature', new Blob([new Uint8Array(signature)], { type: 'image/png' }));
  const path = `/api/oneform/${created.guid}/${response.guid}/fit_and_proper_answer/fit_and_proper_answer/`;
  const answer = await ctx.app.request(path, { method: 'POST', headers: tokenHeaders(created.user_token), body: form });
  expect(answer.status).toBe(200);
}

const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

/** Signs the organisation's consent form on the e-signing sandbox's page, as the candidate would. */
async function signConsentForm(created: CreatedRequest, signature: Uint8Array) {
  const requestAnswer = await ctx.app.request(`/api/reference-requests/${created.guid}/?is_candidate=true`, {
    headers: tokenHeaders(created.user_token),
  });
  const { id } = (await requestAnswer.json()) as ReferenceRequest;
  const link = await ctx.app.request('/api/providers/scrive/create/', {
    method: 'POST',
    headers: { ...tokenHeaders(created.user_token), 'content-type': 'application/json' },
    body: JSON.stringify({ reference_request: id, scrive_document_type: 'consent_document' }),
  });
  expect(link.status).toBe(201);
  const { url } = (await link.json()) as { url: string };
  const back = new URLSearchParams({ return: `/candidate-feedback/consent/consent?guid=${created.guid}&user_token=${created.user_token}` });
  const launched = await ctx.app.request(`${pathOf(url)}?${back.toString()}`);
  const page = pathOf(launched.headers.get('location')!);
  const signed = await ctx.app.request(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'sign',
      full_name: `${CANDIDATE.first_name} ${CANDIDATE.last_name}`,
      signature: `data:image/png;base64,${Buffer.from(signature).toString('base64')}`,
    }).toString(),
  });
  expect(signed.status).toBe(303);
  expect((await ctx.app.request(signed.headers.get('location')!)).status).toBe(303);
}

async function submittedRequest() {
  const created = await ctx.createRequest(financialServices());
  const response = await getResponse(ctx.app, created);
  const signature = await pngOf(300, 100, '#203060');
  await upload(created, await pngOf(640, 480, '#c04020'), 'bill.png', 'image/png', { type: 'address-proof' });
  await upload(created, await pdfSaying('Uploaded bank statement', 2), 'statement.pdf', 'application/pdf', { type: 'utility-bill' });
  await signDeclaration(created, response, signature);
  await signConsentForm(created, signature);
  const before = await getResponse(ctx.app, created);
  expect((await postComplete(ctx.app, created.guid, response.guid, created.user_token)).status).toBe(200);
  return { created, response: await getResponse(ctx.app, created), uploadsBefore: before.documents.uploaded };
}

/** Another organisation with a key of its own. */
async function otherOrganisationKey(): Promise<string> {
  const organisation = await insertOrganisation(ctx.db, 'Elsewhere Recruitment Ltd', ctx.now());
  const key = generateApiKey();
  await insertApiKey(ctx.db, { organisationId: organisation!.id, prefix: key.prefix, keyHash: key.keyHash, label: null }, ctx.now());
  return key.key;
}

/** Strings of the answers that the pack must show: names, places, employers, referees, questions. */
function answerStrings(response: ReferenceResponse): string[] {
  const details = response.candidate_details[0]!;
  const fit = response.fit_and_proper;
  return [
    details.first_name,
    details.last_name,
    details.date_of_birth,
    details.country_of_birth_name,
    ...response.candidate_address_details.flatMap((address) => [address.street_address, address.city, address.postal_code]),
    response.candidate_id_document_details?.passport_number,
    response.candidate_id_document_details?.national_id_number,
    ...response.candidate_education_details.map((record) => record.institution_name),
    ...response.candidate_qualification_details.map((record) => record.professional_organization_name),
    ...response.employers.flatMap((line) => [line.organization_name, line.candidate_job_title]),
    ...response.references.flatMap((referee) => [referee.manager.email, referee.organization_name]),
    ...response.directorships.map((line) => line.organisation_name),
    ...fit.answers.map((answer) => fit.questions.find((question) => question.id === answer.question)!.name),
  ].filter((value): value is string => typeof value === 'string' && value !== '');
}

/** The text as pdf.js gives it, and the expected text, compared without the spaces a line break may add or drop. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('GET /api/org/requests/{guid}/pack.pdf', () => {
  it('answers 401 without the key, 404 for an unknown or malformed guid, 409 before the candidate submits', async () => {
    const created = await ctx.createRequest(financialServices());
    expect((await ctx.app.request(`/api/org/requests/${created.guid}/pack.pdf`)).status).toBe(401);
    expect((await getPack(created.guid, 'not-the-key')).status).toBe(401);
    expect(await (await getPack('00000000-0000-4000-8000-000000000000')).json()).toStrictEqual({ detail: 'Not found.' });
    expect((await getPack('not-a-guid')).status).toBe(404);
    const early = await getPack(created.guid);
    expect(early.status).toBe(409);
    expect(await early.json()).toStrictEqual({ detail: NOT_SUBMITTED_DETAIL });
  });

  it('answers 404 to another organisation’s key exactly as for an unknown guid, submitted or not', async () => {
    const otherKey = await otherOrganisationKey();
    const created = await ctx.createRequest(financialServices());
    const unknown = await getPack('00000000-0000-4000-8000-000000000000', otherKey);
    const early = await getPack(created.guid, otherKey);
    expect([early.status, await early.text()]).toStrictEqual([unknown.status, await unknown.text()]);
    const response = await getResponse(ctx.app, created);
    expect((await postComplete(ctx.app, created.guid, response.guid, created.user_token)).status).toBe(200);
    const submitted = await getPack(created.guid, otherKey);
    expect(submitted.status).toBe(404);
    expect(await submitted.json()).toStrictEqual({ detail: 'Not found.' });
    expect((await getPack(created.guid)).status).toBe(200);
  });

  it('holds every section in the hub’s order with its answers, the signature, every upload and the signed form', async () => {
    const { created, response, uploadsBefore } = await submittedRequest();
    const started = performance.now();
    const answer = await getPack(created.guid);
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="candidate-pack-${submissionReference(created.guid)}.pdf"`,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const pdf = await readPdf(bytes);
    console.info(`candidate pack: ${pdf.pageCount} pages, ${Math.round(bytes.length / 1024)} KB, built in ${Math.round(elapsed)} ms`);

    // The cover: organisation, candidate, checks, reference and submission time.
    const cover = pdf.pages[0]!;
    expect(pdf.title).toBe(`Candidate pack: ${CANDIDATE.first_name} ${CANDIDATE.last_name}`);
    for (const text of [
      response.reference_request.company_name,
      `${CANDIDATE.first_name} ${CANDIDATE.last_name}`,
      CANDIDATE.email,
      submissionReference(created.guid),
      `${response.completed_at!.slice(0, 16).replace('T', ' ')} UTC`,
      ...response.reference_request.checks.map((check) => check.criteria_check.title),
    ]) {
      expect(cover).toContain(text);
    }

    // Every section the hub lists, each starting a page, in the hub's order.
    const { progress } = await loadResponseProgress(ctx.db, response.reference_request.id, ctx.now());
    const sectionPages = progress.sections.map(({ section }) => pdf.pages.findIndex((page, index) => index > 0 && page.startsWith(SECTION_NAMES[section])));
    expect(sectionPages.every((page) => page > 0)).toBe(true);
    for (const page of sectionPages) expect(pdf.pages[page]).toMatch(/Status: Complete, completed at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect([...sectionPages].sort((a, b) => a - b)).toStrictEqual(sectionPages);

    // The answers, accented letters intact (the text is real, selectable text, not drawn shapes).
    const text = squeeze(pdf.text);
    for (const value of answerStrings(response)) expect(text, value).toContain(squeeze(value));
    expect(text).toContain(squeeze('Zoë Françoise'));
    expect(text).toContain(squeeze('Núñez-Gonçalves'));
    expect([...pdf.fonts].some((font) => /NotoSans/.test(font))).toBe(true);

    // Every upload is listed; the image is drawn, the uploaded PDF's pages are copied in.
    expect(response.documents.uploaded).toHaveLength(uploadsBefore.length);
    for (let n = 1; n <= response.documents.uploaded.length; n++) expect(pdf.text).toContain(`Document ${n}:`);
    expect(pdf.text).toContain('Uploaded bank statement page 1');
    expect(pdf.text).toContain('Uploaded bank statement page 2');
    // Before the copied documents, exactly two images are drawn: the uploaded picture under its caption, and the
    // fitness-and-propriety signature, on its questionnaire's pages.
    const formHeading = pdf.pages.findIndex((page) => page.startsWith('Signed form: consent document'));
    expect(formHeading).toBeGreaterThan(0);
    expect(pdf.images.slice(0, formHeading).reduce((sum, count) => sum + count, 0)).toBe(2);
    const fitPage = sectionPages[progress.sections.findIndex(({ section }) => section === 'fit_and_proper')]!;
    const signaturePage = pdf.pages.findIndex((page) => page.includes('Signature:'));
    expect(signaturePage).toBeGreaterThanOrEqual(fitPage);
    expect(pdf.images[signaturePage]).toBe(1);
    const picturePage = pdf.pages.findIndex((page) => /Document \d+: Proof of address, as uploaded:/.test(page));
    expect(pdf.images[picturePage]).toBe(1);

    // The sealed consent form, copied in after its own heading page.
    expect(pdf.pages[formHeading + 1]).toContain(`${CANDIDATE.first_name} ${CANDIDATE.last_name}`);
  });
});
