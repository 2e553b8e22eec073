import { act, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderCard } from '@/features/account/OrderCard';
import { OrderSuccessDialog } from '@/features/cart/order/OrderSuccessDialog';
import { placedOrderState } from '@/features/cart/order/placed-order';
import { PaymentPage } from '@/features/payment/PaymentPage';
import type { CostSelection } from '@/features/payment/api/get-cost-selection';
import type { components } from '@contract/schema.gen';
import { configsQueryOptions } from '@/shared/api/site-config';
import type { Order } from '@/shared/api/user/orders';
import { closeDialog, openDialog } from '@/shared/state/dialogs';
import { DialogHost } from '@/shared/ui/DialogHost';
import type * as Client from '@/shared/api/client';
import { renderInRouter, testQueryClient } from './router-helpers';

const backend = vi.hoisted((): { selection: unknown } => ({ selection: null }));

vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  api: {
    GET: () =>
      Promise.resolve({
        data: backend.selection,
        response: new Response(JSON.stringify(backend.selection), { status: 200 }),
      }),
  },
}));

// After every action the tourist is told what is booked (when, where to meet, who goes), what is
// paid and owed by when, how long unpaid places are held and the cancellation terms.

const TERMS = 'Отменить заказ можно по телефону. За 3 дня и раньше вернём всю оплату.';
const NOW = Date.parse('2026-12-01T09:00:00Z');

const tourItem: components['schemas']['OrderItem'] = {
  id: 1,
  type: 'tour',
  title: 'Псков — Изборск — Печоры, 2 дня',
  url: '/tours/vyhodnogo-dnya/pskov-izborsk-pechory-2-dnya/',
  image: '',
  date_start: '2026-12-12',
  date_end: '2026-12-13',
  time: '09:00',
  tourists: [{ category: 'vzroslyi', title: 'Взрослый', count: 2, price: 9800, total: 19600 }],
  total: 19600,
  meeting_point: {
    text: 'Железнодорожный вокзал Пскова, у главного входа',
    address: 'Псков, ул. Вокзальная, 40',
  },
};
const excursionItem: components['schemas']['OrderItem'] = {
  ...tourItem,
  id: 2,
  type: 'excursion',
  title: 'Псковский кремль',
  url: '/excursions/pskov-obzornye/pskovskij-kreml/',
  date_start: '2026-12-05',
  date_end: '2026-12-05',
  time: '10:00',
  tourists: [{ category: 'vzroslyi', title: 'Взрослый', count: 1, price: 1350, total: 1350 }],
  total: 1350,
  meeting_point: { text: 'У памятника княгине Ольге' },
};

function withTerms() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(configsQueryOptions().queryKey, { ORDER_CANCELLATION_TERMS: TERMS });
  return queryClient;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  act(() => closeDialog());
  placedOrderState.order = null;
});

describe('the order success dialog', () => {
  it('sums up what is booked, what is owed, how long the places are held and the terms', async () => {
    placedOrderState.order = {
      id: 7,
      number: 'PT-000007',
      email: 'anna@example.ru',
      canPay: true,
      paymentToken: 'secret',
      summary: {
        items: [tourItem, excursionItem],
        total: 20950,
        paid: 0,
        to_pay: 20950,
        hold_until: '2026-12-01T09:30:00+00:00',
      },
    };
    const queryClient = withTerms();
    renderInRouter(
      <QueryClientProvider client={queryClient}>
        <DialogHost dialogs={{ orderSuccess: OrderSuccessDialog }} />
      </QueryClientProvider>,
      { queryClient },
    );
    act(() => openDialog('orderSuccess'));
    const dialog = await screen.findByRole('dialog', { name: 'Ваш заказ успешно оформлен!' });
    const lines = within(dialog).getByRole('list', { name: 'Состав заказа' });
    expect(lines.textContent).toContain('12.12.2026 — 13.12.2026, сбор в 09:00');
    expect(lines.textContent).toContain(
      'Железнодорожный вокзал Пскова, у главного входа (Псков, ул. Вокзальная, 40)',
    );
    expect(lines.textContent).toContain('Взрослый × 2');
    expect(lines.textContent).toContain('05.12.2026, 10:00');
    expect(dialog.textContent).toMatch(/К оплате20\s950,00\s₽/);
    expect(dialog.textContent).toContain('Места держим до 12:30 (по московскому времени)');
    expect(dialog.textContent).toContain(`Условия отмены. ${TERMS}`);
    expect(within(dialog).getByRole('link', { name: 'Оплатить онлайн' })).toBeTruthy();
  });

  it("says at once, above the way to pay, how long the places are held and what is left; a guest's order lives in the letter", async () => {
    placedOrderState.order = {
      id: 7,
      number: 'PT-000007',
      email: 'anna@example.ru',
      canPay: true,
      paymentToken: 'secret',
      summary: {
        items: [tourItem],
        total: 19600,
        paid: 0,
        to_pay: 19600,
        hold_until: '2026-12-01T09:30:00+00:00',
      },
    };
    const queryClient = withTerms();
    renderInRouter(
      <QueryClientProvider client={queryClient}>
        <DialogHost dialogs={{ orderSuccess: OrderSuccessDialog }} />
      </QueryClientProvider>,
      { queryClient },
    );
    act(() => openDialog('orderSuccess'));
    const dialog = await screen.findByRole('dialog', { name: 'Ваш заказ успешно оформлен!' });
    const note = within(dialog).getByRole('status');
    expect(note.textContent).toMatch(
      /^Места держим до 12:30 \(по московскому времени\)\. Осталось оплатить 19\s600,00\s₽\./,
    );
    expect(note.textContent).toContain('по ссылке из письма');
    expect(dialog.textContent).not.toContain('кабинет');
    expect(note.textContent).not.toContain('Мои заказы');
    const pay = within(dialog).getByRole('link', { name: 'Оплатить онлайн' });
    const lines = within(dialog).getByRole('list', { name: 'Состав заказа' });
    // The way to pay comes right after the note, before what is booked and the terms.
    expect(note.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pay.compareDocumentPosition(lines) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

const selection = (fields: Partial<CostSelection> = {}): CostSelection => ({
  order_id: 7,
  order_number: 'PT-000007',
  status: 'new',
  status_display: 'Ожидает оплаты',
  total: 20950,
  paid: 0,
  to_pay: 20950,
  items: [tourItem, excursionItem],
  options: [
    { type_payment: 'full', title: 'Полная оплата', amount: 20950, percent: 100 },
    {
      type_payment: 'prepayment',
      title: 'Предоплата 30%',
      amount: 7230,
      percent: 30,
      applies_to: ['tour'],
      rest: 13720,
      rest_due: '2026-12-09',
    },
  ],
  ...fields,
});

async function openPaymentPage(answer: CostSelection) {
  backend.selection = answer;
  renderInRouter(<PaymentPage orderId={7} token="secret" returned={false} />, {
    path: '/payment/7/?token=secret',
    queryClient: withTerms(),
  });
  await screen.findByRole('heading', { name: 'Оплата заказа PT-000007' });
}

describe('the payment page', () => {
  it('shows the prepayment’s split before the tourist chooses', async () => {
    await openPaymentPage(selection());
    const prepayment = await screen.findByRole('radio', { name: /Предоплата 30%/ });
    expect(prepayment.getAttribute('aria-describedby')).toBeTruthy();
    const split = document.getElementById(prepayment.getAttribute('aria-describedby')!);
    expect(split?.textContent).toBe(
      'Сейчас 30 % от туров, экскурсии полностью — 7\u00a0230,00\u00a0₽, остальное 13\u00a0720,00\u00a0₽ до 09.12.2026',
    );
    expect(screen.getByText(`${TERMS}`, { exact: false })).toBeTruthy();
  });

  it('after a prepayment says what is left and until when', async () => {
    await openPaymentPage(
      selection({
        status: 'prepaid',
        status_display: 'Внесена предоплата',
        paid: 7230,
        to_pay: 13720,
        pay_until: '2026-12-09',
        options: [{ type_payment: 'full', title: 'Доплатить остаток', amount: 13720, percent: 100 }],
      }),
    );
    const sums = await screen.findByText('К оплате');
    expect(sums.parentElement?.textContent).toMatch(/13\s720,00\s₽до 09\.12\.2026/);
  });

  it('an order whose payment was cancelled still waits for its money', async () => {
    await openPaymentPage(selection({ status: 'payment_canceled', status_display: 'Оплата отменена' }));
    const heading = await screen.findByRole('heading', { name: /^Ожидает оплаты/ });
    expect(heading.textContent).toBe('Ожидает оплатыОплата отменена, деньги не списаны');
  });
});

const order = (fields: Partial<Order> = {}): Order => ({
  id: 7,
  number: 'PT-000007',
  status: 'payment_canceled',
  status_display: 'Оплата отменена',
  created: '2026-12-01T08:50:00+00:00',
  completed: false,
  total: 20950,
  paid: 0,
  to_pay: 20950,
  customer: {
    last_name: 'Смирнова',
    first_name: 'Анна',
    patronymic: '',
    email: 'a@b.ru',
    phone: '+79110000000',
  },
  comment: '',
  items: [tourItem, excursionItem],
  hold_until: '2026-12-01T09:20:00+00:00',
  ...fields,
});

describe("an order in 'Мои заказы'", () => {
  it("badges an order whose payment was cancelled 'Ожидает оплаты' and says how long its places are held", async () => {
    renderInRouter(<OrderCard order={order()} open={false} />, { queryClient: withTerms() });
    const card = await screen.findByRole('article', { name: 'Заказ PT-000007' });
    expect(card.textContent).toContain('Ожидает оплаты');
    expect(card.textContent).toContain('Оплата отменена, деньги не списаны');
    expect(card.textContent).toContain('Места держим до 12:20 (по московскому времени)');
  });

  it('opened, shows the items with meeting points, the rest due by when and the terms', async () => {
    renderInRouter(
      <OrderCard
        order={order({
          status: 'prepaid',
          paid: 7230,
          to_pay: 13720,
          pay_until: '2026-12-09',
          hold_until: undefined,
        })}
        open
      />,
      { queryClient: withTerms() },
    );
    const card = await screen.findByRole('article', { name: 'Заказ PT-000007' });
    expect(card.textContent).toContain('К оплате до 09.12.2026');
    expect(card.textContent).not.toContain('Места держим');
    expect(within(card).getByRole('list', { name: 'Состав заказа' }).textContent).toContain(
      'Место встречиЖелезнодорожный вокзал Пскова',
    );
    expect(card.textContent).toContain(TERMS);
  });
});
