import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { VapidKeys } from '../config.ts';

/** What a storefront without `VAPID_*` generates once: its VAPID identity, and the demo's webhook secret. */
interface GeneratedKeys extends VapidKeys {
  webhookSecret: string;
}

/** Where the generated keys are kept: beside the demo's data, so a restart keeps every subscription. */
export const pushKeysPath = (databasePath: string): string => join(dirname(databasePath), 'push-keys.json');

function generated(databasePath: string, origin: string): GeneratedKeys {
  const path = pushKeysPath(databasePath);
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as GeneratedKeys;
  // A P-256 key pair as web-push's generateVAPIDKeys makes it: the public point uncompressed.
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys().toString('base64url');
  // 32 bytes always: a key with leading zero bytes comes back shorter.
  const raw = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - raw.length), raw]).toString('base64url');
  const url = new URL(origin);
  const keys: GeneratedKeys = {
    publicKey,
    privateKey,
    subject: url.protocol === 'https:' ? url.origin : `mailto:push@${url.hostname}`,
    webhookSecret: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dirname(path), { recursive: true });
  // Written whole, and never over another's: two processes starting together may both get here.
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(keys, null, 2), { mode: 0o600 });
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as GeneratedKeys;
  renameSync(partial, path);
  return keys;
}

/**
 * The keys from the environment, or those generated on an earlier start, or new ones kept for the
 * next. A subscription is bound to the public key it was made with: losing the keys silences every
 * device, so the file is written once and never replaced. The webhook secret is the environment's
 * (`PUSH_WEBHOOK_SECRET`); without it only the demo backend, in this process, signs events.
 */
export function resolvePushKeys(options: {
  vapid: VapidKeys | undefined;
  webhookSecret: string | undefined;
  demo: boolean;
  databasePath: string;
  origin: string;
}): { vapid: VapidKeys; webhookSecret: string | undefined } {
  const kept =
    !options.vapid || (options.demo && !options.webhookSecret)
      ? generated(options.databasePath, options.origin)
      : undefined;
  const vapid = options.vapid ?? kept!;
  const webhookSecret = options.webhookSecret ?? (options.demo ? kept?.webhookSecret : undefined);
  return {
    vapid: { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: vapid.subject },
    webhookSecret,
  };
}
