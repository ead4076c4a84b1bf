/**
 * The sandbox screening service: its widget is a page of our own server (/sandbox/screening/widget, ./sandbox-page.ts)
 * that searches a shipped list of collection sites and posts the specification's messages to the page framing it.
 * Nothing leaves the server: the account details are made up per call, and a registration is kept by the route
 * (the provider state) alone.
 */
import { randomUUID } from 'node:crypto';
import type { RegistrationCheck } from '../../../domain/provider-status';
import type { ScreeningProvider } from './provider';

export const SANDBOX_WIDGET_PATH = '/sandbox/screening/widget';

/** The service each check books: the widget reads it from its address and puts it in the registration data. */
export const SANDBOX_SERVICE_IDS = {
  drug_screening: 'SBX-DRUG-5PANEL',
  occupational_health: 'SBX-OCC-HEALTH',
} as const satisfies Record<RegistrationCheck, string>;

export function checkOfSandboxService(serviceId: string): RegistrationCheck | null {
  const found = Object.entries(SANDBOX_SERVICE_IDS).find(([, id]) => id === serviceId);
  return found ? (found[0] as RegistrationCheck) : null;
}

export function sandboxScreening({ publicUrl }: { publicUrl: string }): ScreeningProvider {
  return {
    name: 'sandbox',
    async accountDetails({ reference, check, language }) {
      const serviceId = SANDBOX_SERVICE_IDS[check];
      const widget = new URL(`${publicUrl}${SANDBOX_WIDGET_PATH}`);
      widget.searchParams.set('service_id', serviceId);
      widget.searchParams.set('lang', language);
      return {
        authenticationToken: `sandbox-${randomUUID()}`,
        businessId: 'SBX-BUSINESS',
        customerId: `SBX-${reference}`,
        serviceId,
        widgetUrl: widget.toString(),
      };
    },
    async register() {},
  };
}
