import { createHmac, timingSafeEqual } from 'node:crypto';
import { CallbackRejected } from './provider.port';

export const SIGNATURE_HEADER = 'x-lomo-signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` — the Stripe-style scheme. */
export function signCallback(rawBody: Buffer | string, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmac(secret, timestampSeconds, rawBody)}`;
}

function hmac(secret: string, t: number, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');
}

/**
 * Verifies a callback against every active secret (two during a rotation), then its age:
 * a timestamp outside `toleranceSeconds` of now is stale. The MAC covers the timestamp, so
 * neither can be changed alone; replays inside the window are caught by the caller's
 * record of seen signatures (`signatureId`).
 */
export function verifyCallbackSignature(
  rawBody: Buffer,
  header: string | undefined,
  secrets: readonly string[],
  nowMs: number,
  toleranceSeconds: number,
): { signatureId: string; timestamp: number } {
  const parts = new Map((header ?? '').split(',').map((p) => p.trim().split('=') as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given))
    throw new CallbackRejected('bad_signature', 'missing or malformed signature header');
  const matches = secrets.some((secret) =>
    timingSafeEqual(Buffer.from(hmac(secret, t, rawBody), 'hex'), Buffer.from(given, 'hex')),
  );
  if (!matches) throw new CallbackRejected('bad_signature', 'signature does not match any active secret');
  if (Math.abs(nowMs / 1000 - t) > toleranceSeconds)
    throw new CallbackRejected('stale', `timestamp ${t} outside the ${toleranceSeconds}s tolerance`);
  return { signatureId: given, timestamp: t };
}
