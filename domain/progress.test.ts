import { describe, expect, it } from 'vitest';
import { type ProviderStatuses, unknownProviderStatuses } from './provider-status';
import { hubAction, hubGroup, isStepComplete, progress, type ProgressInput, sectionStatus } from './progress';
import type { CandidateDetails, DocumentType, ReferenceResponse, UploadedDocument } from './reference-response';
import type { StepSlug } from './sections';
import { buildResponse, type ResponseSpec } from './testing/build-response';
import { directorshipLine } from './testing/directorship-line';
import { employerLine } from './testing/employer-line';
import { refereeLine } from './testing/referee-line';
import { uploadedDocument as upload } from './testing/uploaded-document';

const TODAY = '2026-11-21';

function input(
  adjust: (response: ReferenceResponse, providers: ProviderStatuses) => void = () => {},
  spec: ResponseSpec = { checks: [{ slug: 'employment' }] },
  documentTypes: DocumentType[] = [],
): ProgressInput {
  const response = buildResponse(spec);
  const providers = unknownProviderStatuses();
  adjust(response, providers);
  return { response, providers, documentTypes, today: TODAY };
}

const complete = (step: StepSlug, ...args: Parameters<typeof input>) => isStepComplete(step, input(...args));

function details(fields: Partial<CandidateDetails>) {
  return (response: ReferenceResponse) => {
    response.candidate_details = [{ is_completed: true, ...fields } as CandidateDetails];
  };
}

const uploads = (...documents: UploadedDocument[]) => (response: ReferenceResponse) => {
  response.documents.uploaded = documents;
};

describe('personal-detail steps (spec 000 §4)', () => {
  it.each<[StepSlug, Partial<CandidateDetails>, boolean]>([
    ['name', { first_name: 'Ada' }, true],
    ['name', { first_name: '' }, false],
    ['name', { first_name: 'Ada', is_completed: false }, false],
    ['birth', { date_of_birth: '1990-01-01', country_of_birth: 1 }, true],
    ['birth', { date_of_birth: '1990-01-01', country_of_birth: null }, false],
    ['birth', { date_of_birth: null, country_of_birth: 1 }, false],
    ['previous_name', { is_any_other_names: false }, true],
    ['previous_name', { is_any_other_names: null }, false],
    ['social_media', { dont_have_social_media: true }, true],
    ['social_media', { dont_have_social_media: null }, false],
    ['phone', { phone_number: '07700900123' }, true],
    ['phone', { phone_number: null }, false],
  ])('%s with %j: %s', (step, fields, expected) => {
    expect(complete(step, details(fields))).toBe(expected);
  });

  it.each<[string, Partial<CandidateDetails>, boolean]>([
    ['US', { date_of_birth: '1990-01-01', country_of_birth: null }, true],
    ['US', { date_of_birth: '1990-01-01', country_of_birth: 1 }, true],
    ['US', { date_of_birth: null, country_of_birth: null }, false],
    ['US', { date_of_birth: '1990-01-01', country_of_birth: null, is_completed: false }, false],
    ['AU', { date_of_birth: '1990-01-01', country_of_birth: null }, false],
  ])('birth in a %s request, which asks the country of birth only outside the US, with %j: %s', (country, fields, expected) => {
    expect(complete('birth', details(fields), { country, checks: [{ slug: 'criminal_record' }] })).toBe(expected);
  });

  it('counts nothing complete before the first save', () => {
    for (const step of ['name', 'birth', 'previous_name', 'social_media', 'phone', 'id', 'address', 'directorship'] as const) {
      expect(complete(step), step).toBe(false);
    }
  });

  it('id and directorship: is_completed', () => {
    expect(complete('id', (r) => (r.candidate_id_document_details = { is_completed: true } as never))).toBe(true);
    expect(complete('id', (r) => (r.candidate_id_document_details = { is_completed: false } as never))).toBe(false);
    expect(complete('directorship', (r) => (r.candidate_directorship_details = { past_directorships: false, is_completed: true }))).toBe(true);
  });

  it.each(['address', 'education', 'qualification'] as const)('%s: at least one record and all completed', (step) => {
    const key = {
      address: 'candidate_address_details',
      education: 'candidate_education_details',
      qualification: 'candidate_qualification_details',
    }[step] as 'candidate_address_details';
    expect(complete(step, (r) => (r[key] = []))).toBe(false);
    expect(complete(step, (r) => (r[key] = [{ is_completed: true }, { is_completed: true }] as never))).toBe(true);
    expect(complete(step, (r) => (r[key] = [{ is_completed: true }, { is_completed: false }] as never))).toBe(false);
  });
});

describe('consent steps', () => {
  it('ds_consent and dbs_consent: disclosure_signed_at is set', () => {
    for (const step of ['ds_consent', 'dbs_consent'] as const) {
      expect(complete(step)).toBe(false);
      expect(complete(step, (r) => (r.disclosure_signed_at = '2026-11-20T10:00:00Z'))).toBe(true);
    }
  });

  it('cifas_consent: agree_to_fup is true', () => {
    expect(complete('cifas_consent', (r) => (r.agree_to_fup = true))).toBe(true);
    expect(complete('cifas_consent', (r) => (r.agree_to_fup = false))).toBe(false);
    expect(complete('cifas_consent')).toBe(false);
  });

  it.each<[StepSlug, keyof ProviderStatuses['signedDocuments']]>([
    ['consent', 'consent_document'],
    ['acic_consent', 'acic_document'],
    ['disclosure_step', 'disclosure_document'],
    ['afp_disclosure_step', 'afp_document'],
    ['moj_disclosure_step', 'moj_document'],
    ['nz_dl_disclosure_step', 'nz_dl_document'],
  ])('%s: the signing service reports %s signed and sealed', (step, document) => {
    expect(complete(step, (_, p) => (p.signedDocuments[document] = true))).toBe(true);
    expect(complete(step, (_, p) => (p.signedDocuments[document] = false))).toBe(false);
    expect(complete(step, (_, p) => (p.signedDocuments[document] = null))).toBe(false);
    expect(complete(step)).toBe(false);
  });
});

describe('provider steps (a failed look-up counts as not complete)', () => {
  const identity = (fields: Partial<ProviderStatuses['identity']>) => (_: ReferenceResponse, p: ProviderStatuses) => {
    p.identity = { ...p.identity, ...fields };
  };

  it.each<[string, Partial<ProviderStatuses['identity']>, boolean]>([
    ['digital ID, success', { isDigitalId: true, digitalIdSuccess: true }, true],
    ['digital ID, not yet', { isDigitalId: true, digitalIdSuccess: false }, false],
    ['digital ID, look-up failed', { isDigitalId: true, digitalIdSuccess: null }, false],
    ['digital ID, a finished first-provider status does not count', { isDigitalId: true, firstProviderStatus: 'completed' }, false],
    ['first provider completed', { isDigitalId: false, firstProviderStatus: 'completed' }, true],
    ['first provider Cancelled (any case)', { isDigitalId: false, firstProviderStatus: 'Cancelled' }, true],
    ['first provider expired', { isDigitalId: false, firstProviderStatus: 'expired' }, true],
    ['first provider bypassed', { isDigitalId: false, firstProviderStatus: 'bypassed' }, true],
    ['first provider confirmation', { isDigitalId: false, firstProviderStatus: 'confirmation' }, true],
    ['first provider in progress', { isDigitalId: false, firstProviderStatus: 'pending' }, false],
    ['first provider abandoned', { isDigitalId: false, firstProviderAbandoned: true }, true],
    ['provider check failed', { isDigitalId: null, digitalIdSuccess: true }, false],
  ])('identity validation: %s → %s', (_, fields, expected) => {
    expect(complete('identity_validation_step', identity(fields))).toBe(expected);
  });

  it.each<[string[] | null, boolean]>([
    [['PENDING'], false],
    [['PENDING', 'COMPLETED'], true],
    [['CANDIDATE_DECLINED'], true],
    [['FAILED_PERMANENT'], true],
    [[], false],
    [null, false],
  ])('instant employment verification with orders %j → %s', (statuses, expected) => {
    expect(complete('instant_employment_verification', (_, p) => (p.instantEmploymentOrderStatuses = statuses))).toBe(expected);
  });

  it.each<[string | null, boolean]>([
    ['picklist', true],
    ['NO_RESULT', true],
    ['warning', true],
    ['unconfirmed', true],
    ['Confirmed', true],
    ['fail', true],
    ['pending', false],
    [null, false],
  ])('adverse financial history with credit status %s → %s', (status, expected) => {
    expect(complete('adverse_financial_history', (_, p) => (p.creditStatus = status))).toBe(expected);
  });

  it('drug screening and occupational health: the registration flag for that check', () => {
    expect(complete('drug_screening', (_, p) => (p.registrations = { drug_screening: true }))).toBe(true);
    expect(complete('drug_screening', (_, p) => (p.registrations = { occupational_health: true }))).toBe(false);
    expect(complete('occupational_health', (_, p) => (p.registrations = { occupational_health: true }))).toBe(true);
    expect(complete('occupational_health', (_, p) => (p.registrations = null))).toBe(false);
  });
});

describe('second-document steps (spec 001 §4)', () => {
  const employer = (is_completed = true) => employerLine({ is_completed });

  it('employers: a skip reason, or lines all completed with the history sufficient and every gap resolved', () => {
    expect(complete('employers')).toBe(false);
    expect(complete('employers', (r) => (r.employment_check_skip_reason = 'no_additional_employment_history'))).toBe(true);
    expect(complete('employers', (r) => (r.employers = [employer()]))).toBe(true);
    expect(complete('employers', (r) => (r.employers = [employer(), employer(false)]))).toBe(false);
    const gap = { id: null, guid: null, start_date: '2020-01-01', end_date: '2020-06-01', gap_reason: 'OTHER' as const, additional_notes: 'x' };
    expect(complete('employers', (r) => ((r.employers = [employer()]), (r.employment_gaps = [gap])))).toBe(false);
    expect(complete('employers', (r) => ((r.employers = [employer()]), (r.employment_gaps = [{ ...gap, guid: 'g' }])))).toBe(true);
    // Counted by years, a history that starts two years ago leaves a gap to explain (domain/employers/timeline.ts).
    const recent = employerLine({ employment_period_from: '2024-11-21' });
    expect(complete('employers', (r) => (r.employers = [recent]))).toBe(false);
    const explained = { ...gap, id: 1, guid: 'g', start_date: '2021-11-21', end_date: '2024-11-20' };
    expect(complete('employers', (r) => ((r.employers = [recent]), (r.employment_gaps = [explained])))).toBe(true);
  });

  it('reference: the count reaches the minimum for every questionnaire', () => {
    const spec: ResponseSpec = {
      checks: [
        {
          slug: 'reference',
          referenceConfig: [
            { questionnaire: 'a', name_displayed: 'A', minimum_criteria_count: 2, note_to_candidate: null, relationship: [] },
            { questionnaire: 'b', name_displayed: 'B', minimum_criteria_count: 1, note_to_candidate: null, relationship: [] },
          ],
        },
      ],
    };
    const referees = (...questionnaires: string[]) => (r: ReferenceResponse) => {
      r.references = questionnaires.map((questionnaire, id) => refereeLine({ id, questionnaire }));
    };
    expect(complete('reference', referees('a', 'a'), spec)).toBe(false);
    expect(complete('reference', referees('a', 'b'), spec)).toBe(false);
    expect(complete('reference', referees('a', 'a', 'b'), spec)).toBe(true);
  });

  it('directorships: at least one line, all completed; fit and proper: submitted', () => {
    expect(complete('directorships')).toBe(false);
    expect(complete('directorships', (r) => (r.directorships = [directorshipLine(), directorshipLine({ id: 2, is_completed: false })]))).toBe(false);
    expect(complete('directorships', (r) => (r.directorships = [directorshipLine()]))).toBe(true);
    expect(complete('fit_and_proper', (r) => (r.fit_and_proper = { ...r.fit_and_proper, has_submitted: true }))).toBe(true);
    expect(complete('fit_and_proper')).toBe(false);
  });

  it('documents selection: is_completed', () => {
    expect(complete('documents_selection', (r) => (r.selected_documents = { primary: ['passport'], secondary: [], is_completed: true }))).toBe(true);
    expect(complete('documents_selection')).toBe(false);
  });

  it.each<[StepSlug, UploadedDocument[], boolean]>([
    ['address_documents', [upload('address-proof')], false],
    ['address_documents', [upload('address-proof'), upload('address-proof')], true],
    ['dbs_address', [upload('driving_licence')], true],
    ['dbs_address', [upload('passport')], false],
    ['dbs_identity', [upload('passport'), upload('driving-license')], true],
    ['dbs_identity', [upload('passport')], false],
    ['moj_document_upload', [upload('firearms-license')], true],
    ['moj_document_upload', [upload('utility-bill')], false],
    ['police_vetting_documents', [upload('passport'), upload('utility-bill')], true],
    ['police_vetting_documents', [upload('driving-license-front'), upload('driving-license-back'), upload('birth-certificate-optional')], true],
    ['police_vetting_documents', [upload('driving-license-front'), upload('utility-bill')], false],
    ['police_vetting_documents', [upload('passport')], false],
    ['acic_identity_documents', [upload('passport', { selected_level: 'acic_commencement' })], true],
    ['acic_identity_documents', [upload('passport', { selected_level: 'acic_primary' })], false],
    ['acic_primary_documents', [upload('passport', { selected_level: 'acic_primary' })], true],
    ['acic_secondary_documents', [upload('utility-bill', { selected_level: 'acic_secondary' })], true],
    ['acic_secondary_documents', [upload('utility-bill', { selected_level: 'acic_primary' })], false],
  ])('%s with %j → %s', (step, documents, expected) => {
    expect(complete(step, uploads(...documents))).toBe(expected);
  });

  it('acic primary documents: commencement uploads stand in (one of a commencement-only type, else two)', () => {
    const types: DocumentType[] = [
      { slug: 'birth-certificate', title: '', description: '', points: 70, document_level: ['acic_commencement'], required_on_document: false, expiry_date_required: false },
      { slug: 'passport', title: '', description: '', points: 70, document_level: ['acic_commencement', 'acic_primary'], required_on_document: false, expiry_date_required: false },
    ];
    const commencement = (type: string) => upload(type, { selected_level: 'acic_commencement' });
    const step = (...documents: UploadedDocument[]) =>
      isStepComplete('acic_primary_documents', input(uploads(...documents), undefined, types));
    expect(step(commencement('birth-certificate'))).toBe(true);
    expect(step(commencement('passport'))).toBe(false);
    expect(step(commencement('passport'), commencement('passport'))).toBe(true);
    expect(step()).toBe(false);
  });

  it('acic confirmation: a no, or a yes with a name-change document', () => {
    const answer = (value: boolean | null, ...documents: UploadedDocument[]) => (r: ReferenceResponse) => {
      r.candidate_id_document_details = { is_completed: true, has_different_name_in_acic_documents: value } as never;
      r.documents.uploaded = documents;
    };
    expect(complete('acic_documents_confirmation', answer(false))).toBe(true);
    expect(complete('acic_documents_confirmation', answer(true))).toBe(false);
    expect(complete('acic_documents_confirmation', answer(true, upload('australian-marriage-certificate')))).toBe(true);
    expect(complete('acic_documents_confirmation', answer(null))).toBe(false);
  });

  it('afp documents: a primary document and 100 points among the selected types uploaded', () => {
    const types: DocumentType[] = [
      { slug: 'passport', title: '', description: '', points: 70, document_level: ['primary'], required_on_document: false, expiry_date_required: true },
      { slug: 'utility-bill', title: '', description: '', points: 25, document_level: ['secondary'], required_on_document: false, expiry_date_required: false },
      { slug: 'medicare-card', title: '', description: '', points: 25, document_level: ['secondary'], required_on_document: false, expiry_date_required: false },
    ];
    const select = (primary: string[], secondary: string[], ...documents: UploadedDocument[]) => (r: ReferenceResponse) => {
      r.selected_documents = { primary, secondary, is_completed: true };
      r.documents.uploaded = documents;
    };
    const step = (adjust: (r: ReferenceResponse) => void) => isStepComplete('afp_documents', input(adjust, undefined, types));
    expect(step(select(['passport'], ['utility-bill', 'medicare-card'], upload('passport'), upload('utility-bill'), upload('medicare-card')))).toBe(true);
    expect(step(select(['passport'], ['utility-bill'], upload('passport'), upload('utility-bill')))).toBe(false);
    expect(step(select([], ['utility-bill', 'medicare-card'], upload('utility-bill'), upload('medicare-card')))).toBe(false);
    expect(step(select(['passport'], ['utility-bill', 'medicare-card'], upload('utility-bill'), upload('medicare-card')))).toBe(false);
  });

  it('proofs: every flagged record has an upload pointing at it', () => {
    const flagged = (r: ReferenceResponse) => {
      r.employers = [
        employerLine({ id: 11, guid: 'a', organization_name: 'A', proof_of_employment: true }),
        employerLine({ id: 12, guid: 'b', organization_name: 'B', proof_of_employment: false }),
      ];
    };
    const withUploads = (...documents: UploadedDocument[]) => (r: ReferenceResponse) => {
      flagged(r);
      r.documents.uploaded = documents;
    };
    expect(complete('employment_proof', withUploads())).toBe(false);
    expect(complete('employment_proof', withUploads(upload('employment-proof', { employment_response: 12 })))).toBe(false);
    expect(complete('employment_proof', withUploads(upload('employment-proof', { employment_response: 11 })))).toBe(true);

    const unflagged = (r: ReferenceResponse) => {
      r.employers = [
        employerLine({ id: 13, guid: 'c', organization_name: 'C', proof_of_employment: null }),
        employerLine({ id: 14, guid: 'd', organization_name: 'D', proof_of_employment: false }),
      ];
    };
    expect(complete('employment_proof', unflagged), 'no employer flagged: nothing to prove').toBe(true);

    const education = (...documents: UploadedDocument[]) => (r: ReferenceResponse) => {
      r.candidate_education_details = [{ id: 5, is_certificate_copy: true, is_completed: true } as never];
      r.documents.uploaded = documents;
    };
    expect(complete('education_proof', education())).toBe(false);
    expect(complete('education_proof', education(upload('education-proof', { education_response: 5 })))).toBe(true);
  });

  it('supporting documents: every required type uploaded, every passport with an expiry date', () => {
    const spec: ResponseSpec = { checks: [{ slug: 'driving_license' }, { slug: 'document' }] };
    const front = upload('driving-license-front');
    const back = upload('driving-license-back');
    expect(complete('document_upload', uploads(front, back), spec)).toBe(false);
    expect(complete('document_upload', uploads(front, back, upload('passport')), spec)).toBe(false);
    expect(complete('document_upload', uploads(front, back, upload('passport', { expiry_date: '2031-01-01' })), spec)).toBe(true);
  });
});

describe('section status and the hub (spec 000 §4)', () => {
  it('todo when no step is complete, pending when some are, success when all are', () => {
    expect(sectionStatus([{ step: 'name', complete: false }, { step: 'birth', complete: false }])).toBe('todo');
    expect(sectionStatus([{ step: 'name', complete: true }, { step: 'birth', complete: false }])).toBe('pending');
    expect(sectionStatus([{ step: 'name', complete: true }, { step: 'birth', complete: true }])).toBe('success');
  });

  const spec: ResponseSpec = {
    checks: [{ slug: 'criminal_record', level: ['basic'] }, { slug: 'employment' }, { slug: 'document' }],
  };
  const allDetails = (r: ReferenceResponse) => {
    details({ first_name: 'Ada', date_of_birth: '1990-01-01', country_of_birth: 1, is_any_other_names: false })(r);
    r.candidate_id_document_details = { is_completed: true } as never;
    r.candidate_address_details = [{ is_completed: true } as never];
  };

  it('a fresh request: the first section is next, the others not ready, no finish', () => {
    const result = progress(input(undefined, spec));
    expect(result.next).toBe('details');
    expect(result.sections.map((s) => [s.section, s.status, hubGroup(s, result.next), hubAction(s, result.next)])).toEqual([
      ['details', 'todo', 'next', 'start'],
      ['dbs_declaration_consent', 'todo', 'not_ready', null],
      ['employers', 'todo', 'not_ready', null],
      ['dbs_documents', 'todo', 'not_ready', null],
      ['documents', 'todo', 'not_ready', null],
    ]);
    expect(result.canFinish).toBe(false);
  });

  it('no section is next while one is pending', () => {
    const result = progress(input(details({ first_name: 'Ada' }), spec));
    expect(result.sections[0]?.status).toBe('pending');
    expect(result.next).toBeNull();
    expect(hubAction(result.sections[0]!, result.next)).toBe('continue');
  });

  it('after a completed section the first todo is next; completed sections offer Edit', () => {
    const result = progress(input(allDetails, spec));
    expect(result.next).toBe('dbs_declaration_consent');
    expect(hubAction(result.sections[0]!, result.next)).toBe('edit');
  });

  it('supporting documents stay todo until every other section is success, whatever is uploaded', () => {
    const passport = upload('passport', { expiry_date: '2031-01-01' });
    const almost = progress(input((r) => ((r.documents.uploaded = [passport]), allDetails(r)), spec));
    expect(almost.sections.find((s) => s.section === 'documents')?.status).toBe('todo');
    expect(almost.incomplete).toEqual(['dbs_declaration_consent', 'employers', 'dbs_documents', 'documents']);

    const everything = progress(
      input((r) => {
        allDetails(r);
        r.disclosure_signed_at = '2026-11-20T10:00:00Z';
        r.employment_check_skip_reason = 'no_additional_employment_history';
        r.documents.uploaded = [passport, upload('passport'), upload('driving-license'), upload('address-proof')];
        r.documents.uploaded[1]!.expiry_date = '2030-01-01';
      }, spec),
    );
    expect(everything.sections.map((s) => s.status)).toEqual(['success', 'success', 'success', 'success', 'success']);
    expect(everything.next).toBeNull();
    expect(everything.canFinish).toBe(true);
    expect(everything.incomplete).toEqual([]);
  });

  it('supporting documents half done once every other section is success: next, and the only one left', () => {
    // A driving licence check asks its front and back as well: only the front is uploaded.
    const withLicence: ResponseSpec = { checks: [...spec.checks!, { slug: 'driving_license' }] };
    const half = progress(
      input((r) => {
        allDetails(r);
        r.disclosure_signed_at = '2026-11-20T10:00:00Z';
        r.employment_check_skip_reason = 'no_additional_employment_history';
        r.documents.uploaded = [
          upload('passport', { expiry_date: '2031-01-01' }),
          upload('driving-license'),
          upload('address-proof'),
          upload('driving-license-front'),
        ];
      }, withLicence),
    );
    expect(half.sections.map((s) => [s.section, s.status])).toEqual([
      ['details', 'success'],
      ['dbs_declaration_consent', 'success'],
      ['employers', 'success'],
      ['dbs_documents', 'success'],
      ['documents', 'todo'],
    ]);
    const documents = half.sections.find((s) => s.section === 'documents')!;
    expect(half.next).toBe('documents');
    expect(hubAction(documents, half.next)).toBe('start');
    expect(half.canFinish).toBe(false);
    expect(half.incomplete).toEqual(['documents']);
  });

  it('offers Sign for a signed form that is next, then Show; Show for identity validation', () => {
    const signed: ResponseSpec = { checks: [{ slug: 'reference' }], consentFormLink: 'https://forms.example/c.pdf' };
    const fresh = progress(input(undefined, signed));
    expect(hubAction(fresh.sections[0]!, fresh.next)).toBe('sign');
    const done = progress(input((_, p) => (p.signedDocuments.consent_document = true), signed));
    expect(hubAction(done.sections[0]!, done.next)).toBe('show');

    const digital: ResponseSpec = { checks: [{ slug: 'id_check', digitalId: true }] };
    const verified = progress(input((_, p) => (p.identity = { ...p.identity, isDigitalId: true, digitalIdSuccess: true }), digital));
    const identity = verified.sections.find((s) => s.section === 'identity_validation')!;
    expect(hubAction(identity, verified.next)).toBe('show');
  });
});

describe('uploads made on other pages (domain/documents/upload-origin.ts)', () => {
  const rescreening: ResponseSpec = {
    checks: [{ slug: 'criminal_record', level: ['basic'] }, { slug: 'address_document' }, { slug: 'document' }],
    rescreening: true,
  };
  const proofsOnAddressPage = (r: ReferenceResponse) => {
    r.documents.uploaded = [
      upload('address-proof', { step: 'address_documents' }),
      upload('address-proof', { step: 'address_documents' }),
    ];
  };

  it('count where they were made at once', () => {
    expect(complete('address_documents', proofsOnAddressPage, rescreening)).toBe(true);
  });

  it('leave another step that counts them incomplete, so its section is not started, until the candidate sees it', () => {
    expect(complete('dbs_address', proofsOnAddressPage, rescreening)).toBe(false);
    const fresh = progress(input(proofsOnAddressPage, rescreening));
    expect(fresh.sections.find((s) => s.section === 'dbs_documents')?.status).toBe('todo');

    const seen = (r: ReferenceResponse) => {
      proofsOnAddressPage(r);
      r.documents.seen_steps = ['dbs_address'];
    };
    expect(complete('dbs_address', seen, rescreening)).toBe(true);
    expect(progress(input(seen, rescreening)).sections.find((s) => s.section === 'dbs_documents')?.status).toBe('pending');
  });

  it('count with an upload made on the step itself, or one whose page is unknown', () => {
    const ownAndBorrowed = (step: string | null) => (r: ReferenceResponse) => {
      r.documents.uploaded = [
        upload('passport', { step: 'afp_documents', expiry_date: '2031-01-01' }),
        upload('driving-license', { step }),
      ];
    };
    expect(complete('dbs_identity', ownAndBorrowed('dbs_identity'), rescreening)).toBe(true);
    expect(complete('dbs_identity', ownAndBorrowed(null), rescreening)).toBe(true);
    expect(complete('dbs_identity', ownAndBorrowed('moj_document_upload'), rescreening)).toBe(false);
  });

  it('leave supporting documents not completed before they are opened, though every other section is done', () => {
    const passportElsewhere = (r: ReferenceResponse) => {
      r.documents.uploaded = [upload('passport', { step: 'dbs_identity', expiry_date: '2031-01-01' })];
    };
    expect(complete('document_upload', passportElsewhere, rescreening)).toBe(false);
    expect(
      complete('document_upload', (r) => (passportElsewhere(r), (r.documents.seen_steps = ['document_upload'])), rescreening),
    ).toBe(true);
  });

  it('do not touch the steps that count uploads by their level or their record', () => {
    const acic: ResponseSpec = { country: 'AU', checks: [{ slug: 'criminal_record', level: ['acic_check'] }] };
    expect(
      complete('acic_identity_documents', uploads(upload('passport', { selected_level: 'acic_commencement', step: 'acic_identity_documents' })), acic),
    ).toBe(true);
  });
});
