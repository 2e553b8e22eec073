import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable key for a link (192 random bits). */
export const newToken = (): string => randomBytes(24).toString('base64url');

/** The hex HMAC-SHA256 of `message` under `secret`. */
export const hmac = (secret: string, message: string): string =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Compares a secret with what a request brought, in time that does not depend on where they differ. */
export function sameSecret(expected: string | null, given: string | undefined): boolean {
  if (expected === null || given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
