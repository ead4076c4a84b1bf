/**
 * The candidate pack (GET /api/org/requests/{guid}/pack.pdf, docs/organisation-api.md "The candidate pack"): one
 * PDF of the whole submission. A cover page (organisation, candidate, checks, submission reference and time), then
 * each section in the hub's order with what the candidate gave, uploaded images drawn where their section shows
 * them, the fitness-and-propriety signature under its question; then the sealed signed forms and the uploaded PDFs,
 * each after a page that names it, copied page for page.
 */
import type { PDFPage } from 'pdf-lib';
import { documentTypesFor } from '../../../domain/document-types';
import type { PackContent, PackUpload } from './pack-content';
import { coverOf, documentRows, packSections, type Block, type PackAudience } from './pack-sections';
import { embedFonts, loadPdfLib, PdfWriter } from './pdf-writer';
import { SECTION_NAMES } from '../../../domain/section-names';

/** A signed form or an uploaded PDF to copy in after the sections, under the heading of its separator page. */
interface Appendix {
  heading: string;
  pdf: Uint8Array;
}

const SIGNATURE_BOX = { width: 260, height: 110 };
const IMAGE_BOX = { width: PdfWriter.FULL_WIDTH, height: 520 };

async function drawImage(writer: PdfWriter, image: { mime: string; bytes: Uint8Array }, box: { width: number; height: number }, caption: string) {
  const embedded = image.mime === 'image/png' ? await writer.pdf.embedPng(image.bytes) : await writer.pdf.embedJpg(image.bytes);
  writer.image(embedded, box, caption);
}

async function drawDocument(
  writer: PdfWriter,
  item: PackUpload,
  number: number,
  typeTitle: string,
  appendices: Appendix[],
  fetchHint: string,
): Promise<void> {
  const heading = `Document ${number}: ${typeTitle}`;
  writer.heading(heading, 3);
  writer.rows(documentRows(item, typeTitle));
  const file = item.file;
  if (!file) {
    writer.note('No file is stored for this document.');
    return;
  }
  switch (file.content.mime) {
    case 'image/png':
    case 'image/jpeg':
      await drawImage(writer, { mime: file.content.mime, bytes: file.bytes }, IMAGE_BOX, `${heading}, as uploaded:`);
      return;
    case 'application/pdf':
      appendices.push({ heading, pdf: file.bytes });
      writer.note(`Its pages are appended at the end of this pack, after the page headed “${heading}”.`);
      return;
    case 'application/msword':
      writer.note(`A Word document cannot be shown in a PDF${fetchHint}.`);
      return;
  }
}

async function drawBlock(
  writer: PdfWriter,
  block: Block,
  content: PackContent,
  appendices: Appendix[],
  typeTitle: (slug: string) => string,
  fetchHint: string,
) {
  switch (block.kind) {
    case 'heading':
      writer.heading(block.text, 3);
      return;
    case 'rows':
      writer.rows(block.rows);
      return;
    case 'note':
      writer.note(block.text);
      return;
    case 'signature': {
      const image = content.signatures.get(block.answerId);
      if (image) await drawImage(writer, { mime: 'image/png', bytes: image }, SIGNATURE_BOX, 'Signature:');
      return;
    }
    case 'document':
      await drawDocument(writer, block.upload, block.number, typeTitle(block.upload.upload.type), appendices, fetchHint);
      return;
    case 'signedForm': {
      const form = content.signedForms.get(block.type);
      const heading = `Signed form: ${block.type.replace(/_/g, ' ')}`;
      if (form?.pdf) appendices.push({ heading, pdf: form.pdf });
      writer.note(`The sealed copy is appended at the end of this pack, after the page headed “${heading}”.`);
      return;
    }
  }
}

/** Copies a PDF's pages in after a page naming it; a file that cannot be read is named as such instead. */
async function appendPdf(
  writer: PdfWriter,
  lib: Awaited<ReturnType<typeof loadPdfLib>>,
  appendix: Appendix,
  copied: Set<PDFPage>,
  fetchHint: string,
) {
  writer.newPage();
  writer.heading(appendix.heading, 1);
  try {
    const source = await lib.PDFDocument.load(appendix.pdf, { updateMetadata: false });
    const pages = await writer.pdf.copyPages(source, source.getPageIndices());
    writer.note(`${pages.length} page${pages.length === 1 ? '' : 's'} follow${pages.length === 1 ? 's' : ''}, exactly as stored.`);
    for (const page of pages) copied.add(writer.pdf.addPage(page));
  } catch {
    // An encrypted or damaged PDF is still listed; the organisation downloads the file itself.
    writer.note(`This PDF could not be read to copy its pages${fetchHint}.`);
  }
}

/** The pack for the organisation, or the candidate's own copy of what they submitted (docs/decisions/0041). */
export async function buildPack(content: PackContent, audience: PackAudience = 'organisation'): Promise<Uint8Array> {
  const lib = await loadPdfLib();
  const pdf = await lib.PDFDocument.create();
  pdf.registerFontkit(lib.fontkit);
  const fonts = await embedFonts(pdf);
  const writer = new PdfWriter(pdf, fonts, lib);
  const cover = coverOf(content, audience);
  // Only the organisation can fetch a file through its API; the candidate's copy does not send them there.
  const fetchHint = audience === 'organisation' ? ': download it through the organisation API' : '';
  const request = content.response.reference_request;
  const candidate = `${request.candidate.first_name} ${request.candidate.last_name}`;
  pdf.setTitle(`${cover.title}: ${candidate}`);
  pdf.setAuthor(request.company_name);
  pdf.setSubject(`Background check submission ${cover.rows.find(([label]) => label === 'Submission reference')?.[1] ?? ''}`);
  pdf.setLanguage('en');
  pdf.setCreator('Candidate onboarding');
  pdf.setCreationDate(content.generatedAt);
  pdf.setModificationDate(content.generatedAt);

  const typeTitles = new Map(documentTypesFor(request).map((type) => [type.slug, type.title]));
  const typeTitle = (slug: string) => typeTitles.get(slug) ?? slug;
  const sections = packSections(content, audience);

  writer.newPage();
  writer.text(cover.title, { size: 24, bold: true, after: 14 });
  writer.rows(cover.rows);
  writer.heading('Checks', 2);
  for (const check of cover.checks) writer.text(`• ${check}`, { size: 10, after: 2 });
  writer.heading('Sections', 2);
  for (const section of content.progress.sections) writer.row(SECTION_NAMES[section.section], section.status === 'success' ? 'Complete' : 'Not complete');

  const appendices: Appendix[] = [];
  for (const section of sections) {
    writer.newPage();
    writer.heading(section.title, 1);
    if (section.status) writer.note(`Status: ${section.status}`);
    for (const block of section.blocks) await drawBlock(writer, block, content, appendices, typeTitle, fetchHint);
  }
  const copied = new Set<PDFPage>();
  for (const appendix of appendices) await appendPdf(writer, lib, appendix, copied, fetchHint);
  writer.footers(`${cover.title} · ${candidate} · ${request.company_name}`, copied);
  return pdf.save();
}
