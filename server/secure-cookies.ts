import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

const isSecure = (cookie: string) => /;\s*secure\s*(;|$)/i.test(cookie);

async function secureCookies(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const cookies = reply.getHeader('set-cookie');
  if (request.protocol !== 'https' || cookies === undefined) return payload;
  const list = (Array.isArray(cookies) ? cookies : [cookies]).map(String);
  if (list.every(isSecure)) return payload;
  reply.removeHeader('set-cookie');
  reply.header(
    'set-cookie',
    list.map((cookie) => (isSecure(cookie) ? cookie : `${cookie}; Secure`)),
  );
  return payload;
}

/**
 * Over https every cookie is `Secure`: the server's own, the demo backend's and those a proxied
 * backend sets. The check is added to each route's own `onSend` hooks, which run after the
 * plugins' (the cookie plugin writes `Set-Cookie` in its `onSend`).
 */
export function registerSecureCookies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own: onSendHookHandler[] = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, secureCookies];
  });
}
