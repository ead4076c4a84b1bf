import type { PageText } from './index';

export const ES: PageText = {
  sandboxBanner:
    'Entorno de pruebas: esta página de verificación de identidad es de prueba. Aquí no se escanea ningún documento ni se utiliza ningún servicio real de verificación de identidad.',
  sandboxName: 'Entorno de pruebas',
  title: 'Verifique su documento de identidad',
  requestedBy: 'Solicitado por {company}',
  intro:
    'Un servicio de verificación de identidad le pediría ahora que fotografíe un documento de identidad, como un pasaporte o un permiso de conducir, y que se haga una foto de la cara, y después compararía ambas.',
  testerHeading: 'Resultados de prueba del entorno de pruebas',
  testerHint:
    'Elija lo que comunica el servicio de verificación de identidad. Después vuelve al formulario, que pide el resultado al servidor como se lo pediría al servicio real.',
  pendingPollsLabel: 'Consultas del estado que responden primero «pending»',
  pendingPollsHint:
    'El formulario consulta el estado cada 5 segundos y indica que los resultados están llegando mientras está pendiente. Con 0, el resultado es definitivo en la primera consulta. Como máximo {max}.',
  pendingPollsInvalid: 'Introduzca un número entero de 0 a {max}',
  outcomesLegend: 'Resultado que comunica el servicio de verificación de identidad',
  outcomes: {
    completed: 'Completada',
    cancelled: 'Cancelada',
    expired: 'Caducada',
    bypassed: 'Omitida',
    confirmation: 'Pendiente de confirmación',
    abandon: 'Abandonar la verificación',
  },
  abandonHint:
    'Abandonar termina la verificación sin resultado: el formulario indica entonces que la validación de identidad se ha abandonado.',
  errorSummaryTitle: 'Hay un problema',
  invalidOutcome: 'Elija uno de los resultados de abajo',
  finishedTitle: 'Esta verificación de identidad ha terminado',
  finishedBody: 'El servicio de verificación de identidad comunica el resultado «{outcome}» a su formulario.',
  abandonedBody: 'Ha abandonado la verificación de identidad.',
  returnLink: 'Volver a su formulario',
  closeWindow: 'Ya puede cerrar esta ventana y volver a su formulario.',
  unavailableTitle: 'Este enlace de verificación de identidad ya no es válido',
  unavailableBody: 'Vuelva a su formulario para empezar de nuevo la verificación.',
  lockedBody: 'Este formulario ya no se puede modificar, por lo que la verificación de identidad no se puede terminar.',
  invalidReturn: 'La dirección de retorno debe ser una ruta de este sitio.',
};
