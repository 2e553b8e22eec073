import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  isDue,
  isExpired,
  isWaiting,
  newItem,
  OUTBOX_RETRY_BASE_MS,
  OUTBOX_RETRY_MAX_MS,
  outcomeOf,
  recoverStale,
  resubmit,
  SENT_KEPT_MS,
  settle,
  startSending,
} from '@common/outbox/machine';

const item = () =>
  newItem(
    {
      id: 'client-id-1',
      kind: 'feedback:header_write_us',
      url: '/api/feedback/header_write_us/process/',
      fields: { name: 'Анна' },
      file: null,
    },
    1000,
  );

describe('the outbox state machine', () => {
  it('queues a new item, due at once and counted as waiting', () => {
    const queued = item();
    expect(queued.state).toBe('queued');
    expect(isDue(queued, 1000)).toBe(true);
    expect(isWaiting(queued)).toBe(true);
  });

  it('reads answers: 2xx delivered; 400 and other 4xx need the user; no answer, 5xx, 401, 408, 429 are tried again', () => {
    expect(outcomeOf(201, {})).toEqual({ kind: 'delivered', status: 201 });
    expect(outcomeOf(200, {})).toEqual({ kind: 'delivered', status: 200 });
    expect(outcomeOf(400, { name: ['Не длиннее 200 символов.'] })).toEqual({
      kind: 'refused',
      status: 400,
      errors: { name: ['Не длиннее 200 символов.'] },
    });
    expect(outcomeOf(413, {}).kind).toBe('refused');
    for (const status of [0, 401, 408, 429, 500, 502, 503])
      expect(outcomeOf(status, {}).kind, String(status)).toBe('failed');
  });

  it('queued → sending → sent', () => {
    const sent = settle(startSending(item()), { kind: 'delivered', status: 201 }, 5000);
    expect(sent).toMatchObject({ state: 'sent', sentAt: 5000, lastStatus: 201 });
    expect(isWaiting(sent)).toBe(false);
    expect(isDue(sent, 10_000)).toBe(false);
  });

  it('sending → needs fixing with the server’s errors, and back to queued when corrected, under the same id', () => {
    const refused = settle(
      startSending(item()),
      { kind: 'refused', status: 400, errors: { name: ['Ошибка'] } },
      5000,
    );
    expect(refused).toMatchObject({ state: 'needs-fix', errors: { name: ['Ошибка'] }, lastStatus: 400 });
    expect(isDue(refused, 10_000)).toBe(false);
    expect(isWaiting(refused)).toBe(true);
    const corrected = resubmit(refused, { name: 'Анна' }, null, 6000);
    expect(corrected).toMatchObject({
      id: 'client-id-1',
      state: 'queued',
      attempts: 0,
      errors: null,
      nextAttemptAt: 6000,
    });
  });

  it('sending → back to queued with a pause that doubles, up to its cap', () => {
    let current = item();
    const pauses: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      current = settle(startSending(current), { kind: 'failed', status: 503 }, 10_000);
      pauses.push(current.nextAttemptAt - 10_000);
      expect(current.state).toBe('queued');
      expect(current.attempts).toBe(attempt);
    }
    expect(pauses.slice(0, 3)).toEqual([
      OUTBOX_RETRY_BASE_MS,
      OUTBOX_RETRY_BASE_MS * 2,
      OUTBOX_RETRY_BASE_MS * 4,
    ]);
    expect(Math.max(...pauses)).toBe(OUTBOX_RETRY_MAX_MS);
    expect(isDue(current, 10_000)).toBe(false);
    expect(isDue(current, 10_000 + backoffMs(12))).toBe(true);
  });

  it('an item left sending by a sender that stopped waits again; others are left as they are', () => {
    expect(recoverStale(startSending(item())).state).toBe('queued');
    const queued = item();
    expect(recoverStale(queued)).toBe(queued);
  });

  it('forgets sent items after a day, never waiting ones', () => {
    const sent = settle(startSending(item()), { kind: 'delivered', status: 201 }, 0);
    expect(isExpired(sent, SENT_KEPT_MS)).toBe(false);
    expect(isExpired(sent, SENT_KEPT_MS + 1)).toBe(true);
    expect(isExpired(item(), SENT_KEPT_MS * 10)).toBe(false);
  });
});
