import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReferenceResponse } from '../../domain/reference-response';
import {
  candidateAddresses,
  candidateDetails,
  candidateDirectorshipDetails,
  candidateEducation,
  candidateIdDocumentDetails,
  candidateQualifications,
  countries,
  directorships,
  employers,
  employmentGaps,
  nationalities,
  previousNames,
  providerStates,
  referees,
  referenceRequests,
  referenceResponses,
  socialMedia,
  uploadedDocuments,
} from '../../server/db/schema';
import { orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

async function countryId(code: string): Promise<number> {
  const [row] = await ctx.db.select({ id: countries.id }).from(countries).where(eq(countries.shortName, code));
  return row!.id;
}

async function getOneform(guid: string, headers: Record<string, string> = {}) {
  return ctx.app.request(`/api/oneform/${guid}/`, { headers });
}

describe('GET /api/oneform/{guid}/', () => {
  it('answers the reference response with its request, every field', async () => {
    const expireDate = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
    expireDate.setMilliseconds(0);
    const created = await ctx.createRequest(
      validRequestBody({
        company: { name: 'Harbour Bank plc', logo_url: 'https://logos.example.com/harbour.png' },
        candidate: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
        country: 'GB',
        checks: [
          { type: 'criminal_record', level: ['basic'], region: 'scotland', require_digital_id_verification: true },
          { type: 'employment', minimum_criteria_count: 3 },
          {
            type: 'reference',
            country: 'IE',
            reference_check_config: [
              {
                questionnaire: 'standard',
                name_displayed: 'Employment reference',
                minimum_criteria_count: 2,
                note_to_candidate: 'Your last two managers, please.',
                relationship: ['manager', 'previous_manager'],
              },
            ],
          },
        ],
        expire_date: expireDate.toISOString(),
        is_rescreening: true,
        use_digital_id_for_rescreening: true,
        consent_form_link: 'https://forms.example.com/consent.pdf',
        disclosure_form_link: 'https://forms.example.com/disclosure.pdf',
        employment: { minimum_criteria_count_type: 'role', criteria_count: 2, allow_personal_email_address: true },
      }),
    );

    const response = await getOneform(created.guid, tokenHeaders(created.user_token));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as ReferenceResponse;

    const [request] = await ctx.db.select().from(referenceRequests);
    const [stored] = await ctx.db.select().from(referenceResponses);
    const gb = await countryId('GB');
    const ie = await countryId('IE');
    const checkIds = (await ctx.db.execute(sql`select id from checks order by id`)) as unknown as { rows: { id: number }[] };
    const [c1, c2, c3] = checkIds.rows.map((row) => row.id);

    expect(body).toStrictEqual({
      guid: stored!.guid,
      status: 'in_progress',
      completed_at: null,
      candidate_details: [],
      candidate_id_document_details: null,
      candidate_address_details: [],
      candidate_education_details: [],
      candidate_qualification_details: [],
      candidate_directorship_details: null,
      disclosure_signed_at: null,
      agree_to_fup: null,
      employers: [],
      employment_gaps: [],
      employment_check_skip_reason: null,
      employment_check_skip_notes: null,
      references: [],
      directorships: [],
      fit_and_proper: { has_submitted: false, questionnaire: null, questions: [], answers: [] },
      documents: { uploaded: [], seen_steps: [] },
      selected_documents: null,
      reference_request: {
        id: request!.id,
        guid: created.guid,
        status: 'requested',
        expire_date: expireDate.toISOString(),
        has_soft_deleted: false,
        company_name: 'Harbour Bank plc',
        company_id: request!.companyId,
        company_logo: 'https://logos.example.com/harbour.png',
        company_contact_email: null,
        company_contact_phone: null,
        consent_form_link: 'https://forms.example.com/consent.pdf',
        disclosure_form_link: 'https://forms.example.com/disclosure.pdf',
        candidate: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
        country: gb,
        country_code: 'GB',
        is_rescreening: true,
        use_digital_id_for_rescreening: true,
        checks: [
          {
            id: c1,
            criteria_check: { slug: 'criminal_record', title: 'Criminal Record' },
            level: ['basic'],
            additional: { region: 'scotland' },
            require_digital_id_verification: true,
            country: gb,
            country_code: 'GB',
            minimum_criteria_count: null,
            reference_check_config: [],
          },
          {
            id: c2,
            criteria_check: { slug: 'employment', title: 'Employment' },
            level: [],
            additional: { region: null },
            require_digital_id_verification: false,
            country: gb,
            country_code: 'GB',
            minimum_criteria_count: 3,
            reference_check_config: [],
          },
          {
            id: c3,
            criteria_check: { slug: 'reference', title: 'Reference' },
            level: [],
            additional: { region: null },
            require_digital_id_verification: false,
            country: ie,
            country_code: 'IE',
            minimum_criteria_count: null,
            reference_check_config: [
              {
                questionnaire: 'standard',
                name_displayed: 'Employment reference',
                minimum_criteria_count: 2,
                note_to_candidate: 'Your last two managers, please.',
                relationship: ['manager', 'previous_manager'],
              },
            ],
          },
        ],
        minimum_criteria_count_type: 'role',
        criteria_count: 2,
        allow_personal_email_address: true,
      },
    });
    expect(stored!.guid).not.toBe(created.guid);
  });

  it('answers a null company_logo when the company has none', async () => {
    const created = await ctx.createRequest(validRequestBody({ company: { name: 'No Logo Ltd' } }));
    const body = (await (await getOneform(created.guid, tokenHeaders(created.user_token))).json()) as ReferenceResponse;
    expect(body.reference_request.company_logo).toBeNull();
    expect(body.reference_request.consent_form_link).toBeNull();
    expect(body.reference_request.minimum_criteria_count_type).toBe('year');
    expect(body.reference_request.criteria_count).toBe(5);
  });

  it('answers saved candidate details with their lists in order', async () => {
    const created = await ctx.createRequest();
    const [response] = await ctx.db.select().from(referenceResponses);
    const [british] = await ctx.db.select().from(nationalities).where(eq(nationalities.shortName, 'GB'));
    const gb = await countryId('GB');
    await ctx.db.insert(candidateDetails).values({
      responseId: response!.id,
      salutation: 'dr',
      firstName: 'Ada',
      middleName: 'King',
      lastName: 'Lovelace',
      fullName: 'Ada King Lovelace',
      asianName: null,
      gender: 'female',
      fathersFullName: 'George Byron',
      mothersFullName: 'Anne Milbanke',
      mothersMaidenName: 'Milbanke',
      dateOfBirth: '1815-12-10',
      countryOfBirth: gb,
      countryOfBirthName: 'United Kingdom',
      townOfBirth: 'London',
      stateOfBirth: null,
      nationalityAtBirth: british!.id,
      nationalityAtBirthName: 'British',
      isNationalityChangedSinceBirth: false,
      newNationality: null,
      newNationalityName: null,
      holdsDualNationality: false,
      secondNationality: null,
      secondNationalityName: null,
      phoneCode: '44',
      phoneNumber: '7700900123',
      phoneNumberType: 'mobile',
      isCompleted: true,
      isAnyOtherNames: true,
      dontHaveSocialMedia: false,
    });
    await ctx.db.insert(previousNames).values([
      { responseId: response!.id, position: 1, firstName: 'Ada', middleName: 'A', lastName: 'King', fullName: 'Ada A King', type: 'other', usedFrom: '1836-01-01', usedTo: '1838-01-01' },
      { responseId: response!.id, position: 0, firstName: 'Augusta', middleName: 'Ada', lastName: 'Byron', fullName: 'Augusta Ada Byron', type: 'maiden_name', usedFrom: '1815-12-10', usedTo: '1835-07-08' },
    ]);
    await ctx.db.insert(socialMedia).values([
      { responseId: response!.id, position: 0, socialMediaPlatform: 'linkedin', socialMediaAccount: 'https://linkedin.example/ada' },
    ]);

    const body = (await (await getOneform(created.guid, tokenHeaders(created.user_token))).json()) as ReferenceResponse;
    expect(body.candidate_details).toStrictEqual([
      {
        salutation: 'dr',
        first_name: 'Ada',
        middle_name: 'King',
        last_name: 'Lovelace',
        full_name: 'Ada King Lovelace',
        asian_name: null,
        gender: 'female',
        fathers_full_name: 'George Byron',
        mothers_full_name: 'Anne Milbanke',
        mothers_maiden_name: 'Milbanke',
        date_of_birth: '1815-12-10',
        country_of_birth: gb,
        country_of_birth_name: 'United Kingdom',
        town_of_birth: 'London',
        state_of_birth: null,
        nationality_at_birth: british!.id,
        nationality_at_birth_name: 'British',
        is_nationality_changed_since_birth: false,
        new_nationality: null,
        new_nationality_name: null,
        holds_dual_nationality: false,
        second_nationality: null,
        second_nationality_name: null,
        phone_code: '44',
        phone_number: '7700900123',
        phone_number_type: 'mobile',
        is_completed: true,
        is_any_other_names: true,
        previous_names: [
          { first_name: 'Augusta', middle_name: 'Ada', last_name: 'Byron', full_name: 'Augusta Ada Byron', type: 'maiden_name', used_from: '1815-12-10', used_to: '1835-07-08' },
          { first_name: 'Ada', middle_name: 'A', last_name: 'King', full_name: 'Ada A King', type: 'other', used_from: '1836-01-01', used_to: '1838-01-01' },
        ],
        dont_have_social_media: false,
        social_media: [{ social_media_platform: 'linkedin', social_media_account: 'https://linkedin.example/ada' }],
      },
    ]);
  });

  it('answers every other record the candidate saved, in order, with country codes from the countries list', async () => {
    const created = await ctx.createRequest(
      validRequestBody({ country: 'AU', checks: [{ type: 'criminal_record', level: ['acic_check'] }, { type: 'employment', country: 'NZ' }] }),
    );
    const [response] = await ctx.db.select().from(referenceResponses);
    const responseId = response!.id;
    const au = await countryId('AU');
    const ie = await countryId('IE');
    await ctx.db.update(referenceResponses).set({
      employmentCheckSkipReason: 'no_additional_employment_history',
      employmentCheckSkipNotes: 'First job after university.',
      fitAndProperSubmitted: true,
      selectedDocuments: { primary: ['passport'], secondary: ['driving-license', 'utility-bill'], is_completed: true },
    });
    await ctx.db.insert(candidateIdDocumentDetails).values({
      responseId,
      isCompleted: true,
      isCurrentPassport: true,
      passportNumber: 'PA1234567',
      passportIssueCountry: ie,
      passportIssueCountryName: 'Ireland',
      passportIssueDate: '2020-02-03',
      passportExpiryDate: '2030-02-02',
      passportType: 'ordinary',
      isCurrentDrivingLicense: true,
      drivingLicenseIssueCountry: au,
      drivingLicenseIssueCountryName: 'Australia',
      drivingLicenseIssueState: 'VIC',
      drivingLicenseValidFrom: '2019-05-06',
      drivingLicenseExpiryDate: '2029-05-06',
      drivingLicenseNumber: '0123456789',
      drivingLicenseAgency: 'VicRoads',
      isCurrentFirearmsLicense: true,
      firearmLicenseIssueCountry: au,
      firearmLicenseIssueState: 'NSW',
      firearmLicenseValidFrom: '2021-01-01',
      firearmLicenseExpiryDate: '2026-12-31',
      firearmLicenseNumber: 'F-99812',
      firearmLicenseAgency: 'NSW Police Force',
      hasNationalIdNumber: true,
      idType: 'other',
      nationalIdNumber: 'X-1',
      idTypeDetails: 'Medicare card',
      hasRightToWorkShareCode: false,
      rightToWorkShareCode: null,
      reasonMissingSharecode: 'Australian citizen',
      hasSraNumber: true,
      sraNumber: '123456',
      isConviction: false,
      citizenship: 'AU',
      hasFcaReferenceNumber: false,
      fcaReferenceNumber: null,
      hasDifferentNameInAcicDocuments: false,
    });
    await ctx.db.insert(candidateAddresses).values([
      { responseId, position: 1, periodResidenceFrom: '2015-01-01', periodResidenceTo: '2019-12-31', isCurrentResidence: false, country: au, countryName: 'Australia', streetAddress: '2 Old Road', streetAddressCont: 'Unit 4', city: 'Geelong', state: 'VIC', postalCode: '3220', isCompleted: true },
      { responseId, position: 0, periodResidenceFrom: '2020-01-01', periodResidenceTo: null, isCurrentResidence: true, country: au, countryName: 'Australia', streetAddress: '27 Wattle Grove', streetAddressCont: null, city: 'Ballarat', state: 'VIC', postalCode: '3350', isCompleted: false },
    ]);
    const [education] = await ctx.db.insert(candidateEducation).values({
      responseId, position: 0, institutionName: 'Westbrook University', institutionEmail: 'registry@university.example',
      institutionAddress: '1 College Road', institutionCountry: au, institutionPhoneCode: '61', institutionPhoneNumber: '395550100',
      modeOfStudy: 'PART_TIME', faculty: 'Nursing', studentIdNumber: 'S1', startDateAttended: '2010-02-01', endDateAttended: '2013-11-30',
      didGraduate: true, dateOfQualification: '2013-12-15', gradeObtained: 'Distinction', isCertificateCopy: true, noHigherEducation: false, isCompleted: true,
    }).returning();
    await ctx.db.insert(candidateQualifications).values({
      responseId, position: 0, holdsQualification: true, professionalOrganizationName: 'Nursing Board', professionalQualificationAttained: 'Registered Nurse',
      professionalMembershipNumber: 'NMW0001', membershipDate: '2014-03-01', membershipAttainedCountry: au, membershipStatus: 'Active',
      isMembershipAwardedInDifferentName: true, membershipAwardedName: 'Chloe Tran', isCompleted: true,
    });
    await ctx.db.insert(candidateDirectorshipDetails).values({ responseId, pastDirectorships: true, isCompleted: true });
    const [employer] = await ctx.db.insert(employers).values([
      { responseId, position: 1, organizationName: 'Second Ltd', proofOfEmployment: null, isCompleted: false },
      { responseId, position: 0, organizationName: 'First Pty Ltd', proofOfEmployment: true, isCompleted: true },
    ]).returning();
    const gapGuid = '5a0f3c1e-0000-4000-8000-00000000aaaa';
    await ctx.db.insert(employmentGaps).values([
      { responseId, guid: null, startDate: '2018-01-01', endDate: '2018-03-01', gapReason: 'ON_VACATION', additionalNotes: null },
      { responseId, guid: gapGuid, startDate: '2016-05-01', endDate: '2016-09-01', gapReason: 'OTHER', additionalNotes: 'Caring for a parent.' },
    ]);
    await ctx.db.insert(referees).values([{ responseId, questionnaire: 'aged-care' }, { responseId, questionnaire: 'character' }]);
    await ctx.db.insert(directorships).values({ responseId, position: 0, organisationName: 'Wattle Holdings Pty Ltd', isCompleted: true });
    await ctx.db.insert(uploadedDocuments).values([
      { responseId, path: 'r/passport.pdf', type: 'passport', expiryDate: '2030-02-02', selectedLevel: 'acic_commencement' },
      { responseId, path: 'r/payslip.pdf', type: 'employment-proof', employmentResponse: employer!.id },
      { responseId, path: 'r/degree.pdf', type: 'education-proof', educationResponse: education!.id },
    ]);

    const body = (await (await getOneform(created.guid, tokenHeaders(created.user_token))).json()) as ReferenceResponse;
    const [r] = await ctx.db.select().from(referenceResponses);
    const ids = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((row) => row.id);
    const addressIds = await ids(ctx.db.select().from(candidateAddresses).orderBy(candidateAddresses.position));
    const employerRows = await ctx.db.select().from(employers).orderBy(employers.position);
    const gapRows = await ctx.db.select().from(employmentGaps).orderBy(employmentGaps.startDate);
    const refereeIds = await ids(ctx.db.select().from(referees).orderBy(referees.id));
    const [directorship] = await ctx.db.select().from(directorships);
    const uploads = await ctx.db.select().from(uploadedDocuments).orderBy(uploadedDocuments.id);
    const [qualification] = await ctx.db.select().from(candidateQualifications);

    expect(body.reference_request.country_code).toBe('AU');
    expect(body.reference_request.checks.map((check) => check.country_code)).toEqual(['AU', 'NZ']);
    expect(body.candidate_id_document_details).toStrictEqual({
      is_completed: true,
      is_current_passport: true,
      passport_number: 'PA1234567',
      passport_issue_country: ie,
      passport_issue_country_name: 'Ireland',
      passport_issue_country_code: 'IE',
      passport_issue_date: '2020-02-03',
      passport_expiry_date: '2030-02-02',
      passport_type: 'ordinary',
      is_current_driving_license: true,
      driving_license_issue_country: au,
      driving_license_issue_country_name: 'Australia',
      driving_license_issue_state: 'VIC',
      driving_license_valid_from: '2019-05-06',
      driving_license_expiry_date: '2029-05-06',
      driving_license_number: '0123456789',
      driving_license_agency: 'VicRoads',
      is_current_firearms_license: true,
      firearm_license_issue_country: au,
      firearm_license_issue_state: 'NSW',
      firearm_license_valid_from: '2021-01-01',
      firearm_license_expiry_date: '2026-12-31',
      firearm_license_number: 'F-99812',
      firearm_license_agency: 'NSW Police Force',
      has_national_id_number: true,
      id_type: 'other',
      national_id_number: 'X-1',
      id_type_details: 'Medicare card',
      has_right_to_work_share_code: false,
      right_to_work_share_code: null,
      reason_missing_sharecode: 'Australian citizen',
      has_sra_number: true,
      sra_number: '123456',
      is_conviction: false,
      citizenship: 'AU',
      has_fca_reference_number: false,
      fca_reference_number: null,
      has_different_name_in_acic_documents: false,
    });
    expect(body.candidate_address_details).toStrictEqual([
      { id: addressIds[0], period_residence_from: '2020-01-01', period_residence_to: null, is_current_residence: true, country: au, country_name: 'Australia', street_address: '27 Wattle Grove', street_address_cont: null, city: 'Ballarat', state: 'VIC', postal_code: '3350', is_completed: false },
      { id: addressIds[1], period_residence_from: '2015-01-01', period_residence_to: '2019-12-31', is_current_residence: false, country: au, country_name: 'Australia', street_address: '2 Old Road', street_address_cont: 'Unit 4', city: 'Geelong', state: 'VIC', postal_code: '3220', is_completed: true },
    ]);
    expect(body.candidate_education_details).toStrictEqual([
      {
        id: education!.id, guid: education!.guid, institution_name: 'Westbrook University', institution_email: 'registry@university.example',
        institution_address: '1 College Road', institution_country: au, institution_country_id: au, institution_phone_code: '61',
        institution_phone_number: '395550100', mode_of_study: 'PART_TIME', faculty: 'Nursing', student_id_number: 'S1',
        start_date_attended: '2010-02-01', end_date_attended: '2013-11-30', did_graduate: true, date_of_qualification: '2013-12-15',
        grade_obtained: 'Distinction', is_certificate_copy: true, no_higher_education: false, is_completed: true,
      },
    ]);
    expect(body.candidate_qualification_details).toStrictEqual([
      {
        id: qualification!.id, holds_qualification: true, professional_organization_name: 'Nursing Board',
        professional_qualification_attained: 'Registered Nurse', professional_membership_number: 'NMW0001', membership_date: '2014-03-01',
        membership_attained_country: au, membership_status: 'Active', is_membership_awarded_in_different_name: true,
        membership_awarded_name: 'Chloe Tran', is_completed: true,
      },
    ]);
    expect(body.candidate_directorship_details).toStrictEqual({ past_directorships: true, is_completed: true });
    expect(body.employers).toStrictEqual(
      employerRows.map((row) => expect.objectContaining({ id: row.id, guid: row.guid, organization_name: row.organizationName, proof_of_employment: row.proofOfEmployment, is_completed: row.isCompleted })),
    );
    expect(body.employers.map((line) => line.organization_name)).toEqual(['First Pty Ltd', 'Second Ltd']);
    expect(body.employment_gaps).toStrictEqual([
      { id: gapRows[0]!.id, guid: gapGuid, start_date: '2016-05-01', end_date: '2016-09-01', gap_reason: 'OTHER', additional_notes: 'Caring for a parent.' },
      { id: gapRows[1]!.id, guid: null, start_date: '2018-01-01', end_date: '2018-03-01', gap_reason: 'ON_VACATION', additional_notes: null },
    ]);
    expect(body.employment_check_skip_reason).toBe('no_additional_employment_history');
    expect(body.employment_check_skip_notes).toBe('First job after university.');
    expect(body.references).toStrictEqual([
      expect.objectContaining({ id: refereeIds[0], questionnaire: 'aged-care' }),
      expect.objectContaining({ id: refereeIds[1], questionnaire: 'character' }),
    ]);
    expect(body.directorships).toMatchObject([
      { id: directorship!.id, guid: directorship!.guid, organisation_name: 'Wattle Holdings Pty Ltd', city: null, is_completed: true },
    ]);
    expect(body.fit_and_proper.has_submitted).toBe(true);
    expect(body.documents.uploaded).toStrictEqual(
      uploads.map((u) => ({
        id: u.id, guid: u.guid, path: u.path, file_name: u.fileName, type: u.type, expiry_date: u.expiryDate, selected_level: u.selectedLevel,
        employment_response: u.employmentResponse, education_response: u.educationResponse, step: u.step,
      })),
    );
    expect(body.documents.uploaded.map((u) => [u.type, u.expiry_date, u.selected_level, u.employment_response, u.education_response])).toEqual([
      ['passport', '2030-02-02', 'acic_commencement', null, null],
      ['employment-proof', null, null, employer!.id, null],
      ['education-proof', null, null, null, education!.id],
    ]);
    expect(body.selected_documents).toStrictEqual({ primary: ['passport'], secondary: ['driving-license', 'utility-bill'], is_completed: true });
    expect(r!.fitAndProperSubmitted).toBe(true);
  });

  it('removes every record of a response with it', async () => {
    await ctx.createRequest();
    const [response] = await ctx.db.select().from(referenceResponses);
    const gb = await countryId('GB');
    const responseId = response!.id;
    await ctx.db.insert(candidateIdDocumentDetails).values({ responseId, isCompleted: true });
    await ctx.db.insert(candidateAddresses).values({ responseId, position: 0, periodResidenceFrom: '2020-01-01', isCurrentResidence: true, country: gb, countryName: 'United Kingdom', streetAddress: '1 High Street', city: 'Leeds', postalCode: 'LS1 1AA' });
    await ctx.db.insert(employers).values({ responseId, position: 0, organizationName: 'Acme' });
    await ctx.db.insert(uploadedDocuments).values({ responseId, path: 'p', type: 'passport' });
    await ctx.db.insert(providerStates).values({ responseId, kind: 'credit', data: { credit_status: 'confirmed' } });

    await ctx.db.delete(referenceResponses);
    for (const table of [candidateIdDocumentDetails, candidateAddresses, employers, uploadedDocuments, providerStates]) {
      expect(await ctx.db.select().from(table)).toEqual([]);
    }
  });

  it('accepts the guid in upper case', async () => {
    const created = await ctx.createRequest();
    const response = await getOneform(created.guid.toUpperCase(), tokenHeaders(created.user_token));
    expect(response.status).toBe(200);
  });

  describe('authentication', () => {
    it('answers 401 "not provided" without credentials, or with another scheme', async () => {
      const created = await ctx.createRequest();
      const headersList: Record<string, string>[] = [{}, { authorization: `Bearer ${created.user_token}` }, { authorization: '' }];
      for (const headers of headersList) {
        const response = await getOneform(created.guid, headers);
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toBe('Token');
        expect(await response.json()).toStrictEqual({ detail: 'Authentication credentials were not provided.' });
      }
    });

    it('answers 401 "Invalid token." for a malformed or unknown token', async () => {
      const created = await ctx.createRequest();
      const headersList = [
        { authorization: 'Token' },
        { authorization: `Token ${created.user_token} extra` },
        { authorization: `Token ${created.user_token}x` },
        { authorization: 'Token AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      ];
      for (const headers of headersList) {
        const response = await getOneform(created.guid, headers);
        expect(response.status).toBe(401);
        expect(await response.json()).toStrictEqual({ detail: 'Invalid token.' });
      }
    });

    it('does not take the token from the query string', async () => {
      const created = await ctx.createRequest();
      const response = await ctx.app.request(`/api/oneform/${created.guid}/?user_token=${created.user_token}`);
      expect(response.status).toBe(401);
    });

    it("answers 404 for another request's guid, exactly as for a guid that does not exist", async () => {
      const mine = await ctx.createRequest();
      const theirs = await ctx.createRequest(validRequestBody({ candidate: { first_name: 'Bob', last_name: 'B', email: 'bob@example.com' } }));

      const other = await getOneform(theirs.guid, tokenHeaders(mine.user_token));
      expect(other.status).toBe(404);
      const otherBody = await other.json();
      expect(otherBody).toStrictEqual({ detail: 'Not found.' });

      const missing = await getOneform('00000000-0000-4000-8000-000000000000', tokenHeaders(mine.user_token));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toStrictEqual(otherBody);

      const notAGuid = await getOneform('not-a-guid', tokenHeaders(mine.user_token));
      expect(notAGuid.status).toBe(404);
      expect(await notAGuid.json()).toStrictEqual(otherBody);
    });
  });

  describe('request state', () => {
    it('reports "expired" once expire_date has passed, computed at read time', async () => {
      const start = new Date('2030-01-01T12:00:00.000Z');
      ctx.setNow(start);
      const created = await ctx.createRequest(validRequestBody({ expire_date: '2030-01-02T12:00:00.000Z' }));

      const before = (await (await getOneform(created.guid, tokenHeaders(created.user_token))).json()) as ReferenceResponse;
      expect(before.reference_request.status).toBe('requested');

      ctx.setNow(new Date('2030-01-02T12:00:00.001Z'));
      const after = (await (await getOneform(created.guid, tokenHeaders(created.user_token))).json()) as ReferenceResponse;
      expect(after.reference_request.status).toBe('expired');
      expect(after.reference_request.expire_date).toBe('2030-01-02T12:00:00.000Z');

      // Nothing was written: expiry is a reading of the date, not a stored state.
      const [stored] = await ctx.db.select({ status: referenceRequests.status }).from(referenceRequests);
      expect(stored!.status).toBe('requested');
    });

    it('makes an expired request with sandbox_state "expired"', async () => {
      const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'expired' }));
      const body = (await (await getOneform(created.guid, tokenHeaders(created.user_token))).json()) as ReferenceResponse;
      expect(body.reference_request.status).toBe('expired');
      expect(new Date(body.reference_request.expire_date).getTime()).toBeLessThan(Date.now());
    });

    it('reports has_soft_deleted after the organisation withdraws the request, and still opens it', async () => {
      const created = await ctx.createRequest(
        validRequestBody({ company: { name: 'Harbour Bank plc', logo_url: 'https://logos.example.com/harbour.png' } }),
      );
      const withdrawn = await ctx.app.request(`/api/org/requests/${created.guid}`, { method: 'DELETE', headers: orgHeaders() });
      expect(withdrawn.status).toBe(204);

      const response = await getOneform(created.guid, tokenHeaders(created.user_token));
      expect(response.status).toBe(200);
      const body = (await response.json()) as ReferenceResponse;
      expect(body.reference_request.has_soft_deleted).toBe(true);
      // The profile-removed page names the company, and shows its logo, from the request that was withdrawn.
      expect(body.reference_request.company_name).toBe('Harbour Bank plc');
      expect(body.reference_request.company_logo).toBe('https://logos.example.com/harbour.png');
    });

    it('makes a withdrawn request with sandbox_state "profile_removed"', async () => {
      const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'profile_removed' }));
      const body = (await (await getOneform(created.guid, tokenHeaders(created.user_token))).json()) as ReferenceResponse;
      expect(body.reference_request.has_soft_deleted).toBe(true);
      expect(body.reference_request.status).toBe('requested');
    });

    it('makes a completed response with sandbox_state "completed"', async () => {
      const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'completed' }));
      const body = (await (await getOneform(created.guid, tokenHeaders(created.user_token))).json()) as ReferenceResponse;
      expect(body.status).toBe('done');
      expect(body.reference_request.status).toBe('completed');
      const [stored] = await ctx.db.select().from(referenceResponses);
      expect(stored!.completedAt).toBeInstanceOf(Date);
      expect(body.completed_at).toBe(stored!.completedAt!.toISOString());
    });
  });
});
