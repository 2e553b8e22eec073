import { createHmac } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';

// The server holds the tokens (server/session/): what the browser sees, and what reaches the backend.

const SECRET = 'session-gateway-test-secret';
const DEMO = { username: 'demo@pskovtour.example', password: 'demo-pskov-2024' };
const ORIGIN = 'http://localhost';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ jwtSecret: SECRET });
});
afterAll(async () => {
  await app.close();
});

/** An access token signed as the demo signs them, that expired a minute ago. */
function expiredAccess(userId: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    token_type: 'access',
    exp: now - 60,
    iat: now - 1860,
    jti: 'expired',
    user_id: userId,
  })}`;
  return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
}

const setCookies = (response: LightMyRequestResponse) =>
  new Map(response.cookies.map((cookie) => [cookie.name, cookie]));

async function signIn(): Promise<{ access: string; refresh: string; userId: number }> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/token/', payload: DEMO });
  const cookies = setCookies(response);
  const access = cookies.get('access_token')!.value;
  const userId = (
    JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { user_id: number }
  ).user_id;
  return { access, refresh: cookies.get('refresh_token')!.value, userId };
}

/** Signs out through the gateway, as the page does: with its cookies, from its own origin. */
const signOut = (tokens: { access: string; refresh: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/logout/',
    headers: { cookie: cookieHeader(tokens), origin: ORIGIN },
    payload: {},
  });

/** The answer cleared the refresh cookie, and the backend now refuses the refresh token it held. */
async function expectSignedOut(response: LightMyRequestResponse, refresh: string): Promise<void> {
  expect(setCookies(response).get('refresh_token')?.value).toBe('');
  const reuse = await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh } });
  expect(reuse.statusCode).toBe(401);
}

const cookieHeader = (tokens: { access?: string; refresh?: string }) =>
  [
    tokens.access ? `access_token=${tokens.access}` : '',
    tokens.refresh ? `refresh_token=${tokens.refresh}` : '',
    'signed_in=1',
  ]
    .filter(Boolean)
    .join('; ');

describe('signing in', () => {
  it('keeps the pair in HttpOnly cookies with a readable marker beside them; the answer has no token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/token/', payload: DEMO });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const cookies = setCookies(response);
    for (const name of ['access_token', 'refresh_token']) {
      expect(cookies.get(name)).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 604_800,
      });
    }
    expect(cookies.get('signed_in')).toMatchObject({ value: '1', path: '/', maxAge: 604_800 });
    expect(cookies.get('signed_in')!.httpOnly).toBeFalsy();
  });

  it('a refused sign-in sets nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { ...DEMO, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.cookies).toEqual([]);
  });
});

describe('authenticated calls', () => {
  it('carry the token the cookies hold, added by the server', async () => {
    const tokens = await signIn();
    const user = await app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { cookie: cookieHeader(tokens) },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: DEMO.username });
    expect((await app.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
  });

  it('ten at once and a second tab, all after expiry, make one refresh and all succeed', async () => {
    const tokens = await signIn();
    const stale = { access: expiredAccess(tokens.userId), refresh: tokens.refresh };
    const calls = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        app.inject({
          method: 'GET',
          url: index % 2 ? '/api/user/' : '/api/order/history/list/?completed=false',
          headers: { cookie: cookieHeader(stale) },
        }),
      ),
    );
    const secondTab = await app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { cookie: cookieHeader(stale) },
    });
    const answers = [...calls, secondTab];
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    // Each refresh issues a token of its own (a new jti): one token for all means one refresh.
    const renewed = new Set(answers.map((answer) => setCookies(answer).get('access_token')?.value));
    expect(renewed.size).toBe(1);
    expect([...renewed][0]).not.toBe(stale.access);
  });

  it('a refresh token the backend no longer takes ends the session: both cookies and the marker go', async () => {
    const tokens = await signIn();
    await app.inject({ method: 'POST', url: '/api/auth/token/', payload: DEMO });
    const logout = await signOut(tokens);
    expect(logout.statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { cookie: cookieHeader({ access: expiredAccess(tokens.userId), refresh: tokens.refresh }) },
    });
    expect(after.statusCode).toBe(401);
    const cleared = setCookies(after);
    for (const name of ['access_token', 'refresh_token', 'signed_in'])
      expect(cleared.get(name)?.value).toBe('');
  });

  it('signing out revokes the refresh token at the backend and clears the cookies', async () => {
    const tokens = await signIn();
    const response = await signOut(tokens);
    expect(response.statusCode).toBe(200);
    await expectSignedOut(response, tokens.refresh);
  });

  it('after signing out, a copy of the cookies is no session: the access token is refused until its expiry', async () => {
    const tokens = await signIn();
    const before = await app.inject({ url: '/api/user/', headers: { cookie: cookieHeader(tokens) } });
    expect(before.statusCode).toBe(200);
    expect((await signOut(tokens)).statusCode).toBe(200);
    // The replayed cookies, marker and all, with the access token the backend would still take.
    const replayed = await app.inject({ url: '/api/user/', headers: { cookie: cookieHeader(tokens) } });
    expect(replayed.statusCode).toBe(401);
    for (const name of ['access_token', 'refresh_token', 'signed_in'])
      expect(setCookies(replayed).get(name)?.value).toBe('');
    // Another session of the same user is untouched.
    const other = await signIn();
    expect(
      (await app.inject({ url: '/api/user/', headers: { cookie: cookieHeader(other) } })).statusCode,
    ).toBe(200);
  });

  it('a page that signed out offline (its marker gone) finishes the sign-out with its next call', async () => {
    const tokens = await signIn();
    const call = await app.inject({
      method: 'GET',
      url: '/api/configs/',
      headers: { cookie: `access_token=${tokens.access}; refresh_token=${tokens.refresh}` },
    });
    expect(call.statusCode).toBe(200);
    await expectSignedOut(call, tokens.refresh);
    const replayed = await app.inject({ url: '/api/user/', headers: { cookie: cookieHeader(tokens) } });
    expect(replayed.statusCode).toBe(401);
  });

  it("a password change gets the signed-in user's own token from the server", async () => {
    const tokens = await signIn();
    const change = (password: string, cookie: string, current: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/accounts/set-password',
        headers: { cookie, origin: ORIGIN },
        payload: { access_token: '', password, confirm_password: password, current_password: current },
      });
    expect((await change('new-pskov-2025', cookieHeader(tokens), DEMO.password)).statusCode).toBe(200);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { username: DEMO.username, password: 'new-pskov-2025' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await change(DEMO.password, cookieHeader(tokens), 'new-pskov-2025')).statusCode).toBe(200);
    // Signed out, an empty token stays empty and the backend refuses it.
    const signedOut = await change('other-pskov-2025', '', DEMO.password);
    expect(signedOut.statusCode).toBe(400);
    expect(Object.keys(signedOut.json<{ details: object }>().details)).toContain('access_token');
  });

  it('a signed-in password change keeps the visitor signed in with new cookies; the old refresh token is refused', async () => {
    const tokens = await signIn();
    const other = await signIn();
    const change = (password: string, cookie: string, current: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/accounts/set-password',
        headers: { cookie, origin: ORIGIN },
        payload: { access_token: '', password, confirm_password: password, current_password: current },
      });
    const changed = await change('new-pskov-2026', cookieHeader(tokens), DEMO.password);
    expect(changed.statusCode).toBe(200);
    // The pair goes into the cookies, not to the page.
    expect(changed.json()).toEqual({ detail: 'Пароль изменён.' });
    const cookies = setCookies(changed);
    const renewed = {
      access: cookies.get('access_token')!.value,
      refresh: cookies.get('refresh_token')!.value,
    };
    expect(renewed.access).not.toBe(tokens.access);
    expect(renewed.refresh).not.toBe(tokens.refresh);
    for (const refresh of [tokens.refresh, other.refresh]) {
      const old = await app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh } });
      expect(old.statusCode).toBe(401);
    }
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: renewed.refresh },
    });
    expect(fresh.statusCode).toBe(200);
    // The visitor goes on signed in with the new cookies, even once the access token has expired.
    const later = await app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { cookie: cookieHeader({ access: expiredAccess(tokens.userId), refresh: renewed.refresh }) },
    });
    expect(later.statusCode).toBe(200);
    expect((await change(DEMO.password, cookieHeader(renewed), 'new-pskov-2026')).statusCode).toBe(200);
  });

  it('a state-changing call with the cookies from another site is refused; from this site it goes', async () => {
    const tokens = await signIn();
    const post = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/tourists/',
        headers: { cookie: cookieHeader(tokens), origin },
        payload: {},
      });
    const forged = await post('https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ detail: 'Запрос отклонён: он пришёл с другого сайта.' });
    // From this site it reaches the backend, which checks the form (400), not the origin.
    expect((await post(ORIGIN)).statusCode).toBe(400);
  });
});
