import { describe, expect, it } from 'vitest';
import { spreadDigits } from '@/features/auth/code-digits';
import { safeNext } from '@/features/auth/LoginPage';
import { tokenExpiresAt } from '@/shared/session/jwt-expiry';
import { hasAccessTokenCookie, readTokenCookies, tokenCookieStrings } from '@/shared/session/token-cookies';

describe('the code boxes', () => {
  const empty = ['', '', '', ''];
  it('a digit fills its box and moves on; the last one leaves no box to go to', () => {
    expect(spreadDigits(empty, 0, '5')).toEqual({ digits: ['5', '', '', ''], focus: 1 });
    expect(spreadDigits(['1', '2', '3', ''], 3, '4')).toEqual({ digits: ['1', '2', '3', '4'], focus: null });
  });

  it('takes digits only (0–9)', () => {
    expect(spreadDigits(empty, 1, 'a')).toEqual({ digits: empty, focus: 1 });
    expect(spreadDigits(empty, 0, '-')).toEqual({ digits: empty, focus: 0 });
  });

  it("a pasted or autofilled '1234' fills all four, wherever it lands", () => {
    expect(spreadDigits(empty, 2, '1234')).toEqual({ digits: ['1', '2', '3', '4'], focus: null });
    expect(spreadDigits(empty, 0, ' 12 34 ')).toEqual({ digits: ['1', '2', '3', '4'], focus: null });
  });

  it('a box that held a digit keeps the one just typed', () => {
    expect(spreadDigits(['7', '', '', ''], 0, '78')).toEqual({ digits: ['8', '', '', ''], focus: 1 });
  });
});

describe('tokens in cookies (spec §4: path /, a week, SameSite=Lax, Secure on https)', () => {
  it('writes both cookies, and removes a token that is gone', () => {
    expect(tokenCookieStrings({ access: 'a.b.c', refresh: 'd.e.f' }, true)).toEqual([
      'access_token=a.b.c; Path=/; SameSite=Lax; Secure; Max-Age=604800',
      'refresh_token=d.e.f; Path=/; SameSite=Lax; Secure; Max-Age=604800',
    ]);
    expect(tokenCookieStrings({ access: null, refresh: null }, false)).toEqual([
      'access_token=; Path=/; SameSite=Lax; Max-Age=0',
      'refresh_token=; Path=/; SameSite=Lax; Max-Age=0',
    ]);
  });

  it('reads them back; signed in means an access token is present', () => {
    const cookies = 'sessionid=abc; access_token=a.b.c; refresh_token=d.e.f';
    expect(readTokenCookies(cookies)).toEqual({ access: 'a.b.c', refresh: 'd.e.f' });
    expect(hasAccessTokenCookie(cookies)).toBe(true);
    expect(hasAccessTokenCookie('refresh_token=d.e.f; access_token=')).toBe(false);
  });

  it("reads a JWT's expiry, and nothing from what is not one", () => {
    const payload = Buffer.from(JSON.stringify({ exp: 1_900_000_000 })).toString('base64url');
    expect(tokenExpiresAt(`x.${payload}.y`)).toBe(1_900_000_000);
    expect(tokenExpiresAt('not-a-token')).toBeNull();
    expect(tokenExpiresAt('x.%%%.y')).toBeNull();
  });
});

describe('where /login sends a signed-in visitor', () => {
  it('back to a page of this site, never elsewhere', () => {
    expect(safeNext('/user/orders/')).toBe('/user/orders/');
    expect(safeNext('/tours/?date_from=2026-12-01')).toBe('/tours/?date_from=2026-12-01');
    expect(safeNext(undefined)).toBe('/');
    expect(safeNext('https://evil.example/')).toBe('/');
    expect(safeNext('//evil.example/')).toBe('/');
    expect(safeNext('/login/?next=/user/')).toBe('/');
  });
});
