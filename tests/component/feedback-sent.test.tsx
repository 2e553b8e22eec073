import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackSentDialog } from '@/features/feedback/FeedbackSentDialog';
import { feedbackState } from '@/features/feedback/state';
import { OrderSuccessDialog } from '@/features/cart/order/OrderSuccessDialog';
import { placedOrderState } from '@/features/cart/order/placed-order';
import { closeDialog, dialogsState, openDialog } from '@/shared/state/dialogs';
import { DialogHost } from '@/shared/ui/DialogHost';

const DIALOGS = { feedbackSent: FeedbackSentDialog, orderSuccess: OrderSuccessDialog };

afterEach(() => {
  act(() => closeDialog());
  placedOrderState.order = null;
  feedbackState.sentTo = null;
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
    render(<DialogHost dialogs={DIALOGS} />);
    act(() => openDialog('feedbackSent'));
    const dialog = await screen.findByRole('dialog', { name: 'Спасибо за сообщение!' });
    expect(dialog.textContent).toContain('Мы ответим в рабочее время на почту anna@example.ru.');
    expect(dialog.textContent).not.toMatch(/заказ|РТ-000007|Оплатить/i);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    expect(dialogsState.open).toBeNull();
  });

  it('without an e-mail in the form says only when the answer comes', async () => {
    render(<DialogHost dialogs={DIALOGS} />);
    act(() => openDialog('feedbackSent'));
    const dialog = await screen.findByRole('dialog', { name: 'Спасибо за сообщение!' });
    expect(dialog.textContent).toContain('Мы ответим в рабочее время.');
  });
});
