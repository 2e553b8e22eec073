import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from './db/connection.ts';
import { HttpError } from './errors.ts';
import { issueToken, readToken, type JwtClaims } from './lib/jwt.ts';
import { nowSeconds } from './lib/time.ts';

/** simplejwt's answers, in the Russian its locale gives. */
export const NO_CREDENTIALS = (): HttpError =>
  new HttpError(401, { detail: 'Учетные данные не были предоставлены.' });
export const BAD_ACCESS_TOKEN = (): HttpError =>
  new HttpError(401, {
    detail: 'Данный токен недействителен для любого типа токена',
    code: 'token_not_valid',
  });
export const BAD_TOKEN = (): HttpError =>
  new HttpError(401, { detail: 'Токен недействителен или просрочен', code: 'token_not_valid' });

/**
 * A signing secret by name (`jwt`: JWT_SECRET when given): one generated on first start and kept in
 * the database, so tokens and signatures outlive a restart.
 */
export function loadSecret(db: Db, name: string, override?: string): string {
  if (override) return override;
  const row = db.prepare('SELECT value FROM app_secret WHERE key = ?').get(name) as
    { value: string } | undefined;
  if (row) return row.value;
  const secret = randomBytes(48).toString('base64url');
  db.prepare('INSERT INTO app_secret (key, value) VALUES (?, ?)').run(name, secret);
  return secret;
}

export class Auth {
  private readonly insertRefresh;
  private readonly selectRefresh;
  private readonly revokeOne;
  private readonly revokeAll;
  private readonly userExists;

  constructor(
    db: Db,
    readonly secret: string,
  ) {
    this.insertRefresh = db.prepare('INSERT INTO refresh_token (jti, user_id, expires_at) VALUES (?, ?, ?)');
    this.selectRefresh = db.prepare('SELECT revoked_at FROM refresh_token WHERE jti = ?');
    this.revokeOne = db.prepare(
      'UPDATE refresh_token SET revoked_at = ? WHERE jti = ? AND revoked_at IS NULL',
    );
    this.revokeAll = db.prepare(
      'UPDATE refresh_token SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
    );
    this.userExists = db.prepare('SELECT 1 FROM user WHERE id = ?');
  }

  issuePair(userId: number): { access: string; refresh: string } {
    const refresh = issueToken(this.secret, userId, 'refresh');
    this.insertRefresh.run(refresh.claims.jti, userId, refresh.claims.exp);
    return { access: issueToken(this.secret, userId, 'access').token, refresh: refresh.token };
  }

  /** A valid access token, or a refresh token that is known and not revoked (simplejwt with blacklist). */
  check(token: unknown): JwtClaims | null {
    const claims = readToken(this.secret, token);
    if (!claims) return null;
    if (claims.token_type === 'refresh') {
      const row = this.selectRefresh.get(claims.jti) as { revoked_at: number | null } | undefined;
      if (!row || row.revoked_at !== null) return null;
    }
    return this.userExists.get(claims.user_id) ? claims : null;
  }

  newAccess(refreshToken: unknown): string | null {
    const claims = this.check(refreshToken);
    if (!claims || claims.token_type !== 'refresh') return null;
    return issueToken(this.secret, claims.user_id, 'access').token;
  }

  revoke(refreshToken: unknown): void {
    const claims = readToken(this.secret, refreshToken);
    if (claims?.token_type === 'refresh') this.revokeOne.run(nowSeconds(), claims.jti);
  }

  revokeUser(userId: number): void {
    this.revokeAll.run(nowSeconds(), userId);
  }

  /**
   * The user id from `JWT-ACCESS-TOKEN: Bearer <access>`. No header (or not a Bearer one) → null, or 401 when
   * `required`; a header with a bad token → 401 always, as DRF does even on open views.
   */
  userId(request: FastifyRequest, required: true): number;
  userId(request: FastifyRequest, required: false): number | null;
  userId(request: FastifyRequest, required: boolean): number | null {
    const header = request.headers['jwt-access-token'];
    const value = Array.isArray(header) ? header[0] : header;
    const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
    if (!match) {
      if (required) throw NO_CREDENTIALS();
      return null;
    }
    const claims = this.check(match[1]);
    if (!claims || claims.token_type !== 'access') throw BAD_ACCESS_TOKEN();
    return claims.user_id;
  }
}
