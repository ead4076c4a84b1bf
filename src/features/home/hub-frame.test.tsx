// @vitest-environment jsdom
/**
 * The shell's hub frame against the home page React draws while the statuses load: the same elements, words and
 * global classes in every language and for every way of giving a contact, so neither can drift from the other.
 */
import { readFileSync } from 'node:fs';
import type { Messages } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { LANGUAGES, type Language } from '../../../domain/locales';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { messages as en } from '../../../locales/en/messages';
import { messages as es } from '../../../locales/es/messages';
import { messages as fr } from '../../../locales/fr/messages';
import { messages as ptBR } from '../../../locales/pt-BR/messages';
import { readCompiledCatalog } from '../../../scripts/compiled-catalog';
import { activateLanguage, createAppI18n } from '../../app/i18n';
import { gate } from '../../testing/fake-endpoints';
import { freshPageForEachTest } from '../../testing/fresh-page';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { renderApp } from '../../testing/render-app';
import { HUB_FRAME_CLASSES, drawHubFrame, drawHubFrameWhenRead, isHubAddress } from './hub-frame';
import { HUB_FRAME_SOURCES, hubFrameMessages } from './hub-frame-messages';

const CATALOGS: Record<Language, Messages> = { en, fr, es, 'pt-BR': ptBR };
const MESSAGES = hubFrameMessages(CATALOGS);
const QUERY = '?guid=guid-1&user_token=token-1';

freshPageForEachTest();

/** Each element as a reader sees it: tag, words, links and hidden state, with the skeleton's rows. */
function outline(main: Element) {
  return [...main.children].map((node) => ({
    tag: node.tagName,
    id: node.id,
    text: node.textContent,
    links: [...node.querySelectorAll('a')].map((link) => link.getAttribute('href')),
    hidden: node.getAttribute('aria-hidden'),
    children: [...node.children].map((child) => child.className).filter((name) => name.startsWith('skeleton')),
  }));
}

/** The home page as React shows it while the provider look-ups wait, in `language`. */
async function reactHub(response: ReferenceResponse, language: Language): Promise<Element> {
  const i18n = createAppI18n();
  await activateLanguage(i18n, language);
  const providers = gate();
  onTestFinished(() => providers.release());
  renderApp({
    url: `/candidate-feedback${QUERY}`,
    i18n,
    api: {
      responses: { 'guid-1': response },
      extra: async () => {
        await providers.promise;
        return undefined;
      },
    },
  });
  const heading = await screen.findByRole('heading', { level: 2 }, { timeout: 5000 });
  expect(screen.getByTestId('section-skeleton')).toBeDefined();
  return heading.closest('main')!;
}

/** A request whose consent form is signed with the e-signing service: the hub waits for that service's answer. */
function fixture(options: Parameters<typeof referenceResponseFixture>[0] = {}): ReferenceResponse {
  const response = referenceResponseFixture(options);
  response.reference_request.consent_form_link = 'https://sign.example.test/consent';
  return response;
}

function frame(response: ReferenceResponse, language: Language): Element {
  const main = document.createElement('main');
  drawHubFrame(main, response.reference_request, language, MESSAGES[language]);
  return main;
}

const CONTACTS = {
  'an e-mail and a phone': { contactEmail: 'hr@acme.test', contactPhone: '+44 (0)20 7946 0000' },
  'an e-mail': { contactEmail: 'hr@acme.test' },
  'a phone': { contactPhone: '020 7946 0000' },
  'no contact, a name ending in a stop': { company: 'Acme Recruitment Ltd.' },
};

describe('the hub frame', () => {
  for (const language of LANGUAGES) {
    for (const [contact, options] of Object.entries(CONTACTS)) {
      it(`matches the home page in ${language} with ${contact}`, async () => {
        const response = fixture(options);
        const drawn = outline(frame(response, language));
        expect(outline(await reactHub(response, language))).toEqual(drawn);
      });
    }
  }

  it('writes the dates of an English reader whose checks run in the United States month first', async () => {
    const response = fixture({ expireDate: '2030-06-15' });
    response.reference_request.country_code = 'US';
    expect(frame(response, 'en').textContent).toContain('06/15/2030');
    expect(outline(await reactHub(response, 'en'))).toEqual(outline(frame(response, 'en')));
  });

  it('gives its elements the global classes the home page composes its own from', () => {
    const modules = ['../../ui/page/page.module.css', './home-page.module.css'].map((file) =>
      readFileSync(new URL(file, import.meta.url), 'utf8'),
    );
    const main = frame(fixture(), 'en');
    for (const name of Object.values(HUB_FRAME_CLASSES)) {
      expect(modules.some((css) => css.includes(`composes: ${name} from global;`))).toBe(true);
      expect(main.querySelector(`.${name}`)).not.toBeNull();
    }
  });

  it('takes every message from each compiled catalog, as the build reads them', () => {
    for (const language of LANGUAGES) {
      expect(readCompiledCatalog(`locales/${language}/messages.ts`)).toEqual(CATALOGS[language]);
      expect(Object.keys(MESSAGES[language])).toEqual(Object.keys(HUB_FRAME_SOURCES));
    }
  });
});

describe('when the shell draws it', () => {
  const SKELETON = '<div class="page-skeleton"></div>';

  function shell(path: string, answer: Response) {
    window.history.replaceState(null, '', path);
    document.body.innerHTML = `<div id="root"><main id="main">${SKELETON}</main></div>`;
    window.earlyHubRead = { url: '/api/oneform/guid-1/', token: 'token-1', answer: Promise.resolve(answer) };
    drawHubFrameWhenRead(MESSAGES);
    // The answer's body is read in a few turns of the event loop.
    return new Promise((resolve) => setTimeout(resolve, 20));
  }

  afterEach(() => {
    delete window.earlyHubRead;
    document.body.innerHTML = '';
  });

  const ok = (response: ReferenceResponse) => new Response(JSON.stringify(response), { status: 200 });

  it('draws the frame on the home page in the stored language, and leaves the answer for the API client', async () => {
    localStorage.setItem('language', 'fr');
    const answer = ok(referenceResponseFixture());
    await shell(`/candidate-feedback${QUERY}`, answer);
    expect(document.querySelector('h1')?.textContent).toBe('Complétez votre vérification des antécédents');
    expect(document.documentElement.lang).toBe('fr');
    expect(answer.bodyUsed).toBe(false);
  });

  it('leaves the skeleton where the request belongs on another page, or the read failed', async () => {
    await shell(`/candidate-feedback${QUERY}`, ok(referenceResponseFixture({ responseStatus: 'done' })));
    expect(document.getElementById('main')?.innerHTML).toBe(SKELETON);
    await shell(`/candidate-feedback${QUERY}`, new Response('{"detail":"Not found."}', { status: 404 }));
    expect(document.getElementById('main')?.innerHTML).toBe(SKELETON);
  });

  it('draws only on the home page, and not once the skeleton is gone', async () => {
    await shell(`/candidate-feedback/details${QUERY}`, ok(referenceResponseFixture()));
    expect(document.querySelector('h1')).toBeNull();
    window.history.replaceState(null, '', `/candidate-feedback${QUERY}`);
    document.body.innerHTML = '<div id="root"><main id="main"><h1>Drawn by React</h1></main></div>';
    window.earlyHubRead = { url: '/api/oneform/guid-1/', token: 'token-1', answer: Promise.resolve(ok(referenceResponseFixture())) };
    drawHubFrameWhenRead(MESSAGES);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('h1')?.textContent).toBe('Drawn by React');
  });

  it('knows the home page by its path, unless it was left for the check of the answers', () => {
    expect(isHubAddress({ pathname: '/candidate-feedback', search: QUERY })).toBe(true);
    expect(isHubAddress({ pathname: '/candidate-feedback/', search: QUERY })).toBe(true);
    expect(isHubAddress({ pathname: '/candidate-feedback', search: `${QUERY}&from=answers` })).toBe(false);
    expect(isHubAddress({ pathname: '/candidate-feedback/answers', search: QUERY })).toBe(false);
  });
});
