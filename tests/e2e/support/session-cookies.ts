import { type BrowserContext, expect, type Page } from '@playwright/test';

/** The token cookies the server keeps for the context (HttpOnly: tests read them, pages cannot). */
export async function tokenCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    access: cookies.find((cookie) => cookie.name === 'access_token')?.value,
    refresh: cookies.find((cookie) => cookie.name === 'refresh_token')?.value,
  };
}

/** The same JWT with an `exp` in the past (the signature no longer matters: the server refreshes it). */
export function expired(token: string): string {
  const [head, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  return `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

/** Puts an access token in the context's HttpOnly cookie, as the server would. */
export async function setAccessCookie(
  context: BrowserContext,
  baseURL: string,
  value: string,
): Promise<void> {
  await context.addCookies([{ name: 'access_token', value, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

/**
 * The access tokens the server sets in the answers the context gets from now on (read when asked).
 * Each refresh issues a token of its own: one token in every answer means one refresh.
 */
export function accessTokensSet(context: BrowserContext): () => Promise<string[]> {
  const headers: Array<Promise<Array<{ name: string; value: string }>>> = [];
  // A tab closed before its answers were read has nothing to say about it.
  context.on('response', (response) => headers.push(response.headersArray().catch(() => [])));
  return async () => {
    const tokens = new Set<string>();
    for (const { name, value } of (await Promise.all(headers)).flat()) {
      const token = /^access_token=([^;]+)/.exec(value)?.[1];
      if (name.toLowerCase() === 'set-cookie' && token) tokens.add(token);
    }
    return [...tokens];
  };
}

/**
 * Signs the demo user in by the call the sign-in dialog makes, sharing the page's cookies (the
 * server sets them): for tests about what comes after signing in, not the dialog.
 */
export async function signInByApi(page: Page): Promise<void> {
  const answer = await page.request.post('/api/auth/token/', {
    data: { username: 'demo@pskovtour.example', password: 'demo-pskov-2024' },
  });
  expect(answer.status()).toBe(200);
}
