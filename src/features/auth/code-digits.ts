import { AUTH_CODE_LENGTH } from '@/shared/config/constants';

/**
 * What typing `typed` into box `from` does to the code's digits: non-digits are dropped, one digit
 * replaces the box's and moves on, several (a paste, an autofilled code) fill the boxes from there.
 * `focus` is the box to go to next, or null when the last one was filled.
 */
export function spreadDigits(
  digits: readonly string[],
  from: number,
  typed: string,
): { digits: string[]; focus: number | null } {
  const next = [...digits];
  const incoming = typed.replace(/\D/g, '');
  if (incoming === '') {
    next[from] = '';
    return { digits: next, focus: from };
  }
  // A box that held a digit and got another keeps the one just typed.
  const added =
    incoming.length > 1 && digits[from] && incoming.startsWith(digits[from]) ? incoming.slice(1) : incoming;
  const fromBox = incoming.length >= AUTH_CODE_LENGTH ? 0 : from;
  let index = fromBox;
  for (const digit of (incoming.length >= AUTH_CODE_LENGTH ? incoming : added).slice(
    0,
    AUTH_CODE_LENGTH - fromBox,
  )) {
    next[index] = digit;
    index += 1;
  }
  return { digits: next, focus: index < AUTH_CODE_LENGTH ? index : null };
}
