import { describe, expect, it } from 'vitest';
import { TokenKeeper, type BackendCall } from '../../server/session/token-keeper.ts';
import { MemorySessionStore } from '../../server/session/session-store.ts';

const NOW_MS = 1_800_000_000_000;
const nowS = NOW_MS / 1000;

/** A JWT-shaped token issued now by the backend's clock and expiring `inS` seconds later. */
function token(name: string, inS: number, issuedAt = nowS): string {
  const payload = Buffer.from(JSON.stringify({ iat: issuedAt, exp: nowS + inS, jti: name })).toString(
    'base64url',
  );
  return `header.${payload}.${name}`;
}

/** A backend whose verify and refresh answers the test sets; counts its calls. */
function backend(answers: {
  verify?: () => { status: number; body?: unknown };
  refresh?: (
    refresh: string,
  ) => Promise<{ status: number; body: unknown }> | { status: number; body: unknown };
}) {
  const calls: Array<{ path: string; body: Record<string, string> }> = [];
  const call: BackendCall = async (path, body) => {
    calls.push({ path, body });
    if (path.endsWith('/verify/')) return { body: {}, ...(answers.verify?.() ?? { status: 200 }) };
    if (!answers.refresh) throw new Error('no refresh expected');
    return answers.refresh(body.refresh!);
  };
  const count = (end: string) => calls.filter((entry) => entry.path.endsWith(end)).length;
  return { call, calls, refreshes: () => count('/refresh/'), verifies: () => count('/verify/') };
}

describe('the access token the server sends on a visitor’s behalf', () => {
  it('is verified once, then sent as it is', async () => {
    const api = backend({});
    const keeper = new TokenKeeper(api.call, () => NOW_MS);
    const access = token('valid', 1800);
    expect(await keeper.prepare(access, token('refresh', 86_400))).toEqual({
      kind: 'use',
      access,
      renewed: null,
    });
    await keeper.prepare(access, token('refresh', 86_400));
    expect(api.verifies()).toBe(1);
  });

  it('one just issued needs no check', async () => {
    const api = backend({});
    const keeper = new TokenKeeper(api.call, () => NOW_MS);
    const pair = { access: token('issued', 1800), refresh: token('refresh', 86_400) };
    keeper.issued(pair);
    expect((await keeper.prepare(pair.access, pair.refresh)).kind).toBe('use');
    expect(api.calls).toEqual([]);
  });

  it('ten calls and a second tab that find it expired make one refresh, and all use the new token', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const api = backend({ refresh: () => new Promise((resolve) => (answer = resolve)) });
    const keeper = new TokenKeeper(api.call, () => NOW_MS);
    const expired = token('expired', -10);
    const refresh = token('refresh', 86_400);
    const calls = Array.from({ length: 10 }, () => keeper.prepare(expired, refresh));
    const renewed = { access: token('renewed', 1800), refresh: token('rotated', 86_400) };
    answer({ status: 200, body: renewed });
    const outcomes = await Promise.all(calls);
    expect(outcomes).toEqual(outcomes.map(() => ({ kind: 'use', access: renewed.access, renewed })));
    // The other tab still had the old cookies: the rotated token is never presented twice.
    expect(await keeper.prepare(expired, refresh)).toEqual({ kind: 'use', access: renewed.access, renewed });
    expect(api.refreshes()).toBe(1);
  });

  it('after the grace a replaced refresh token goes to the backend again (which may refuse it)', async () => {
    let now = NOW_MS;
    const api = backend({ refresh: () => ({ status: 200, body: { access: token('renewed', 1800) } }) });
    const keeper = new TokenKeeper(api.call, () => now);
    const refresh = token('refresh', 86_400);
    await keeper.prepare(token('expired', -10), refresh);
    now += 61_000;
    await keeper.prepare(token('expired', -10), refresh);
    expect(api.refreshes()).toBe(2);
  });

  it('is refreshed ahead of its end: a tenth of its lifetime, at most a minute', async () => {
    const api = backend({ refresh: () => ({ status: 200, body: { access: token('renewed', 1800) } }) });
    const keeper = new TokenKeeper(api.call, () => NOW_MS);
    // 1800 s tokens: refreshed in their last minute. 60 s tokens: in their last 6 seconds.
    expect((await keeper.prepare(token('ending', 59, nowS - 1741), 'refresh-1')).kind).toBe('use');
    expect(api.refreshes()).toBe(1);
    expect(await keeper.prepare(token('short', 10, nowS - 50), 'refresh-2')).toMatchObject({ renewed: null });
    expect(api.refreshes()).toBe(1);
  });

  it('is judged by the backend’s clock, read from the tokens it issues', async () => {
    const api = backend({});
    const keeper = new TokenKeeper(api.call, () => NOW_MS);
    // The backend's clock is an hour behind ours: its 30-minute token is not expired for it.
    const behind = nowS - 3600;
    const access = `header.${Buffer.from(JSON.stringify({ iat: behind, exp: behind + 1800 })).toString('base64url')}.x`;
    keeper.issued({ access, refresh: 'refresh' });
    expect(await keeper.prepare(access, 'refresh')).toEqual({ kind: 'use', access, renewed: null });
  });

  it('is refreshed, not sent, in the last second a whole-second `iat` hides', async () => {
    // The backend issued it 0.9 s into second `issued` and wrote `iat: issued`; 3.8 s later it has
    // 0.3 s left, less than its tenth of a lifetime (0.5 s), though the `iat` made it look 1.2 s.
    const issued = Math.floor(nowS) - 10;
    let nowMs = (issued + 0.9) * 1000;
    const claims = (value: object) => `header.${Buffer.from(JSON.stringify(value)).toString('base64url')}.x`;
    const access = claims({ iat: issued, exp: issued + 5 });
    const api = backend({ refresh: () => ({ status: 200, body: { access: token('after', 1800) } }) });
    const keeper = new TokenKeeper(api.call, () => nowMs);
    keeper.issued({ access, refresh: claims({ iat: issued, exp: issued + 86_400 }) });
    nowMs += 3_800;
    expect(await keeper.prepare(access, 'refresh')).toMatchObject({ access: token('after', 1800) });
    expect(api.refreshes()).toBe(1);
  });

  it('keeps the backend’s clock right after a refresh whose access token carries the old `iat`', async () => {
    // simplejwt copies the refresh token's `iat` into the access tokens it makes from it: read as
    // the backend's clock, a refresh token a day old made every later token look fresh for a day.
    let nowMs = NOW_MS;
    const claims = (value: object) => `header.${Buffer.from(JSON.stringify(value)).toString('base64url')}.x`;
    const dayAgo = nowS - 86_400;
    const api = backend({
      refresh: () => ({
        status: 200,
        body: {
          access: claims({ iat: dayAgo, exp: nowMs / 1000 + 60 }),
          refresh: claims({ iat: nowMs / 1000, exp: nowMs / 1000 + 86_400 }),
        },
      }),
    });
    const keeper = new TokenKeeper(api.call, () => nowMs);
    const first = await keeper.prepare(claims({ iat: dayAgo, exp: dayAgo + 60 }), 'refresh');
    expect(first.kind).toBe('use');
    // Two minutes later the new access token has ended, by the backend's clock: it is refreshed.
    nowMs += 120_000;
    await keeper.prepare((first as { access: string }).access, 'refresh-2');
    expect(api.refreshes()).toBe(2);
  });

  it('a token the backend refuses is refreshed; so is one it refused to a call', async () => {
    const api = backend({
      verify: () => ({ status: 401 }),
      refresh: () => ({ status: 200, body: { access: token('after', 1800) } }),
    });
    const keeper = new TokenKeeper(api.call, () => NOW_MS);
    const outcome = await keeper.prepare(token('revoked', 1800), 'refresh');
    expect(outcome).toMatchObject({ kind: 'use', access: token('after', 1800) });

    keeper.rejected(token('after', 1800));
    await keeper.prepare(token('after', 1800), 'refresh');
    expect(api.verifies()).toBe(2);
  });

  it('a refresh token the backend refuses ends the session', async () => {
    const api = backend({ refresh: () => ({ status: 401, body: { detail: 'Token is blacklisted' } }) });
    const keeper = new TokenKeeper(api.call, () => NOW_MS);
    expect(await keeper.prepare(token('expired', -10), 'revoked')).toEqual({ kind: 'ended' });
    expect(await keeper.prepare(null, null)).toEqual({ kind: 'ended' });
  });

  it('no answer keeps the session: a token past its end is not sent (it would be refused), and the next call tries again', async () => {
    const api = backend({
      refresh: () => {
        throw new TypeError('fetch failed');
      },
    });
    const keeper = new TokenKeeper(api.call, () => NOW_MS);
    const expired = token('expired', -10);
    expect(await keeper.prepare(expired, 'refresh')).toEqual({ kind: 'unreachable', access: null });
    // Near its end but alive, it still goes: the call may get through before it ends.
    const nearEnd = token('near', 2, nowS - 600);
    expect(await keeper.prepare(nearEnd, 'refresh')).toEqual({ kind: 'unreachable', access: nearEnd });
    await keeper.prepare(expired, 'refresh');
    expect(api.refreshes()).toBe(3);
    const down = new TokenKeeper(backend({ verify: () => ({ status: 503 }) }).call, () => NOW_MS);
    expect(await down.prepare(token('fresh', 1800), 'refresh')).toMatchObject({ kind: 'unreachable' });
  });
});

describe('MemorySessionStore: signed-out access tokens', () => {
  it('refuses one until the time given, then forgets it', async () => {
    let now = 1_000_000;
    const store = new MemorySessionStore(() => now);
    await store.endAccess('a.b.c', now + 60_000);
    expect(await store.accessEnded('a.b.c')).toBe(true);
    expect(await store.accessEnded('x.y.z')).toBe(false);
    now += 60_000;
    expect(await store.accessEnded('a.b.c')).toBe(false);
  });
});
