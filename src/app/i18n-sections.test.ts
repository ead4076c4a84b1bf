/**
 * The step screens' catalog (lingui.config.ts `sections`) is not part of the first load: it is added when a section
 * page is first shown, in the language shown, and from then on every language the candidate switches to brings it.
 */
import { describe, expect, it } from 'vitest';
import { activateLanguage, createAppI18n, ensureSectionCatalog } from './i18n';

const texts = (i18n: ReturnType<typeof createAppI18n>) => Object.values(i18n.messages).flat();

describe('the section catalog', { timeout: 30_000 }, () => {
  it('is left out until a section page is shown', async () => {
    const i18n = createAppI18n();
    await activateLanguage(i18n, 'fr');
    expect(texts(i18n)).toContain('Vos sections');
    expect(texts(i18n)).not.toContain('Veuillez remplir ce champ');
  });

  it('is added in the language shown, and follows a change of language', async () => {
    const i18n = createAppI18n();
    await activateLanguage(i18n, 'fr');
    await ensureSectionCatalog(i18n);
    expect(texts(i18n)).toContain('Veuillez remplir ce champ');

    await activateLanguage(i18n, 'es');
    expect(texts(i18n)).toContain('Rellene este campo');
    expect(texts(i18n)).toContain('Sus secciones');
  });

  it('is added in the language being switched to when the section page opens meanwhile', async () => {
    const i18n = createAppI18n();
    const switching = activateLanguage(i18n, 'pt-BR');
    await ensureSectionCatalog(i18n);
    await switching;
    expect(i18n.locale).toBe('pt-BR');
    expect(texts(i18n)).toContain('Preencha este campo');
  });
});
