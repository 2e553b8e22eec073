import type { APIRequestContext } from '@playwright/test';
import { apiList } from './catalogue-helpers';
import { expect, test } from './fixtures';

// The demo backend's stand-in for the YooKassa page, driven the way a customer would: its buttons
// call the payment callback and send the browser back to the shop's /payment/{id}/ page.

interface GroupTours {
  tours: Array<{ events: Array<{ id: number; places_left: number }> }>;
}

interface PaidOrder {
  orderId: number;
  /** The key of an order placed without an account. */
  token: string;
  url: string;
}

async function orderWithPayment(request: APIRequestContext): Promise<PaidOrder> {
  const { sessionid } = (await (await request.get('/api/user/session/')).json()) as { sessionid: string };
  const groups = await apiList<GroupTours>(request, '/api/catalog/group_tours/');
  const event = groups
    .flatMap((group) => group.tours)
    .flatMap((tour) => tour.events)
    .find((candidate) => candidate.places_left > 5);
  expect(event, 'a tour event with places left').toBeDefined();
  const added = await request.patch(`/api/cart/tour/?sessionid=${sessionid}`, {
    data: { event_id: event!.id, tourists: { vzroslyi: 1 } },
  });
  expect(added.status()).toBe(200);
  const ordered = await request.post(`/api/cart/order/?sessionid=${sessionid}`, {
    data: {
      last_name: 'Смирнова',
      first_name: 'Анна',
      email: 'anna@example.ru',
      phone: '+7 (911) 350-12-34',
      participants: [{ last_name: 'Смирнова', first_name: 'Анна' }],
    },
  });
  expect(ordered.status()).toBe(201);
  const order = (await ordered.json()) as { id: number; payment_token: string };
  const created = await request.post(
    `/api/payment/yookassa/create/${order.id}/?type_payment=full&token=${order.payment_token}`,
  );
  expect(created.ok()).toBe(true);
  return {
    orderId: order.id,
    token: order.payment_token,
    url: ((await created.json()) as { confirmation_url: string }).confirmation_url,
  };
}

const orderStatus = async (request: APIRequestContext, { orderId, token }: PaidOrder) =>
  (
    (await (await request.get(`/api/payment/cost_selection/${orderId}/?token=${token}`)).json()) as {
      status: string;
    }
  ).status;

test.describe('payment stand-in', () => {
  test('Оплатить pays the order and returns to the shop’s payment page', async ({ page, request }) => {
    const order = await orderWithPayment(request);
    await page.goto(order.url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Оплата заказа');
    await page.getByRole('button', { name: 'Оплатить' }).click();
    // Back with the order's key: the shop's page shows the outcome to whoever paid.
    await page.waitForURL(new RegExp(`/payment/${order.orderId}/\\?payment_id=\\w+&token=${order.token}$`));
    await expect(page.getByText('Оплата прошла: заказ оплачен полностью.')).toBeVisible();
    // Paid, the page is the order's, not a payment's, and says what comes next.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Заказ PT-\d+\sоплачен$/);
    await expect(page.getByRole('region', { name: 'Что дальше' })).toContainText('ваш билет');
    expect(await orderStatus(request, order)).toBe('paid');
  });

  test('Отменить cancels the payment and returns to the shop; the spent page takes no second press', async ({
    page,
    request,
  }) => {
    const order = await orderWithPayment(request);
    await page.goto(order.url);
    await page.getByRole('button', { name: 'Отменить' }).click();
    await page.waitForURL(new RegExp(`/payment/${order.orderId}/\\?payment_id=`));
    expect(await orderStatus(request, order)).toBe('payment_canceled');
    // The booking stands: the order still waits for its money, the cancelled payment said beside it.
    await expect(page.getByRole('heading', { name: /^Ожидает оплаты/ })).toContainText(
      'Оплата отменена, деньги не списаны',
    );
    await expect(page.getByRole('heading', { name: 'Оплатить снова' })).toBeVisible();
    await page.goto(order.url);
    await expect(page.getByRole('button', { name: 'Оплатить' })).toBeDisabled();
  });
});
