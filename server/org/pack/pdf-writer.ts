/**
 * A small flowing-text layout over pdf-lib for the candidate pack: headings, label–value rows, paragraphs and
 * images on A4 pages, breaking pages as the text runs on. Text is set in Noto Sans (embedded and subset through
 * fontkit, SIL Open Font License, ./fonts/OFL.txt), which has every letter of English, French, Spanish and
 * Portuguese (and Greek and Cyrillic), so the text stays selectable and searchable in any reader. A character
 * the font lacks (a CJK native-script name) is written as "?"; the exact text is in the JSON answer.
 */
import { readFile } from 'node:fs/promises';
import type { PDFDocument, PDFFont, PDFImage, PDFPage, RGB } from 'pdf-lib';
import { serverAsset } from '../../paths';

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const FOOTER_SPACE = 28;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const LABEL_WIDTH = 190;
const GAP = 10;
const MISSING_GLYPH = '?';

export interface PdfLib {
  PDFDocument: typeof PDFDocument;
  rgb: (red: number, green: number, blue: number) => RGB;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** pdf-lib and fontkit together weigh about 25 MB: loaded with the first pack, not by every server that starts. */
export async function loadPdfLib(): Promise<PdfLib & { fontkit: Parameters<PDFDocument['registerFontkit']>[0] }> {
  const [{ PDFDocument, rgb }, fontkit] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  return { PDFDocument, rgb, fontkit: fontkit.default };
}

let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/**
 * The two font files, read once per process from the sources' folder: the compiled server (dist-server/main.js)
 * bundles this module's code but not the files beside it.
 */
function readFontFiles() {
  fontFiles ??= Promise.all([
    readFile(serverAsset('org/pack/fonts/NotoSans-Regular.ttf')),
    readFile(serverAsset('org/pack/fonts/NotoSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
  return fontFiles;
}

export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  const files = await readFontFiles();
  const [regular, bold] = await Promise.all([
    pdf.embedFont(files.regular, { subset: true }),
    pdf.embedFont(files.bold, { subset: true }),
  ]);
  return { regular, bold };
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * The text as the font can set it: composed (NFC, so a letter typed as base and accent finds its glyph), runs of
 * whitespace made one space, and a character the font lacks written as "?".
 */
export function printable(text: string, font: PDFFont): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  return [...text.normalize('NFC').replace(/\s+/g, ' ').trim()]
    .map((character) => (known.has(character.codePointAt(0) ?? 0) ? character : MISSING_GLYPH))
    .join('');
}

const unitWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of a word at size 1, remembered per font: measuring an embedded font lays the text out with fontkit,
 * which costs about a millisecond a call, and a pack measures the same words many times while wrapping.
 */
function unitWidth(font: PDFFont, text: string): number {
  let widths = unitWidths.get(font);
  if (!widths) unitWidths.set(font, (widths = new Map()));
  let width = widths.get(text);
  if (width === undefined) widths.set(text, (width = font.widthOfTextAtSize(text, 1)));
  return width;
}

/** Splits text into lines no wider than `width`; a word longer than a line is cut where it must be. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = unitWidth(font, ' ') * size;
  const fits = (word: string) => unitWidth(font, word) * size <= width;
  let line = '';
  let lineWidth = 0;
  for (const word of printable(text, font).split(' ')) {
    const wordWidth = unitWidth(font, word) * size;
    if (line && lineWidth + space + wordWidth <= width) {
      line = `${line} ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
    lineWidth = unitWidth(font, rest) * size;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  colour?: RGB;
  /** Space after the text. */
  after?: number;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly grey: RGB;
  private readonly ink: RGB;

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    private readonly lib: PdfLib,
  ) {
    this.grey = lib.rgb(0.38, 0.38, 0.4);
    this.ink = lib.rgb(0.08, 0.08, 0.1);
  }

  newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private ensureRoom(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  text(text: string, style: TextStyle): void {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const lineHeight = style.size * 1.35;
    for (const line of wrap(text, font, style.size, CONTENT_WIDTH)) {
      this.ensureRoom(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN, y: this.y + style.size * 0.3, size: style.size, font, color: style.colour ?? this.ink });
    }
    this.y -= style.after ?? 0;
  }

  heading(text: string, level: 1 | 2 | 3): void {
    const size = level === 1 ? 16 : level === 2 ? 12.5 : 11;
    this.ensureRoom(size * 4);
    this.y -= level === 1 ? 4 : 6;
    this.text(text, { size, bold: true, after: level === 1 ? 6 : 3 });
    if (level === 1) {
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 3 },
        end: { x: A4.width - MARGIN, y: this.y + 3 },
        thickness: 0.6,
        color: this.grey,
      });
      this.y -= 6;
    }
  }

  note(text: string): void {
    this.text(text, { size: 9.5, colour: this.grey, after: 3 });
  }

  /** A label and its value side by side; both wrap within their columns. */
  row(label: string, value: string): void {
    const size = 9.5;
    const lineHeight = size * 1.35;
    const labels = wrap(label, this.fonts.regular, size, LABEL_WIDTH - GAP);
    const values = wrap(value, this.fonts.bold, size, CONTENT_WIDTH - LABEL_WIDTH);
    for (let i = 0; i < Math.max(labels.length, values.length); i++) {
      this.ensureRoom(lineHeight);
      this.y -= lineHeight;
      const baseline = this.y + size * 0.3;
      const labelLine = labels[i];
      const valueLine = values[i];
      if (labelLine) this.page.drawText(labelLine, { x: MARGIN, y: baseline, size, font: this.fonts.regular, color: this.grey });
      if (valueLine) this.page.drawText(valueLine, { x: MARGIN + LABEL_WIDTH, y: baseline, size, font: this.fonts.bold, color: this.ink });
    }
    this.y -= 2;
  }

  rows(rows: readonly (readonly [string, string])[]): void {
    for (const [label, value] of rows) this.row(label, value);
    this.y -= 4;
  }

  /**
   * An image scaled to fit within the given box (never enlarged), under its caption, on this page if both fit,
   * else together on the next.
   */
  image(image: PDFImage, box: { width: number; height: number }, caption: string): void {
    const scale = Math.min(box.width / image.width, box.height / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensureRoom(height + 30);
    this.note(caption);
    this.y -= height;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height });
    this.page.drawRectangle({ x: MARGIN, y: this.y, width, height, borderColor: this.grey, borderWidth: 0.4 });
    this.y -= 8;
  }

  /** The largest image box a page holds. */
  static readonly FULL_WIDTH = CONTENT_WIDTH;
  static readonly FULL_HEIGHT = A4.height - 2 * MARGIN - FOOTER_SPACE - 60;

  /**
   * "n / m" and a line of text at the foot of every page the pack drew itself, once all pages exist; pages copied
   * from the candidate's own PDFs are left exactly as they were.
   */
  footers(footer: string, copiedPages: ReadonlySet<PDFPage>): void {
    const pages = this.pdf.getPages();
    const size = 8;
    pages.forEach((page, index) => {
      if (copiedPages.has(page)) return;
      const right = `${index + 1} / ${pages.length}`;
      const font = this.fonts.regular;
      page.drawText(printable(footer, font), { x: MARGIN, y: MARGIN - 18, size, font, color: this.grey });
      page.drawText(right, { x: A4.width - MARGIN - unitWidth(font, right) * size, y: MARGIN - 18, size, font, color: this.grey });
    });
  }
}
