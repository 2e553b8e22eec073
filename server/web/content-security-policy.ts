import type { ServerConfig } from '../config.ts';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './csp-reports.ts';
import { hashSource, type InlineCode } from './inline-code.ts';

/**
 * Origins besides the site's own that its pages use. Not the backend's (`API_URL`): its pictures
 * come through the storefront's own `/media/` (decision 032).
 */
export interface PolicyOrigins {
  /** Where the counters of COUNTERS_HEAD send what they count (`COUNTER_ORIGINS`). */
  counters: string[];
}

export function policyOrigins(config: ServerConfig): PolicyOrigins {
  return {
    counters: config.counterOrigins,
  };
}

/**
 * The Content-Security-Policy of an HTML answer whose inline code is `code`.
 *
 * Scripts: the inline scripts named by their hashes run, and, with 'strict-dynamic', what a
 * running script adds to the page with the DOM: the app's modules, and the counter code of the
 * site config (COUNTERS_HEAD), which the app adds. A script written into the HTML any other way,
 * an event handler attribute, a `javascript:` URL or eval does not run. Browsers that know
 * 'strict-dynamic' ignore 'self'; it is there for older ones, which would refuse the app's modules.
 *
 * Styles: the stylesheet written into the page, by its hash, and stylesheets of the site.
 * `style` attributes stay allowed: React writes some, and so may the backend's HTML content;
 * an attribute can neither select elements nor load from addresses `img-src` does not allow.
 */
export function contentSecurityPolicy(
  code: InlineCode,
  origins: PolicyOrigins,
  hash: (text: string) => string = hashSource,
): string {
  const hashes = (texts: readonly string[]) => [...new Set(texts.map(hash))];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'strict-dynamic'", ...hashes(code.scripts), "'self'"],
    ['style-src', "'self'", ...hashes(code.styles)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...origins.counters],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...origins.counters],
    ['frame-src', ...(origins.counters.length ? origins.counters : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The payment page is reached by the app's navigation (`location.assign`), not a form.
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // Where the browser says what was blocked (server/web/csp-reports.ts): `report-to` names the
    // page's Reporting-Endpoints; browsers without the Reporting API read `report-uri`.
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', CSP_REPORT_GROUP],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
