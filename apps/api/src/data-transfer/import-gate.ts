import { DATA_TRANSFER_MESSAGES, IMPORTS_IN_FLIGHT_PER_PROCESS } from '@liftwise/domain';

/** A place taken for one import request (`leave` once it is answered), or why there is none. */
export type ImportPlace = { ok: true; leave: () => void } | { ok: false; message: string };

/**
 * Who may send an import's whole document now: one preview or import per athlete at a time,
 * and at most `maxInFlight` in this process (or Worker isolate: its own memory is what this protects). Asked before
 * the body is read, so a script sending many 25 MB documents at once makes the server hold at most these.
 */
export function createImportGate(maxInFlight = IMPORTS_IN_FLIGHT_PER_PROCESS) {
  const athletes = new Set<string>();
  return {
    enter(userId: string): ImportPlace {
      if (athletes.has(userId)) return { ok: false, message: DATA_TRANSFER_MESSAGES.importRunning };
      if (athletes.size >= maxInFlight) return { ok: false, message: DATA_TRANSFER_MESSAGES.serverBusy };
      athletes.add(userId);
      return { ok: true, leave: () => athletes.delete(userId) };
    },
  };
}
