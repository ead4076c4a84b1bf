import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { attachMachineInspector, machineInspection } from './machine-inspection';

const toggle = createMachine({ initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });

describe('machineInspection', () => {
  it('gives no inspect option while no inspector is attached', async () => {
    vi.resetModules();
    const fresh = await import('./machine-inspection');
    expect(fresh.machineInspection()).toEqual({});
  });

  it('hands an attached inspector every event of an actor started with it', () => {
    const seen: string[] = [];
    attachMachineInspector((event) => {
      if (event.type === '@xstate.event') seen.push(event.event.type);
    });
    const actor = createActor(toggle, machineInspection()).start();
    actor.send({ type: 'flip' });
    expect(seen).toContain('flip');
    expect(actor.getSnapshot().value).toBe('on');
  });
});
