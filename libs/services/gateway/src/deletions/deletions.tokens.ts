/** The clock receipts are dated by and retention reads (`systemClock` unless a test injects one). */
export const DELETIONS_CLOCK = Symbol('DELETIONS_CLOCK');
