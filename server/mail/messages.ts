/**
 * The words of the candidate's e-mails in each language the candidate can be written to. `{company}` and the other
 * braces are filled in by compose.ts.
 */
import type { EmailKind } from '../../domain/email';
import type { Language } from '../../domain/locales';

export interface MailWords {
  subject: Record<EmailKind, string>;
  /** The opening paragraph of each kind. */
  intro: Record<EmailKind, string>;
  greeting: string;
  whatIsAsked: string;
  why: string;
  action: string;
  /** The button of a phone link, which opens one step's uploader rather than the whole check. */
  phoneAction: string;
  /** Shown under the button, for a reader whose client does not open it. */
  linkFallback: string;
  expires: string;
  questions: string;
  questionsContact: string;
  lostLink: string;
  logoAlt: string;
  ignore: string;
}

export const MAIL_WORDS: Record<Language, MailWords> = {
  en: {
    subject: {
      invitation: '{company} asks you to complete your background check',
      reminder: 'Reminder: your background check for {company}',
      new_link: 'Your new link for your background check with {company}',
      expiry_extended: 'More time for your background check with {company}',
      phone_link: 'Your link to upload documents from your phone for {company}',
    },
    intro: {
      invitation: '{company} has asked you to complete a background check online.',
      reminder: 'Your background check for {company} is not finished yet. It only takes a few minutes to carry on where you left off.',
      new_link: 'You asked for a new link to your background check for {company}. Any earlier link no longer works.',
      expiry_extended: '{company} has given you more time to complete your background check.',
      phone_link: 'Open this link on your phone to photograph or upload your documents for {company}. It works for 15 minutes and only for uploading documents; your computer shows what you upload.',
    },
    greeting: 'Hello {name},',
    whatIsAsked: 'What is asked:',
    why: '{company} needs these checks before it can confirm your role. Your answers go to {company} only when you submit them.',
    action: 'Start or continue your background check',
    phoneAction: 'Upload documents from your phone',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    expires: 'Your link works until {date} (UTC).',
    questions: 'Questions? Contact {company}:',
    questionsContact: 'Questions? Contact {company}, who asked for this check.',
    lostLink: 'Lost your link? Ask for a new one at {url}',
    logoAlt: '{company} logo',
    ignore: 'If you did not expect this e-mail, you can ignore it.',
  },
  fr: {
    subject: {
      invitation: '{company} vous demande de compléter votre vérification des antécédents',
      reminder: 'Rappel : votre vérification des antécédents pour {company}',
      new_link: 'Votre nouveau lien pour votre vérification des antécédents avec {company}',
      expiry_extended: 'Plus de temps pour votre vérification des antécédents avec {company}',
      phone_link: 'Votre lien pour envoyer vos documents depuis votre téléphone pour {company}',
    },
    intro: {
      invitation: '{company} vous demande de compléter une vérification des antécédents en ligne.',
      reminder: 'Votre vérification des antécédents pour {company} n’est pas encore terminée. Il suffit de quelques minutes pour reprendre là où vous vous étiez arrêté.',
      new_link: 'Vous avez demandé un nouveau lien vers votre vérification des antécédents pour {company}. Tout lien précédent ne fonctionne plus.',
      expiry_extended: '{company} vous accorde plus de temps pour compléter votre vérification des antécédents.',
      phone_link: 'Ouvrez ce lien sur votre téléphone pour photographier ou envoyer vos documents pour {company}. Il fonctionne pendant 15 minutes et uniquement pour envoyer des documents ; votre ordinateur affiche ce que vous envoyez.',
    },
    greeting: 'Bonjour {name},',
    whatIsAsked: 'Ce qui vous est demandé :',
    why: '{company} a besoin de ces vérifications avant de confirmer votre poste. Vos réponses ne sont transmises à {company} qu’une fois que vous les soumettez.',
    action: 'Commencer ou poursuivre votre vérification des antécédents',
    phoneAction: 'Envoyer des documents depuis votre téléphone',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    expires: 'Votre lien fonctionne jusqu’au {date} (UTC).',
    questions: 'Des questions ? Contactez {company} :',
    questionsContact: 'Des questions ? Contactez {company}, qui a demandé cette vérification.',
    lostLink: 'Vous avez perdu votre lien ? Demandez-en un nouveau sur {url}',
    logoAlt: 'Logo de {company}',
    ignore: 'Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.',
  },
  es: {
    subject: {
      invitation: '{company} le pide que complete su verificación de antecedentes',
      reminder: 'Recordatorio: su verificación de antecedentes para {company}',
      new_link: 'Su nuevo enlace para su verificación de antecedentes con {company}',
      expiry_extended: 'Más tiempo para su verificación de antecedentes con {company}',
      phone_link: 'Su enlace para subir documentos desde su teléfono para {company}',
    },
    intro: {
      invitation: '{company} le ha pedido que complete una verificación de antecedentes en línea.',
      reminder: 'Su verificación de antecedentes para {company} aún no está terminada. Solo le llevará unos minutos continuar donde lo dejó.',
      new_link: 'Ha pedido un nuevo enlace a su verificación de antecedentes para {company}. Cualquier enlace anterior ya no funciona.',
      expiry_extended: '{company} le ha dado más tiempo para completar su verificación de antecedentes.',
      phone_link: 'Abra este enlace en su teléfono para fotografiar o subir sus documentos para {company}. Funciona durante 15 minutos y solo para subir documentos; su ordenador muestra lo que suba.',
    },
    greeting: 'Hola, {name}:',
    whatIsAsked: 'Qué se le pide:',
    why: '{company} necesita estas verificaciones antes de confirmar su puesto. Sus respuestas llegan a {company} solo cuando usted las envía.',
    action: 'Empezar o continuar su verificación de antecedentes',
    phoneAction: 'Subir documentos desde su teléfono',
    linkFallback: 'Si el botón no funciona, copie este enlace en su navegador:',
    expires: 'Su enlace funciona hasta el {date} (UTC).',
    questions: '¿Preguntas? Póngase en contacto con {company}:',
    questionsContact: '¿Preguntas? Póngase en contacto con {company}, que pidió esta verificación.',
    lostLink: '¿Ha perdido su enlace? Pida uno nuevo en {url}',
    logoAlt: 'Logotipo de {company}',
    ignore: 'Si no esperaba este correo, puede ignorarlo.',
  },
  'pt-BR': {
    subject: {
      invitation: '{company} pede que você conclua sua verificação de antecedentes',
      reminder: 'Lembrete: sua verificação de antecedentes para {company}',
      new_link: 'Seu novo link para a verificação de antecedentes com {company}',
      expiry_extended: 'Mais tempo para sua verificação de antecedentes com {company}',
      phone_link: 'Seu link para enviar documentos pelo celular para {company}',
    },
    intro: {
      invitation: '{company} pediu que você conclua uma verificação de antecedentes on-line.',
      reminder: 'Sua verificação de antecedentes para {company} ainda não foi concluída. Leva só alguns minutos para continuar de onde você parou.',
      new_link: 'Você pediu um novo link para sua verificação de antecedentes para {company}. Qualquer link anterior não funciona mais.',
      expiry_extended: '{company} deu a você mais tempo para concluir sua verificação de antecedentes.',
      phone_link: 'Abra este link no celular para fotografar ou enviar seus documentos para {company}. Ele funciona por 15 minutos e só para enviar documentos; seu computador mostra o que você enviar.',
    },
    greeting: 'Olá, {name},',
    whatIsAsked: 'O que é pedido:',
    why: '{company} precisa destas verificações antes de confirmar sua vaga. Suas respostas só chegam a {company} quando você as envia.',
    action: 'Começar ou continuar sua verificação de antecedentes',
    phoneAction: 'Enviar documentos pelo celular',
    linkFallback: 'Se o botão não funcionar, copie este link no seu navegador:',
    expires: 'Seu link funciona até {date} (UTC).',
    questions: 'Dúvidas? Entre em contato com {company}:',
    questionsContact: 'Dúvidas? Entre em contato com {company}, que pediu esta verificação.',
    lostLink: 'Perdeu seu link? Peça um novo em {url}',
    logoAlt: 'Logotipo de {company}',
    ignore: 'Se você não esperava este e-mail, pode ignorá-lo.',
  },
};
