import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { nowSeconds } from './time.ts';

/** simplejwt's claims (HS256). */
export interface JwtClaims {
  token_type: 'access' | 'refresh';
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
}

const ACCESS_TOKEN_LIFETIME = 1800;
const REFRESH_TOKEN_LIFETIME = 2_592_000;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function issueToken(
  secret: string,
  userId: number,
  type: JwtClaims['token_type'],
): { token: string; claims: JwtClaims } {
  const iat = nowSeconds();
  const claims: JwtClaims = {
    token_type: type,
    exp: iat + (type === 'access' ? ACCESS_TOKEN_LIFETIME : REFRESH_TOKEN_LIFETIME),
    iat,
    jti: randomBytes(16).toString('hex'),
    user_id: userId,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign(`${HEADER}.${payload}`, secret).toString('base64url');
  return { token: `${HEADER}.${payload}.${signature}`, claims };
}

/** The claims of a well-signed, unexpired token, or null for anything else. */
export function readToken(secret: string, token: unknown): JwtClaims | null {
  if (typeof token !== 'string' || token.length > 2000) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp <= nowSeconds()) return null;
  return claims;
}

function isClaims(value: unknown): value is JwtClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    (claims.token_type === 'access' || claims.token_type === 'refresh') &&
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number' &&
    typeof claims.jti === 'string' &&
    typeof claims.user_id === 'number'
  );
}
