import type { LanguageTexts } from './index';

export const ES: LanguageTexts = {
  documents: {
    consent_document: {
      title: 'Consentimiento para la verificación de antecedentes',
      paragraphs: [
        '{company} («la Organización») ha pedido a {candidate} que se someta a una verificación de antecedentes como parte de su proceso de selección y control. La verificación la realiza, en nombre de la Organización, el proveedor de verificación que esta ha designado.',
        'Autorizo a la Organización y a su proveedor de verificación a comprobar la información que he facilitado y a realizar las verificaciones que la Organización ha solicitado. Estas pueden abarcar mi identidad, mi derecho a trabajar, mi historial de domicilios, mi trayectoria laboral y mis referencias, mi formación y mis cualificaciones profesionales, mis cargos de administrador, mis antecedentes financieros y crediticios, la información publicada en medios de comunicación y, cuando el puesto lo permita legalmente, mis antecedentes penales.',
        'Autorizo a mis empleadores actuales y anteriores, a los centros de enseñanza, a los colegios profesionales, a mis referencias, a las autoridades públicas, a las agencias de información crediticia y a cualquier otra fuente pertinente a facilitar al proveedor de verificación información sobre mí con estos fines.',
        'Entiendo que mis datos personales, que pueden incluir información sobre condenas penales, se tratarán únicamente para evaluar mi idoneidad para el puesto, de conformidad con la normativa de protección de datos aplicable. Se conservarán de forma segura y durante el tiempo estrictamente necesario. Cuando una verificación implique una fuente situada en otro país, cualquier transferencia de mis datos contará con las garantías adecuadas.',
        'Entiendo que tengo derecho a acceder a los datos personales que se conservan sobre mí, a solicitar la rectificación de la información inexacta y a ser informado/a del resultado de cualquier verificación que influya en una decisión que me afecte. Puedo retirar este consentimiento en cualquier momento mediante comunicación escrita a la Organización. La retirada no afecta a las verificaciones ya realizadas, y es posible que la Organización no pueda continuar entonces con mi candidatura.',
        'Confirmo que la información que he facilitado es veraz y completa según mi leal saber y entender. Entiendo que facilitar información falsa o engañosa puede dar lugar a la retirada de mi candidatura o a la extinción de mi relación laboral.',
      ],
      declaration:
        'He leído y comprendido este formulario, y doy mi consentimiento para la verificación de antecedentes descrita.',
    },
    acic_document: {
      title: 'Consentimiento y solicitud de verificación de antecedentes penales a nivel nacional (Australia)',
      paragraphs: [
        '{company} ha solicitado una verificación de antecedentes penales coordinada a nivel nacional (Nationally Coordinated Criminal History Check) sobre {candidate}. La solicitud se presenta a través de una entidad acreditada por la Australian Criminal Intelligence Commission (ACIC) para acceder al National Police Checking Service.',
        'Solicito una verificación nacional de antecedentes penales. Doy mi consentimiento informado para que la entidad acreditada remita a la ACIC mis datos personales, incluidos mi nombre, todos los demás nombres que he utilizado, mi fecha y lugar de nacimiento, mi género y mi historial de domicilios, y para que la ACIC los comparta con los cuerpos de policía australianos a fin de que busquen en sus registros información sobre mí.',
        'Entiendo que el resultado puede incluir resoluciones judiciales divulgables y cargos pendientes registrados en cualquier estado o territorio australiano, con sujeción a las leyes sobre condenas canceladas y no divulgación de cada jurisdicción y a la política de divulgación del cuerpo de policía que custodia el registro. La ACIC y los cuerpos de policía pueden conservar información de la verificación en la medida en que la ley lo permita.',
        'Doy mi consentimiento para que el resultado de la verificación se comunique a la entidad acreditada y a {company} con el fin de evaluar mi idoneidad para el puesto, y para que mis datos personales se traten de conformidad con la Privacy Act 1988 (Cth) y los Australian Privacy Principles.',
        'Aportaré documentos de identidad, entre ellos un documento inicial (commencement document), un documento principal y un documento secundario, para que se pueda verificar mi identidad antes de presentar la solicitud. Entiendo que la verificación puede retrasarse si mi información está incompleta o requiere una revisión adicional, y que puedo impugnar ante la entidad acreditada un resultado que considere erróneo.',
        'Declaro que la información que he facilitado, incluidos todos los nombres con los que se me ha conocido, es veraz y correcta. Entiendo que facilitar información falsa o engañosa a una entidad de la Commonwealth constituye un delito según la Criminal Code Act 1995 (Cth).',
      ],
      declaration:
        'He leído y comprendido este consentimiento, y solicito una verificación de antecedentes penales coordinada a nivel nacional en estas condiciones.',
    },
    disclosure_document: {
      title: 'Aviso sobre la investigación de antecedentes',
      paragraphs: [
        '{company} («la Empresa») puede obtener información sobre usted de una agencia externa de informes del consumidor (consumer reporting agency) con fines laborales. Por ello, usted puede ser objeto de un «informe del consumidor» (consumer report) y/o de un «informe de investigación del consumidor» (investigative consumer report), que puede contener información sobre su carácter, su reputación general, sus características personales y su modo de vida, y que puede incluir entrevistas personales con fuentes como sus vecinos, amigos o conocidos.',
        'Estos informes pueden contener información sobre su historial crediticio, sus antecedentes penales, sus registros de vehículos de motor, la verificación de su formación o de su historial laboral, u otras verificaciones de antecedentes, en la medida en que la ley lo permita.',
        'Usted tiene derecho, previa solicitud por escrito presentada en un plazo razonable, a saber si se ha obtenido un informe del consumidor sobre usted y a recibir una descripción completa y exacta de la naturaleza y el alcance de cualquier informe de investigación. También puede solicitar una copia de su informe a la agencia de informes del consumidor, y recibirá un resumen de sus derechos conforme a la Fair Credit Reporting Act.',
        'Antes de adoptar cualquier decisión laboral desfavorable basada total o parcialmente en un informe del consumidor, se le entregará una copia del informe y el resumen de sus derechos, y tendrá la oportunidad de impugnar cualquier información que considere inexacta o incompleta.',
      ],
      declaration:
        'Confirmo que he recibido y leído este aviso, y autorizo a la Empresa a obtener informes del consumidor e informes de investigación del consumidor sobre mí con fines laborales.',
    },
    afp_document: {
      title:
        'Consentimiento para una verificación nacional de antecedentes policiales por la Policía Federal Australiana',
      paragraphs: [
        '{company} ha solicitado una verificación nacional de antecedentes policiales (National Police Check) sobre {candidate}, tramitada por la Policía Federal Australiana (Australian Federal Police, AFP).',
        'Doy mi consentimiento para que la AFP utilice mis datos personales, incluidos todos los nombres con los que se me ha conocido, mi fecha y lugar de nacimiento y mi historial de domicilios, para consultar los registros de los cuerpos de policía australianos a través del National Police Checking Service, y para que mi información se comparta con dichos cuerpos y con la Australian Criminal Intelligence Commission con ese fin.',
        'Entiendo que la AFP divulgará las resoluciones judiciales y los asuntos pendientes divulgables de acuerdo con su política de divulgación de información, con el régimen de condenas canceladas de la parte VIIC de la Crimes Act 1914 (Cth) y con las leyes sobre condenas canceladas del estado o territorio donde se custodia el registro.',
        'Doy mi consentimiento para que el resultado de la verificación se facilite a {company} y a su proveedor de verificación con el fin de evaluar mi idoneidad para el empleo, y para que se trate de conformidad con la Privacy Act 1988 (Cth). Entiendo que puedo ponerme en contacto con la AFP si considero que el resultado es incorrecto.',
        'Aportaré documentos de identidad que sumen al menos 100 puntos, entre ellos al menos un documento principal, para que se pueda verificar mi identidad.',
        'Declaro que la información que he facilitado es veraz y correcta, y entiendo que facilitar información falsa o engañosa puede constituir un delito.',
      ],
      declaration:
        'He leído y comprendido este consentimiento, y doy mi consentimiento para que la Policía Federal Australiana realice una verificación nacional de mis antecedentes policiales.',
    },
    moj_document: {
      title: 'Consentimiento para la comunicación de antecedentes penales (Ministerio de Justicia de Nueva Zelanda)',
      paragraphs: [
        '{company} ha solicitado los antecedentes penales de {candidate} que obran en poder del Ministerio de Justicia de Nueva Zelanda.',
        'Autorizo al Ministerio de Justicia a comunicar mi historial de condenas penales a {company}, y a su proveedor de verificación que actúa en su nombre, en virtud de la Privacy Act 2020, con el fin de evaluar mi idoneidad para el empleo.',
        'Entiendo que, conforme a la Criminal Records (Clean Slate) Act 2004, las condenas que cumplan los requisitos del régimen «clean slate» no se comunicarán, salvo que al puesto le sea aplicable una excepción prevista en dicha ley. Entiendo que los antecedentes pueden incluir condenas dictadas por tribunales neozelandeses, incluidas determinadas condenas por infracciones de tráfico.',
        'Confirmo que los datos personales que he facilitado, incluidos mi nombre completo, todos los demás nombres que he utilizado, mi fecha de nacimiento y mis documentos de identidad, son correctos, para que el Ministerio pueda vincularme con el registro correcto. Entiendo que el Ministerio puede denegar la solicitud si no es posible verificar mi identidad.',
        'Entiendo que puedo solicitar en cualquier momento al Ministerio de Justicia una copia de mis propios antecedentes y la rectificación de la información que me concierne. Puedo retirar este consentimiento mediante comunicación escrita a {company} antes de que la solicitud se envíe al Ministerio.',
      ],
      declaration:
        'He leído y comprendido este consentimiento, y autorizo al Ministerio de Justicia a comunicar mis antecedentes penales a {company}.',
    },
    nz_dl_document: {
      title: 'Consentimiento para la comunicación de información del permiso de conducir (Nueva Zelanda)',
      paragraphs: [
        '{company} ha solicitado información sobre el permiso de conducir neozelandés de {candidate}, tal como consta en el registro de permisos de conducir que lleva la New Zealand Transport Agency Waka Kotahi (NZTA).',
        'Autorizo a la NZTA a comunicar mi historial del permiso de conducir a {company} y a su proveedor de verificación. Este historial puede incluir mi número de permiso, las clases y habilitaciones de las que soy titular y su estado, sus fechas de expedición y caducidad, cualquier suspensión, revocación o inhabilitación pasada o vigente, mis puntos de penalización y las infracciones y sanciones de tráfico registradas.',
        'Entiendo que esta información se comunica en virtud de la Land Transport Act 1998 y de la Privacy Act 2020, que se utilizará únicamente para evaluar mi idoneidad para un puesto que implique conducir y que se conservará de forma segura durante el tiempo estrictamente necesario.',
        'Confirmo que los datos de mi permiso que he facilitado son correctos. Entiendo que puedo solicitar a la NZTA mi propio historial del permiso de conducir y la rectificación de la información incorrecta.',
      ],
      declaration:
        'He leído y comprendido este consentimiento, y autorizo a la NZTA a comunicar mi historial del permiso de conducir a {company}.',
    },
  },
  page: {
    sandboxBanner:
      'Entorno de pruebas: esta página de firma es de prueba. Nada de lo que se firme aquí es jurídicamente vinculante y no interviene ningún servicio de firma real.',
    requestedBy: 'Solicitado por {company}',
    signHeading: 'Firmar el documento',
    fullNameLabel: 'Su nombre completo',
    fullNameHint: 'Escriba su nombre completo tal como figura en sus documentos de identidad.',
    signatureLabel: 'Su firma',
    signatureHint: 'Dibuje su firma en el recuadro con el ratón, el dedo o un lápiz óptico.',
    clearSignature: 'Borrar la firma',
    useTypedName: 'Usar mi nombre escrito como firma',
    useTypedNameHint: 'Elija esta opción si no puede dibujar, por ejemplo si utiliza un teclado.',
    signButton: 'Firmar',
    testerHeading: 'Resultados de prueba del entorno de pruebas',
    testerHint:
      'Estos botones reproducen lo que hace el servicio de firma cuando un candidato se niega a firmar o cuando el servicio falla.',
    declineButton: 'Rechazar la firma',
    failButton: 'Simular un fallo',
    errorSummaryTitle: 'Hay un problema',
    nameRequired: 'Escriba su nombre completo',
    nameTooLong: 'Su nombre completo no debe superar los 180 caracteres',
    signatureRequired: 'Dibuje su firma o elija usar su nombre escrito como firma',
    signatureInvalid: 'No se ha podido leer su firma. Vuelva a dibujarla',
    signedTitle: 'Documento firmado',
    signedBody: 'Firmado por {name} el {date}. Se ha enviado una copia firmada a {company}.',
    declinedTitle: 'Ha rechazado firmar',
    declinedBody: 'El documento no se ha firmado. Vuelva a su formulario para empezar de nuevo.',
    failedTitle: 'La firma ha fallado',
    failedBody: 'El servicio de firma no ha podido completar su firma. Vuelva a su formulario e inténtelo de nuevo.',
    closeWindow: 'Ya puede cerrar esta ventana y volver a su formulario.',
    returnLink: 'Volver a su formulario',
    unavailableTitle: 'Este enlace de firma ya no es válido',
    unavailableBody: 'Vuelva a su formulario para abrir de nuevo el documento.',
    lockedBody: 'Este formulario ya no se puede modificar, por lo que el documento no se puede firmar.',
    signedBy: 'Firmado por',
    signedOn: 'Firmado el',
    documentReference: 'Referencia del documento',
    sandboxName: 'Entorno de pruebas',
    signaturePadLabel: 'Área para dibujar la firma',
    failFlagOn: 'El indicador de fallo está activado: la firma de este documento fallará.',
    invalidReturn: 'La dirección de retorno debe ser una ruta de este sitio.',
    pendingTitle: 'A la espera del servicio de firma',
    pendingBody:
      'Su firma aún no se ha confirmado. Su formulario mostrará el documento como firmado en cuanto el servicio de firma lo confirme.',
    sandboxSeal:
      'Sellado por el servicio de firma de pruebas. Esta copia es solo para pruebas y no es jurídicamente vinculante.',
  },
};
