/**
 * The questionnaire that ships with the product (docs/fit-and-proper.md), modelled on the three parts of the
 * FCA's fit and proper test (FIT 2): honesty, integrity and reputation; competence and capability; financial
 * soundness; then a declaration the candidate signs. Written in plain words, in the four interface languages.
 */
import type { Language } from '../../domain/locales';
import type { OptionType } from '../../domain/fit-and-proper/questionnaire';

/** A text in every interface language. */
export type Texts = Record<Language, string>;

export interface OptionDefinition {
  name: Texts;
  /** The key of the follow-up question this option opens. */
  opens?: string;
}

export interface QuestionDefinition {
  /** Names the question inside its definition, so an option can open it. */
  key: string;
  type: OptionType;
  section: { name: Texts; description: Texts };
  name: Texts;
  options: OptionDefinition[];
  /** A follow-up, asked only under the option that opens it. */
  linked?: boolean;
}

export interface QuestionnaireDefinition {
  slug: string;
  title: string;
  questions: QuestionDefinition[];
}

export const DEFAULT_QUESTIONNAIRE_SLUG = 'fca-fit-and-proper';

const HONESTY = {
  name: {
    en: 'Honesty, integrity and reputation',
    fr: 'Honnêteté, intégrité et réputation',
    es: 'Honestidad, integridad y reputación',
    'pt-BR': 'Honestidade, integridade e reputação',
  },
  description: {
    en: 'These questions are about how you have dealt with the law, regulators and employers.',
    fr: 'Ces questions portent sur vos rapports avec la loi, les autorités de contrôle et vos employeurs.',
    es: 'Estas preguntas tratan sobre su relación con la ley, los reguladores y sus empleadores.',
    'pt-BR': 'Estas perguntas tratam da sua relação com a lei, os órgãos reguladores e seus empregadores.',
  },
};

const COMPETENCE = {
  name: {
    en: 'Competence and capability',
    fr: 'Compétence et capacité',
    es: 'Competencia y capacidad',
    'pt-BR': 'Competência e capacidade',
  },
  description: {
    en: 'These questions are about your experience and training for the role.',
    fr: 'Ces questions portent sur votre expérience et votre formation pour le poste.',
    es: 'Estas preguntas tratan sobre su experiencia y formación para el puesto.',
    'pt-BR': 'Estas perguntas tratam da sua experiência e formação para a função.',
  },
};

const FINANCES = {
  name: {
    en: 'Financial soundness',
    fr: 'Solidité financière',
    es: 'Solvencia financiera',
    'pt-BR': 'Solidez financeira',
  },
  description: {
    en: 'These questions are about your own finances.',
    fr: 'Ces questions portent sur vos finances personnelles.',
    es: 'Estas preguntas tratan sobre sus finanzas personales.',
    'pt-BR': 'Estas perguntas tratam das suas finanças pessoais.',
  },
};

const DECLARATION = {
  name: { en: 'Declaration', fr: 'Déclaration', es: 'Declaración', 'pt-BR': 'Declaração' },
  description: {
    en: 'Read the statement, then sign to confirm it.',
    fr: 'Lisez la déclaration, puis signez pour la confirmer.',
    es: 'Lea la declaración y firme para confirmarla.',
    'pt-BR': 'Leia a declaração e assine para confirmá-la.',
  },
};

const YES: Texts = { en: 'Yes', fr: 'Oui', es: 'Sí', 'pt-BR': 'Sim' };
const NO: Texts = { en: 'No', fr: 'Non', es: 'No', 'pt-BR': 'Não' };

export const DEFAULT_QUESTIONNAIRE: QuestionnaireDefinition = {
  slug: DEFAULT_QUESTIONNAIRE_SLUG,
  title: 'Fit and proper test (FCA)',
  questions: [
    {
      key: 'convictions',
      type: 'radio',
      section: HONESTY,
      name: {
        en: 'Have you ever been convicted of a criminal offence, or are you being charged with one now?',
        fr: 'Avez-vous déjà été condamné pour une infraction pénale, ou êtes-vous actuellement poursuivi pour une infraction ?',
        es: '¿Alguna vez ha sido condenado por un delito, o está acusado de alguno en este momento?',
        'pt-BR': 'Você já foi condenado por um crime, ou está sendo acusado de algum neste momento?',
      },
      options: [{ name: YES, opens: 'conviction-kind' }, { name: NO }],
    },
    {
      key: 'conviction-kind',
      type: 'checkbox',
      linked: true,
      section: HONESTY,
      name: {
        en: 'What was the offence about? Tick all that apply.',
        fr: 'Sur quoi portait l’infraction ? Cochez tout ce qui s’applique.',
        es: '¿De qué trataba el delito? Marque todo lo que corresponda.',
        'pt-BR': 'Do que se tratava o crime? Marque tudo o que se aplica.',
      },
      options: [
        {
          name: {
            en: 'Dishonesty, fraud or financial crime',
            fr: 'Malhonnêteté, fraude ou délit financier',
            es: 'Deshonestidad, fraude o delito financiero',
            'pt-BR': 'Desonestidade, fraude ou crime financeiro',
          },
        },
        { name: { en: 'Violence', fr: 'Violence', es: 'Violencia', 'pt-BR': 'Violência' } },
        {
          name: {
            en: 'Driving or motoring',
            fr: 'Conduite ou circulation routière',
            es: 'Conducción o tráfico',
            'pt-BR': 'Direção ou trânsito',
          },
        },
        {
          name: {
            en: 'Something else',
            fr: 'Autre chose',
            es: 'Otra cosa',
            'pt-BR': 'Outra coisa',
          },
        },
      ],
    },
    {
      key: 'regulator-action',
      type: 'radio',
      section: HONESTY,
      name: {
        en: 'Has a regulator or professional body ever investigated you, disciplined you or refused you a licence?',
        fr: 'Une autorité de contrôle ou un ordre professionnel a-t-il déjà enquêté sur vous, vous a-t-il sanctionné ou refusé une autorisation ?',
        es: '¿Algún regulador u organismo profesional le ha investigado, sancionado o denegado alguna vez una licencia?',
        'pt-BR': 'Algum órgão regulador ou conselho profissional já investigou você, aplicou uma sanção ou negou uma licença?',
      },
      options: [{ name: YES, opens: 'regulator-action-open' }, { name: NO }],
    },
    {
      key: 'regulator-action-open',
      type: 'radio',
      linked: true,
      section: HONESTY,
      name: {
        en: 'Is that investigation or action still open?',
        fr: 'Cette enquête ou cette procédure est-elle toujours en cours ?',
        es: '¿Esa investigación o actuación sigue abierta?',
        'pt-BR': 'Essa investigação ou processo ainda está em andamento?',
      },
      options: [{ name: YES }, { name: NO }],
    },
    {
      key: 'dismissal',
      type: 'radio',
      section: HONESTY,
      name: {
        en: 'Have you ever been dismissed, or asked to resign, from a job or a position of trust?',
        fr: 'Avez-vous déjà été licencié, ou invité à démissionner, d’un emploi ou d’un poste de confiance ?',
        es: '¿Alguna vez le han despedido, o pedido que dimita, de un empleo o de un cargo de confianza?',
        'pt-BR': 'Você já foi demitido, ou solicitado a pedir demissão, de um emprego ou cargo de confiança?',
      },
      options: [{ name: YES }, { name: NO }],
    },
    {
      key: 'experience',
      type: 'range',
      section: COMPETENCE,
      name: {
        en: 'From 1 (none) to 10 (a great deal), how much experience do you have of the duties of this role?',
        fr: 'De 1 (aucune) à 10 (beaucoup), quelle expérience avez-vous des missions de ce poste ?',
        es: 'De 1 (ninguna) a 10 (mucha), ¿cuánta experiencia tiene en las funciones de este puesto?',
        'pt-BR': 'De 1 (nenhuma) a 10 (muita), quanta experiência você tem nas atribuições desta função?',
      },
      options: [],
    },
    {
      key: 'training',
      type: 'checkbox',
      section: COMPETENCE,
      name: {
        en: 'Which of these have you completed in the last two years? Tick all that apply.',
        fr: 'Lesquelles de ces formations avez-vous suivies au cours des deux dernières années ? Cochez tout ce qui s’applique.',
        es: '¿Cuáles de estas ha completado en los dos últimos años? Marque todo lo que corresponda.',
        'pt-BR': 'Quais destes você concluiu nos últimos dois anos? Marque tudo o que se aplica.',
      },
      options: [
        {
          name: {
            en: 'Regulatory or compliance training',
            fr: 'Formation réglementaire ou de conformité',
            es: 'Formación regulatoria o de cumplimiento',
            'pt-BR': 'Treinamento regulatório ou de conformidade',
          },
        },
        {
          name: {
            en: 'Anti-money laundering training',
            fr: 'Formation à la lutte contre le blanchiment',
            es: 'Formación en prevención del blanqueo de capitales',
            'pt-BR': 'Treinamento de prevenção à lavagem de dinheiro',
          },
        },
        {
          name: {
            en: 'A professional qualification',
            fr: 'Une qualification professionnelle',
            es: 'Una cualificación profesional',
            'pt-BR': 'Uma qualificação profissional',
          },
        },
        {
          name: {
            en: 'None of these',
            fr: 'Aucune de celles-ci',
            es: 'Ninguna de estas',
            'pt-BR': 'Nenhum destes',
          },
        },
      ],
    },
    {
      key: 'insolvency',
      type: 'radio',
      section: FINANCES,
      name: {
        en: 'Have you ever been made bankrupt, made a formal arrangement with your creditors, or had a court judgment for debt against you?',
        fr: 'Avez-vous déjà été déclaré en faillite, conclu un accord formel avec vos créanciers, ou fait l’objet d’une décision de justice pour dette ?',
        es: '¿Alguna vez ha sido declarado en quiebra, ha llegado a un acuerdo formal con sus acreedores o ha tenido una sentencia judicial por deudas?',
        'pt-BR': 'Você já teve falência decretada, fez um acordo formal com credores ou teve uma decisão judicial por dívida contra você?',
      },
      options: [{ name: YES, opens: 'insolvency-settled' }, { name: NO }],
    },
    {
      key: 'insolvency-settled',
      type: 'radio',
      linked: true,
      section: FINANCES,
      name: {
        en: 'Has it been paid off, settled or discharged?',
        fr: 'A-t-elle été remboursée, réglée ou levée ?',
        es: '¿Se ha pagado, liquidado o cancelado?',
        'pt-BR': 'Ela já foi paga, quitada ou encerrada?',
      },
      options: [{ name: YES }, { name: NO }],
    },
    {
      key: 'declaration',
      type: 'acknowledge',
      section: DECLARATION,
      name: {
        en: 'My answers are true and complete, and I will tell the organisation at once if any of them changes.',
        fr: 'Mes réponses sont exactes et complètes, et je préviendrai l’organisation sans délai si l’une d’elles change.',
        es: 'Mis respuestas son verdaderas y completas, y avisaré a la organización de inmediato si alguna cambia.',
        'pt-BR': 'Minhas respostas são verdadeiras e completas, e avisarei a organização imediatamente se alguma mudar.',
      },
      options: [{ name: { en: 'I confirm', fr: 'Je confirme', es: 'Lo confirmo', 'pt-BR': 'Eu confirmo' } }],
    },
  ],
};
