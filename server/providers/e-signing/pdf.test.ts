import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderSignedCopy, toWinAnsi } from './pdf';
import { documentText, TEXTS } from './texts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('renderSignedCopy', () => {
  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('writes a readable PDF in %s', async (language) => {
    const bytes = await renderSignedCopy({
      text: documentText('moj_document', language, { company: 'Kōwhai Home Support', candidate: 'Aroha Ngāta' }),
      page: TEXTS[language].page,
      language,
      company: 'Kōwhai Home Support',
      signerName: 'Aroha Ngāta',
      signedAt: new Date('2026-03-02T10:15:00.000Z'),
      reference: '5d2f3c1e-7a4b-4c1d-9e8f-0a1b2c3d4e5f',
      signaturePng: language === 'en' ? new Uint8Array(PNG) : null,
      sandbox: true,
    });
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getAuthor()).toBe('Aroha Ngāta');
    expect(pdf.getTitle()).toBe(TEXTS[language].documents.moj_document.title);
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1 and typographic marks, drops accents it cannot encode, and marks the rest', () => {
    expect(toWinAnsi('José Façade – “quoted”')).toBe('José Façade – “quoted”');
    expect(toWinAnsi('Ngāta Łukasz')).toBe('Ngata ?ukasz');
    expect(toWinAnsi('王 芳')).toBe('? ?');
  });
});
