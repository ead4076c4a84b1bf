/** The remote e-signing adapter (server/providers/e-signing/remote.ts) against a fake service on 127.0.0.1. */
import { describe, expect, it } from 'vitest';
import { FAKE_PDF, startFakeESigningService } from './support/fake-e-signing-service';
import { failureWhenHanging, useFakeService } from './support/use-fake-service';
import { ESigningUnavailableError } from '../../server/providers/e-signing/provider';
import { remoteESigning } from '../../server/providers/e-signing/remote';

const service = useFakeService(startFakeESigningService);

const adapter = (overrides: { apiToken?: string; timeoutMs?: number } = {}) =>
  remoteESigning({ baseUrl: service.baseUrl, apiToken: service.token, timeoutMs: 2_000, ...overrides });

const newDocument = {
  reference: '5d2f3c1e-7a4b-4c1d-9e8f-0a1b2c3d4e5f',
  type: 'acic_document' as const,
  language: 'fr' as const,
  title: 'Titre',
  paragraphs: ['Premier paragraphe.', 'Déclaration.'],
  signer: { name: 'Ada Lovelace', email: 'ada@example.com' },
};

describe('remoteESigning', () => {
  it('creates a document, gets its link, follows its status and fetches the sealed file', async () => {
    const signing = adapter();
    const { id } = await signing.createDocument(newDocument);
    expect(service.documents.get(id)?.body).toStrictEqual({
      external_reference: newDocument.reference,
      type: 'acic_document',
      language: 'fr',
      title: 'Titre',
      paragraphs: newDocument.paragraphs,
      signer: newDocument.signer,
    });
    expect(service.calls.every((call) => call.authorization === `Bearer ${service.token}`)).toBe(true);

    const link = await signing.signingLink(id, {
      language: 'fr',
      returnUrl: 'http://candidate.test/e-signing/x/return',
    });
    expect(link).toBe(`${service.baseUrl}/sign/${id}?lang=fr`);
    expect(service.documents.get(id)?.redirectUrl).toBe('http://candidate.test/e-signing/x/return');

    expect(await signing.getStatus(id)).toStrictEqual({ status: 'pending', signedAt: null, signerName: null });
    expect(await signing.getSealedFile(id)).toBeNull();

    service.sign(id, 'Ada Lovelace', '2026-03-02T10:15:00.000Z');
    expect(await signing.getStatus(id)).toStrictEqual({
      status: 'sealed',
      signedAt: new Date('2026-03-02T10:15:00.000Z'),
      signerName: 'Ada Lovelace',
    });
    expect(await signing.getSealedFile(id)).toStrictEqual(FAKE_PDF);
  });

  it.each([
    ['a refused token', () => adapter({ apiToken: 'wrong' }).createDocument(newDocument)],
    ['an unknown document', () => adapter().getStatus('doc_404')],
  ])('turns %s into ESigningUnavailableError', async (_case, call) => {
    await expect(call()).rejects.toBeInstanceOf(ESigningUnavailableError);
  });

  it.each(['error', 'malformed'] as const)('turns a %s answer into ESigningUnavailableError', async (mode) => {
    service.mode = mode;
    await expect(adapter().createDocument(newDocument)).rejects.toBeInstanceOf(ESigningUnavailableError);
  });

  it('gives up on a service that does not answer within the timeout', async () => {
    expect(await failureWhenHanging(service, () => adapter({ timeoutMs: 200 }).getStatus('doc_1'))).toBeInstanceOf(ESigningUnavailableError);
  });

  it('does not reach a service that is not there', async () => {
    const base = service.baseUrl;
    await service.close();
    const gone = remoteESigning({ baseUrl: base, apiToken: 't', timeoutMs: 1_000 });
    await expect(gone.getStatus('doc_1')).rejects.toBeInstanceOf(ESigningUnavailableError);
  });
});
