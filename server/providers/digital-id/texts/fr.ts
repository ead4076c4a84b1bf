import type { DigitalIdTexts } from './index';

export const FR: DigitalIdTexts = {
  page: {
    sandboxBanner:
      'Environnement de test : cette vérification d’identité est une page de test. Aucun fournisseur d’identité n’est contacté, et rien de ce qui est choisi ici ne prouve l’identité de qui que ce soit.',
    sandboxName: 'Environnement de test',
    title: 'Vérifier votre identité avec {provider}',
    intro:
      'Un vrai fournisseur d’identité vous demanderait maintenant de vous connecter à son application ou de scanner votre document. Dans l’environnement de test, choisissez plutôt ce que le fournisseur signale.',
    testerHeading: 'Résultats de test de l’environnement de test',
    outcomeLegend: 'Ce que le fournisseur signale',
    outcomeSuccess: 'Identité vérifiée',
    outcomeSuccessHint: 'La session réussit.',
    outcomeFailure: 'Échoue avec {code}',
    timingLegend: 'Quand les résultats sont prêts',
    timingFetch: 'Immédiatement',
    timingFetchHint: 'Le formulaire est renvoyé chercher les résultats une seule fois.',
    timingPoll: 'Plus tard',
    timingPollHint: 'Le formulaire est renvoyé interroger le service jusqu’à ce que les résultats soient prêts.',
    pollsLabel: 'Appels de résultats qui répondent d’abord « pas encore prêts »',
    pollsHint:
      'Utilisé seulement quand les résultats sont prêts plus tard : un nombre entier de 0 à {max}. Le formulaire interroge toutes les {seconds} secondes et abandonne après {attempts} nouvelles tentatives ; avec {giveUp} ou plus, il abandonne.',
    failOnceLabel: 'Le premier appel de résultats échoue',
    failOnceHint:
      'Le service répond par une erreur à la première demande de résultats, et le formulaire réessaie.',
    continueButton: 'Terminer et revenir au formulaire',
    errorSummaryTitle: 'Il y a un problème',
    outcomeRequired: 'Choisissez ce que le fournisseur signale',
    timingRequired: 'Choisissez quand les résultats sont prêts',
    pollsInvalid: 'Saisissez un nombre entier de 0 à {max}',
    unavailableTitle: 'Ce lien de vérification d’identité n’est plus valide',
    unavailableBody: 'Revenez à votre formulaire pour recommencer la vérification d’identité.',
    finishedTitle: 'Cette vérification d’identité est terminée',
    finishedBody:
      'Ce que le fournisseur signale a déjà été choisi. Revenez à votre formulaire pour voir le résultat.',
    returnLink: 'Revenir à votre formulaire',
    lockedBody:
      'Ce formulaire ne peut plus être modifié ; la vérification d’identité ne peut donc pas être terminée.',
  },
  reasons: {
    Internal: 'Une erreur interne a fait échouer cette session.',
    Other: 'La session a échoué pour une raison qui ne correspond à aucun autre code d’échec.',
    Canceled: 'La session a été annulée.',
    UserAbandoned: 'L’utilisateur a abandonné la session.',
    UserTimedOut: 'L’utilisateur a mis trop de temps à terminer la vérification.',
    Expired: 'La session a expiré.',
    InvalidImage: 'Les images étaient de trop faible qualité, d’un type incorrect ou n’ont pas pu être traitées.',
    Inauthentic: 'Le document est soupçonné d’être non authentique, frauduleux ou falsifié.',
    UnsupportedDocument: 'Le type ou le pays du document n’est pas pris en charge.',
    AssuranceLevelNotMet: 'L’identité n’atteint pas le niveau de garantie requis.',
  },
  subtexts: {
    'sandbox-id-wallet': 'Environnement de test : le portefeuille d’identité que vous avez déjà utilisé',
    'sandbox-bank-id': 'Environnement de test : connectez-vous avec votre banque en ligne',
    'sandbox-mobile-id': 'Environnement de test : confirmez sur votre téléphone avec votre identité mobile',
    'sandbox-eid-card': 'Environnement de test : approchez votre carte d’identité de votre téléphone',
    'sandbox-passport-chip': 'Environnement de test : lisez la puce de votre passeport avec votre téléphone',
    'sandbox-unavailable-id':
      'Environnement de test : toujours indisponible, pour tester une session qui ne peut pas démarrer',
  },
};
