/**
 * Seeds questionnaires from their definitions, idempotently, as server/db/reference-data.ts seeds countries: a
 * questionnaire whose slug is already stored is left as it is, since answers point at its questions. A changed
 * questionnaire ships under a new slug (docs/fit-and-proper.md).
 */
import { LANGUAGES, type Language } from '../../domain/locales';
import type { QuestionTexts, TranslatedLanguage } from '../../domain/fit-and-proper/questionnaire';
import type { Database } from '../db/client';
import { fitAndProperOptions, fitAndProperQuestionnaires, fitAndProperQuestions } from '../db/schema';
import { DEFAULT_QUESTIONNAIRE, type QuestionDefinition, type QuestionnaireDefinition, type Texts } from './default-questionnaire';

const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

const inLanguage = (definition: QuestionDefinition, language: Language): QuestionTexts => ({
  name: definition.name[language],
  section_name: definition.section.name[language],
  section_description: definition.section.description[language],
});

const translationsOf = <T>(pick: (language: TranslatedLanguage) => T) =>
  Object.fromEntries(TRANSLATED.map((language) => [language, pick(language)])) as Record<TranslatedLanguage, T>;

const optionTexts = (name: Texts) => ({ name: name.en, translations: translationsOf((language) => name[language]) });

export async function ensureQuestionnaire(db: Database, definition: QuestionnaireDefinition): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(fitAndProperQuestionnaires)
      .values({ slug: definition.slug, title: definition.title })
      .onConflictDoNothing({ target: fitAndProperQuestionnaires.slug })
      .returning({ id: fitAndProperQuestionnaires.id });
    if (!created) return;
    const inserted = await tx
      .insert(fitAndProperQuestions)
      .values(
        definition.questions.map((question, position) => ({
          questionnaireId: created.id,
          position,
          optionsType: question.type,
          isLinked: question.linked ?? false,
          texts: { ...inLanguage(question, 'en'), translations: translationsOf((language) => inLanguage(question, language)) },
        })),
      )
      .returning({ id: fitAndProperQuestions.id, position: fitAndProperQuestions.position });
    const idByKey = new Map(inserted.map((row) => [definition.questions[row.position]?.key, row.id]));
    const options = definition.questions.flatMap((question) =>
      question.options.map((option, position) => ({
        questionId: idByKey.get(question.key) as number,
        position,
        texts: optionTexts(option.name),
        linkedQuestionId: option.opens === undefined ? null : (idByKey.get(option.opens) ?? null),
      })),
    );
    if (options.length > 0) await tx.insert(fitAndProperOptions).values(options);
  });
}

export async function ensureQuestionnaires(db: Database): Promise<void> {
  await ensureQuestionnaire(db, DEFAULT_QUESTIONNAIRE);
}
