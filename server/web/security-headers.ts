import type { FastifyInstance } from 'fastify';

const HTML_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
};

/** Every HTML answer (the app, its 404, the payment stand-in) carries the same security headers. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      for (const [name, value] of Object.entries(HTML_HEADERS)) reply.header(name, value);
    }
    return payload;
  });
}
