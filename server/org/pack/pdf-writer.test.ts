import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embedFonts, loadPdfLib, printable, wrap } from './pdf-writer';

/** Every letter, accented or not, that English, French, Spanish and Brazilian Portuguese write, both cases. */
const LOWER = 'abcdefghijklmnopqrstuvwxyz' + 'àâæçéèêëîïôœùûüÿ' + 'áéíñóúü' + 'ãõáâêôçàéíóú';
const LETTERS = `${LOWER}${LOWER.toUpperCase()}`;
const PUNCTUATION = '¿¡«»“”‘’–—…·•€£ºª';

async function fonts() {
  const lib = await loadPdfLib();
  const pdf = await lib.PDFDocument.create();
  pdf.registerFontkit(lib.fontkit);
  return embedFonts(pdf);
}

/** The four-letter tags of a TrueType file's tables (its table directory). */
function tableTags(file: URL): string[] {
  const bytes = readFileSync(file);
  const count = bytes.readUInt16BE(4);
  return Array.from({ length: count }, (_, index) => bytes.toString('latin1', 12 + index * 16, 16 + index * 16));
}

describe('the pack’s fonts', () => {
  it('set every letter and mark of en, fr, es and pt-BR in both weights', async () => {
    const { regular, bold } = await fonts();
    for (const font of [regular, bold]) expect(printable(`${LETTERS} ${PUNCTUATION}`, font)).toBe(`${LETTERS} ${PUNCTUATION}`);
  });

  it('compose a letter typed as base and accent, and write a character they lack as "?"', async () => {
    const { regular } = await fonts();
    expect(printable('Joa\u0303o', regular)).toBe('João');
    expect(printable('Mei 美玲', regular)).toBe('Mei ??');
  });

  it('carry no glyph substitutions, which pdf-lib’s subsetting would draw wrong', () => {
    for (const name of ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf']) {
      const tags = tableTags(new URL(`./fonts/${name}`, import.meta.url));
      expect(tags).toContain('glyf');
      expect(tags).not.toContain('GSUB');
    }
  });
});

describe('wrap', () => {
  it('breaks between words within the width, and cuts a word longer than a line', async () => {
    const { regular } = await fonts();
    const lines = wrap('The quick brown fox jumps over the lazy dog', regular, 10, 80);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(regular.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(80);
    expect(lines.join(' ')).toBe('The quick brown fox jumps over the lazy dog');

    const long = 'x'.repeat(200);
    const cut = wrap(long, regular, 10, 80);
    expect(cut.join('')).toBe(long);
    for (const line of cut) expect(regular.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(80);
  });
});
