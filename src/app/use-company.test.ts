import { describe, expect, it } from 'vitest';
import { referenceResponseFixture } from '../testing/reference-response-fixture';
import { companyOf } from './use-company';

describe('companyOf', () => {
  it("reads the company's name and logo from a loaded reference response", () => {
    expect(companyOf(referenceResponseFixture({ logo: 'https://cdn.example.com/acme.png' }))).toEqual({
      name: 'Acme Recruitment',
      logo: 'https://cdn.example.com/acme.png',
    });
    expect(companyOf(referenceResponseFixture())).toEqual({ name: 'Acme Recruitment', logo: null });
  });

  it('shows no company rather than failing on a response that is missing or malformed', () => {
    const fixture = referenceResponseFixture();
    for (const data of [
      undefined,
      null,
      'text',
      { reference_request: null },
      { ...fixture, reference_request: { ...fixture.reference_request, company_name: 42 } },
      { ...fixture, reference_request: { ...fixture.reference_request, company_name: '  ' } },
    ]) {
      expect(companyOf(data)).toBeNull();
    }
  });

  it('takes a logo that is not an address as no logo, so the header shows the default one', () => {
    const fixture = referenceResponseFixture();
    expect(companyOf({ ...fixture, reference_request: { ...fixture.reference_request, company_logo: { url: 'x' } } })).toEqual({
      name: 'Acme Recruitment',
      logo: null,
    });
  });
});
