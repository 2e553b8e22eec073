import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/** scrypt with N=2^14, r=8, p=1, 32-byte salt, 64-byte key; stored as `scrypt$N$r$p$salt$key`. */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

const stored = (salt: Buffer, key: Buffer) =>
  `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;

/**
 * Hashes running at once. scrypt runs on libuv's thread pool (4 threads), which also compresses
 * answers and reads files, and each hash keeps a core busy: hashes queue so that a thread and a
 * core stay free for everyone else, and a burst of sign-ins never holds up other visitors' pages.
 */
const HASHES_AT_ONCE = Math.max(1, Math.min(2, availableParallelism() - 1));
let hashing = 0;
const queued: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < HASHES_AT_ONCE) hashing += 1;
  // A finished hash hands its place straight to the next in the queue.
  else await new Promise<void>((resolve) => queued.push(resolve));
  try {
    return await work();
  } finally {
    const next = queued.shift();
    if (next) next();
    else hashing -= 1;
  }
}

const scryptAsync = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(32);
  return stored(salt, await scryptAsync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

/** For seeding the demo accounts, before the server takes requests; requests use hashPassword. */
export function hashPasswordBeforeStart(password: string): string {
  const salt = randomBytes(32);
  return stored(salt, scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P }));
}

async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** A well-formed hash of no password: random salt and key. */
const NOBODY_HASH = stored(randomBytes(32), randomBytes(KEY_LENGTH));

/**
 * Checks a sign-in's password against its account's hash, or, for an unknown e-mail, against a hash
 * of no password: both cost the same, so the answer's timing does not tell which accounts exist.
 */
export async function verifySignIn(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, hash ?? NOBODY_HASH);
  return hash !== undefined && matches;
}
