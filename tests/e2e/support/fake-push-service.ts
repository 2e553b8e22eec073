/**
 * A browser vendor's push service (FCM, Mozilla autopush) for tests on an offline machine. It hands
 * out subscriptions as a browser would and receives Web Push messages as strictly as the RFCs ask —
 * RFC 8030 (the protocol), RFC 8292 (VAPID), RFC 8291 and RFC 8188 (`aes128gcm` encryption) — and
 * decrypts each payload so a test can read what was sent.
 *
 * Every refused request is answered with its status and recorded, with why, in `refusals()`:
 * - 404 unknown endpoint; 410 expired subscription (see `expire`); 405 a method other than POST;
 * - 401 no VAPID authentication: no Authorization header, or a scheme other than `vapid` (the older
 *   `WebPush` scheme goes with the `aesgcm` encoding only, which this service does not take);
 * - 403 VAPID authentication present but invalid (RFC 8292 §2 and §4.2): malformed `t`/`k`, a header
 *   other than ES256, a bad signature, `aud` not this origin, `exp` past or over 24 h ahead, `sub`
 *   neither `mailto:<address>` nor an `https:` URL, or a key other than the subscription's
 *   `applicationServerKey`;
 * - 400 TTL missing or not delta-seconds, an unknown Urgency, a Topic over 32 base64url characters,
 *   or a body that does not decrypt; 415 a Content-Encoding other than `aes128gcm`; 413 a body over
 *   4096 bytes.
 *
 * An accepted message (201) is delivered at once if its subscription is online, else held. A held
 * message whose TTL has run out when the subscription comes back online (always so for TTL 0), or
 * that a newer message with the same Topic replaces (RFC 8030 §5.4), is dropped: see `dropped()`.
 */
import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
  type KeyObject,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface PushTestCertificate {
  certPath: string;
  keyPath: string;
  pem: string;
}

export interface ReceivedPush {
  endpoint: string;
  /** The message's URL, as sent back in the 201's Location header. */
  location: string;
  /** The decrypted payload as text ('' for a message without a body). */
  payload: string;
  ttl: number;
  urgency?: string;
  topic?: string;
  vapid: { aud: string; exp: number; sub: string };
  receivedAt: number;
}

export interface DroppedPush {
  push: ReceivedPush;
  reason: string;
}

export interface PushRefusal {
  endpoint: string;
  status: number;
  reason: string;
}

/** What `PushSubscription.toJSON()` gives in a browser. */
export interface FakeSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface FakePushService {
  /** https://127.0.0.1:<port>: the audience a VAPID token must name. */
  origin: string;
  /**
   * A new subscription, with the P-256 key pair and 16-byte auth secret a browser would make. Given an
   * `applicationServerKey` (base64url, as `pushManager.subscribe` takes it), the subscription is
   * restricted to messages signed with that key (RFC 8292 §4).
   */
  subscribe(options?: { applicationServerKey?: string }): FakeSubscription;
  /** From now on the endpoint answers 410 Gone; messages it held are dropped. */
  expire(endpoint: string): void;
  /** Hold messages (the phone is offline) or hand the held ones over (online, the default). */
  setOnline(endpoint: string, online: boolean): void;
  delivered(endpoint: string): ReceivedPush[];
  held(endpoint: string): ReceivedPush[];
  dropped(endpoint: string): DroppedPush[];
  /**
   * The next delivered message nobody has awaited yet, whether already delivered or still to come.
   * Rejects when `signal` aborts, or when the service is closed with nothing left to hand out.
   */
  nextDelivery(endpoint: string, options?: { signal?: AbortSignal }): Promise<ReceivedPush>;
  refusals(): PushRefusal[];
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 4096;
const MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
const URGENCIES = ['very-low', 'low', 'normal', 'high'];
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A self-signed certificate for 127.0.0.1 and localhost, written under `dir`. */
export function makePushCertificate(dir: string): PushTestCertificate {
  const certPath = join(dir, 'push-service-cert.pem');
  const keyPath = join(dir, 'push-service-key.pem');
  // node:crypto makes key pairs but cannot issue an X.509 certificate.
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '7',
      '-subj',
      '/CN=fake-push-service',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'pipe' },
  );
  return { certPath, keyPath, pem: readFileSync(certPath, 'utf8') };
}

/** A request the service turns down: answered with `status`, recorded with the message as reason. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

interface Waiter {
  resolve(push: ReceivedPush): void;
  reject(error: Error): void;
}

interface Subscription {
  endpoint: string;
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  applicationServerKey?: Buffer;
  expired: boolean;
  online: boolean;
  delivered: ReceivedPush[];
  held: ReceivedPush[];
  dropped: DroppedPush[];
  /** How many of `delivered` nextDelivery has handed out. */
  awaited: number;
  waiters: Waiter[];
}

export async function startFakePushService(options: {
  certificate: PushTestCertificate;
  host?: string;
}): Promise<FakePushService> {
  const host = options.host ?? '127.0.0.1';
  const subscriptions = new Map<string, Subscription>();
  const refusals: PushRefusal[] = [];
  let closed = false;

  const server = createServer(
    { cert: options.certificate.pem, key: readFileSync(options.certificate.keyPath) },
    (request, response) => void handle(request, response),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const origin = `https://${host}:${(server.address() as AddressInfo).port}`;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const endpoint = `${origin}${request.url ?? ''}`;
    try {
      // Read the whole body before answering: a refusal sent mid-upload resets the sender's connection.
      const body = await readBody(request);
      const { subscription, push } = accept(endpoint, request, body);
      if (subscription.online) deliver(subscription, push);
      else hold(subscription, push);
      response.writeHead(201, { Location: push.location, TTL: String(push.ttl) }).end();
    } catch (error) {
      const refusal = error instanceof Refusal ? error : new Refusal(500, String(error));
      refusals.push({ endpoint, status: refusal.status, reason: refusal.message });
      response.writeHead(refusal.status, { 'Content-Type': 'text/plain' }).end(refusal.message);
    }
  }

  function accept(
    endpoint: string,
    request: IncomingMessage,
    body: { bytes: Buffer; size: number },
  ): { subscription: Subscription; push: ReceivedPush } {
    const subscription = subscriptions.get(endpoint);
    if (!subscription) throw new Refusal(404, 'no such subscription');
    if (subscription.expired) throw new Refusal(410, 'the subscription has expired');
    if (request.method !== 'POST') throw new Refusal(405, `${request.method} is not a push (POST)`);
    const vapid = checkVapid(header(request, 'authorization'), origin, subscription.applicationServerKey);
    const { ttl, urgency, topic } = checkDeliveryHeaders(request);
    const encoding = header(request, 'content-encoding')?.trim().toLowerCase();
    let payload = '';
    if (encoding !== undefined || body.size > 0) {
      if (encoding !== 'aes128gcm')
        throw new Refusal(
          415,
          `Content-Encoding ${encoding ?? '(none)'}: only aes128gcm is taken (RFC 8291)`,
        );
      if (body.size > MAX_BODY_BYTES)
        throw new Refusal(
          413,
          `a body of ${body.size} bytes: no more than ${MAX_BODY_BYTES} (RFC 8030 §7.2)`,
        );
      payload = decrypt(body.bytes, subscription).toString('utf8');
    }
    const push: ReceivedPush = {
      endpoint,
      location: `${origin}/message/${randomUUID()}`,
      payload,
      ttl,
      ...(urgency !== undefined && { urgency }),
      ...(topic !== undefined && { topic }),
      vapid,
      receivedAt: Date.now(),
    };
    return { subscription, push };
  }

  function deliver(subscription: Subscription, push: ReceivedPush): void {
    subscription.delivered.push(push);
    // A waiter exists only when every earlier delivery was handed out: this one is its message.
    const waiter = subscription.waiters.shift();
    if (waiter) {
      subscription.awaited += 1;
      waiter.resolve(push);
    }
  }

  function hold(subscription: Subscription, push: ReceivedPush): void {
    if (push.topic !== undefined) {
      for (const replaced of subscription.held.filter((held) => held.topic === push.topic))
        subscription.dropped.push({
          push: replaced,
          reason: `replaced by a newer message on topic ${push.topic}`,
        });
      subscription.held = subscription.held.filter((held) => held.topic !== push.topic);
    }
    subscription.held.push(push);
  }

  function known(endpoint: string): Subscription {
    const subscription = subscriptions.get(endpoint);
    if (!subscription) throw new Error(`The fake push service made no subscription ${endpoint}`);
    return subscription;
  }

  return {
    origin,
    subscribe({ applicationServerKey } = {}) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(16).toString('base64url')}`;
      subscriptions.set(endpoint, {
        endpoint,
        ecdh,
        publicKey,
        auth,
        ...(applicationServerKey !== undefined && {
          applicationServerKey: Buffer.from(applicationServerKey, 'base64url'),
        }),
        expired: false,
        online: true,
        delivered: [],
        held: [],
        dropped: [],
        awaited: 0,
        waiters: [],
      });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    expire(endpoint) {
      const subscription = known(endpoint);
      subscription.expired = true;
      for (const push of subscription.held)
        subscription.dropped.push({ push, reason: 'the subscription expired' });
      subscription.held = [];
    },
    setOnline(endpoint, online) {
      const subscription = known(endpoint);
      subscription.online = online;
      if (!online) return;
      const now = Date.now();
      for (const push of subscription.held) {
        if (push.receivedAt + push.ttl * 1000 > now) deliver(subscription, push);
        else subscription.dropped.push({ push, reason: `its TTL of ${push.ttl} s ran out while held` });
      }
      subscription.held = [];
    },
    delivered: (endpoint) => [...known(endpoint).delivered],
    held: (endpoint) => [...known(endpoint).held],
    dropped: (endpoint) => [...known(endpoint).dropped],
    nextDelivery(endpoint, { signal } = {}) {
      const subscription = known(endpoint);
      const ready = subscription.delivered[subscription.awaited];
      if (ready) {
        subscription.awaited += 1;
        return Promise.resolve(ready);
      }
      if (closed) return Promise.reject(new Error('The fake push service is closed'));
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      return new Promise<ReceivedPush>((resolve, reject) => {
        const onAbort = () => {
          subscription.waiters = subscription.waiters.filter((other) => other !== waiter);
          reject(signal!.reason as Error);
        };
        const waiter: Waiter = {
          resolve(push) {
            signal?.removeEventListener('abort', onAbort);
            resolve(push);
          },
          reject(error) {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        subscription.waiters.push(waiter);
      });
    },
    refusals: () => [...refusals],
    async close() {
      closed = true;
      for (const subscription of subscriptions.values()) {
        for (const waiter of subscription.waiters)
          waiter.reject(new Error('The fake push service is closed'));
        subscription.waiters = [];
      }
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stopped;
    },
  };
}

/** The body as read, but no more of it kept than the limit allows (`size` counts all of it). */
async function readBody(request: IncomingMessage): Promise<{ bytes: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), size };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** RFC 8030 §5.2–5.4. */
function checkDeliveryHeaders(request: IncomingMessage): { ttl: number; urgency?: string; topic?: string } {
  const ttl = header(request, 'ttl');
  if (ttl === undefined) throw new Refusal(400, 'no TTL header (RFC 8030 §5.2)');
  if (!/^\d+$/.test(ttl)) throw new Refusal(400, `TTL ${ttl} is not a number of seconds (RFC 8030 §5.2)`);
  const urgency = header(request, 'urgency');
  if (urgency !== undefined && !URGENCIES.includes(urgency))
    throw new Refusal(400, `Urgency ${urgency} is none of ${URGENCIES.join(', ')} (RFC 8030 §5.3)`);
  const topic = header(request, 'topic');
  if (topic !== undefined && !(BASE64URL.test(topic) && topic.length <= 32))
    throw new Refusal(400, `Topic ${topic} is not up to 32 base64url characters (RFC 8030 §5.4)`);
  return {
    ttl: Number(ttl),
    ...(urgency !== undefined && { urgency }),
    ...(topic !== undefined && { topic }),
  };
}

/** `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292 §3): the token's claims once all checks pass. */
function checkVapid(
  authorization: string | undefined,
  audience: string,
  restrictedTo: Buffer | undefined,
): ReceivedPush['vapid'] {
  if (authorization === undefined) throw new Refusal(401, 'no Authorization header: VAPID is required');
  const scheme = /^vapid\s+(.*)$/is.exec(authorization);
  if (!scheme)
    throw new Refusal(401, `Authorization scheme ${authorization.split(/\s/)[0]} is not vapid (RFC 8292 §3)`);
  const params = new Map<string, string>();
  for (const part of scheme[1]!.split(',')) {
    const param = /^\s*([a-z]+)\s*=\s*"?([^"\s]*)"?\s*$/i.exec(part);
    if (!param) throw new Refusal(403, `malformed vapid parameter ${part.trim()}`);
    params.set(param[1]!.toLowerCase(), param[2]!);
  }
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) throw new Refusal(403, 'the vapid scheme needs both t and k (RFC 8292 §3)');

  const key = Buffer.from(k, 'base64url');
  if (!BASE64URL.test(k) || key.length !== 65 || key[0] !== 4)
    throw new Refusal(403, 'k is not an uncompressed P-256 public key in base64url (RFC 8292 §3.2)');
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part)))
    throw new Refusal(403, 't is not a JWS in compact form (RFC 8292 §2)');
  const [encodedHeader, encodedClaims, encodedSignature] = parts as [string, string, string];
  const jwtHeader = decodeJson(encodedHeader);
  if (jwtHeader.alg !== 'ES256' || (jwtHeader.typ !== undefined && jwtHeader.typ !== 'JWT'))
    throw new Refusal(403, `the JWT header is ${JSON.stringify(jwtHeader)}, not typ JWT, alg ES256`);
  const signature = Buffer.from(encodedSignature, 'base64url');
  const signed = Buffer.from(`${encodedHeader}.${encodedClaims}`);
  if (signature.length !== 64 || !verify('sha256', signed, signingKey(key), signature))
    throw new Refusal(403, 'the JWT signature does not verify with k');
  if (restrictedTo && !restrictedTo.equals(key))
    throw new Refusal(
      403,
      'k is not the applicationServerKey the subscription was made with (RFC 8292 §4.2)',
    );

  const { aud, exp, sub } = decodeJson(encodedClaims);
  if (aud !== audience)
    throw new Refusal(403, `aud ${String(aud)} is not this push service's origin ${audience}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof exp !== 'number' || !Number.isInteger(exp) || exp <= now)
    throw new Refusal(403, `exp ${String(exp)} is not a time in the future`);
  if (exp > now + MAX_TOKEN_LIFETIME_SECONDS)
    throw new Refusal(403, `exp ${exp} is more than 24 hours ahead (RFC 8292 §2)`);
  if (!isContact(sub))
    throw new Refusal(403, `sub ${String(sub)} is neither mailto:<address> nor an https: URL`);
  return { aud, exp, sub };
}

function decodeJson(part: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new Refusal(403, 'a JWT part is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Refusal(403, 'a JWT part is not a JSON object');
  return value as Record<string, unknown>;
}

/** The ES256 verification key: JWS signatures are r || s, not DER. */
function signingKey(point: Buffer): { key: KeyObject; dsaEncoding: 'ieee-p1363' } {
  try {
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    };
    return { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' };
  } catch {
    throw new Refusal(403, 'k is not a point on P-256');
  }
}

function isContact(sub: unknown): sub is string {
  if (typeof sub !== 'string') return false;
  if (sub.startsWith('mailto:')) return /^mailto:[^\s@]+@[^\s@]+$/.test(sub);
  try {
    const url = new URL(sub);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

function hkdf(ikm: Buffer, salt: Buffer, info: string | Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 §3.4 and RFC 8188 §2: one `aes128gcm` record, the sender's public key as its keyid. */
function decrypt(body: Buffer, subscription: Subscription): Buffer {
  if (body.length < 21)
    throw new Refusal(400, 'the body is shorter than an aes128gcm header (RFC 8188 §2.1)');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || senderKey[0] !== 4)
    throw new Refusal(400, "the keyid is not the sender's uncompressed P-256 public key (RFC 8291 §4)");
  if (recordSize < 18) throw new Refusal(400, `record size ${recordSize} is under 18 (RFC 8188 §2.1)`);
  if (record.length > recordSize)
    throw new Refusal(400, 'the body holds more than one record; RFC 8291 §4 allows one');
  if (record.length < 17) throw new Refusal(400, 'the record is shorter than its tag and delimiter');

  let sharedSecret: Buffer;
  try {
    sharedSecret = subscription.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refusal(400, 'the keyid is not a point on P-256');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.publicKey, senderKey]);
  const ikm = hkdf(sharedSecret, subscription.auth, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(-16));
  let padded: Buffer;
  try {
    padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  } catch {
    throw new Refusal(400, "the body does not decrypt with this subscription's keys");
  }
  // Padding is a delimiter (2 for the last record) followed by zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Refusal(400, 'the record does not end with the last-record delimiter 2');
  return padded.subarray(0, end);
}
