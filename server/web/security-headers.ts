import type { FastifyInstance } from 'fastify';

/**
 * Browser features no page of the site uses, turned off for it and anything it embeds. Payment
 * happens on the provider's page, not through the Payment Request API. Only features Chromium
 * knows: it reports unknown ones (FLoC's `interest-cohort`, replaced by `browsing-topics`) as errors.
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

const HTML_HEADERS: Record<string, string> = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
};

/** A visitor who came over https never comes over plain http again, on any subdomain either. */
const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

const isHtml = (type: unknown) => typeof type === 'string' && type.startsWith('text/html');

/**
 * Every answer is `nosniff` and, over https, strict transport; every HTML answer (the app, its
 * 404, the payment stand-in) carries the same HTML headers.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT);
    if (isHtml(reply.getHeader('content-type'))) {
      for (const [name, value] of Object.entries(HTML_HEADERS)) reply.header(name, value);
    }
    return payload;
  });
}
