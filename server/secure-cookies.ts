import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

const isSecure = (cookie: string) => /;\s*secure\s*(;|$)/i.test(cookie);

async function cookieAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const cookies = reply.getHeader('set-cookie');
  if (cookies === undefined) return payload;
  // A cookie is one visitor's: no cache may keep it, and hand it to the next visitor (decision 019).
  if (!/\bno-store\b/i.test(String(reply.getHeader('cache-control') ?? ''))) {
    reply.header('cache-control', 'private, no-store');
  }
  const list = (Array.isArray(cookies) ? cookies : [cookies]).map(String);
  if (request.protocol !== 'https' || list.every(isSecure)) return payload;
  reply.removeHeader('set-cookie');
  reply.header(
    'set-cookie',
    list.map((cookie) => (isSecure(cookie) ? cookie : `${cookie}; Secure`)),
  );
  return payload;
}

/**
 * Over https every cookie is `Secure`: the server's own, the demo backend's and those a proxied
 * backend sets; and whatever the protocol, an answer that sets a cookie is `no-store`. The check is
 * added to each route's own `onSend` hooks, which run after the plugins' (the cookie plugin writes
 * `Set-Cookie` in its `onSend`).
 */
export function registerSecureCookies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own: onSendHookHandler[] = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, cookieAnswer];
  });
}
