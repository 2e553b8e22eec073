import { afterEach, describe, expect, it, vi } from 'vitest';
import { payUntilOf, prepaymentOf, restDue } from '../../server/api/domain/prepayment.ts';
import { ATTEMPT_CANCELED, STATUS_LABEL, STATUS_WORDS } from '@/shared/lib/order-status';
import { dueWords, holdWords, itemWhen, meetingWords, optionSplit } from '@common/order-words';

// The agency's today is 2026-12-01 (Moscow noon).
const NOW = Date.parse('2026-12-01T09:00:00Z');
afterEach(() => {
  vi.useRealTimers();
});
const at = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
};

const tour = { type: 'tour' as const, total: 19_600, date_start: '2026-12-12' };
const excursion = { type: 'excursion' as const, total: 1_350, date_start: '2026-12-05' };
const unpaid = (total: number) => ({ status: 'new' as const, total, paid: 0 });

describe('the prepayment rule', () => {
  it('takes 30 % of the tours and the rest of the order in full; the remainder is due 3 days before the first tour', () => {
    at(NOW);
    expect(prepaymentOf(unpaid(20_950), [tour, excursion])).toEqual({
      type_payment: 'prepayment',
      title: 'Предоплата 30%',
      amount: 5_880 + 1_350,
      percent: 30,
      applies_to: ['tour'],
      rest: 13_720,
      rest_due: '2026-12-09',
    });
  });

  it('rounds the tours’ share up to whole roubles', () => {
    at(NOW);
    expect(prepaymentOf(unpaid(1_001), [{ ...tour, total: 1_001 }])?.amount).toBe(301);
  });

  it('is not offered without tours, once something is paid, or when the rest would be due already', () => {
    at(NOW);
    expect(prepaymentOf(unpaid(1_350), [excursion])).toBeUndefined();
    expect(prepaymentOf({ status: 'prepaid', total: 19_600, paid: 5_880 }, [tour])).toBeUndefined();
    expect(prepaymentOf({ status: 'canceled', total: 19_600, paid: 0 }, [tour])).toBeUndefined();
    // The tour leaves on the 4th: the rest would be due on the 1st, today — still offered; on the 3rd, not.
    expect(prepaymentOf(unpaid(19_600), [{ ...tour, date_start: '2026-12-04' }])?.rest_due).toBe(
      '2026-12-01',
    );
    expect(prepaymentOf(unpaid(19_600), [{ ...tour, date_start: '2026-12-03' }])).toBeUndefined();
  });

  it('dates the rest by the earliest tour, and says it only while something is paid and something is left', () => {
    expect(restDue([excursion, tour, { ...tour, date_start: '2026-12-20' }])).toBe('2026-12-09');
    expect(restDue([excursion])).toBe('2026-12-05');
    expect(payUntilOf({ status: 'prepaid', total: 19_600, paid: 5_880 }, [tour])).toEqual({
      pay_until: '2026-12-09',
    });
    expect(payUntilOf(unpaid(19_600), [tour])).toEqual({});
    expect(payUntilOf({ status: 'paid', total: 19_600, paid: 19_600 }, [tour])).toEqual({});
  });
});

describe('what the order says', () => {
  it('shows the split before the tourist chooses', () => {
    const option = {
      type_payment: 'prepayment' as const,
      title: 'Предоплата 30%',
      amount: 7_230,
      percent: 30,
      applies_to: ['tour' as const],
      rest: 13_720,
      rest_due: '2026-12-09',
    };
    expect(optionSplit(option, [tour, excursion])).toBe(
      'Сейчас 30 % от туров, экскурсии полностью — 7\u00a0230,00\u00a0₽, остальное 13\u00a0720,00\u00a0₽ до 09.12.2026',
    );
    expect(optionSplit(option, [tour])).toBe(
      'Сейчас 30 % от туров — 7\u00a0230,00\u00a0₽, остальное 13\u00a0720,00\u00a0₽ до 09.12.2026',
    );
    // A backend that takes the percent of the whole order says nothing of kinds or the rest.
    expect(optionSplit({ type_payment: 'prepayment', title: 'Предоплата', amount: 300, percent: 30 })).toBe(
      'Сейчас 30 % от суммы заказа — 300,00\u00a0₽',
    );
    expect(
      optionSplit({ type_payment: 'full', title: 'Полная оплата', amount: 1_000, percent: 100 }),
    ).toBeNull();
  });

  it('says what is left by when, and until when the places are held', () => {
    expect(dueWords({ to_pay: 11_095, pay_until: '2026-12-09' })).toBe(
      'Осталось оплатить 11\u00a0095,00\u00a0₽ до 09.12.2026',
    );
    expect(dueWords({ to_pay: 500 })).toBe('Осталось оплатить 500,00\u00a0₽');
    expect(holdWords('2026-12-01T11:30:00+00:00', NOW)).toBe(
      'Места держим до 14:30 (по московскому времени)',
    );
    expect(holdWords('2026-12-01T11:30:00+00:00', 0)).toBe(
      'Места держим до 14:30 01.12.2026 (по московскому времени)',
    );
    expect(holdWords(undefined)).toBeNull();
  });

  it('says when each item is and where the group meets', () => {
    const line = { tourists: [], meeting_point: null };
    expect(
      itemWhen({ ...line, type: 'tour', date_start: '2026-12-12', date_end: '2026-12-13', time: '09:00' }),
    ).toBe('12.12.2026 — 13.12.2026, сбор в 09:00');
    expect(
      itemWhen({
        ...line,
        type: 'excursion',
        date_start: '2026-12-05',
        date_end: '2026-12-05',
        time: '10:00',
      }),
    ).toBe('05.12.2026, 10:00');
    expect(meetingWords('09:00', { text: 'Вокзал', address: 'Псков, ул. Вокзальная, 40' })).toBe(
      'в 09:00 по Москве, Вокзал (Псков, ул. Вокзальная, 40)',
    );
    expect(meetingWords(null, null)).toBeNull();
  });

  it('badges an order whose payment was cancelled as still waiting for its money', () => {
    expect(STATUS_LABEL.new).toBe('Ожидает оплаты');
    expect(STATUS_LABEL.payment_canceled).toBe('Ожидает оплаты');
    expect(ATTEMPT_CANCELED).toBe('Оплата отменена, деньги не списаны');
    expect(STATUS_WORDS.payment_canceled).not.toMatch(/^Оплата отменена/);
    expect(STATUS_LABEL.canceled).toBe('Отменён');
  });
});
