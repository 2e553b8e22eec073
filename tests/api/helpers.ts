import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import { openapiDocument } from '../../server/api/contract/document.ts';
import Fastify from 'fastify';
import { demoApi } from '../../server/api/index.ts';
import { DEV_TOOLS } from '../../server/api/routes/dev/schemas.ts';
import { SERVER_OPTIONS } from '../../server/app.ts';
import { publicOrigin } from '../../server/web/public-origin.ts';
import { addDays, today } from '../../server/api/lib/time.ts';

process.env.OUTBOX_QUIET = '1';

export const tempDirs: string[] = [];

export function tempDatabase(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-api-'));
  tempDirs.push(dir);
  return join(dir, 'db.sqlite');
}

export function cleanTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

const fileApps: FastifyInstance[] = [];

/** A demo backend on a fresh database for a whole test file, closed and removed after the file's tests. */
export async function fileDemoApp(): Promise<FastifyInstance> {
  const app = await makeApp();
  fileApps.push(app);
  return app;
}

// Each test file loads this module anew (vitest isolates files), so this runs after that file's tests.
afterAll(async () => {
  for (const app of fileApps.splice(0)) await app.close();
  cleanTempDirs();
});

/**
 * The demo backend alone, as the agency's backend answers (docs/product.md#calls: tokens in the answers' bodies;
 * the storefront's session gateway, server/session/, is not in front), with its test tools
 * (`DEMO_DEV_TOOLS=1`) unless told otherwise.
 */
export async function makeApp(
  databasePath = tempDatabase(),
  { demoDevTools = true, seatHoldMinutes }: { demoDevTools?: boolean; seatHoldMinutes?: number } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ ...SERVER_OPTIONS, trustProxy: true });
  // What the storefront decorates its app with: this machine's addresses are the site.
  app.decorate('publicOrigin', publicOrigin([]));
  await app.register(
    async (api) =>
      demoApi(api, { databasePath, jwtSecret: undefined, devTools: demoDevTools, seatHoldMinutes }),
    { prefix: '/api' },
  );
  return app;
}

// ───────────── contract checking

type Doc = {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
  components: { responses: Record<string, unknown> };
};
const doc = openapiDocument as unknown as Doc;

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
ajv.addSchema({ ...doc, $id: 'openapi.json' });

const rebase = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(rebase);
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) =>
        key === '$ref' && typeof value === 'string' && value.startsWith('#')
          ? [key, `openapi.json${value}`]
          : [key, rebase(value)],
      ),
    );
  }
  return node;
};

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  responses: Record<string, unknown>;
}

export const operations: OperationInfo[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete', 'options'].includes(method))
    .map(([method, operation]) => ({
      operationId: operation.operationId!,
      method,
      path,
      responses: operation.responses ?? {},
    })),
);

const validators = new Map<string, ValidateFunction | null>();

function responseValidator(operationId: string, status: number): ValidateFunction | null | undefined {
  const key = `${operationId} ${status}`;
  if (validators.has(key)) return validators.get(key);
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`Unknown operation ${operationId}`);
  let response = operation.responses[String(status)] as
    { $ref?: string; content?: Record<string, { schema?: unknown }> } | undefined;
  if (!response) return undefined;
  if (response.$ref) response = doc.components.responses[response.$ref.split('/').pop()!] as typeof response;
  const schema = response?.content?.['application/json']?.schema;
  const validate = schema ? ajv.compile(rebase(schema) as object) : null;
  validators.set(key, validate);
  return validate;
}

/** Fails unless the status is declared for the operation and the JSON body matches its schema. */
export function expectContract(response: LightMyRequestResponse, operationId: string): unknown {
  const validate = responseValidator(operationId, response.statusCode);
  expect(
    validate,
    `${operationId}: status ${response.statusCode} is not in the contract (${response.body.slice(0, 300)})`,
  ).not.toBe(undefined);
  if (!validate) return undefined;
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = response.json();
  const ok = validate(body);
  expect(
    ok,
    `${operationId} ${response.statusCode}: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 500)}`,
  ).toBe(true);
  return body;
}

/**
 * As `expectContract`, for the test tools (`/api/dev/`), which their own schemas describe
 * (server/api/routes/dev/schemas.ts) rather than the contract.
 */
export function expectDevTool(response: LightMyRequestResponse, call: keyof typeof DEV_TOOLS): unknown {
  const responses: Partial<Record<number, object>> = DEV_TOOLS[call].responses;
  const schema = responses[response.statusCode];
  expect(
    schema,
    `${call}: status ${response.statusCode} is not described (${response.body.slice(0, 300)})`,
  ).not.toBe(undefined);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = response.json();
  const validate = ajv.compile(schema!);
  expect(validate(body), `${call} ${response.statusCode}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  return body;
}

// ───────────── requests

export const bearer = (access: string) => ({ 'jwt-access-token': `Bearer ${access}` });

export function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; type: string; data: Buffer }> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----storefront${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const DEMO = { email: 'demo@pskovtour.example', password: 'demo-pskov-2024' };
export const DEMO2 = { email: 'ivanov@pskovtour.example', password: 'ivanov-tourist-7' };

export async function login(
  app: FastifyInstance,
  account = DEMO,
): Promise<{ access: string; refresh: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/token/',
    payload: { username: account.email, password: account.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

export async function lastMail(
  app: FastifyInstance,
  to: string,
): Promise<{ subject: string; body: string; kind: string }> {
  const response = await app.inject({ url: `/api/dev/outbox/?to=${encodeURIComponent(to)}&page_size=1` });
  const page = response.json<{ results: Array<{ subject: string; body: string; kind: string }> }>();
  expect(page.results.length).toBeGreaterThan(0);
  return page.results[0]!;
}

/**
 * The payment provider's signed notification, sent as the payment stand-in page sends it: the page
 * carries the signed callback address of each event.
 */
export async function notifyPayment(
  app: FastifyInstance,
  paymentId: string,
  event: 'payment.succeeded' | 'payment.canceled',
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: await signedCallbackUrl(app, paymentId, event) });
}

export async function signedCallbackUrl(
  app: FastifyInstance,
  paymentId: string,
  event: 'payment.succeeded' | 'payment.canceled',
): Promise<string> {
  const page = await app.inject({ url: `/api/payment/yookassa/checkout/${paymentId}/` });
  expect(page.statusCode).toBe(200);
  const urls = JSON.parse(/var notifications = (\{.*\});/.exec(page.body)![1]!) as Record<string, string>;
  return urls[event]!;
}

/** The items of a paged list answer (every list of the contract is a DRF page). */
export const resultsOf = <T>(response: LightMyRequestResponse): T[] =>
  response.json<{ results: T[] }>().results;

/** The first excursion event with free places, from the catalogue. */
export async function availableExcursionEvent(
  app: FastifyInstance,
  tourists = 1,
): Promise<{ id: number; places_left: number }> {
  const response = await app.inject({ url: `/api/excursions/?tourists=${tourists}` });
  const cards = resultsOf<{ events: Array<{ id: number; places_left: number }> }>(response);
  return cards[0]!.events[0]!;
}

/** A buyer without an account, as the order form sends one. */
export const ANONYMOUS_BUYER = {
  last_name: 'Петрова',
  first_name: 'Ольга',
  email: 'olga@example.com',
  phone: '+7 (911) 000-00-00',
};

/**
 * A new cart session orders one adult on the first excursion with free places: the order's answer
 * (`headers` carry a signed-in buyer's token).
 */
export async function orderOneExcursion(
  app: FastifyInstance,
  { buyer = ANONYMOUS_BUYER, headers = {} }: { buyer?: object; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const sessionid = (await app.inject({ url: '/api/user/session/' })).json<{ sessionid: string }>().sessionid;
  const event = await availableExcursionEvent(app);
  await app.inject({
    method: 'PATCH',
    url: `/api/cart/excursion/?sessionid=${sessionid}`,
    payload: { event_id: event.id, tourists: { vzroslyi: 1 } },
  });
  return app.inject({
    method: 'POST',
    url: `/api/cart/order/?sessionid=${sessionid}`,
    payload: buyer,
    headers,
  });
}

/** A tour departure with free places. */
export const availableTourEvent = (app: FastifyInstance): Promise<{ id: number }> => tourEventAhead(app, 0);

/** A tour departure with free places, at least `daysAhead` days from the agency's today. */
export async function tourEventAhead(
  app: FastifyInstance,
  daysAhead: number,
): Promise<{ id: number; date_start: string }> {
  const response = await app.inject({ url: '/api/catalog/group_tours/' });
  const groups = resultsOf<{
    tours: Array<{ events: Array<{ id: number; date_start: string; places_left: number }> }>;
  }>(response);
  const from = addDays(today(), daysAhead);
  for (const group of groups)
    for (const tour of group.tours)
      for (const event of tour.events) if (event.places_left > 5 && event.date_start >= from) return event;
  throw new Error('no tour event that far ahead');
}

/**
 * A new cart session orders one adult on a tour departing at least a week ahead (and, with
 * `excursion`, one adult on an excursion too), without an account: the order's answer.
 */
export async function orderOneTour(
  app: FastifyInstance,
  { excursion = false, daysAhead = 7 }: { excursion?: boolean; daysAhead?: number } = {},
): Promise<LightMyRequestResponse> {
  const sessionid = (await app.inject({ url: '/api/user/session/' })).json<{ sessionid: string }>().sessionid;
  const tour = await tourEventAhead(app, daysAhead);
  await app.inject({
    method: 'PATCH',
    url: `/api/cart/tour/?sessionid=${sessionid}`,
    payload: { event_id: tour.id, tourists: { vzroslyi: 1 } },
  });
  if (excursion) {
    const event = await availableExcursionEvent(app);
    await app.inject({
      method: 'PATCH',
      url: `/api/cart/excursion/?sessionid=${sessionid}`,
      payload: { event_id: event.id, tourists: { vzroslyi: 1 } },
    });
  }
  return app.inject({
    method: 'POST',
    url: `/api/cart/order/?sessionid=${sessionid}`,
    payload: { ...ANONYMOUS_BUYER, participants: [{ last_name: 'Петрова', first_name: 'Ольга' }] },
  });
}
