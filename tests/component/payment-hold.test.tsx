import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentPage } from '@/features/payment/PaymentPage';
import type { CostSelection } from '@/features/payment/api/get-cost-selection';
import type * as Client from '@/shared/api/client';
import { renderInRouter } from './router-helpers';

// The payment page says until when an unpaid order holds its places (`hold_until`, agency time),
// and that the hold is over: its time has passed, or the backend refused the payment for it.

interface FakeBackend {
  selection: unknown;
  payment: { status: number; body: unknown };
  gets: number;
}

const backend = vi.hoisted((): FakeBackend => ({
  selection: null,
  payment: { status: 200, body: {} },
  gets: 0,
}));

const answer = (status: number, body: unknown) => {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return status < 300 ? { data: body, response } : { error: body, response };
};

vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  api: {
    GET: () => {
      backend.gets += 1;
      return Promise.resolve(answer(200, backend.selection));
    },
    POST: () => Promise.resolve(answer(backend.payment.status, backend.payment.body)),
  },
}));

// 15:00 in Moscow.
const NOW = Date.parse('2026-11-27T12:00:00Z');

const selection = (fields: Partial<CostSelection> = {}): CostSelection => ({
  order_id: 7,
  order_number: 'PT-000007',
  status: 'new',
  status_display: 'Ожидает оплаты',
  total: 3000,
  paid: 0,
  to_pay: 3000,
  options: [{ type_payment: 'full', title: 'Полная оплата', amount: 3000, percent: 100 }],
  ...fields,
});

const EXPIRED = 'Бронь истекла: места снова в продаже. Оформите заказ заново.';

async function openPage(answered: CostSelection) {
  backend.selection = answered;
  renderInRouter(<PaymentPage orderId={7} token="secret" returned={false} />, {
    path: '/payment/7/?token=secret',
  });
  await screen.findByRole('heading', { name: 'Оплата заказа PT-000007' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  backend.gets = 0;
  backend.payment = { status: 200, body: {} };
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the hold on the payment page', () => {
  it("says until when the places are held, in Moscow time, from 'hold_until'", async () => {
    await openPage(selection({ hold_until: '2026-11-27T12:30:00+00:00' }));
    expect(screen.getByText(/^Места держим до 15:30 \(по московскому времени\)\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Оплатить/ })).toBeTruthy();
  });

  it("says nothing of a hold when the backend sends no 'hold_until'", async () => {
    await openPage(selection());
    expect(screen.queryByText(/Бронь/)).toBeNull();
    expect(screen.getByRole('button', { name: /Оплатить/ })).toBeTruthy();
  });

  it("says the hold is over once 'hold_until' has passed, and offers no payment", async () => {
    await openPage(
      selection({
        status: 'canceled',
        status_display: 'Отменён',
        to_pay: 0,
        options: [],
        hold_until: '2026-11-27T11:30:00+00:00',
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe(EXPIRED);
    expect(screen.queryByText(/Места держим/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Оплатить/ })).toBeNull();
  });

  it('says the hold is over when the backend refuses the payment for it, and asks again', async () => {
    await openPage(selection({ hold_until: '2026-11-27T12:30:00+00:00' }));
    backend.payment = { status: 400, body: { details: { non_field_errors: [EXPIRED] } } };
    const gets = backend.gets;
    await userEvent.click(screen.getByRole('button', { name: /Оплатить/ }));
    await waitFor(() => expect(screen.getAllByRole('alert')[0]!.textContent).toBe(EXPIRED));
    expect(screen.queryByRole('button', { name: /Оплатить/ })).toBeNull();
    expect(screen.queryByText(/Места держим/)).toBeNull();
    await waitFor(() => expect(backend.gets).toBeGreaterThan(gets));
  });

  it("shows another refusal ('Заказ уже оплачен.') as the backend words it", async () => {
    await openPage(selection());
    backend.payment = { status: 400, body: { details: { non_field_errors: ['Заказ уже оплачен.'] } } };
    await userEvent.click(screen.getByRole('button', { name: /Оплатить/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Заказ уже оплачен.');
  });
});

describe("a paid order's page", () => {
  it('is titled as the order, offers no way to pay, and says what comes next', async () => {
    backend.selection = selection({
      status: 'paid',
      status_display: 'Оплачен',
      paid: 3000,
      to_pay: 0,
      options: [],
    });
    renderInRouter(<PaymentPage orderId={7} token="secret" returned={false} />, {
      path: '/payment/7/?token=secret',
    });
    // The page's typesetting binds the last word with a no-break space.
    await screen.findByRole('heading', { level: 1, name: /^Заказ PT-000007\sоплачен$/ });
    const next = screen.getByRole('region', { name: 'Что дальше' });
    expect(next.textContent).toContain('Номер заказа PT-000007 — ваш билет: назовите его гиду.');
    expect(screen.queryByRole('button', { name: /Оплатить/ })).toBeNull();
  });
});
