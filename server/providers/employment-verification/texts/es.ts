import type { PageText } from './index';

export const ES: PageText = {
  sandboxBanner:
    'Entorno de pruebas: esta es una página de cuenta tributaria de prueba. Aquí no se conecta ninguna cuenta tributaria y no interviene ningún servicio real de verificación de ingresos.',
  sandboxName: 'Entorno de pruebas',
  title: 'Comparta su historial laboral desde su cuenta tributaria',
  requestedBy: 'Solicitado por {company}',
  intro:
    'Un servicio de cuenta tributaria le pediría ahora que inicie sesión en su cuenta tributaria en línea y que acepte compartir sus datos de empleo e ingresos con la organización.',
  testerHeading: 'Acciones del entorno de pruebas para probadores',
  testerHint:
    'Conecte primero la cuenta tributaria y después elija cómo termina la verificación. El formulario pide el resultado al servidor como se lo pediría al servicio real.',
  connectedBody: 'La cuenta tributaria está conectada. En el entorno de pruebas no se lee ningún dato tributario.',
  actionsLegend: 'Cómo termina la verificación',
  actions: {
    connect: 'Conectar la cuenta tributaria',
    complete: 'Compartir el historial laboral',
    fail: 'El servicio falla',
    cancel: 'Cancelar',
    fail_permanently: 'Fallo definitivo',
  },
  errorSummaryTitle: 'Hay un problema',
  invalidAction: 'Elija una de las acciones siguientes',
  finishedTitle: 'Esta verificación ha terminado',
  finishedBody: 'El servicio comunica «{outcome}» a su formulario.',
  returnLink: 'Volver a su formulario',
  unavailableTitle: 'Este enlace de verificación ya no es válido',
  unavailableBody: 'Vuelva a su formulario para empezar de nuevo la verificación.',
  lockedBody: 'Este formulario ya no se puede modificar, por lo que la verificación no puede terminarse.',
  invalidReturn: 'La dirección de retorno debe ser una ruta de este sitio.',
};
