import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { DAY_MS, nowMs } from '../../lib/time.ts';
import type { Repositories } from '../../repositories/index.ts';

/** A cart untouched this long is forgotten: its id then answers a new empty cart. */
const SESSION_TTL_MS = 30 * DAY_MS;
/** A well-formed id (the contract's SessionId) is kept, unknown ones too (a new empty cart under it). */
const SESSION_ID = /^[A-Za-z0-9._:-]{1,200}$/;

/** Cart sessions as Django's: made on request, kept while used. */
export function cartSessions(carts: Repositories['carts']) {
  function create(): string {
    const id = randomBytes(16).toString('hex');
    carts.addSession(id, nowMs());
    return id;
  }

  /** The session to use: a well-formed id is kept (new and empty if unknown or expired), anything else replaced. */
  function resolve(raw: string | undefined): string {
    if (!raw || !SESSION_ID.test(raw)) return create();
    const touchedAt = carts.touchedAt(raw);
    const now = nowMs();
    if (touchedAt === undefined) carts.addSession(raw, now);
    else if (now - touchedAt > SESSION_TTL_MS) carts.restartSession(raw, now);
    else carts.touchSession(raw, now);
    return raw;
  }

  return { create, resolve };
}

/** As Django's session cookie: HttpOnly, so the page keeps its own copy of the id. */
export const setSessionCookie = (reply: FastifyReply, id: string): void => {
  reply.setCookie('sessionid', id, {
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
    sameSite: 'lax',
    httpOnly: true,
    secure: reply.request.protocol === 'https',
  });
};
