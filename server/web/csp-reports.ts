import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where browsers report what the pages' Content-Security-Policy blocked (`report-to`, `report-uri`). */
export const CSP_REPORT_PATH = '/csp-report';
/** The name `report-to` gives the endpoint, in the pages' `Reporting-Endpoints`. */
export const CSP_REPORT_GROUP = 'csp';
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** The most reports logged a minute, from all visitors: a flood fills nobody's disk. */
const LOGGED_PER_MINUTE = 30;
const REPORT_BYTES = 16 * 1024;

interface Violation {
  document: string;
  directive: string;
  blocked: string;
}

/** An address without its query and fragment, which may carry tokens; a keyword ('inline') as it is. */
function withoutQuery(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.split(/[?#]/, 1)[0]!.slice(0, 300);
}

/** The violations in a report body: the Reporting API's list, or report-uri's one `csp-report`. */
export function violationsOf(body: unknown): Violation[] {
  const reports = Array.isArray(body) ? body : [body];
  const violations: Violation[] = [];
  for (const report of reports.slice(0, 20)) {
    if (typeof report !== 'object' || report === null) continue;
    const { body: modern, 'csp-report': legacy } = report as Record<string, unknown>;
    const fields = (modern ?? legacy) as Record<string, unknown> | undefined;
    if (typeof fields !== 'object' || fields === null) continue;
    violations.push({
      document: withoutQuery(fields.documentURL ?? fields['document-uri']),
      directive: withoutQuery(
        fields.effectiveDirective ?? fields['effective-directive'] ?? fields['violated-directive'],
      ),
      blocked: withoutQuery(fields.blockedURL ?? fields['blocked-uri']),
    });
  }
  return violations;
}

/**
 * Logs (as warnings) what the pages' policy blocked: a counter code that lost its origin in
 * COUNTER_ORIGINS, or a script somebody slipped in. Always 204: a browser does nothing with the
 * answer, and a report says nothing we trust beyond being logged.
 */
export function registerCspReports(app: FastifyInstance): void {
  let windowStart = 0;
  let logged = 0;
  const mayLog = (now: number) => {
    if (now - windowStart >= 60_000) {
      windowStart = now;
      logged = 0;
    }
    logged += 1;
    return logged <= LOGGED_PER_MINUTE;
  };

  app.register(async (reports) => {
    reports.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: REPORT_BYTES },
      (_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => {
        try {
          done(null, JSON.parse(body));
        } catch {
          done(null, null);
        }
      },
    );
    reports.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BYTES }, async (request, reply) => {
      for (const violation of violationsOf(request.body)) {
        if (!mayLog(Date.now())) break;
        request.log.warn({ csp: violation }, 'content security policy violation');
      }
      return reply.code(204).header('cache-control', 'no-store').send();
    });
  });
}
