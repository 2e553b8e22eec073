// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/error';

const refreshAccessToken = vi.fn();
const verifyToken = vi.fn();
vi.mock('@/shared/api/auth/refresh-token', () => ({ refreshAccessToken }));
vi.mock('@/shared/api/auth/verify-token', () => ({ verifyToken }));

const { getAccessToken, tokenRejected } = await import('@/shared/session/access-token');
const { sessionState, startSession, onSessionChange } = await import('@/shared/session/session-state');

/** A JWT-shaped token that expires `inS` seconds from now (its signature is not read here). */
function token(name: string, inS: number): string {
  const payload = Buffer.from(
    JSON.stringify({ exp: Math.floor(Date.now() / 1000) + inS, jti: name }),
  ).toString('base64url');
  return `header.${payload}.${name}`;
}

beforeEach(() => {
  refreshAccessToken.mockReset();
  verifyToken.mockReset();
  verifyToken.mockResolvedValue({});
  for (const cookie of document.cookie.split(';')) {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
  }
});

describe('the access token for an authenticated call', () => {
  it('is none when signed out', async () => {
    sessionState.accessToken = null;
    expect(await getAccessToken()).toBeNull();
  });

  it('is verified once, then sent as it is', async () => {
    const access = token('valid', 1800);
    startSession(access, token('refresh', 86_400));
    expect(await getAccessToken()).toBe(access);
    expect(await getAccessToken()).toBe(access);
    expect(verifyToken).toHaveBeenCalledTimes(1);
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });

  it('ten calls that find an expired token make one refresh, and none of them fails', async () => {
    startSession(token('expired', -10), token('refresh', 86_400));
    const renewed = token('renewed', 1800);
    let answer: (value: { access: string }) => void = () => undefined;
    refreshAccessToken.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const calls = Array.from({ length: 10 }, () => getAccessToken());
    answer({ access: renewed });
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 10 }, () => renewed));
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(sessionState.accessToken).toBe(renewed);
    expect(document.cookie).toContain(`access_token=${renewed}`);
  });

  it('a token the backend refuses is refreshed', async () => {
    startSession(token('revoked-access', 1800), token('refresh', 86_400));
    verifyToken.mockRejectedValue(new ApiError(401, { non_field_errors: ['Token is invalid or expired'] }));
    refreshAccessToken.mockResolvedValue({ access: token('after-verify', 1800) });
    expect(await getAccessToken()).toBe(token('after-verify', 1800));
  });

  it('a refresh token the backend refuses ends the session and clears both cookies', async () => {
    startSession(token('expired', -10), token('revoked', 86_400));
    refreshAccessToken.mockRejectedValue(new ApiError(401, { non_field_errors: ['Token is invalid'] }));
    const ended = vi.fn();
    const stop = onSessionChange(ended);
    expect(await getAccessToken()).toBeNull();
    expect(sessionState).toMatchObject({ accessToken: null, refreshToken: null });
    expect(document.cookie).not.toContain('access_token=');
    expect(ended).toHaveBeenCalledWith({ type: 'ended', reason: 'expired' });
    stop();
  });

  it('no answer to the refresh keeps the session: the call fails as offline', async () => {
    const refresh = token('refresh', 86_400);
    startSession(token('expired', -10), refresh);
    refreshAccessToken.mockRejectedValue(new ApiError(0, {}));
    await expect(getAccessToken()).rejects.toBeInstanceOf(ApiError);
    expect(sessionState.refreshToken).toBe(refresh);
  });

  it('a 401 to a call refreshes once for all the calls it hit, and those that come after use the new token', async () => {
    const first = token('first', 1800);
    startSession(first, token('refresh', 86_400));
    refreshAccessToken.mockResolvedValue({ access: token('second', 1800) });
    const retried = await Promise.all([tokenRejected(first), tokenRejected(first), tokenRejected(first)]);
    expect(new Set(retried)).toEqual(new Set([token('second', 1800)]));
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(await tokenRejected(first)).toBe(token('second', 1800));
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
  });
});
