import type { PageText } from './index';

export const FR: PageText = {
  sandboxBanner:
    'Environnement de test : cette page de vérification d’identité est une page de test. Aucun document n’est numérisé ici et aucun véritable service de vérification d’identité n’est utilisé.',
  sandboxName: 'Environnement de test',
  title: 'Vérifiez votre pièce d’identité',
  requestedBy: 'Demandé par {company}',
  intro:
    'Un service de vérification d’identité vous demanderait maintenant de photographier une pièce d’identité, comme un passeport ou un permis de conduire, et de prendre une photo de votre visage, puis comparerait les deux.',
  testerHeading: 'Résultats de test de l’environnement de test',
  testerHint:
    'Choisissez ce que le service de vérification d’identité communique. Vous revenez ensuite au formulaire, qui demande le résultat au serveur comme il le demanderait au véritable service.',
  pendingPollsLabel: 'Vérifications du statut qui répondent d’abord « pending »',
  pendingPollsHint:
    'Le formulaire vérifie le statut toutes les 5 secondes et indique que les résultats arrivent tant qu’il est en attente. Avec 0, le résultat est définitif dès la première vérification. {max} au maximum.',
  pendingPollsInvalid: 'Saisissez un nombre entier de 0 à {max}',
  outcomesLegend: 'Résultat communiqué par le service de vérification d’identité',
  outcomes: {
    completed: 'Terminée',
    cancelled: 'Annulée',
    expired: 'Expirée',
    bypassed: 'Contournée',
    confirmation: 'En attente de confirmation',
    abandon: 'Abandonner la vérification',
  },
  abandonHint:
    'Abandonner met fin à la vérification sans résultat : le formulaire indique alors que la validation d’identité est abandonnée.',
  errorSummaryTitle: 'Il y a un problème',
  invalidOutcome: 'Choisissez l’un des résultats ci-dessous',
  finishedTitle: 'Cette vérification d’identité est terminée',
  finishedBody: 'Le service de vérification d’identité communique le résultat « {outcome} » à votre formulaire.',
  abandonedBody: 'Vous avez abandonné la vérification d’identité.',
  returnLink: 'Revenir à votre formulaire',
  closeWindow: 'Vous pouvez maintenant fermer cette fenêtre et revenir à votre formulaire.',
  unavailableTitle: 'Ce lien de vérification d’identité n’est plus valide',
  unavailableBody: 'Revenez à votre formulaire pour recommencer la vérification.',
  lockedBody: 'Ce formulaire ne peut plus être modifié ; la vérification d’identité ne peut donc pas être terminée.',
  invalidReturn: 'L’adresse de retour doit être un chemin de ce site.',
};
