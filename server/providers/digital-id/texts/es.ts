import type { DigitalIdTexts } from './index';

export const ES: DigitalIdTexts = {
  page: {
    sandboxBanner:
      'Entorno de pruebas: esta verificación de identidad es una página de prueba. No se contacta con ningún proveedor de identidad y nada de lo que se elija aquí prueba la identidad de nadie.',
    sandboxName: 'Entorno de pruebas',
    title: 'Verifique su identidad con {provider}',
    intro:
      'Un proveedor de identidad real le pediría ahora que iniciara sesión en su aplicación o que escaneara su documento. En el entorno de pruebas, elija en su lugar lo que comunica el proveedor.',
    testerHeading: 'Resultados de prueba del entorno de pruebas',
    outcomeLegend: 'Lo que comunica el proveedor',
    outcomeSuccess: 'Identidad verificada',
    outcomeSuccessHint: 'La sesión se completa correctamente.',
    outcomeFailure: 'Falla con {code}',
    timingLegend: 'Cuándo están listos los resultados',
    timingFetch: 'De inmediato',
    timingFetchHint: 'El formulario vuelve para obtener los resultados una sola vez.',
    timingPoll: 'Más tarde',
    timingPollHint: 'El formulario vuelve para consultar los resultados hasta que estén listos.',
    pollsLabel: 'Consultas de resultados que responden primero «todavía no están listos»',
    pollsHint:
      'Solo se usa cuando los resultados están listos más tarde: un número entero de 0 a {max}. El formulario consulta cada {seconds} segundos y se rinde tras {attempts} intentos más, así que con {giveUp} o más se rinde.',
    failOnceLabel: 'La primera consulta de resultados falla',
    failOnceHint:
      'El servicio responde con un error a la primera solicitud de resultados, y el formulario vuelve a intentarlo.',
    continueButton: 'Terminar y volver al formulario',
    errorSummaryTitle: 'Hay un problema',
    outcomeRequired: 'Elija lo que comunica el proveedor',
    timingRequired: 'Elija cuándo están listos los resultados',
    pollsInvalid: 'Introduzca un número entero de 0 a {max}',
    unavailableTitle: 'Este enlace de verificación de identidad ya no es válido',
    unavailableBody: 'Vuelva a su formulario para empezar de nuevo la verificación de identidad.',
    finishedTitle: 'Esta verificación de identidad ha terminado',
    finishedBody: 'Ya se eligió lo que comunica el proveedor. Vuelva a su formulario para ver el resultado.',
    returnLink: 'Volver a su formulario',
    lockedBody: 'Este formulario ya no se puede modificar, por lo que la verificación de identidad no puede terminarse.',
  },
  reasons: {
    Internal: 'Un error interno ha hecho que esta sesión falle.',
    Other: 'La sesión ha fallado por un motivo que no corresponde a ningún otro código de error.',
    Canceled: 'La sesión se ha cancelado.',
    UserAbandoned: 'El usuario abandonó la sesión.',
    UserTimedOut: 'El usuario tardó demasiado en completar la verificación.',
    Expired: 'La sesión ha caducado.',
    InvalidImage: 'Las imágenes tenían una calidad demasiado baja, eran de un tipo incorrecto o no se pudieron procesar.',
    Inauthentic: 'Se sospecha que el documento no es auténtico, es fraudulento o está falsificado.',
    UnsupportedDocument: 'El tipo o el país del documento no es compatible.',
    AssuranceLevelNotMet: 'La identidad no alcanza el nivel de garantía exigido.',
  },
  subtexts: {
    'sandbox-id-wallet': 'Entorno de pruebas: la cartera de identidad que ya ha utilizado',
    'sandbox-bank-id': 'Entorno de pruebas: inicie sesión con su banca en línea',
    'sandbox-mobile-id': 'Entorno de pruebas: confirme en su teléfono con su identidad móvil',
    'sandbox-eid-card': 'Entorno de pruebas: acerque su documento nacional de identidad al teléfono',
    'sandbox-passport-chip': 'Entorno de pruebas: lea el chip de su pasaporte con el teléfono',
    'sandbox-unavailable-id': 'Entorno de pruebas: nunca disponible, para probar una sesión que no puede empezar',
  },
};
