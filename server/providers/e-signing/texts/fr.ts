import type { LanguageTexts } from './index';

export const FR: LanguageTexts = {
  documents: {
    consent_document: {
      title: 'Consentement à la vérification des antécédents',
      paragraphs: [
        '{company} (« l’Organisation ») a demandé à {candidate} de se soumettre à une vérification des antécédents dans le cadre de son processus de recrutement et de contrôle. Cette vérification est réalisée pour le compte de l’Organisation par le prestataire de vérification qu’elle a désigné.',
        'J’autorise l’Organisation et son prestataire de vérification à contrôler les informations que j’ai fournies et à effectuer les vérifications demandées par l’Organisation. Celles-ci peuvent porter sur mon identité, mon droit de travailler, mes adresses successives, mon parcours professionnel et mes références, mes diplômes et qualifications professionnelles, mes mandats de dirigeant, ma situation financière et mes antécédents de crédit, les informations publiées dans les médias et, lorsque le poste le permet légalement, mon casier judiciaire.',
        'J’autorise mes employeurs actuels et précédents, les établissements d’enseignement, les organismes professionnels, mes référents, les autorités publiques, les agences d’évaluation du crédit et toute autre source pertinente à communiquer au prestataire de vérification des informations me concernant à ces fins.',
        'Je comprends que mes données personnelles, qui peuvent comprendre des informations relatives à des condamnations pénales, seront traitées uniquement pour évaluer mon aptitude au poste, conformément à la législation applicable en matière de protection des données. Elles seront conservées de manière sécurisée et pendant une durée n’excédant pas celle nécessaire. Lorsqu’une vérification fait intervenir une source située dans un autre pays, des garanties appropriées encadreront tout transfert de mes données.',
        'Je comprends que j’ai le droit d’accéder aux données personnelles me concernant, de demander la rectification des informations inexactes et d’être informé(e) du résultat de toute vérification qui influe sur une décision me concernant. Je peux retirer ce consentement à tout moment par écrit auprès de l’Organisation. Ce retrait n’affecte pas les vérifications déjà effectuées, et l’Organisation pourrait alors ne plus être en mesure de donner suite à ma candidature.',
        'Je certifie que les informations que j’ai fournies sont exactes et complètes à ma connaissance. Je comprends que toute information fausse ou trompeuse peut entraîner le retrait de ma candidature ou la fin de mon contrat de travail.',
      ],
      declaration:
        'J’ai lu et compris ce formulaire, et je consens à la vérification des antécédents décrite ci-dessus.',
    },
    acic_document: {
      title: 'Consentement et demande de vérification des antécédents judiciaires à l’échelle nationale (Australie)',
      paragraphs: [
        '{company} a demandé une vérification des antécédents judiciaires coordonnée à l’échelle nationale (Nationally Coordinated Criminal History Check) concernant {candidate}. La demande est transmise par un organisme accrédité par l’Australian Criminal Intelligence Commission (ACIC) pour accéder au National Police Checking Service.',
        'Je demande une vérification nationale des antécédents judiciaires. Je donne mon consentement éclairé pour que l’organisme accrédité transmette à l’ACIC mes données personnelles, notamment mon nom, tous les autres noms que j’ai utilisés, ma date et mon lieu de naissance, mon genre et mes adresses successives, et pour que l’ACIC les communique aux services de police australiens afin qu’ils recherchent dans leurs fichiers les informations me concernant.',
        'Je comprends que le résultat peut faire état de décisions de justice communicables et d’inculpations en cours enregistrées dans tout État ou territoire australien, sous réserve des lois sur les condamnations effacées et la non-divulgation propres à chaque juridiction ainsi que de la politique de communication du service de police qui détient le dossier. L’ACIC et les services de police peuvent conserver des informations issues de la vérification dans les limites prévues par la loi.',
        'Je consens à ce que le résultat de la vérification soit communiqué à l’organisme accrédité et à {company} afin d’évaluer mon aptitude au poste, et à ce que mes données personnelles soient traitées conformément au Privacy Act 1988 (Cth) et aux Australian Privacy Principles.',
        'Je fournirai des pièces d’identité, dont un document de base (commencement document), un document principal et un document secondaire, afin que mon identité puisse être vérifiée avant la transmission de la demande. Je comprends que la vérification peut être retardée si mes informations sont incomplètes ou nécessitent un examen complémentaire, et que je peux contester auprès de l’organisme accrédité un résultat que j’estime erroné.',
        'Je déclare que les informations que j’ai fournies, y compris tous les noms sous lesquels j’ai été connu(e), sont exactes et véridiques. Je comprends que fournir des informations fausses ou trompeuses à une entité du Commonwealth constitue une infraction au titre du Criminal Code Act 1995 (Cth).',
      ],
      declaration:
        'J’ai lu et compris ce consentement, et je demande une vérification des antécédents judiciaires coordonnée à l’échelle nationale dans ces conditions.',
    },
    disclosure_document: {
      title: 'Information relative à l’enquête sur les antécédents',
      paragraphs: [
        '{company} (« la Société ») peut obtenir des informations vous concernant auprès d’une agence tierce d’information sur les consommateurs (consumer reporting agency) à des fins d’emploi. Vous pouvez donc faire l’objet d’un « rapport de consommateur » (consumer report) et/ou d’un « rapport d’enquête sur le consommateur » (investigative consumer report), qui peut contenir des informations sur votre moralité, votre réputation générale, vos caractéristiques personnelles et votre mode de vie, et qui peut comporter des entretiens avec des personnes telles que vos voisins, amis ou relations.',
        'Ces rapports peuvent contenir des informations sur vos antécédents de crédit, vos antécédents judiciaires, vos dossiers relatifs aux véhicules à moteur, la vérification de votre formation ou de votre parcours professionnel, ou d’autres vérifications d’antécédents, dans les limites autorisées par la loi.',
        'Vous avez le droit, sur demande écrite présentée dans un délai raisonnable, de savoir si un rapport de consommateur a été obtenu à votre sujet et de recevoir une description complète et exacte de la nature et de l’étendue de tout rapport d’enquête. Vous pouvez également demander une copie de votre rapport à l’agence d’information sur les consommateurs, et vous recevrez un résumé de vos droits au titre du Fair Credit Reporting Act.',
        'Avant toute décision défavorable en matière d’emploi fondée en tout ou partie sur un rapport de consommateur, vous recevrez une copie du rapport et le résumé de vos droits, et vous aurez la possibilité de contester toute information que vous estimez inexacte ou incomplète.',
      ],
      declaration:
        'Je reconnais avoir reçu et lu cette information, et j’autorise la Société à obtenir des rapports de consommateur et des rapports d’enquête me concernant à des fins d’emploi.',
    },
    afp_document: {
      title:
        'Consentement à une vérification nationale des antécédents judiciaires par la Police fédérale australienne',
      paragraphs: [
        '{company} a demandé une vérification nationale des antécédents judiciaires (National Police Check) concernant {candidate}, traitée par la Police fédérale australienne (Australian Federal Police, AFP).',
        'Je consens à ce que l’AFP utilise mes données personnelles, notamment tous les noms sous lesquels j’ai été connu(e), ma date et mon lieu de naissance et mes adresses successives, pour consulter les fichiers des services de police australiens par l’intermédiaire du National Police Checking Service, et à ce que mes informations soient communiquées à ces services et à l’Australian Criminal Intelligence Commission à cette fin.',
        'Je comprends que l’AFP communiquera les décisions de justice et les procédures en cours communicables conformément à sa politique de communication des informations, au régime des condamnations effacées prévu par la partie VIIC du Crimes Act 1914 (Cth) et aux lois sur les condamnations effacées de l’État ou du territoire qui détient le dossier.',
        'Je consens à ce que le résultat de la vérification soit transmis à {company} et à son prestataire de vérification afin d’évaluer mon aptitude à l’emploi, et à ce qu’il soit traité conformément au Privacy Act 1988 (Cth). Je comprends que je peux contacter l’AFP si j’estime que le résultat est inexact.',
        'Je fournirai des pièces d’identité totalisant au moins 100 points, dont au moins un document principal, afin que mon identité puisse être vérifiée.',
        'Je déclare que les informations que j’ai fournies sont exactes et véridiques, et je comprends que fournir des informations fausses ou trompeuses peut constituer une infraction.',
      ],
      declaration:
        'J’ai lu et compris ce consentement, et je consens à ce que la Police fédérale australienne effectue une vérification nationale de mes antécédents judiciaires.',
    },
    moj_document: {
      title: 'Consentement à la communication du casier judiciaire (ministère de la Justice, Nouvelle-Zélande)',
      paragraphs: [
        '{company} a demandé le casier judiciaire de {candidate} détenu par le ministère de la Justice de Nouvelle-Zélande.',
        'J’autorise le ministère de la Justice à communiquer l’historique de mes condamnations pénales à {company}, ainsi qu’à son prestataire de vérification agissant pour son compte, en application du Privacy Act 2020, afin d’évaluer mon aptitude à l’emploi.',
        'Je comprends qu’en vertu du Criminal Records (Clean Slate) Act 2004, les condamnations qui remplissent les conditions du régime « clean slate » ne seront pas communiquées, sauf si une exception prévue par cette loi s’applique au poste. Je comprends que le casier peut comporter des condamnations prononcées par des juridictions néo-zélandaises, y compris certaines condamnations pour infractions routières.',
        'Je confirme que les informations personnelles que j’ai fournies, notamment mon nom complet, tous les autres noms que j’ai utilisés, ma date de naissance et mes pièces d’identité, sont exactes, afin que le ministère puisse me rattacher au bon dossier. Je comprends que le ministère peut refuser la demande si mon identité ne peut pas être vérifiée.',
        'Je comprends que je peux demander à tout moment au ministère de la Justice une copie de mon propre casier et la rectification des informations me concernant. Je peux retirer ce consentement par écrit auprès de {company} avant que la demande ne soit adressée au ministère.',
      ],
      declaration:
        'J’ai lu et compris ce consentement, et j’autorise le ministère de la Justice à communiquer mon casier judiciaire à {company}.',
    },
    nz_dl_document: {
      title: 'Consentement à la communication des informations relatives au permis de conduire (Nouvelle-Zélande)',
      paragraphs: [
        '{company} a demandé des informations sur le permis de conduire néo-zélandais de {candidate}, tel qu’il figure au registre des permis de conduire tenu par la New Zealand Transport Agency Waka Kotahi (NZTA).',
        'J’autorise la NZTA à communiquer mon dossier de permis de conduire à {company} et à son prestataire de vérification. Ce dossier peut comprendre mon numéro de permis, les catégories et mentions dont je suis titulaire et leur statut, leurs dates de délivrance et d’expiration, toute suspension, tout retrait ou toute interdiction de conduire passés ou en cours, mes points de pénalité, ainsi que les infractions routières et contraventions enregistrées.',
        'Je comprends que ces informations sont communiquées en application du Land Transport Act 1998 et du Privacy Act 2020, qu’elles seront utilisées uniquement pour évaluer mon aptitude à un poste impliquant la conduite, et qu’elles seront conservées de manière sécurisée et pendant une durée n’excédant pas celle nécessaire.',
        'Je confirme que les informations relatives à mon permis que j’ai fournies sont exactes. Je comprends que je peux demander à la NZTA mon propre dossier de permis de conduire et la rectification des informations inexactes.',
      ],
      declaration:
        'J’ai lu et compris ce consentement, et j’autorise la NZTA à communiquer mon dossier de permis de conduire à {company}.',
    },
  },
  page: {
    sandboxBanner:
      'Environnement de test : cette page de signature est un bac à sable. Rien de ce qui est signé ici n’a de valeur juridique, et aucun service de signature réel n’est utilisé.',
    requestedBy: 'Demandé par {company}',
    signHeading: 'Signer le document',
    fullNameLabel: 'Votre nom complet',
    fullNameHint: 'Saisissez votre nom complet tel qu’il figure sur vos pièces d’identité.',
    signatureLabel: 'Votre signature',
    signatureHint: 'Tracez votre signature dans le cadre avec la souris, le doigt ou un stylet.',
    clearSignature: 'Effacer la signature',
    useTypedName: 'Utiliser mon nom saisi comme signature',
    useTypedNameHint:
      'Choisissez cette option si vous ne pouvez pas tracer de signature, par exemple si vous utilisez un clavier.',
    signButton: 'Signer',
    testerHeading: 'Résultats de test du bac à sable',
    testerHint:
      'Ces boutons reproduisent ce que fait le service de signature lorsqu’un candidat refuse de signer ou que le service échoue.',
    declineButton: 'Refuser de signer',
    failButton: 'Simuler un échec',
    errorSummaryTitle: 'Un problème est survenu',
    nameRequired: 'Saisissez votre nom complet',
    nameTooLong: 'Votre nom complet ne doit pas dépasser 180 caractères',
    signatureRequired: 'Tracez votre signature ou choisissez d’utiliser votre nom saisi comme signature',
    signatureInvalid: 'Votre signature n’a pas pu être lue. Veuillez la tracer à nouveau',
    signedTitle: 'Document signé',
    signedBody: 'Signé par {name} le {date}. Une copie signée a été transmise à {company}.',
    declinedTitle: 'Vous avez refusé de signer',
    declinedBody: 'Le document n’a pas été signé. Revenez à votre formulaire pour recommencer.',
    failedTitle: 'La signature a échoué',
    failedBody:
      'Le service de signature n’a pas pu enregistrer votre signature. Revenez à votre formulaire et réessayez.',
    closeWindow: 'Vous pouvez maintenant fermer cette fenêtre et revenir à votre formulaire.',
    returnLink: 'Revenir à votre formulaire',
    unavailableTitle: 'Ce lien de signature n’est plus valable',
    unavailableBody: 'Revenez à votre formulaire pour ouvrir à nouveau le document.',
    lockedBody: 'Ce formulaire ne peut plus être modifié : le document ne peut donc pas être signé.',
    signedBy: 'Signé par',
    signedOn: 'Signé le',
    documentReference: 'Référence du document',
    sandboxName: 'Bac à sable',
    signaturePadLabel: 'Zone de tracé de la signature',
    failFlagOn: 'L’indicateur d’échec est activé : la signature de ce document échouera.',
    invalidReturn: 'L’adresse de retour doit être un chemin de ce site.',
    pendingTitle: 'En attente du service de signature',
    pendingBody:
      'Votre signature n’a pas encore été confirmée. Votre formulaire indiquera que le document est signé dès que le service de signature l’aura confirmé.',
    sandboxSeal:
      'Scellé par le service de signature de test. Cette copie sert uniquement aux tests et n’a aucune valeur juridique.',
  },
};
