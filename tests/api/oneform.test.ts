import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReferenceResponse } from '../../domain/reference-response';
import {
  candidateDetails,
  countries,
  nationalities,
  previousNames,
  referenceRequests,
  referenceResponses,
  socialMedia,
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
      candidate_details: [],
      candidate_id_document_details: null,
      candidate_address_details: [],
      candidate_education_details: [],
      candidate_qualification_details: [],
      candidate_directorship_details: null,
      disclosure_signed_at: null,
      agree_to_fup: null,
      reference_request: {
        id: request!.id,
        guid: created.guid,
        status: 'requested',
        expire_date: expireDate.toISOString(),
        has_soft_deleted: false,
        company_name: 'Harbour Bank plc',
        company_id: request!.companyId,
        company_logo: 'https://logos.example.com/harbour.png',
        consent_form_link: 'https://forms.example.com/consent.pdf',
        disclosure_form_link: 'https://forms.example.com/disclosure.pdf',
        candidate: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
        country: gb,
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
      const created = await ctx.createRequest();
      const withdrawn = await ctx.app.request(`/api/org/requests/${created.guid}`, { method: 'DELETE', headers: orgHeaders() });
      expect(withdrawn.status).toBe(204);

      const response = await getOneform(created.guid, tokenHeaders(created.user_token));
      expect(response.status).toBe(200);
      const body = (await response.json()) as ReferenceResponse;
      expect(body.reference_request.has_soft_deleted).toBe(true);
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
    });
  });
});
