import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { issueToken, readToken, type JwtClaims } from '../lib/jwt.ts';
import { nowSeconds } from '../lib/time.ts';
import type { Repositories } from '../repositories/index.ts';
import { shared } from './shared.ts';

/** simplejwt's answers, in the Russian its locale gives. */
const NO_CREDENTIALS = (): HttpError =>
  new HttpError(401, { detail: 'Учетные данные не были предоставлены.' });
const BAD_ACCESS_TOKEN = (): HttpError =>
  new HttpError(401, {
    detail: 'Данный токен недействителен для любого типа токена',
    code: 'token_not_valid',
  });
export const BAD_TOKEN = (): HttpError =>
  new HttpError(401, { detail: 'Токен недействителен или просрочен', code: 'token_not_valid' });

/**
 * simplejwt with its blacklist: HS256 tokens, every refresh token recorded and revocable; an access
 * token presented with a sign-out is refused until it expires (its `jti` on a denylist).
 */
class Auth {
  constructor(
    private readonly repositories: Pick<Repositories, 'refreshTokens' | 'users' | 'accessDenylist'>,
    private readonly secret: string,
  ) {}

  issuePair(userId: number): { access: string; refresh: string } {
    const refresh = issueToken(this.secret, userId, 'refresh');
    this.repositories.refreshTokens.add(refresh.claims.jti, userId, refresh.claims.exp);
    return { access: issueToken(this.secret, userId, 'access').token, refresh: refresh.token };
  }

  /**
   * A valid access token not signed out, or a refresh token that is known and not revoked, of a
   * user who exists.
   */
  check(token: unknown): JwtClaims | null {
    const claims = readToken(this.secret, token);
    if (!claims) return null;
    if (claims.token_type === 'refresh' && !this.repositories.refreshTokens.isLive(claims.jti)) return null;
    if (claims.token_type === 'access' && this.repositories.accessDenylist.has(claims.jti)) return null;
    return this.repositories.users.exists(claims.user_id) ? claims : null;
  }

  newAccess(refreshToken: unknown): string | null {
    const claims = this.check(refreshToken);
    if (!claims || claims.token_type !== 'refresh') return null;
    return issueToken(this.secret, claims.user_id, 'access').token;
  }

  revoke(refreshToken: unknown): void {
    const claims = readToken(this.secret, refreshToken);
    if (claims?.token_type === 'refresh') this.repositories.refreshTokens.revoke(claims.jti, nowSeconds());
  }

  /** Refuses a (valid) access token from now until it expires. */
  denyAccess(accessToken: unknown): void {
    const claims = readToken(this.secret, accessToken);
    if (claims?.token_type === 'access')
      this.repositories.accessDenylist.add(claims.jti, claims.exp, nowSeconds());
  }

  /** The access token of `JWT-ACCESS-TOKEN: Bearer <access>`, unchecked, if the header is there. */
  presentedAccess(request: FastifyRequest): string | null {
    const header = request.headers['jwt-access-token'];
    const value = Array.isArray(header) ? header[0] : header;
    return (value ? /^Bearer\s+(\S+)\s*$/i.exec(value)?.[1] : undefined) ?? null;
  }

  revokeUser(userId: number): void {
    this.repositories.refreshTokens.revokeUser(userId, nowSeconds());
  }

  /**
   * The user id from `JWT-ACCESS-TOKEN: Bearer <access>`. No header (or not a Bearer one) → null, or 401 when
   * `required`; a header with a bad token → 401 always, as DRF does even on open views.
   */
  userId(request: FastifyRequest, required: true): number;
  userId(request: FastifyRequest, required: boolean): number | null;
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

  /**
   * Route hooks (`preValidation`, so a caller is known before the request is checked, as DRF
   * authenticates before a view runs): `signedIn` needs the access token, `identified` takes it when
   * it is there. Either sets `request.userId`.
   */
  readonly signedIn = async (request: FastifyRequest): Promise<void> => {
    request.userId = this.userId(request, true);
  };
  readonly identified = async (request: FastifyRequest): Promise<void> => {
    request.userId = this.userId(request, false);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The caller, set by the `auth.signedIn` / `auth.identified` hooks; null when anonymous. */
    userId: number | null;
  }
}

/** Tokens signed with JWT_SECRET, or with a secret generated once and kept in the database. */
export const auth = shared<{ jwtSecret: string | undefined }>(async (app, { jwtSecret }) => {
  const { secrets, refreshTokens, users, accessDenylist } = app.repositories;
  app.decorate('auth', new Auth({ refreshTokens, users, accessDenylist }, jwtSecret || secrets.load('jwt')));
  app.decorateRequest('userId', null);
});
