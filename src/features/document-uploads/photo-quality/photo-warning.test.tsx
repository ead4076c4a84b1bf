// @vitest-environment jsdom
/**
 * The photo warning in a real uploader (the address proofs page, through the real router), the worker's answer
 * faked: what it says, where the focus goes, nothing sent until the candidate chooses, Use anyway sending the same
 * photo, Retake checking a new one, both by keyboard; and a PDF never checked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentTypesFor } from '../../../../domain/document-types';
import type { PhotoIssue } from '../../../../domain/documents/photo-quality';
import type { ReferenceResponse } from '../../../../domain/reference-response';
import { buildCheck } from '../../../../domain/testing/build-response';
import { withEarlierSectionsComplete } from '../../../testing/earlier-sections';
import { jsonResponse } from '../../../testing/json-response';
import { referenceResponseFixture } from '../../../testing/reference-response-fixture';
import { renderApp } from '../../../testing/render-app';
import { FakeXhr, fakeXhrForEachTest, fileInputs, pdfFile } from '../testing/fake-xhr';
import { checkPhoto } from './photo-check';

vi.mock('./photo-check', () => ({ checkPhoto: vi.fn() }));
const checked = vi.mocked(checkPhoto);

/** What the check finds, by file name; nothing for any other file. */
function findings(byName: Record<string, PhotoIssue[]>) {
  checked.mockImplementation((file: File) => Promise.resolve(byName[file.name] ?? []));
}

const photo = (name: string) => new File([new Uint8Array(4096)], name, { type: 'image/jpeg' });

function renderAddressProofs() {
  const base = referenceResponseFixture();
  // Without the British criminal record check, whose documents section would hold this page back.
  const checks = [
    ...base.reference_request.checks.filter((check) => check.criteria_check.slug !== 'criminal_record'),
    buildCheck({ slug: 'address_document' }, 'GB', 20),
  ];
  const response: ReferenceResponse = withEarlierSectionsComplete(
    { ...base, reference_request: { ...base.reference_request, checks }, documents: { uploaded: [] } },
    'address_documents',
  );
  renderApp({
    url: '/candidate-feedback/address_documents/address_documents?guid=guid-1&user_token=token-1',
    api: {
      responses: { 'guid-1': response },
      extra: (url) =>
        url.pathname === '/api/oneform/guid-1/document-types/' ? jsonResponse(documentTypesFor(response.reference_request)) : undefined,
    },
  });
  return screen.findByRole('region', { name: 'Proof of address' });
}

fakeXhrForEachTest();
beforeEach(() => {
  checked.mockReset();
});

describe('the photo warning', () => {
  it('says what is wrong in plain words, takes the focus, and sends nothing until the candidate chooses', async () => {
    findings({ 'bill.jpg': ['dark', 'blurred'] });
    const user = userEvent.setup();
    const region = await renderAddressProofs();
    await user.upload(fileInputs(region)[0]!, photo('bill.jpg'));

    const warning = await within(region).findByRole('group', { name: 'bill.jpg may be hard to read' });
    await waitFor(() => expect(document.activeElement).toBe(warning));
    expect(within(warning).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'This photo looks too dark, so the document may be hard to read. Try again in better light.',
      'This photo looks blurred, so the text may not be readable. Hold the camera still and let it focus.',
    ]);
    // The problems are the group's description, read with its name as the focus lands.
    expect(warning.getAttribute('aria-describedby')).toBe(within(warning).getByRole('list').id);
    expect(within(warning).getByRole('button', { name: 'Retake' })).toBeTruthy();
    expect(within(warning).getByRole('button', { name: 'Use anyway' })).toBeTruthy();
    expect(FakeXhr.requests).toEqual([]);
    // The drop zone gives way to the warning: one choice at a time.
    expect(within(region).queryByRole('button', { name: /^Choose a file/ })).toBeNull();
  });

  it('lists every problem the check can find', async () => {
    findings({ 'bill.jpg': ['small', 'dark', 'blurred', 'glare'] });
    const user = userEvent.setup();
    const region = await renderAddressProofs();
    await user.upload(fileInputs(region)[0]!, photo('bill.jpg'));
    const warning = await within(region).findByRole('group', { name: 'bill.jpg may be hard to read' });
    expect(within(warning).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'This photo is too small for the document to be read. Move closer, or choose a larger photo.',
      'This photo looks too dark, so the document may be hard to read. Try again in better light.',
      'This photo looks blurred, so the text may not be readable. Hold the camera still and let it focus.',
      'There is strong glare on this photo, which may hide part of the document. Tilt the document away from the light.',
    ]);
  });

  it('sends the same photo on Use anyway, pressed from the keyboard, and moves the focus to the uploader', async () => {
    findings({ 'bill.jpg': ['blurred'] });
    const user = userEvent.setup();
    const region = await renderAddressProofs();
    await user.upload(fileInputs(region)[0]!, photo('bill.jpg'));
    const warning = await within(region).findByRole('group', { name: 'bill.jpg may be hard to read' });
    await waitFor(() => expect(document.activeElement).toBe(warning));

    await user.tab();
    expect(document.activeElement).toBe(within(warning).getByRole('button', { name: 'Retake' }));
    await user.tab();
    expect(document.activeElement).toBe(within(warning).getByRole('button', { name: 'Use anyway' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(FakeXhr.last().fields()).toMatchObject({ '0:file': 'bill.jpg', '0:type': 'address-proof' });
    expect(within(region).queryByRole('group', { name: 'bill.jpg may be hard to read' })).toBeNull();
    expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'Proof of address' }));
    expect(checked).toHaveBeenCalledTimes(1);
  });

  it('checks a retaken photo afresh and sends it when nothing is found', async () => {
    findings({ 'bill.jpg': ['glare'] });
    const user = userEvent.setup();
    const region = await renderAddressProofs();
    await user.upload(fileInputs(region)[0]!, photo('bill.jpg'));
    const warning = await within(region).findByRole('group', { name: 'bill.jpg may be hard to read' });

    // Retake is the file picker again: what it hands over is checked like the first.
    await user.upload(fileInputs(warning)[0]!, photo('bill-again.jpg'));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(FakeXhr.last().fields()).toMatchObject({ '0:file': 'bill-again.jpg' });
    expect(checked.mock.calls.map(([file]) => file.name)).toEqual(['bill.jpg', 'bill-again.jpg']);
    expect(within(region).queryByRole('group')).toBeNull();
  });

  it('warns again about a retaken photo with its own problems', async () => {
    findings({ 'bill.jpg': ['glare'], 'bill-again.jpg': ['dark'] });
    const user = userEvent.setup();
    const region = await renderAddressProofs();
    await user.upload(fileInputs(region)[0]!, photo('bill.jpg'));
    const first = await within(region).findByRole('group', { name: 'bill.jpg may be hard to read' });
    await user.upload(fileInputs(first)[0]!, photo('bill-again.jpg'));
    const second = await within(region).findByRole('group', { name: 'bill-again.jpg may be hard to read' });
    expect(within(second).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'This photo looks too dark, so the document may be hard to read. Try again in better light.',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(FakeXhr.requests).toEqual([]);
  });

  it('sends a photo the check finds nothing in without a word, and never checks a PDF', async () => {
    findings({});
    const user = userEvent.setup();
    const region = await renderAddressProofs();
    await user.upload(fileInputs(region)[0]!, photo('bill.jpg'));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(within(region).queryByRole('group')).toBeNull();
    await FakeXhr.last().respond(400, { file: ['This file could not be read. Please upload another copy.'] });
    await user.upload(fileInputs(region)[0]!, pdfFile('statement.pdf'));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    expect(checked.mock.calls.map(([file]) => file.name)).toEqual(['bill.jpg']);
  });
});
