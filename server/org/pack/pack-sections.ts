/**
 * What each part of the candidate pack says, as plain blocks (headings, label–value rows, notes, images,
 * documents), from the loaded content alone: no PDF here, so the rules of what is shown are tested without
 * reading a PDF back. The sections follow the hub's order (domain/progress.ts) and show, for each, what the
 * candidate gave on its steps; the organisation reads the pack in English, the language of its API.
 */
import { askedQuestions, answerOf } from '../../../domain/fit-and-proper/questionnaire';
import { signedDocumentFor, type SectionProgress } from '../../../domain/progress';
import type { SignedDocumentType } from '../../../domain/provider-status';
import { SECTION_NAMES } from '../../../domain/section-names';
import type { SectionSlug, StepSlug } from '../../../domain/sections';
import { slotUploads, UPLOAD_STEPS, uploadSlots, type UploadStep } from '../../../domain/documents/upload-pages';
import { submissionReference } from '../../../domain/submission-reference';
import type { AnswerField, AnswerGroup } from '../../../domain/candidate-answers';
import {
  answerText,
  detailsGroups,
  directorshipGroups,
  employerGroups,
  fieldsOf,
  recordFields,
  refereeGroups,
} from '../../answers/answer-groups';
import type { PackContent, PackUpload } from './pack-content';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'rows'; rows: [label: string, value: string][] }
  | { kind: 'note'; text: string }
  | { kind: 'signature'; answerId: number }
  | { kind: 'document'; upload: PackUpload; number: number }
  | { kind: 'signedForm'; type: SignedDocumentType };

/**
 * Who the pack is for. The candidate's copy (docs/decisions/0041) holds what the candidate gave, and leaves out what
 * the outside services reported to the organisation: the candidate did not write it, and it is the organisation's to
 * share.
 */
export type PackAudience = 'organisation' | 'candidate';

/** In the candidate's copy, in place of a service's report. */
export const REPORT_LEFT_OUT = 'What the service reported about this section goes to the organisation, not into this copy.';

export interface PackSection {
  slug: SectionSlug | 'other_documents';
  title: string;
  status: string;
  blocks: Block[];
}

type Row = [string, string];
type Value = unknown;

const NONE = '—';
const STATUS_NAMES: Record<SectionProgress['status'], string> = { success: 'Complete', pending: 'In progress', todo: 'Not started' };

/** yyyy-MM-dd HH:mm UTC: unambiguous for a reader anywhere. */
export function formatInstant(date: Date | string | null): string {
  if (date === null) return NONE;
  const instant = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(instant.getTime()) ? String(date) : `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as a reader wants it: yes/no, a dash for nothing, lists joined, instants in UTC. */
export function formatValue(value: Value): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? NONE : value.map(formatValue).join(', ');
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatInstant(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Labels that the plain rule ("first_name" → "First name") would make unclear. */
const LABELS: Record<string, string> = {
  asian_name: 'Name in native script',
  dont_have_social_media: 'Has no social media',
  is_any_other_names: 'Has used other names',
  fca_reference_number: 'FCA reference number',
  sra_number: 'SRA number',
  has_sra_number: 'Has an SRA number',
  has_fca_reference_number: 'Has an FCA reference number',
  agree_to_fup: 'Agrees to the fair usage policy',
  together_work_experience: 'Time worked together',
  employment_check_skip_reason: 'Skipped because',
  employment_check_skip_notes: 'Notes',
};

export function labelOf(key: string): string {
  const label = LABELS[key] ?? key.replace(/_/g, ' ').replace(/\bid\b/g, 'ID');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A stored key as the pack labels it: `manager.first_name` is "Manager: first name". */
export function labelOfKey(key: string): string {
  const [first = '', ...rest] = key.split('.');
  return [labelOf(first), ...rest.map((part) => labelOf(part).toLowerCase())].join(': ');
}

const rowOf = (field: AnswerField): Row => [labelOfKey(field.key), formatValue(field.value)];

/** Every field of a record as rows, nested objects flattened under their own label, lists left to the caller. */
export function recordRows(record: Record<string, Value>, content: Pick<PackContent, 'countries'>): Row[] {
  return recordFields(record, content).map(rowOf);
}

const rowsOf = (record: object | null | undefined, content: PackContent): Block => ({ kind: 'rows', rows: fieldsOf(record, content).map(rowOf) });

/** What the pack calls each group of answers (server/answers/answer-groups.ts). */
const GROUP_TITLES: Record<string, string> = {
  name: 'Name',
  birth: 'Birth and nationality',
  previous_name: 'Previous names',
  social_media: 'Social media',
  phone: 'Phone',
  id: 'Identity documents',
  address: 'Address history',
  education: 'Education',
  qualification: 'Professional qualifications',
  directorship: 'Directorships',
};
/** What each kind of record is called in a list, and what is said when the list is empty. */
const RECORD_KINDS: Record<string, { title: string; none: string }> = {
  previous_name: { title: 'Previous name', none: 'No previous names.' },
  account: { title: 'Account', none: 'No accounts.' },
  address: { title: 'Address', none: 'No address given.' },
  education_record: { title: 'Education record', none: 'No education record given.' },
  qualification: { title: 'Qualification', none: 'No qualification given.' },
  employer: { title: 'Employer', none: 'No employers given.' },
  employment_gap: { title: 'Employment gap', none: 'No employment gap given.' },
  referee: { title: 'Referee', none: 'No referees given.' },
  directorship: { title: 'Directorship', none: 'No directorships given.' },
};

/** The shared groups of answers as the pack's blocks: a step's own heading, then each record under its number. */
function groupBlocks(groups: readonly AnswerGroup[]): Block[] {
  return groups.flatMap((group): Block[] => {
    const kind = RECORD_KINDS[group.title.key];
    if (group.none !== undefined) return [{ kind: 'note', text: kind?.none ?? 'Nothing given.' }];
    const heading = group.title.number === undefined ? GROUP_TITLES[group.title.key] : `${kind?.title ?? labelOf(group.title.key)} ${group.title.number}`;
    const blocks: Block[] = heading ? [{ kind: 'heading', text: heading }] : [];
    if (group.fields.length > 0 || group.title.number !== undefined) blocks.push({ kind: 'rows', rows: group.fields.map(rowOf) });
    return blocks;
  });
}

function signedFormBlocks(step: StepSlug, content: PackContent): Block[] {
  const type = signedDocumentFor(step);
  if (!type) return [];
  const form = content.signedForms.get(type);
  const reported = content.providerStates[`signed_document.${type}`]?.signed_and_sealed ?? false;
  const rows: Row[] = [
    ['Signed and sealed', formatValue(reported)],
    ['Signed by', formatValue(form?.signerName ?? null)],
    ['Signed at', formatInstant(form?.signedAt ?? null)],
    ['Sealed at', formatInstant(form?.sealedAt ?? null)],
  ];
  const blocks: Block[] = [{ kind: 'rows', rows }];
  if (form?.pdf) blocks.push({ kind: 'signedForm', type });
  else blocks.push({ kind: 'note', text: 'No sealed copy of this form is stored: the e-signing service reported it signed.' });
  return blocks;
}

function disclosureConsentBlocks(content: PackContent): Block[] {
  const consent = content.disclosureConsent;
  return [
    {
      kind: 'rows',
      rows: [
        ['Declaration accepted', consent ? formatValue(consent.declaration) : NONE],
        ['Consents given', consent ? formatValue(consent.consents) : NONE],
        ['Signed at', formatInstant(consent?.signedAt ?? content.response.disclosure_signed_at)],
      ],
    },
  ];
}

const providerBlocks = (data: object | undefined, content: PackContent, none: string): Block[] =>
  data ? [rowsOf(data, content)] : [{ kind: 'note', text: none }];

function fitAndProperBlocks(content: PackContent): Block[] {
  const fit = content.response.fit_and_proper;
  const blocks: Block[] = [{ kind: 'rows', rows: [['Questionnaire', formatValue(fit.questionnaire)], ['Submitted', formatValue(fit.has_submitted)]] }];
  askedQuestions(fit.questions, fit.answers).forEach((question, index) => {
    const answer = answerOf(fit.answers, question.id);
    blocks.push({ kind: 'heading', text: `${index + 1}. ${question.name}` });
    const rows: Row[] = [['Answer', answer ? answerText(question, answer.answer.value) : 'Not answered']];
    if (answer?.answer.description) rows.push(['Details given', answer.answer.description]);
    blocks.push({ kind: 'rows', rows });
    if (answer?.signature) {
      blocks.push(
        content.signatures.has(answer.id)
          ? { kind: 'signature', answerId: answer.id }
          : { kind: 'note', text: 'The signature image is not stored.' },
      );
    }
  });
  return blocks;
}


const isUploadStep = (step: StepSlug): step is UploadStep => (UPLOAD_STEPS as readonly string[]).includes(step);

/** The uploads a section's pages hold (domain/documents/upload-pages.ts), each shown once, where first asked. */
function documentBlocks(steps: readonly StepSlug[], content: PackContent, shown: Set<number>, numberOf: (upload: PackUpload) => number): Block[] {
  const ids = new Set(
    steps.filter(isUploadStep).flatMap((step) =>
      uploadSlots(step, content.response).flatMap((slot) => slotUploads(slot, content.response.documents.uploaded).map((upload) => upload.id)),
    ),
  );
  const uploads = content.uploads.filter((item) => ids.has(item.upload.id) && !shown.has(item.upload.id));
  uploads.forEach((item) => shown.add(item.upload.id));
  return uploads.length === 0
    ? [{ kind: 'note', text: 'No documents uploaded on this section’s pages beyond those shown earlier in this pack.' }]
    : uploads.map((upload) => ({ kind: 'document', upload, number: numberOf(upload) }));
}

/** Sections whose content is a service's report rather than the candidate's answers. */
const REPORTED_SECTIONS: ReadonlySet<SectionSlug> = new Set<SectionSlug>([
  'identity_validation',
  'instant_employment_verification',
  'adverse_financial_history',
  'drug_screening_services_check',
  'occupational_health_services_check',
]);

function sectionBlocks(
  section: SectionProgress,
  content: PackContent,
  shown: Set<number>,
  numberOf: (upload: PackUpload) => number,
  audience: PackAudience,
): Block[] {
  const steps = section.steps.map((step) => step.step);
  const states = content.providerStates;
  if (audience === 'candidate' && REPORTED_SECTIONS.has(section.section)) return [{ kind: 'note', text: REPORT_LEFT_OUT }];
  switch (section.section) {
    case 'details':
      return steps.flatMap((step) => groupBlocks(detailsGroups(step, content.response, content)));
    case 'consent':
    case 'acic_consent':
    case 'disclosure':
    case 'afp_disclosure_section':
    case 'moj_disclosure_section':
    case 'nz_dl_disclosure_section':
      return steps.flatMap((step) => signedFormBlocks(step, content));
    case 'ds_declaration_consent':
    case 'dbs_declaration_consent':
      return disclosureConsentBlocks(content);
    case 'cifas_declaration_consent':
      // The consent is the section's one answer: it was given when the section completed.
      return [
        {
          kind: 'rows',
          rows: [
            ['Agrees to the fair usage policy', formatValue(content.response.agree_to_fup)],
            ['Agreed at', formatInstant(content.sectionCompletedAt.get('cifas_declaration_consent') ?? null)],
          ],
        },
      ];
    case 'identity_validation':
      return [
        ...providerBlocks(states.identity, content, 'No identity validation was reported.'),
        ...(states.document_scan ? [rowsOf(states.document_scan, content)] : []),
      ];
    case 'instant_employment_verification': {
      const orders = states.instant_employment?.orders ?? [];
      if (orders.length === 0) return [{ kind: 'note', text: 'No verification order was placed.' }];
      return orders.flatMap((order, index): Block[] => [{ kind: 'heading', text: `Order ${index + 1}` }, rowsOf(order, content)]);
    }
    case 'adverse_financial_history':
      return providerBlocks(states.credit, content, 'No credit search was reported.');
    case 'drug_screening_services_check':
    case 'occupational_health_services_check': {
      const check = section.section === 'drug_screening_services_check' ? 'drug_screening' : 'occupational_health';
      return [
        { kind: 'rows', rows: [['Registered', formatValue(states.registration?.[check] ?? false)]] },
        ...providerBlocks(states.screening_registrations?.[check], content, 'No booking details were reported.'),
      ];
    }
    case 'reference':
      return groupBlocks(refereeGroups(content.response, content));
    case 'employers':
      return groupBlocks(employerGroups(content.response, content));
    case 'directorships':
      return groupBlocks(directorshipGroups(content.response, content));
    case 'fit_and_proper':
      return fitAndProperBlocks(content);
    case 'documents_selection':
      return [rowsOf(content.response.selected_documents, content)];
    case 'documents': {
      // The supporting documents step takes any type: what no earlier page asked for is shown here.
      const rest = content.uploads.filter((item) => !shown.has(item.upload.id));
      rest.forEach((item) => shown.add(item.upload.id));
      return rest.length === 0 ? [{ kind: 'note', text: 'No further documents.' }] : rest.map((upload) => ({ kind: 'document', upload, number: numberOf(upload) }));
    }
    default:
      return documentBlocks(steps, content, shown, numberOf);
  }
}

function statusLine(section: SectionProgress, content: PackContent): string {
  const completedAt = section.status === 'success' ? content.sectionCompletedAt.get(section.section) : undefined;
  return completedAt ? `${STATUS_NAMES[section.status]}, completed at ${formatInstant(completedAt)}` : STATUS_NAMES[section.status];
}

/** The pack's sections in the hub's order; uploads no section showed come last, so none is left out. */
export function packSections(content: PackContent, audience: PackAudience = 'organisation'): PackSection[] {
  const shown = new Set<number>();
  const numbers = new Map(content.uploads.map((item, index) => [item.upload.id, index + 1]));
  const numberOf = (upload: PackUpload) => numbers.get(upload.upload.id) ?? 0;
  const sections: PackSection[] = content.progress.sections.map((section) => ({
    slug: section.section,
    title: SECTION_NAMES[section.section],
    status: statusLine(section, content),
    blocks: sectionBlocks(section, content, shown, numberOf, audience),
  }));
  const rest = content.uploads.filter((item) => !shown.has(item.upload.id));
  if (rest.length > 0) {
    sections.push({
      slug: 'other_documents',
      title: 'Other uploaded documents',
      status: '',
      blocks: rest.map((upload) => ({ kind: 'document', upload, number: numberOf(upload) })),
    });
  }
  return sections;
}

export interface Cover {
  title: string;
  rows: Row[];
  checks: string[];
}

export function coverOf(content: PackContent, audience: PackAudience = 'organisation'): Cover {
  const { response } = content;
  const request = response.reference_request;
  const candidate = `${request.candidate.first_name} ${request.candidate.last_name}`;
  const checks = request.checks.map((check) => {
    const details = [check.level.join(', '), check.additional.region, check.country_code].filter(Boolean).join(' · ');
    return details ? `${check.criteria_check.title} (${details})` : check.criteria_check.title;
  });
  return {
    title: audience === 'candidate' ? 'Copy of your submission' : 'Candidate pack',
    checks,
    rows: [
      ['Organisation', request.company_name],
      ['Candidate', candidate],
      ['Candidate e-mail', request.candidate.email],
      ['Submission reference', submissionReference(request.guid)],
      ['Submitted at', response.completed_at ? formatInstant(response.completed_at) : 'Not submitted yet'],
      ['Request', request.guid],
      ['Pack made at', formatInstant(content.generatedAt)],
    ],
  };
}

/** What a document's rows say about it. */
export function documentRows(item: PackUpload, typeTitle: string): Row[] {
  const { upload, file } = item;
  return [
    ['Type', typeTitle],
    ['Level', formatValue(upload.selected_level)],
    ['Expiry date', formatValue(upload.expiry_date)],
    ['Uploaded at', formatInstant(item.uploadedAt)],
    ['File', file ? `${file.content.mime}, ${Math.max(1, Math.round(file.bytes.length / 1024))} KB` : 'Not stored'],
  ];
}
