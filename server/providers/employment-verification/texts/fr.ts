import type { PageText } from './index';

export const FR: PageText = {
  sandboxBanner:
    'Environnement de test : cette page de compte fiscal est une page de test. Aucun compte fiscal n’est connecté ici et aucun véritable service de vérification des revenus n’est utilisé.',
  sandboxName: 'Environnement de test',
  title: 'Partagez votre historique d’emploi depuis votre compte fiscal',
  requestedBy: 'Demandé par {company}',
  intro:
    'Un service de compte fiscal vous demanderait maintenant de vous connecter à votre compte fiscal en ligne et d’accepter de partager vos données d’emploi et de revenus avec l’organisation.',
  testerHeading: 'Actions de test de l’environnement de test',
  testerHint:
    'Connectez d’abord le compte fiscal, puis choisissez comment la vérification se termine. Le formulaire demande le résultat au serveur comme il le demanderait au véritable service.',
  connectedBody: 'Le compte fiscal est connecté. Aucune donnée fiscale n’est lue dans l’environnement de test.',
  actionsLegend: 'Comment la vérification se termine',
  actions: {
    connect: 'Connecter le compte fiscal',
    complete: 'Partager l’historique d’emploi',
    fail: 'Le service échoue',
    cancel: 'Annuler',
    fail_permanently: 'Échec définitif',
  },
  errorSummaryTitle: 'Il y a un problème',
  invalidAction: 'Choisissez l’une des actions ci-dessous',
  finishedTitle: 'Cette vérification est terminée',
  finishedBody: 'Le service communique « {outcome} » à votre formulaire.',
  returnLink: 'Revenir à votre formulaire',
  unavailableTitle: 'Ce lien de vérification n’est plus valide',
  unavailableBody: 'Revenez à votre formulaire pour recommencer la vérification.',
  lockedBody: 'Ce formulaire ne peut plus être modifié : la vérification ne peut donc pas être terminée.',
  invalidReturn: 'L’adresse de retour doit être un chemin de ce site.',
};
