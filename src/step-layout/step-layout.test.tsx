// @vitest-environment jsdom
/**
 * Step pages through the real router: the guard's redirects (spec 000 §2 "Entering a section opens its first
 * incomplete step", "Unfinished later steps cannot be navigated to") and the step frame around each page.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type {
  AddressRecord,
  CandidateDetails,
  IdDocumentDetails,
  ReferenceResponse,
  UploadedDocument,
} from '../../domain/reference-response';
import type { DetailsStep, SectionSlug } from '../../domain/sections';
import { buildResponse } from '../../domain/testing/build-response';
import { withEarlierSectionsComplete } from '../testing/earlier-sections';
import { referenceResponseFixture } from '../testing/reference-response-fixture';
import { providerEndpoints } from '../testing/fake-endpoints';
import { renderApp } from '../testing/render-app';
import { StepLayout } from './step-layout';
import { StepStandIn } from '../testing/step-stand-in';

// The frame and the guard are under test, not the forms: every details step shows the placeholder, a step with
// nothing to save, whose Next is a link enabled once the step is complete.
vi.mock('../features/details/details-step', () => ({
  DetailsStepScreen: ({ step }: { step: DetailsStep }) => <StepStandIn section="details" step={step} />,
}));
// Likewise the supporting documents step, a section of one step: the frame's own buttons are under test.
vi.mock('../features/document-uploads/supporting-documents-step', () => ({
  SupportingDocumentsStep: () => <StepStandIn section="documents" step="document_upload" />,
}));
import { useStepNavigation } from './use-step-navigation';
import { freshPageForEachTest } from '../testing/fresh-page';

/** More than the three keys the search middleware keeps: every redirect must keep the whole query string. */
const QUERY = '?guid=guid-1&user_token=token-1&idProvider=trinsic';

/**
 * The fixture's request (a GB enhanced criminal record check and employment) needs these details steps, in order:
 * name, birth, previous_name, id, address; and the sections dbs_declaration_consent, dbs_documents, employers.
 */
function response(...adjust: ((draft: ReferenceResponse) => void)[]): Record<string, ReferenceResponse> {
  const draft = referenceResponseFixture();
  for (const change of adjust) change(draft);
  return { 'guid-1': draft };
}

/** Every section the hub lists before `section` complete, so the hub's order lets the candidate in. */
const reaching = (section: SectionSlug) => (draft: ReferenceResponse) => {
  withEarlierSectionsComplete(draft, section);
};

/** Name and birth saved: previous_name is the first incomplete step. */
const nameAndBirthSaved = (draft: ReferenceResponse) => {
  draft.candidate_details = [
    { first_name: 'Ada', date_of_birth: '1990-01-01', country_of_birth: 1, is_completed: true } as CandidateDetails,
  ];
};

const everyDetailSaved = (draft: ReferenceResponse) => {
  draft.candidate_details = [
    {
      first_name: 'Ada',
      date_of_birth: '1990-01-01',
      country_of_birth: 1,
      is_any_other_names: false,
      is_completed: true,
    } as CandidateDetails,
  ];
  draft.candidate_id_document_details = { is_completed: true } as IdDocumentDetails;
  draft.candidate_address_details = [{ id: 1, is_completed: true } as AddressRecord];
};

/** Adds a fitness-and-propriety check: its questionnaire is a section of one step. */
const withFitAndProper = (draft: ReferenceResponse) => {
  const [check] = buildResponse({ country: 'GB', checks: [{ slug: 'fitness_and_proprietary' }] }).reference_request.checks;
  draft.reference_request.checks.push({ ...check!, id: 99 });
};

/** Adds a document check: its supporting documents are a section of one step. */
const withSupportingDocuments = (draft: ReferenceResponse) => {
  const [check] = buildResponse({ country: 'GB', checks: [{ slug: 'document' }] }).reference_request.checks;
  draft.reference_request.checks.push({ ...check!, id: 98 });
};

function upload(id: number, type: string): UploadedDocument {
  return {
    id,
    guid: `upload-${id}`,
    path: `/files/${id}`,
    file_name: null,
    type,
    expiry_date: null,
    selected_level: null,
    employment_response: null,
    education_response: null,
  };
}

function open(path: string, responses: Record<string, ReferenceResponse> = response()) {
  return renderApp({ url: `${path}${QUERY}`, api: { responses } });
}

const stepTabs = () => screen.queryByRole('navigation', { name: /^Steps of / });

freshPageForEachTest();

describe('entering a section', () => {
  it('opens the first step when nothing is saved, replacing the address it was asked for', async () => {
    const { router, history } = open('/candidate-feedback/details');
    expect(await screen.findByRole('heading', { level: 2, name: 'Name' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/candidate-feedback/details/name');
    expect(router.state.location.searchStr).toBe(QUERY);
    // Back must not land on the address that redirects again.
    expect(history.length).toBe(1);
  });

  it('opens its first incomplete step', async () => {
    const { router } = open('/candidate-feedback/details', response(nameAndBirthSaved));
    expect(await screen.findByRole('heading', { level: 2, name: 'Previous names' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal details' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/candidate-feedback/details/previous_name');
    expect(router.state.location.searchStr).toBe(QUERY);
  });

  it('opens the first step of a section whose steps are all complete', async () => {
    const { router } = open('/candidate-feedback/details', response(everyDetailSaved));
    await screen.findByRole('heading', { level: 2, name: 'Name' });
    expect(router.state.location.pathname).toBe('/candidate-feedback/details/name');
  });

  it('does the same for the document sections with optional steps', async () => {
    const { router } = open(
      '/candidate-feedback/dbs_documents',
      response((draft) => (draft.documents.uploaded = [upload(1, 'address-proof')])),
    );
    await screen.findByRole('heading', { level: 2, name: 'Proof of identity' });
    expect(router.state.location.pathname).toBe('/candidate-feedback/dbs_documents/dbs_identity');
    expect(router.state.location.searchStr).toBe(QUERY);
  });
});

describe('steps that cannot be opened', () => {
  it('sends a later unfinished step to the entry step', async () => {
    const { router } = open('/candidate-feedback/details/address', response(nameAndBirthSaved));
    await screen.findByRole('heading', { level: 2, name: 'Previous names' });
    expect(router.state.location.pathname).toBe('/candidate-feedback/details/previous_name');
    expect(router.state.location.searchStr).toBe(QUERY);
  });

  it('sends a numbered sub-path of a step that cannot be opened yet to the entry step', async () => {
    const { router } = open('/candidate-feedback/details/address/2', response(nameAndBirthSaved));
    await screen.findByRole('heading', { level: 2, name: 'Previous names' });
    expect(router.state.location.pathname).toBe('/candidate-feedback/details/previous_name');
    expect(router.state.location.searchStr).toBe(QUERY);
  });

  it('sends a step the request does not need to the entry step', async () => {
    // The fixture's checks need no phone number.
    const { router } = open('/candidate-feedback/details/phone', response(nameAndBirthSaved));
    await screen.findByRole('heading', { level: 2, name: 'Previous names' });
    expect(router.state.location.pathname).toBe('/candidate-feedback/details/previous_name');
    expect(router.state.location.searchStr).toBe(QUERY);
  });

  it.each([
    '/candidate-feedback/consent/consent',
    '/candidate-feedback/acic_documents',
    '/candidate-feedback/acic_documents/acic_primary_documents',
    '/candidate-feedback/identity_validation/identity_validation_step',
    '/candidate-feedback/reference/reference',
    '/candidate-feedback/reference/reference/1',
    '/candidate-feedback/directorships/directorships',
  ])('sends %s, a section the request does not need, home', async (path) => {
    const { router, history } = open(path);
    await vi.waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/candidate-feedback'), { timeout: 5000 });
    expect(router.state.location.searchStr).toBe(QUERY);
    expect(screen.queryByText('This step is not available yet.')).toBeNull();
    expect(history.length).toBe(1);
  });

  it('keeps the existing redirect of a numbered section to its first entry', async () => {
    const { router } = open('/candidate-feedback/employers/employers', response(reaching('employers')));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback/employers/employers/1'));
    expect(router.state.location.searchStr).toBe(QUERY);
  });
});

describe('the hub’s order', () => {
  /** The hub's explanation, a polite live region of its own (the busy banner is another). */
  const notice = async () => {
    const text = await screen.findByText(/ cannot start yet\. /, {}, { timeout: 5000 });
    return text.closest('[role="status"]')!;
  };

  it('sends a section the hub shows as not ready home, which says why, with the query kept', async () => {
    const { router, history } = open('/candidate-feedback/documents/document_upload', response(withSupportingDocuments));
    expect((await notice()).textContent).toBe(
      'Supporting documents cannot start yet. Start with Personal details: sections are completed one at a time, in order.',
    );
    expect(router.state.location.pathname).toBe('/candidate-feedback');
    expect(router.state.location.searchStr).toBe(QUERY);
    expect(history.length).toBe(1);
    expect(screen.queryByText('This step is not available yet.')).toBeNull();
  });

  it('names the section in progress when that is what holds the others back', async () => {
    const { router } = open('/candidate-feedback/employers/employers/1', response(nameAndBirthSaved));
    expect((await notice()).textContent).toBe(
      'Employment history cannot start yet. Finish Personal details first: sections are completed one at a time, in order.',
    );
    expect(router.state.location.pathname).toBe('/candidate-feedback');
  });

  it('opens the section the hub offers next', async () => {
    const { router } = open('/candidate-feedback/dbs_declaration_consent/dbs_consent', response(everyDetailSaved));
    await screen.findByRole('heading', { level: 1, name: 'Criminal record check consent' });
    expect(router.state.location.pathname).toBe('/candidate-feedback/dbs_declaration_consent/dbs_consent');
  });

  it('counts what the providers report, as the hub does: a signed consent form opens the section after it', async () => {
    const draft = referenceResponseFixture();
    draft.reference_request.consent_form_link = 'https://sign.example.test/consent';
    const responses = { 'guid-1': draft };
    const signed = renderApp({
      url: `/candidate-feedback/details/name${QUERY}`,
      api: { responses, extra: providerEndpoints({ signed: { consent_document: true } }) },
    });
    await screen.findByRole('heading', { level: 2, name: 'Name' });
    expect(signed.router.state.location.pathname).toBe('/candidate-feedback/details/name');
    cleanup();

    const unsigned = renderApp({
      url: `/candidate-feedback/details/name${QUERY}`,
      api: { responses, extra: providerEndpoints({ signed: { consent_document: false } }) },
    });
    expect((await notice()).textContent).toBe(
      'Personal details cannot start yet. Start with Consent: sections are completed one at a time, in order.',
    );
    expect(unsigned.router.state.location.pathname).toBe('/candidate-feedback');
  });
});

describe('the side tabs', () => {
  it('link the steps that can be opened and list the later ones as not yet available', async () => {
    open('/candidate-feedback/details/previous_name', response(nameAndBirthSaved));
    await screen.findByRole('heading', { level: 2, name: 'Previous names' });
    const tabs = within(stepTabs()!);
    expect(tabs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'NameCompleted',
      'Date and place of birthCompleted',
      'Previous names',
      'Identity documentsCannot start yet',
      'Address historyCannot start yet',
    ]);
    expect(tabs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/candidate-feedback/details/name${QUERY}`,
      `/candidate-feedback/details/birth${QUERY}`,
      `/candidate-feedback/details/previous_name${QUERY}`,
    ]);
    expect(tabs.getByRole('link', { name: 'Previous names' }).getAttribute('aria-current')).toBe('page');
  });

  it('open a completed step', async () => {
    const { router } = open('/candidate-feedback/details/previous_name', response(nameAndBirthSaved));
    await screen.findByRole('heading', { level: 2, name: 'Previous names' });
    await userEvent.click(within(stepTabs()!).getByRole('link', { name: /^Name/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Name' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/candidate-feedback/details/name');
    expect(router.state.location.searchStr).toBe(QUERY);
  });

  it.each([
    ['/candidate-feedback/fit_and_proper/fit_and_proper', 'Fitness and propriety questionnaire'],
    ['/candidate-feedback/employers/employers/1', 'Employment history'],
  ])('are not shown on %s, a section of one step', async (path, title) => {
    open(path, response(withFitAndProper, reaching(path.includes('employers') ? 'employers' : 'fit_and_proper')));
    // The employer screen is a lazily loaded chunk, which jsdom transforms on first use.
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
    expect(stepTabs()).toBeNull();
    // No step title repeats the section's under it (the screen's own headings, such as a timeline's, may follow).
    expect(screen.queryByRole('heading', { level: 2, name: title })).toBeNull();
  }, 20_000);
});

describe('the counter', () => {
  it("shows '(n/total)' and says 'Step n of total' to screen readers", async () => {
    open('/candidate-feedback/details/previous_name', response(nameAndBirthSaved));
    await screen.findByRole('heading', { level: 2, name: 'Previous names' });
    expect(screen.getByText('(3/5)').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Step 3 of 5')).toBeDefined();
  });

  it('counts a section of one step too', async () => {
    open('/candidate-feedback/fit_and_proper/fit_and_proper', response(withFitAndProper, reaching('fit_and_proper')));
    await screen.findByRole('heading', { level: 1, name: 'Fitness and propriety questionnaire' });
    expect(screen.getByText('(1/1)')).toBeDefined();
  });

  it('is not shown for the criminal record check consent', async () => {
    open('/candidate-feedback/dbs_declaration_consent/dbs_consent', response(reaching('dbs_declaration_consent')));
    await screen.findByRole('heading', { level: 1, name: 'Criminal record check consent' });
    expect(screen.queryByText('(1/1)')).toBeNull();
    expect(screen.queryByText(/^Step \d+ of \d+$/)).toBeNull();
  });
});

describe('Previous, Next and Submit', () => {
  const action = (name: string) => screen.queryByRole('link', { name });

  it('the first step has no Previous; a complete step links Next to the following step', async () => {
    const { router } = open('/candidate-feedback/details/name', response(nameAndBirthSaved));
    await screen.findByRole('heading', { level: 2, name: 'Name' });
    expect(action('Previous')).toBeNull();
    expect(action('Submit')).toBeNull();
    expect(action('Next')!.getAttribute('href')).toBe(`/candidate-feedback/details/birth${QUERY}`);

    await userEvent.click(action('Next')!);
    expect(await screen.findByRole('heading', { level: 2, name: 'Date and place of birth' })).toBeDefined();
    expect(router.state.location.searchStr).toBe(QUERY);
  });

  it('Next stays disabled while the step is incomplete; Previous leads to the step before', async () => {
    open('/candidate-feedback/details/previous_name', response(nameAndBirthSaved));
    await screen.findByRole('heading', { level: 2, name: 'Previous names' });
    expect(action('Next')!.getAttribute('aria-disabled')).toBe('true');
    expect(action('Next')!.getAttribute('href')).toBeNull();
    expect(action('Previous')!.getAttribute('href')).toBe(`/candidate-feedback/details/birth${QUERY}`);
  });

  it('the last step offers Submit instead of Next, leading home once complete', async () => {
    const { router } = open('/candidate-feedback/details/address', response(everyDetailSaved));
    await screen.findByRole('heading', { level: 2, name: 'Address history' });
    expect(action('Next')).toBeNull();
    expect(action('Previous')!.getAttribute('href')).toBe(`/candidate-feedback/details/id${QUERY}`);

    await userEvent.click(action('Submit')!);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback'));
    expect(router.state.location.searchStr).toBe(QUERY);
  });

  it('a single incomplete step shows only a disabled Submit', async () => {
    open('/candidate-feedback/documents/document_upload', response(withSupportingDocuments, reaching('documents')));
    await screen.findByText('This step is not available yet.');
    expect(action('Previous')).toBeNull();
    expect(action('Next')).toBeNull();
    expect(action('Submit')!.getAttribute('aria-disabled')).toBe('true');
  });

  it("'Save and Go back' leads home with the query string", async () => {
    const { router } = open('/candidate-feedback/details/name');
    await screen.findByRole('heading', { level: 2, name: 'Name' });
    const back = action('Save and Go back')!;
    expect(back.getAttribute('href')).toBe(`/candidate-feedback${QUERY}`);
    await userEvent.click(back);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback'));
    expect(router.state.location.searchStr).toBe(QUERY);
  });
});

describe('a step with a form', () => {
  /** A step page as the next screens build it: the frame's buttons submit its form, the save decides where to go. */
  function NameStepPage() {
    const navigation = useStepNavigation('details', 'name');
    const form = useForm({ defaultValues: { first_name: 'Ada' } });
    return (
      <StepLayout section="details" step="name" formId="name-form">
        <form id="name-form" noValidate onSubmit={form.handleSubmit((_values, event) => navigation.goAfterSave(event))}>
          <label htmlFor="first_name">First name</label>
          <input id="first_name" {...form.register('first_name')} />
        </form>
      </StepLayout>
    );
  }

  function openNameStep() {
    const app = open('/candidate-feedback/details/name', response(nameAndBirthSaved));
    app.router.routesById['/candidate-feedback/_sections/details/{-$step}'].update({ component: NameStepPage });
    return app;
  }

  it('Next submits the form; after the save the next step opens', async () => {
    const { router } = openNameStep();
    await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback/details/birth'));
    expect(router.state.location.searchStr).toBe(QUERY);
  });

  it("'Save and Go back' submits the form too, then leads home", async () => {
    const { router } = openNameStep();
    await screen.findByRole('textbox', { name: 'First name' });

    await userEvent.click(screen.getByRole('button', { name: 'Save and Go back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback'));
    expect(router.state.location.searchStr).toBe(QUERY);
  });
});
