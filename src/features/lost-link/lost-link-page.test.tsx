// @vitest-environment jsdom
/**
 * The lost-link page through the real app: a bad address is refused on its field, a good one is posted and answered
 * with the same confirmation whatever matched, and too many tries are asked to wait.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOST_LINK_EMAIL_INVALID } from '../../../domain/email';
import { freshPageForEachTest } from '../../testing/fresh-page';
import { jsonResponse } from '../../testing/json-response';
import { renderApp } from '../../testing/render-app';

/** The first page of a test file also loads the route chunks: allow more than the default second. */
const FIRST_LOAD = { timeout: 5000 };
const DETAIL = 'If this address has a request that is still open, a new link is on its way to it.';

freshPageForEachTest();

function renderPage(status: number) {
  const posts: unknown[] = [];
  const view = renderApp({
    url: '/lost-link',
    api: {
      extra: (url, init) => {
        if (url.pathname !== '/api/lost-link/' || init?.method !== 'POST') return undefined;
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse(status === 429 ? { detail: 'Request was throttled.' } : { detail: DETAIL }, status);
      },
    },
  });
  return { ...view, posts };
}

async function submit(address: string) {
  const field = await screen.findByRole('textbox', { name: 'Email address' }, FIRST_LOAD);
  await userEvent.type(field, address);
  await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
  return field;
}

describe('the lost-link page', () => {
  it('refuses a bad address on its field, focuses it, and posts nothing', async () => {
    const { posts } = renderPage(202);
    const field = await submit('not-an-address');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const description = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toContain(LOST_LINK_EMAIL_INVALID);
    expect(posts).toEqual([]);
  });

  it('posts a good address and confirms without saying whether it matched', async () => {
    const { posts } = renderPage(202);
    await submit('  Candidate@Example.test ');
    await screen.findByText('If that address has a request, we have sent a new link to it. It can take a few minutes.');
    expect(posts).toEqual([{ email: 'Candidate@Example.test' }]);
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  });

  it('asks to try again later when the server throttles', async () => {
    renderPage(429);
    await submit('candidate@example.test');
    expect((await screen.findByRole('alert')).textContent).toContain('Please try again later.');
    screen.getByRole('textbox', { name: 'Email address' });
  });
});
