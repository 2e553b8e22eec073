import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackSentDialog } from '@/features/feedback/FeedbackSentDialog';
import { feedbackState } from '@/features/feedback/state';
import { OrderSuccessDialog } from '@/features/cart/order/OrderSuccessDialog';
import { placedOrderState } from '@/features/cart/order/placed-order';
import { configsQueryOptions } from '@/shared/api/site-config';
import { closeDialog, dialogsState, openDialog } from '@/shared/state/dialogs';
import { DialogHost } from '@/shared/ui/DialogHost';

const DIALOGS = { feedbackSent: FeedbackSentDialog, orderSuccess: OrderSuccessDialog };

/** The dialogs as the app's root renders them, over `queryClient`'s cache (the site config in it or not). */
function renderDialogs(queryClient: QueryClient) {
  // Nothing is fetched: the config is what the cache holds.
  queryClient.setDefaultOptions({ queries: { enabled: false, retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <DialogHost dialogs={DIALOGS} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  act(() => closeDialog());
  placedOrderState.order = null;
  feedbackState.sentTo = null;
  feedbackState.sentFile = null;
});

describe('after a message is sent', () => {
  it('the success dialog speaks of the message and its answer, never of an order, even after one', async () => {
    // An order placed earlier in this tab: its number must not turn up for a question.
    placedOrderState.order = {
      id: 7,
      number: 'РТ-000007',
      email: 'anna@example.ru',
      canPay: true,
      paymentToken: null,
    };
    feedbackState.sentTo = 'anna@example.ru';
    feedbackState.sentFile = 'маршрут.pdf';
    const queryClient = new QueryClient();
    queryClient.setQueryData(configsQueryOptions().queryKey, {
      OFFICE_PSKOV_SCHEDULE: 'Пн–Пт 9:00–19:00',
    });
    renderDialogs(queryClient);
    act(() => openDialog('feedbackSent'));
    const dialog = await screen.findByRole('dialog', { name: 'Сообщение отправлено' });
    expect(dialog.textContent).toContain(
      'Спасибо! Ответим в часы работы офиса (Пн–Пт 9:00–19:00) на почту anna@example.ru. Файл «маршрут.pdf» приложен к сообщению.',
    );
    expect(dialog.textContent).not.toMatch(/заказ|РТ-000007|Оплатить/i);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    expect(dialogsState.open).toBeNull();
  });

  it('without an e-mail in the form or office hours in the config says only when the answer comes', async () => {
    renderDialogs(new QueryClient());
    act(() => openDialog('feedbackSent'));
    const dialog = await screen.findByRole('dialog', { name: 'Сообщение отправлено' });
    expect(dialog.textContent).toContain('Спасибо! Ответим в рабочее время.');
  });
});
