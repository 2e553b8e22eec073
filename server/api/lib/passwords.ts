import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt with N=2^14, r=8, p=1, 32-byte salt, 64-byte key; stored as `scrypt$N$r$p$salt$key`. */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

export function hashPassword(password: string): string {
  const salt = randomBytes(32);
  const key = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = scryptSync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** Site rules (spec §5: spaces are not allowed). Returns Russian messages, empty when the password is fine. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (/\s/.test(password)) problems.push('Пароль не должен содержать пробелов.');
  if (password.length < 8) problems.push('Пароль должен содержать не менее 8 символов.');
  if (password.length > 128) problems.push('Пароль должен содержать не более 128 символов.');
  if (/^\d+$/.test(password)) problems.push('Пароль не может состоять только из цифр.');
  return problems;
}
