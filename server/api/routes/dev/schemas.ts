/**
 * The test tools' calls (`DEMO_DEV_TOOLS=1`), described here rather than in contract/openapi.yaml:
 * they are the demo's own, no part of the contract a backend implements. Their routes check the
 * requests by these schemas; tests/api/dev-tools.test.ts holds the answers to the responses.
 */

const DETAIL = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' }, code: { type: 'string' } },
} as const;

const VALIDATION_ERROR = {
  type: 'object',
  required: ['details'],
  properties: {
    details: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
} as const;

/** Armed by a test: the next `times` non-GET calls to `path` answer `status` (a 5xx). */
export interface Fault {
  path: string;
  status: number;
  times: number;
}

const FAULT = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'status', 'times'],
  properties: {
    path: { type: 'string', pattern: '^/api/', maxLength: 300 },
    status: { type: 'integer', minimum: 500, maximum: 599 },
    times: { type: 'integer', minimum: 1, maximum: 20 },
  },
} as const;

export interface OutboxQuery {
  to?: string;
  page?: number;
  page_size?: number;
}

const OUTBOX_QUERY = {
  type: 'object',
  properties: {
    to: { type: 'string', maxLength: 254, description: 'Only letters to this address.' },
    page: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const;

const OUTBOX_PAGE = {
  type: 'object',
  required: ['count', 'next', 'previous', 'results'],
  properties: {
    count: { type: 'integer' },
    next: { type: ['string', 'null'] },
    previous: { type: ['string', 'null'] },
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'created', 'kind', 'to', 'subject', 'body'],
        properties: {
          id: { type: 'integer' },
          created: { type: 'string', format: 'date-time' },
          kind: {
            type: 'string',
            enum: ['login_code', 'restore', 'registration', 'order', 'payment', 'feedback'],
          },
          to: { type: 'string' },
          subject: { type: 'string' },
          body: { type: 'string' },
        },
      },
    },
  },
} as const;

/** The agency moves or cancels the departure of an order's line (and so every booking of it). */
export interface DepartureChange {
  order_id: number;
  item_id: number;
  date_start?: string;
  time?: string;
  meeting_point?: { text: string; address?: string };
  canceled?: boolean;
}

const DEPARTURE_CHANGE = {
  type: 'object',
  additionalProperties: false,
  required: ['order_id', 'item_id'],
  properties: {
    order_id: { type: 'integer', minimum: 1 },
    item_id: { type: 'integer', minimum: 1 },
    date_start: { type: 'string', format: 'date' },
    time: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
    meeting_point: {
      type: 'object',
      additionalProperties: false,
      required: ['text'],
      properties: {
        text: { type: 'string', minLength: 1, maxLength: 200 },
        address: { type: 'string', maxLength: 200 },
      },
    },
    canceled: { type: 'boolean' },
  },
} as const;

/** Each call: where it is, what its request may be, and its answers' JSON by status. */
export const DEV_TOOLS = {
  listOutbox: {
    method: 'GET',
    path: '/api/dev/outbox/',
    summary: 'Every letter the demo backend "sent" (codes, restore links, orders, feedback), newest first.',
    querystring: OUTBOX_QUERY,
    responses: { 200: OUTBOX_PAGE, 400: VALIDATION_ERROR, 404: DETAIL },
  },
  injectFault: {
    method: 'POST',
    path: '/api/dev/faults/',
    summary:
      'The next `times` non-GET calls to `path` answer `status` instead of being handled, so tests can ' +
      'watch the app keep what failed and send it again. Armed with a `sessionid` cookie, only that ' +
      "session's calls fail.",
    body: FAULT,
    responses: { 201: FAULT, 400: VALIDATION_ERROR, 413: DETAIL, 415: DETAIL },
  },
  changeDeparture: {
    method: 'POST',
    path: '/api/dev/departures/',
    summary:
      'The agency moves (`date_start`, `time`, `meeting_point`) or cancels the departure of an order line: ' +
      'every booked line of that trip, day and time changes, and each order is told to the storefront ' +
      '(the `tripEvent` webhook), so its tourists get a push.',
    body: DEPARTURE_CHANGE,
    responses: {
      200: { type: 'object', required: ['moved'], properties: { moved: { type: 'integer' } } },
      400: VALIDATION_ERROR,
      404: DETAIL,
    },
  },
  sendReminders: {
    method: 'POST',
    path: '/api/dev/reminders/',
    summary:
      'The evening reminders now rather than at 18:00 Moscow time: every booked line of tomorrow is told ' +
      'to the storefront (`trip_reminder`); answers how many.',
    responses: { 200: { type: 'object', required: ['told'], properties: { told: { type: 'integer' } } } },
  },
} as const;
