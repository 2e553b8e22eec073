import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violationsOf } from '../../server/web/csp-reports.ts';
import { buildTestApp } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

describe('a slow client is cut off', () => {
  it('has 10 s for its headers, 60 s for its request and 75 s of silence', () => {
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(60_000);
    expect(app.server.timeout).toBe(75_000);
  });

  it('gets its connection closed when it sends no more than half a request line', async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    // Node answers 408 and closes once the headers' time is up (checked each second).
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.once('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);
});

describe('CSP violation reports', () => {
  it('pages name the endpoint, both ways browsers know', async () => {
    const page = await app.inject('/');
    expect(page.headers['reporting-endpoints']).toBe('csp="/csp-report"');
    expect(page.headers['content-security-policy']).toContain('report-uri /csp-report; report-to csp');
  });

  it('takes both report formats with a 204, and reads what was blocked without queries', async () => {
    const legacy = {
      'csp-report': {
        'document-uri': 'http://127.0.0.1/tours/?token=secret',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?k=1',
      },
    };
    const modern = [
      {
        type: 'csp-violation',
        body: { documentURL: 'http://127.0.0.1/', effectiveDirective: 'img-src', blockedURL: 'inline' },
      },
    ];
    for (const [type, body] of [
      ['application/csp-report', legacy],
      ['application/reports+json', modern],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/csp-report',
        headers: { 'content-type': type },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(204);
    }
    expect(violationsOf(legacy)).toEqual([
      {
        document: 'http://127.0.0.1/tours/',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
      },
    ]);
    expect(violationsOf(modern)).toEqual([
      { document: 'http://127.0.0.1/', directive: 'img-src', blocked: 'inline' },
    ]);
  });

  it('refuses a report larger than a report is', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(20_000) } }),
    });
    expect(response.statusCode).toBe(413);
  });
});
