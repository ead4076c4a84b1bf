/**
 * The Stately inspector, when `npm run dev:inspect` attaches it: every machine the SPA starts passes
 * `machineInspection()` to useMachine, so the inspector window follows each actor's states and events. Nothing is
 * attached in a production build (src/main.tsx loads the inspector only in development).
 */
import type { InspectionEvent, Observer } from 'xstate';

type InspectionObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let attached: InspectionObserver | undefined;

export function attachMachineInspector(observer: InspectionObserver): void {
  attached = observer;
}

/** The `inspect` option for useMachine: the attached inspector, or nothing. */
export function machineInspection(): { inspect?: InspectionObserver } {
  return attached ? { inspect: attached } : {};
}
