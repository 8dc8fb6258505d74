import { DATA_TRANSFER_MESSAGES } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import { createImportGate } from './import-gate.ts';

describe('the import gate', () => {
  it('lets one import per athlete and `maxInFlight` in all through, and frees a place when it is left', () => {
    const gate = createImportGate(2);
    const ana = gate.enter('ana');
    expect(ana.ok).toBe(true);
    expect(gate.enter('ana')).toEqual({ ok: false, message: DATA_TRANSFER_MESSAGES.importRunning });
    const ben = gate.enter('ben');
    expect(ben.ok).toBe(true);
    expect(gate.enter('cy')).toEqual({ ok: false, message: DATA_TRANSFER_MESSAGES.serverBusy });
    if (ana.ok) ana.leave();
    expect(gate.enter('cy').ok).toBe(true);
    expect(gate.enter('ana')).toEqual({ ok: false, message: DATA_TRANSFER_MESSAGES.serverBusy });
  });
});
