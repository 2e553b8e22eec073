import type { AttemptLimits } from '../../lib/attempt-limiter.ts';

export const CODE_LIFETIME = 600;
export const CODE_RESEND_AFTER = 60;
export const CODE_MAX_ATTEMPTS = 5;
export const RESTORE_LIFETIME = 3600;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * Guessing is slowed per account and per client address: a few tries are free, then each waits,
 * the wait doubling. A wrong password or code counts; a right one does not.
 */
export const PASSWORD_TRIES_PER_ACCOUNT: AttemptLimits = {
  free: 5,
  firstPauseMs: 30_000,
  maxPauseMs: 15 * MINUTE,
  forgetAfterMs: HOUR,
};
export const PASSWORD_TRIES_PER_ADDRESS: AttemptLimits = {
  free: 10,
  firstPauseMs: 30_000,
  maxPauseMs: 15 * MINUTE,
  forgetAfterMs: HOUR,
};
/** Wrong codes per e-mail, whichever code they were meant for: a new code does not give new guesses. */
export const CODE_GUESSES_PER_EMAIL: AttemptLimits = {
  free: CODE_MAX_ATTEMPTS,
  firstPauseMs: 5 * MINUTE,
  maxPauseMs: HOUR,
  forgetAfterMs: 24 * HOUR,
};
/**
 * Wrong codes per client address, whichever e-mails they were for: one address guessing the codes
 * of many accounts. (Relaxed with the test tools on: plugins/holds.ts `perAddress`.)
 */
export const WRONG_CODES_PER_ADDRESS: AttemptLimits = {
  free: 20,
  firstPauseMs: MINUTE,
  maxPauseMs: 15 * MINUTE,
  forgetAfterMs: 15 * MINUTE,
};
/** New accounts per client address: 5, then one an hour. (Relaxed with the test tools on.) */
export const REGISTRATIONS_PER_ADDRESS: AttemptLimits = {
  free: 5,
  firstPauseMs: HOUR,
  maxPauseMs: HOUR,
  forgetAfterMs: HOUR,
};
/** Restore letters per e-mail and per client address (each one sent counts). */
export const RESTORE_MAILS_PER_EMAIL: AttemptLimits = {
  free: 3,
  firstPauseMs: MINUTE,
  maxPauseMs: HOUR,
  forgetAfterMs: HOUR,
};
export const RESTORE_MAILS_PER_ADDRESS: AttemptLimits = {
  free: 10,
  firstPauseMs: MINUTE,
  maxPauseMs: HOUR,
  forgetAfterMs: HOUR,
};

/** A wait as the messages say it: `30 с`, `2 мин`. */
export const inWords = (seconds: number): string =>
  seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`;
