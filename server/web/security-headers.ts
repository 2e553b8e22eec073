import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, type PolicyOrigins } from './content-security-policy.ts';
import { REPORTING_ENDPOINTS } from './csp-reports.ts';
import { inlineCode } from './inline-code.ts';

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
  'reporting-endpoints': REPORTING_ENDPOINTS,
};

/** A visitor who came over https never comes over plain http again, on any subdomain either. */
const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

const isHtml = (type: unknown) => typeof type === 'string' && type.startsWith('text/html');

/**
 * HTML whose body this server does not read (a stream) and that came without a policy: only what
 * cannot break a page's own code is added. A proxied backend's answers never reach this: they
 * carry their sandbox policy from server/proxy-answer-headers.ts, which this hook leaves as it is.
 */
const FOREIGN_PAGE_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

/** The policy for HTML without one: its inline code by hashes when the body is this server's text. */
function policyFor(payload: unknown, origins: PolicyOrigins): string {
  if (typeof payload === 'string') return contentSecurityPolicy(inlineCode(payload), origins);
  if (Buffer.isBuffer(payload)) return contentSecurityPolicy(inlineCode(payload.toString('utf8')), origins);
  return FOREIGN_PAGE_POLICY;
}

/**
 * Every answer is `nosniff` and, over https, strict transport; every HTML answer (the app, its
 * 404, the offline shell, the payment stand-in) carries the HTML headers and a
 * Content-Security-Policy. Pages bring theirs (server/web/site.ts); other HTML this server writes
 * is a template (the payment stand-in), whose inline code is all its own and is named by its hashes.
 */
export function registerSecurityHeaders(app: FastifyInstance, origins: PolicyOrigins): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT);
    if (isHtml(reply.getHeader('content-type'))) {
      for (const [name, value] of Object.entries(HTML_HEADERS)) reply.header(name, value);
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', policyFor(payload, origins));
      }
    }
    return payload;
  });
}
