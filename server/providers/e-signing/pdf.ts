/**
 * The signed copy the sandbox seals: the document's text, the typed name, the drawn signature (or the typed name
 * set as a signature), the time of signing and the document's reference, as an A4 PDF built with pdf-lib (pure
 * JavaScript, no native code or external program, so it runs wherever the server runs).
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { DocumentText, PageText } from './texts';
import { fill } from '../shared/placeholders';

export interface SignedCopy {
  text: DocumentText;
  page: PageText;
  language: string;
  company: string;
  signerName: string;
  signedAt: Date;
  reference: string;
  /** The drawn signature; null when the candidate signed with their typed name. */
  signaturePng: Uint8Array | null;
  sandbox: boolean;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BODY_SIZE = 10.5;
const LINE = 15;
const SIGNATURE_BOX = { width: 240, height: 80 };

/**
 * The standard PDF fonts encode WinAnsi (Latin-1 and a few typographic marks). A character outside it (a macron,
 * a non-Latin script) is written without its accent, or as "?"; the exact text stays in the database and in the
 * PDF's metadata.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
}

export function toWinAnsi(text: string): string {
  return [...text.replace(/\s+/g, ' ')]
    .map((character) => {
      if (isWinAnsi(character)) return character;
      const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
      return [...bare].every(isWinAnsi) && bare !== '' ? bare : '?';
    })
    .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toWinAnsi(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** yyyy-MM-dd HH:mm:ss UTC: unambiguous in every language. */
export function formatInstant(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export async function renderSignedCopy(copy: SignedCopy): Promise<Uint8Array> {
  // Loaded with the first signed copy (about 25 MB), not by every server that starts.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(copy.text.title);
  pdf.setAuthor(copy.signerName);
  pdf.setSubject(`${copy.text.title} (${copy.reference})`);
  pdf.setLanguage(copy.language);
  pdf.setCreator('Candidate onboarding e-signing');
  pdf.setCreationDate(copy.signedAt);
  pdf.setModificationDate(copy.signedAt);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const signature = copy.signaturePng ? await pdf.embedPng(copy.signaturePng) : null;
  const width = A4.width - 2 * MARGIN;

  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const ensureRoom = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const write = (text: string, font: PDFFont, size: number, lineHeight: number, colour = rgb(0.1, 0.1, 0.1)) => {
    for (const line of wrap(text, font, size, width)) {
      ensureRoom(lineHeight);
      y -= lineHeight;
      page.drawText(line, { x: MARGIN, y, size, font, color: colour });
    }
  };

  if (copy.sandbox) {
    write(copy.page.sandboxBanner, bold, 9, 12, rgb(0.65, 0.1, 0.1));
    y -= 10;
  }
  write(copy.text.title, bold, 16, 21);
  write(fill(copy.page.requestedBy, { company: copy.company }), regular, 10, 14, rgb(0.35, 0.35, 0.35));
  y -= 8;
  for (const paragraph of copy.text.paragraphs) {
    write(paragraph, regular, BODY_SIZE, LINE);
    y -= 7;
  }
  write(copy.text.declaration, bold, BODY_SIZE, LINE);
  y -= 16;

  ensureRoom(SIGNATURE_BOX.height + 90);
  const boxTop = y;
  if (signature) {
    const scale = Math.min(SIGNATURE_BOX.width / signature.width, SIGNATURE_BOX.height / signature.height, 1);
    const drawn = { width: signature.width * scale, height: signature.height * scale };
    page.drawImage(signature, { x: MARGIN, y: boxTop - drawn.height, ...drawn });
  } else {
    page.drawText(toWinAnsi(copy.signerName), { x: MARGIN, y: boxTop - 40, size: 24, font: script });
  }
  y = boxTop - SIGNATURE_BOX.height - 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + SIGNATURE_BOX.width, y }, thickness: 0.75 });
  y -= 4;
  write(`${copy.page.signedBy}: ${copy.signerName}`, regular, 10, 14);
  write(`${copy.page.signedOn}: ${formatInstant(copy.signedAt)}`, regular, 10, 14);
  write(`${copy.page.documentReference}: ${copy.reference}`, regular, 10, 14);
  if (copy.sandbox) {
    y -= 6;
    write(copy.page.sandboxSeal, regular, 8.5, 12, rgb(0.65, 0.1, 0.1));
  }
  return pdf.save();
}
