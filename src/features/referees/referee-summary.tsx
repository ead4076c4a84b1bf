/**
 * The referee summary (spec 001 §2 "Referee pages"): one card per questionnaire of the request's reference check,
 * with its name, its note to the candidate and how many of its referees are given, and a button that reads Start
 * at 0 %, Continue in between and Edit at 100 %. Next (home) shows once every questionnaire has its minimum.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { referenceQuestionnaires } from '../../../domain/referees/options';
import type { ReferenceCheckConfig } from '../../../domain/reference-response';
import { useReferenceResponse } from '../../api/candidate-data';
import { StepLayout } from '../../step-layout/step-layout';
import { HOME_LINK } from '../../step-layout/step-links';
import { ENTRY_ROUTE } from './referee-entries';
import styles from './referees.module.css';
import { configTexts } from '../../../domain/referees/config-texts';
import { languageOrDefault } from '../../../domain/locales';

const SECTION = 'reference';

/** The share of the questionnaire's minimum given, 0 to 100. */
export function questionnairePercent(given: number, minimum: number): number {
  if (minimum <= 0) return 100;
  return Math.min(100, Math.floor((given / minimum) * 100));
}

export function RefereeSummary() {
  const response = useReferenceResponse();
  const configs = referenceQuestionnaires(response.reference_request);
  const given = (questionnaire: string) =>
    response.references.filter((line) => line.questionnaire === questionnaire).length;
  const complete = configs.every((config) => given(config.questionnaire) >= config.minimum_criteria_count);

  const actions = complete ? (
    <Link {...HOME_LINK} search className={styles.next}>
      <Trans>Next</Trans>
    </Link>
  ) : (
    <></>
  );

  return (
    <StepLayout
      section={SECTION}
      step={SECTION}
      description={<Trans>Give the details of the people who can give you a reference, for each kind of reference below.</Trans>}
      actions={actions}
    >
      <ul className={styles.cards}>
        {configs.map((config) => (
          <QuestionnaireCard key={config.questionnaire} config={config} given={given(config.questionnaire)} />
        ))}
      </ul>
    </StepLayout>
  );
}

function QuestionnaireCard({ config, given }: { config: ReferenceCheckConfig; given: number }) {
  const { t, i18n } = useLingui();
  const texts = configTexts(config, languageOrDefault(i18n.locale));
  const minimum = config.minimum_criteria_count;
  const percent = questionnairePercent(given, minimum);
  const titleId = `questionnaire-${config.questionnaire}`;
  // Start and Edit open the first referee; Continue the first one still missing.
  const entry = percent > 0 && percent < 100 ? given + 1 : 1;
  const name = texts.name_displayed;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {name}
      </h2>
      {texts.note_to_candidate ? <p className={styles.cardNote}>{texts.note_to_candidate}</p> : null}
      <p className={styles.cardNote}>
        <Plural
          value={minimum}
          one={`${given} of # referee given (${percent}%)`}
          other={`${given} of # referees given (${percent}%)`}
        />
      </p>
      <progress className={styles.meter} max={100} value={percent} aria-label={t`Progress of ${name}`} />
      <Link
        to={ENTRY_ROUTE}
        params={{ id: entry }}
        search={(previous) => ({ ...previous, questionnaire: config.questionnaire })}
        className={styles.cardAction}
        aria-describedby={titleId}
      >
        {percent === 0 ? <Trans>Start</Trans> : percent < 100 ? <Trans>Continue</Trans> : <Trans>Edit</Trans>}
      </Link>
    </li>
  );
}
