/**
 * Reads a PDF back as a reader would, with pdf.js (the engine of Firefox's viewer): the text of each page as
 * text extraction (copy, search) gets it, the images each page paints, and the embedded fonts. A PDF pdf.js cannot
 * open fails the test.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's own copies of the 14 standard fonts, which a PDF may name without embedding them. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface ReadPdf {
  pageCount: number;
  /** Each page's text, its pieces joined by spaces, runs of whitespace made one. */
  pages: string[];
  /** All pages' text, in order. */
  text: string;
  /** Images painted on each page. */
  images: number[];
  title: string | undefined;
  /** Names of the fonts the pages use (a subset font's name has a six-letter tag before "+"). */
  fonts: Set<string>;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  try {
    const pages: string[] = [];
    const images: number[] = [];
    const fonts = new Set<string>();
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const pieces = content.items.map((item) => ('str' in item ? item.str : ''));
      pages.push(pieces.join(' ').replace(/\s+/g, ' ').trim());
      const operators = await page.getOperatorList();
      images.push(operators.fnArray.filter((op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject).length);
      for (const style of Object.values(content.styles)) fonts.add(style.fontFamily);
      for (const id of operators.argsArray.flatMap((args, index) => (operators.fnArray[index] === OPS.setFont ? [args[0]] : []))) {
        const font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string }) : undefined;
        if (font?.name) fonts.add(font.name);
      }
    }
    const metadata = await document.getMetadata();
    return {
      pageCount: document.numPages,
      pages,
      text: pages.join('\n'),
      images,
      title: (metadata.info as { Title?: string }).Title,
      fonts,
    };
  } finally {
    await document.destroy();
  }
}
