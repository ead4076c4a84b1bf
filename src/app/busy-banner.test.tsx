// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withEarlierSectionsComplete } from '../testing/earlier-sections';
import { referenceResponseFixture } from '../testing/reference-response-fixture';
import { type FakeApi, renderApp, startPendingSave } from '../testing/render-app';

/** guid-2's personal details are complete, so its criminal record check consent is the hub's next section. */
const responses = {
  'guid-1': referenceResponseFixture(),
  'guid-2': withEarlierSectionsComplete(referenceResponseFixture({ guid: 'guid-2' }), 'dbs_declaration_consent'),
};


function banner() {
  // The status region is always present, so screen readers hear each activity as it starts.
  return screen.getAllByRole('status').find((element) => element.classList.contains('busy-banner'))!;
}

async function renderHome() {
  const api: FakeApi = { responses: { ...responses } };
  const app = renderApp({ url: '/candidate-feedback?guid=guid-1&user_token=token-1', api });
  await screen.findByRole('heading', { level: 1, name: 'Complete your background check' });
  return { ...app, api };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Reads of these guids wait until the returned release() is called. */
function holdReads(api: FakeApi, guids: string[]): () => void {
  let release!: () => void;
  api.hold = { guids, until: new Promise<void>((resolve) => (release = resolve)) };
  return () => act(() => release());
}

describe('BusyBanner', () => {
  it('is empty and hidden while the app is idle', async () => {
    await renderHome();
    expect(banner().textContent).toBe('');
    expect(banner().classList.contains('busy-banner--active')).toBe(false);
  });

  it("says 'Submitting...' with a spinner while a save is in flight", async () => {
    const { queryClient } = await renderHome();
    const save = startPendingSave(queryClient);
    expect(await screen.findByText('Submitting...')).toBeDefined();
    expect(banner().classList.contains('busy-banner--active')).toBe(true);
    expect(banner().querySelector('.spinner')?.getAttribute('aria-hidden')).toBe('true');

    await save.settle();
    await waitFor(() => expect(banner().textContent).toBe(''));
  });

  it("says 'Loading...' while the router loads another page", { timeout: 30_000 }, async () => {
    const { router, api } = await renderHome();
    const release = holdReads(api, ['guid-2']);
    act(() => {
      void router.navigate({ to: '/candidate-feedback/dbs_declaration_consent/dbs_consent', search: { guid: 'guid-2' } });
    });
    expect(await screen.findByText('Loading...')).toBeDefined();
    await release();
    // The consent step's lazy chunk is compiled on its first use, which a busy machine can take several seconds over.
    await screen.findByRole('heading', { level: 1, name: 'Criminal record check consent' }, { timeout: 15_000 });
    await waitFor(() => expect(banner().textContent).toBe(''));
  });

  it("says 'Redirecting...' while a redirect's target loads", async () => {
    const { router, api } = await renderHome();
    api.responses!['guid-2'] = referenceResponseFixture({ guid: 'guid-2', responseStatus: 'done' });
    const release = holdReads(api, ['guid-2']);
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(banner().textContent ?? ''));
    observer.observe(banner(), { subtree: true, childList: true, characterData: true });

    act(() => {
      void router.navigate({ to: '/candidate-feedback', search: { guid: 'guid-2' } });
    });
    await screen.findByText('Loading...');
    await release();
    // Home sends a completed request to /complete, marking the navigation as a redirect.
    await screen.findByText('Your Information Has Been Received!');
    observer.disconnect();
    expect(router.state.location.state.activity).toBe('redirecting');
    expect([...seen]).toContain('Redirecting...');
  });

  it("says 'Revalidating...' while queries refetch in the background", async () => {
    const { queryClient, api } = await renderHome();
    const release = holdReads(api, ['guid-1']);
    act(() => {
      void queryClient.refetchQueries({ queryKey: ['oneform', 'guid-1'] });
    });
    expect(await screen.findByText('Revalidating...')).toBeDefined();
    await release();
    await waitFor(() => expect(banner().textContent).toBe(''));
  });
});
