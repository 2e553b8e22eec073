import { describe, expect, it } from 'vitest';
import { spreadDigits } from '@/features/auth/code-digits';
import { safeNext } from '@/features/auth/LoginPage';
import { hasSignedInCookie } from '@common/signed-in-cookie';
import { tokenExpiresAt } from '../../server/session/jwt-times.ts';

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

describe('the signed-in marker (the tokens themselves are HttpOnly: server/session/)', () => {
  it('says someone is signed in only when the server set it', () => {
    expect(hasSignedInCookie('sessionid=abc; signed_in=1')).toBe(true);
    expect(hasSignedInCookie('signed_in=')).toBe(false);
    expect(hasSignedInCookie('not_signed_in=1; access_token=a.b.c')).toBe(false);
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
