/**
 * The document pages as a candidate meets them on a phone, with axe on each page, a file uploaded, its error and
 * its delete dialog, against the real server:
 * - New Zealand police vetting (nz-police-vetting): the identity page asks for one of three documents; a passport
 *   needs its expiry date, then uploads and completes the step; deleted again behind its confirmation, the step's
 *   message returns. The vetting page takes both sides of a driving licence as JPEG and PNG photos (the 4000 px one
 *   scaled to 2500 px before sending) and a birth certificate, and its two messages go as each half is met.
 * - British rescreening (gb-rescreening): over a throttled connection the progress bar shows the percent sent and
 *   Cancel stops the upload; at full speed two address proofs complete the address page, and the police check's
 *   address step with them; its identity step takes a passport and a driving licence.
 * - A request that asks proof of employment and of a degree: one upload per flagged employer and qualification.
 */
import sharp from 'sharp';
import { server } from './support/server';
import { expect, test } from './support/test';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import { bristolEducationBody } from '../../domain/testing/bristol-education';
import { loadConfig } from '../../server/config';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';
import { chooseFile, missing, pdf, photo, region, typeDate, uploadTo, yearsFromToday } from './support/uploads';


/** Uploads over a throttled connection and several pages with axe take longer than the default on a busy machine. */
const LONG_TEST_MS = 180_000;

test.describe('New Zealand identity and police vetting documents on a phone', () => {
  test('uploads a passport with its expiry date, deletes it behind a confirmation, and completes the vetting page', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('nz-police-vetting');
    await fillSectionsBefore(created, 'moj_document_upload');
    const page = await openPage('phone');
    await page.goto(pageUrl(created, '/candidate-feedback/moj_document_upload/moj_document_upload'));
    const passport = region(page, 'Passport');
    await expect(passport).toBeVisible();
    expect(await missing(page).allTextContents()).toEqual(['Please upload at least one document.']);
    await expect(passport.getByRole('button', { name: /^Take a photo/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // Without its expiry date a passport is not sent, but kept until the date is given.
    await chooseFile(passport, pdf('passport.pdf'));
    const expiry = passport.getByRole('group', { name: 'Expiry date', exact: true });
    await expect(passport.getByText('Please fill in this field')).toBeVisible();
    await expectNoAxeViolations(page);

    await typeDate(passport, 'Expiry date', yearsFromToday(5));
    await passport.getByRole('button', { name: 'Upload passport.pdf' }).click();
    await expect(passport.getByText('passport.pdf uploaded.')).toBeVisible();
    await expect(passport.getByRole('button', { name: 'Delete passport.pdf' })).toBeVisible();
    await expect(missing(page)).toHaveCount(0);
    // Points are the Australian 100-point checks' measure only: this page lists the upload without them.
    expect(await passport.getByRole('listitem').first().textContent()).not.toContain('points');
    await expect(expiry).toBeVisible();
    await expectNoAxeViolations(page);

    await passport.getByRole('button', { name: 'Delete passport.pdf' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete document' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(passport.getByText('passport.pdf deleted.')).toBeVisible();
    expect(await missing(page).allTextContents()).toEqual(['Please upload at least one document.']);
    const saved = await readResponse(created.guid, created.user_token);
    expect(saved.documents.uploaded).toEqual([]);

    // The hub's order: the Ministry of Justice page is complete before the police vetting page opens.
    await uploadTo(region(page, 'Firearms licence'), pdf('firearms.pdf'));
    await expect(missing(page)).toHaveCount(0);
    await page.goto(pageUrl(created, '/candidate-feedback/police_vetting_documents/police_vetting_documents'));
    await expect(region(page, 'Driving licence (front)')).toBeVisible();
    expect(await missing(page).allTextContents()).toEqual([
      'Please upload your passport, or both sides of your driving licence.',
      'Please upload your birth certificate or a utility bill.',
    ]);
    await expectNoAxeViolations(page);
    const submit = page.getByRole('link', { name: 'Submit', exact: true });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    // A camera-sized photo is scaled down in the browser before it is sent.
    await uploadTo(region(page, 'Driving licence (front)'), await photo('front.jpg', 'jpeg', { width: 4000, height: 3000 }));
    await uploadTo(region(page, 'Driving licence (back)'), await photo('back.png', 'png'));
    await expect(missing(page)).toHaveText(['Please upload your birth certificate or a utility bill.']);
    await uploadTo(region(page, 'Birth certificate'), pdf('birth.pdf'));
    await expect(missing(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    const uploaded = (await readResponse(created.guid, created.user_token)).documents.uploaded;
    expect(uploaded.map((upload) => upload.type).sort()).toEqual([
      'birth-certificate-optional',
      'driving-license-back',
      'driving-license-front',
      'firearms-license',
    ]);
    const front = uploaded.find((upload) => upload.type === 'driving-license-front')!;
    const kept = await fetch(`${server('baseUrl')}/api/reference-requests/${created.guid}/document/${front.id}/file`, {
      headers: { Authorization: `Token ${created.user_token}` },
    });
    const { width, height } = await sharp(Buffer.from(await kept.arrayBuffer())).metadata();
    expect([width, height]).toEqual([2500, 1875]);

    // The frame judges the step complete from the same refreshed response: Submit leads home.
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await submit.click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    await page.context().close();
  });
});

test.describe('British rescreening documents on a phone', () => {
  test('shows the percent sent over a slow connection and cancels, then completes the address and police check pages', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('gb-rescreening');
    await fillSectionsBefore(created, 'address_documents');
    const page = await openPage('phone');
    await page.goto(pageUrl(created, '/candidate-feedback/address_documents/address_documents'));
    const proofs = region(page, 'Proof of address');
    await expect(proofs).toBeVisible();
    expect(await missing(page).allTextContents()).toEqual(['Please upload at least 2 documents for address proof']);
    await expectNoAxeViolations(page);

    // About 16 KB a second up: a 400 KB statement takes long enough to watch and cancel.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: 256 * 1024,
      uploadThroughput: 16 * 1024,
    });
    await chooseFile(proofs, pdf('statement.pdf', 400 * 1024));
    const bar = proofs.getByRole('progressbar', { name: 'Uploading statement.pdf' });
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);
    const percent = Number(await bar.getAttribute('aria-valuenow'));
    expect(percent).toBeLessThan(100);
    expect(await proofs.getByText(/^\d+%$/).textContent()).toMatch(/^\d+%$/);
    await expectNoAxeViolations(page);
    await proofs.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(proofs.getByText('Upload of statement.pdf cancelled.')).toBeVisible();
    await expect(bar).toHaveCount(0);
    expect((await readResponse(created.guid, created.user_token)).documents.uploaded).toEqual([]);

    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await uploadTo(proofs, pdf('bank-statement.pdf'));
    expect(await missing(page).allTextContents()).toEqual(['Please upload at least 2 documents for address proof']);
    await uploadTo(proofs, await photo('council-tax.jpg', 'jpeg'));
    await expect(missing(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The police check's address step counts the same proofs, and is complete once seen; its identity step asks a
    // passport and a licence.
    await page.goto(pageUrl(created, '/candidate-feedback/dbs_documents'));
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/dbs_documents/dbs_address'));
    await expect(missing(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Next', exact: true }).or(page.getByRole('link', { name: 'Next', exact: true })).click();
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/dbs_documents/dbs_identity'));
    await expect(region(page, 'Passport')).toBeVisible();
    expect(await missing(page).allTextContents()).toEqual([
      'Please upload a passport or another primary identity document.',
      'Please upload a driving licence or another trusted document.',
    ]);
    await expectNoAxeViolations(page);
    await typeDate(region(page, 'Passport'), 'Expiry date', yearsFromToday(8));
    await uploadTo(region(page, 'Passport'), pdf('passport.pdf'));
    await expect(missing(page)).toHaveText(['Please upload a driving licence or another trusted document.']);
    await uploadTo(region(page, 'Driving licence'), await photo('licence.png', 'png'));
    await expect(missing(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(pageUrl(created, '/candidate-feedback/dbs_documents/dbs_address'));
    await expect(region(page, 'Proof of address')).toBeVisible();
    await expect(missing(page)).toHaveCount(0);
    // The proofs were uploaded on the address page: here they count, each said once, with their Delete left there.
    await expect(region(page, 'Proof of address').getByText(/Uploaded in .+; it counts here too\./)).toHaveCount(2);
    await expect(region(page, 'Proof of address').getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await page.context().close();
  });
});

/** A request whose employment check asks proof of each employment, and which verifies a degree. */
async function createProofRequest(): Promise<CreatedRequest> {
  const request: OrgRequestInput = {
    company: { name: 'Harbourside Logistics', logo_url: null },
    candidate: { first_name: 'Ellen', last_name: 'Marsh', email: 'ellen.marsh@example.com' },
    country: 'GB',
    checks: [{ type: 'employment', level: ['employment_proof'] }, { type: 'academic_qualification' }],
  };
  const { orgApiKey } = loadConfig({ ...process.env, DATA_DIR: server('dataDir'), DATABASE_URL: '' });
  const answer = await fetch(`${server('baseUrl')}/api/org/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${orgApiKey}` },
    body: JSON.stringify(request),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as CreatedRequest;
}

/** An employer to prove and a degree whose certificate the candidate will copy, saved as their forms save them. */
async function saveRecordsToProve(created: CreatedRequest): Promise<void> {
  const base = server('baseUrl');
  const headers = { authorization: `Token ${created.user_token}`, 'content-type': 'application/json' };
  const countries = (await (await fetch(`${base}/api/countries/`, { headers })).json()) as { id: number; short_name: string }[];
  const gb = countries.find((country) => country.short_name === 'GB')!.id;
  const { guid: responseGuid } = await readResponse(created.guid, created.user_token);
  const save = async (path: string, body: unknown) => {
    const answer = await fetch(`${base}/api/oneform/${created.guid}/${responseGuid}/${path}/`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(200);
  };
  await save('employers/employers', {
    organization_name: 'Northfield Trading Co',
    organisation_address: '14 Harbour Street, Bristol',
    organization_country: gb,
    employment_period_from: '2020-01-06',
    is_present: true,
    candidate_job_title: 'Warehouse supervisor',
    title_reported_into: 'Operations manager',
    type_of_employment: 'full_time',
    has_employee_id_number: false,
    is_agency: false,
    proof_of_employment: true,
    have_hr_email: true,
    manager: { email: 'hr@northfield.example', first_name: 'Ada', last_name: 'Shaw', full_name: 'Ada Shaw' },
    contact_verifier: true,
  });
  await save('details/education', { has_higher_education: true, education: [{ ...bristolEducationBody(gb), is_certificate_copy: true }] });
}

test.describe('proof of employment and of education on a phone', () => {
  test('asks one upload per flagged employer and qualification, sent with the record it proves', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await createProofRequest();
    await saveRecordsToProve(created);
    // The hub's order: the proof of education comes before the proof of employment.
    await fillSectionsBefore(created, 'education_proof');
    const page = await openPage('phone');

    await page.goto(pageUrl(created, '/candidate-feedback/education_proof/education_proof'));
    const degree = region(page, 'Proof of education: University of Bristol');
    await expect(degree).toBeVisible();
    expect(await missing(page).allTextContents()).toEqual(['Please upload at least one document for each qualification.']);
    await expectNoAxeViolations(page);
    await uploadTo(degree, await photo('certificate.jpg', 'jpeg'));
    await expect(missing(page)).toHaveCount(0);

    await page.goto(pageUrl(created, '/candidate-feedback/employment_proof/employment_proof'));
    const employer = region(page, 'Proof of employment: Northfield Trading Co');
    await expect(employer).toBeVisible();
    expect(await missing(page).allTextContents()).toEqual(['Please upload at least one document for each employer.']);
    await expectNoAxeViolations(page);
    await uploadTo(employer, pdf('payslip.pdf'));
    await expect(missing(page)).toHaveCount(0);

    const saved = await readResponse(created.guid, created.user_token);
    const [line] = saved.employers;
    const [record] = saved.candidate_education_details;
    expect(saved.documents.uploaded.map(({ type, employment_response, education_response }) => ({ type, employment_response, education_response }))).toEqual([
      { type: 'education-proof', employment_response: null, education_response: record!.id },
      { type: 'employment-proof', employment_response: line!.id, education_response: null },
    ]);
    await page.context().close();
  });
});
