// How long the server waits for an outside service (decision 0082). The spec's API client gives
// up after 30 s, and after 25 s on a document upload (spec 7); those are our defaults for calls
// and uploads. Lookups a buyer waits on while typing (address, licence plate, company, feature
// flags) give up sooner, because each has a way on without them (enter it yourself, try again).

export type OutsideCallTimeouts = {
  /** Any call to an outside service: payments, identity, the assistant, mail, an insurer. */
  callMs: number;
  /** Sending a document to the file store. */
  uploadMs: number;
  /** A lookup the buyer waits on in a form; never longer than a call. */
  lookupMs: number;
};

export const DEFAULT_TIMEOUTS: OutsideCallTimeouts = { callMs: 30_000, uploadMs: 25_000, lookupMs: 5_000 };

/** The bounds a configured timeout must keep: long enough to answer, short enough to free a request. */
export const TIMEOUT_BOUNDS_MS = { min: 100, max: 120_000 } as const;

/** The timeouts from the configured values, each falling back to its default; a lookup never outwaits a call. */
export function outsideCallTimeouts(configured: Partial<OutsideCallTimeouts>): OutsideCallTimeouts {
  const callMs = configured.callMs ?? DEFAULT_TIMEOUTS.callMs;
  return {
    callMs,
    uploadMs: configured.uploadMs ?? DEFAULT_TIMEOUTS.uploadMs,
    lookupMs: Math.min(configured.lookupMs ?? DEFAULT_TIMEOUTS.lookupMs, callMs),
  };
}
