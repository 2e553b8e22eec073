import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, SERVER_OPTIONS } from '../../server/app.ts';
import { demoApi } from '../../server/api/index.ts';
import { readConfig } from '../../server/config.ts';
import { publicOrigin } from '../../server/web/public-origin.ts';
import { expectContract, lastMail } from '../api/helpers.ts';

// A password change asks the password now: the storefront's server checks it by signing in before
// the backend's set-password is called (docs/decisions/048), with the demo backend embedded and
// with a backend behind `API_URL`. No build is needed: the API side alone is served.

const ORIGIN = 'http://localhost';
const SET_PASSWORD = '/api/accounts/set-password';

interface Mode {
  /** The storefront's server, API side only. */
  app: FastifyInstance;
  /** Where the backend's mail is read (its test tools). */
  mailer: FastifyInstance;
  /** The backend's SQLite file. */
  databasePath: string;
  /** The bodies the backend's set-password got, where the backend can be watched (behind `API_URL`). */
  setPasswordBodies: Array<Record<string, unknown>> | null;
  close: () => Promise<void>;
}

const tempDatabase = () => join(mkdtempSync(join(tmpdir(), 'storefront-db-')), 'test.sqlite');

async function embedded(): Promise<Mode> {
  const databasePath = tempDatabase();
  const app = await buildApp({
    config: { ...readConfig({}), databasePath, demoDevTools: true },
    serveApp: false,
  });
  await app.ready();
  return { app, mailer: app, databasePath, setPasswordBodies: null, close: () => app.close() };
}

/** The demo backend alone on a port (as the agency's answers), the storefront proxying to it. */
async function behindApiUrl(): Promise<Mode> {
  const databasePath = tempDatabase();
  const setPasswordBodies: Array<Record<string, unknown>> = [];
  const backend = Fastify({ ...SERVER_OPTIONS, trustProxy: true });
  backend.decorate('publicOrigin', publicOrigin([]));
  backend.addHook('preValidation', async (request) => {
    if (request.url === SET_PASSWORD) setPasswordBodies.push({ ...(request.body as object) });
  });
  await backend.register(
    async (api) => demoApi(api, { databasePath, jwtSecret: undefined, devTools: true, seatHoldMinutes: 15 }),
    { prefix: '/api' },
  );
  await backend.listen({ port: 0, host: '127.0.0.1' });
  const { port } = backend.server.address() as AddressInfo;
  const app = await buildApp({
    config: { ...readConfig({}), apiUrl: `http://127.0.0.1:${port}` },
    serveApp: false,
  });
  await app.ready();
  return {
    app,
    mailer: backend,
    databasePath,
    setPasswordBodies,
    close: async () => {
      await app.close();
      await backend.close();
    },
  };
}

/** The cookies an answer set, as the browser sends them back. */
const cookiesOf = (response: LightMyRequestResponse) =>
  response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

describe.each([
  ['the embedded demo backend', embedded],
  ['a backend behind API_URL', behindApiUrl],
])('a password change with %s', (_name, start) => {
  let mode: Mode;
  beforeAll(async () => {
    mode = await start();
  });
  afterAll(async () => {
    await mode.close();
  });

  let registered = 0;
  /** A new account, signed in as registration leaves it: its e-mail, password and cookies. */
  async function signUp(password = 'first-pass-1') {
    registered += 1;
    const email = `change-${registered}@pskovtour.example`;
    const response = await mode.app.inject({
      method: 'POST',
      url: '/api/accounts/registration/',
      headers: { origin: ORIGIN },
      payload: {
        personal_data_consent: true,
        last_name: 'Смирнова',
        first_name: 'Анна',
        patronymic: '',
        email,
        phone: '+7 (921) 000-11-22',
        password,
        password_confirm: password,
      },
    });
    expect(response.statusCode).toBe(201);
    return { email, password, cookie: cookiesOf(response) };
  }

  const change = (cookie: string, body: Record<string, unknown>) =>
    mode.app.inject({
      method: 'PATCH',
      url: SET_PASSWORD,
      headers: { cookie, origin: ORIGIN },
      payload: body,
    });

  const newPassword = (password: string, current?: string) => ({
    access_token: '',
    password,
    confirm_password: password,
    ...(current === undefined ? {} : { current_password: current }),
  });

  const signInStatus = async (username: string, password: string) =>
    (await mode.app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username, password } }))
      .statusCode;

  /** The account's refresh tokens the backend would still take. */
  function liveRefreshTokens(email: string): number {
    const db = new DatabaseSync(mode.databasePath, { readOnly: true });
    try {
      const row = db
        .prepare(
          `SELECT count(*) AS n FROM refresh_token JOIN user ON user.id = refresh_token.user_id
           WHERE user.email = ? AND refresh_token.revoked_at IS NULL`,
        )
        .get(email) as { n: number };
      return row.n;
    } finally {
      db.close();
    }
  }

  it('a wrong current password is said at the field, and the password stays what it was', async () => {
    const user = await signUp();
    const calls = mode.setPasswordBodies?.length;
    const refused = await change(user.cookie, newPassword('second-pass-2', 'not-the-password'));
    expect(refused.statusCode).toBe(400);
    expect(expectContract(refused, 'setPassword')).toEqual({
      details: { current_password: ['Неверный текущий пароль.'] },
    });
    expect(mode.setPasswordBodies?.length).toBe(calls);
    expect(await signInStatus(user.email, user.password)).toBe(200);
    expect(await signInStatus(user.email, 'second-pass-2')).toBe(401);
  });

  it('a missing or empty current password is said at the field; the backend is not asked', async () => {
    const user = await signUp();
    const calls = mode.setPasswordBodies?.length;
    for (const body of [newPassword('second-pass-2'), newPassword('second-pass-2', '')]) {
      const refused = await change(user.cookie, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ details: { current_password: ['Введите текущий пароль'] } });
    }
    expect(mode.setPasswordBodies?.length).toBe(calls);
    expect(await signInStatus(user.email, user.password)).toBe(200);
  });

  it('the right one changes it; the backend never sees current_password; the session goes on', async () => {
    const user = await signUp();
    const changed = await change(user.cookie, newPassword('second-pass-2', user.password));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ detail: 'Пароль изменён.' });
    expect(await signInStatus(user.email, 'second-pass-2')).toBe(200);
    expect(await signInStatus(user.email, user.password)).toBe(401);
    if (mode.setPasswordBodies) {
      expect(mode.setPasswordBodies.at(-1)).toMatchObject({ password: 'second-pass-2' });
      expect(mode.setPasswordBodies.every((body) => !('current_password' in body))).toBe(true);
    }
    // The visitor is still signed in (the demo answers the session a new pair, in new cookies).
    const me = await mode.app.inject({
      url: '/api/user/',
      headers: { cookie: cookiesOf(changed) || user.cookie },
    });
    expect(me.statusCode).toBe(200);
  });

  it("the check's own sign-in leaves no session behind, even when the new password is refused", async () => {
    const user = await signUp();
    const before = liveRefreshTokens(user.email);
    // The current password is right, the new one too short: the backend refuses it.
    const refused = await change(user.cookie, newPassword('short', user.password));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ details: object }>().details)).toEqual(['password']);
    expect(liveRefreshTokens(user.email)).toBe(before);
    expect(await signInStatus(user.email, user.password)).toBe(200);
  });

  it('wrong current passwords count in the sign-in limit of the account: past a few, 429', async () => {
    const user = await signUp();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await change(user.cookie, newPassword('second-pass-2', `wrong-${attempt}`))).statusCode).toBe(
        400,
      );
    const throttled = await change(user.cookie, newPassword('second-pass-2', user.password));
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(expectContract(throttled, 'setPassword')).toMatchObject({
      retry_after: expect.any(Number) as number,
    });
    // The same limit as 'Войти': the password itself waits too.
    expect(await signInStatus(user.email, user.password)).toBe(429);
  });

  it("a user's access token sent in the body needs the current password too", async () => {
    const user = await signUp();
    // The token a script could only get out of the HttpOnly cookie.
    const access = /access_token=([^;]+)/.exec(user.cookie)?.[1];
    expect(access).toBeDefined();
    const refused = await mode.app.inject({
      method: 'PATCH',
      url: SET_PASSWORD,
      payload: { access_token: access, password: 'second-pass-2', confirm_password: 'second-pass-2' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ details: { current_password: ['Введите текущий пароль'] } });
    // Nor can another body type carry it past the check.
    const form = await mode.app.inject({
      method: 'PATCH',
      url: SET_PASSWORD,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `access_token=${access}&password=second-pass-2&confirm_password=second-pass-2`,
    });
    expect(form.statusCode).toBe(415);
    expect(await signInStatus(user.email, user.password)).toBe(200);
  });

  it("a restore letter's token sets the password without the current one, signed in or not", async () => {
    const user = await signUp();
    for (const [cookie, password] of [
      ['', 'restored-pass-3'],
      [user.cookie, 'restored-pass-4'],
    ] as const) {
      const mailed = await mode.app.inject({
        method: 'POST',
        url: '/api/accounts/restore',
        payload: { email: user.email },
      });
      expect(mailed.statusCode).toBe(200);
      const letter = await lastMail(mode.mailer, user.email);
      const token = /token=([^\s&]+)/.exec(letter.body)?.[1];
      expect(token).toBeDefined();
      const restored = await mode.app.inject({
        method: 'PATCH',
        url: SET_PASSWORD,
        headers: cookie ? { cookie, origin: ORIGIN } : {},
        payload: { access_token: token, password, confirm_password: password },
      });
      expect(restored.statusCode).toBe(200);
      expect(await signInStatus(user.email, password)).toBe(200);
    }
  });
});
