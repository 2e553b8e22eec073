import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeSent } from '@/features/auth/state';
import { sessionState } from '@/shared/session/session-state';
import { dialogsState } from '@/shared/state/dialogs';
import { toastsState } from '@/shared/state/toasts';
import type * as Client from '@/shared/api/client';
import { answer, held, renderAuthDialogs, resetAuth, sentTo } from './auth-helpers';

// The network boundary: the app's API client answers from the fake backend of auth-helpers.
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  api: (await import('./auth-helpers')).fakeApi,
}));

const EMAIL = 'petr@example.com';
const SEND_CODE = '/api/auth/send_code/email/';
const TOKEN_BY_CODE = '/api/auth/token/email/';

/** The demo backend's answers (server/api/routes/auth.ts). */
const codeMailed = () => ({
  status: 200,
  body: {
    detail: 'Код отправлен на почту.',
    email: EMAIL,
    code_length: 4,
    resend_after: 60,
    expires_in: 600,
  },
});
const wrongCode = () => ({
  status: 400,
  body: { details: { non_field_errors: ['Неверный код. Осталось попыток: 4.'] } },
});
const tokens = { status: 200, body: { access: 'access-token', refresh: 'refresh-token' } };

const codeDialog = () => screen.getByRole('dialog', { name: 'Введите код' });
const digit = (index: number) => within(codeDialog()).getByLabelText<HTMLInputElement>(`Цифра ${index} из 4`);
const digits = () => [1, 2, 3, 4].map((index) => digit(index).value);
const resendButton = () =>
  within(codeDialog()).getByRole<HTMLButtonElement>('button', { name: 'Отправить ещё раз' });
const authDialog = () => screen.getByRole('dialog', { name: 'Вход в личный кабинет' });

/** The code dialog as 'Получить код' leaves it: the code is on its way, a new one in 60 s. */
async function openCodeDialog() {
  codeSent(EMAIL, 60);
  await renderAuthDialogs('code');
}

/** Only the clock and the countdown's interval are fake: the tests still wait for events. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });

afterEach(() => {
  vi.useRealTimers();
  resetAuth();
});

describe('the code dialog', () => {
  it("'Получить код' opens it with focus in the first box and the resend waiting 1:00", async () => {
    fakeClock();
    const user = userEvent.setup();
    answer(SEND_CODE, codeMailed);
    await renderAuthDialogs('auth');
    await user.click(within(authDialog()).getByRole('tab', { name: 'По почте' }));
    const byMail = within(authDialog()).getByRole('form', { name: 'Вход по почте' });
    await user.type(within(byMail).getByLabelText('E-mail'), EMAIL);
    await user.click(within(byMail).getByRole('button', { name: 'Получить код' }));

    await screen.findByRole('dialog', { name: 'Введите код' });
    expect(sentTo(SEND_CODE)).toEqual([{ email: EMAIL }]);
    expect(codeDialog().textContent).toContain(`Мы отправили код из 4 цифр на ${EMAIL}.`);
    expect(document.activeElement).toBe(digit(1));
    expect(resendButton().disabled).toBe(true);
    expect(within(codeDialog()).getByText('Отправить ещё раз можно через 1:00')).toBeTruthy();
  });

  it('typing a digit moves focus to the next box, Backspace moves back and clears it, a letter is not taken', async () => {
    const user = userEvent.setup();
    await openCodeDialog();
    expect(document.activeElement).toBe(digit(1));

    await user.keyboard('12');
    expect(document.activeElement).toBe(digit(3));
    expect(digits()).toEqual(['1', '2', '', '']);

    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(digit(2));
    expect(digit(2).value).toBe('');

    await user.keyboard('a');
    expect(digit(2).value).toBe('');
    expect(document.activeElement).toBe(digit(2));
    expect(digits()).toEqual(['1', '', '', '']);
    // Three boxes or fewer send nothing.
    expect(sentTo(TOKEN_BY_CODE)).toEqual([]);
    expect(resendButton().disabled).toBe(true);
  });

  it("the 4th digit sends the code; a wrong one shows the server's message, clears the digits and focuses the first box", async () => {
    const user = userEvent.setup();
    answer(TOKEN_BY_CODE, wrongCode);
    await openCodeDialog();

    await user.keyboard('0000');

    expect(await within(codeDialog()).findByText(/Неверный код/)).toBeTruthy();
    expect(within(codeDialog()).getByRole('alert').textContent).toBe('Неверный код. Осталось попыток: 4.');
    expect(sentTo(TOKEN_BY_CODE)).toEqual([{ email: EMAIL, code: '0000' }]);
    expect(digits()).toEqual(['', '', '', '']);
    await waitFor(() => expect(document.activeElement).toBe(digit(1)));
    expect(digit(1).getAttribute('aria-invalid')).toBe('true');
    expect(dialogsState.open).toBe('code');
    expect(sessionState.signedIn).toBe(false);
  });

  it('a pasted code fills all four boxes and is sent; signed in, the dialog closes', async () => {
    const user = userEvent.setup();
    const check = held();
    answer(TOKEN_BY_CODE, check.handler);
    await openCodeDialog();

    await user.paste('4821');

    expect(digits()).toEqual(['4', '8', '2', '1']);
    expect(sentTo(TOKEN_BY_CODE)).toEqual([{ email: EMAIL, code: '4821' }]);
    // While the code is checked the boxes take nothing more.
    expect(within(codeDialog()).getByRole<HTMLFieldSetElement>('group').disabled).toBe(true);

    check.release(tokens);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Введите код' })).toBeNull());
    expect(dialogsState.open).toBeNull();
    expect(sessionState.signedIn).toBe(true);
    expect(toastsState.items.map((toast) => toast.text)).toEqual(['Вы вошли в личный кабинет.']);
  });

  it('after a wrong code, a pasted right one signs in', async () => {
    const user = userEvent.setup();
    answer(TOKEN_BY_CODE, wrongCode);
    await openCodeDialog();
    await user.keyboard('0000');
    await within(codeDialog()).findByText(/Неверный код/);
    await waitFor(() => expect(document.activeElement).toBe(digit(1)));

    answer(TOKEN_BY_CODE, () => tokens);
    await user.paste('4821');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Введите код' })).toBeNull());
    expect(sentTo(TOKEN_BY_CODE)).toEqual([
      { email: EMAIL, code: '0000' },
      { email: EMAIL, code: '4821' },
    ]);
    expect(sessionState.signedIn).toBe(true);
  });

  it('a code that finds no network says so and the digits clear', async () => {
    const user = userEvent.setup();
    answer(TOKEN_BY_CODE, () => {
      throw new TypeError('Failed to fetch');
    });
    await openCodeDialog();

    await user.keyboard('1234');

    expect(
      await within(codeDialog()).findByText(
        'Нет соединения с сервером. Проверьте интернет и введите код ещё раз.',
      ),
    ).toBeTruthy();
    expect(digits()).toEqual(['', '', '', '']);
    await waitFor(() => expect(document.activeElement).toBe(digit(1)));
  });

  it("'Отправить ещё раз' counts down, then sends a new code: the boxes clear and the count starts again", async () => {
    fakeClock();
    const user = userEvent.setup();
    answer(SEND_CODE, codeMailed);
    await openCodeDialog();
    expect(resendButton().disabled).toBe(true);
    expect(within(codeDialog()).getByText('Отправить ещё раз можно через 1:00')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(codeDialog()).getByText('Отправить ещё раз можно через 0:59')).toBeTruthy();
    expect(resendButton().disabled).toBe(true);

    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(within(codeDialog()).getByText('Не пришёл код?')).toBeTruthy();
    expect(resendButton().disabled).toBe(false);

    await user.keyboard('12');
    await user.click(resendButton());

    expect(await within(codeDialog()).findByText(/Новый код отправлен на/)).toBeTruthy();
    expect(sentTo(SEND_CODE)).toEqual([{ email: EMAIL }]);
    expect(digits()).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(digit(1));
    expect(resendButton().disabled).toBe(true);
    expect(within(codeDialog()).getByText('Отправить ещё раз можно через 1:00')).toBeTruthy();
  });

  it("'Войти другим способом' goes back to sign-in; a code asked again too soon says the backend's wait, counting down", async () => {
    fakeClock();
    const user = userEvent.setup();
    answer(SEND_CODE, codeMailed);
    await renderAuthDialogs('auth');
    await user.click(within(authDialog()).getByRole('tab', { name: 'По почте' }));
    let byMail = within(authDialog()).getByRole('form', { name: 'Вход по почте' });
    await user.type(within(byMail).getByLabelText('E-mail'), EMAIL);
    await user.click(within(byMail).getByRole('button', { name: 'Получить код' }));
    await screen.findByRole('dialog', { name: 'Введите код' });

    await user.click(within(codeDialog()).getByRole('button', { name: 'Войти другим способом' }));
    await screen.findByRole('dialog', { name: 'Вход в личный кабинет' });
    expect(screen.queryByRole('dialog', { name: 'Введите код' })).toBeNull();

    // The demo backend's 429 (a code goes once a minute), with its wait in the body and the header.
    answer(SEND_CODE, () => ({
      status: 429,
      body: { detail: 'Повторно запросить код можно через 30 с.', retry_after: 30 },
      headers: { 'retry-after': '30' },
    }));
    await user.click(within(authDialog()).getByRole('tab', { name: 'По почте' }));
    byMail = within(authDialog()).getByRole('form', { name: 'Вход по почте' });
    // The address typed before is still there.
    expect(within(byMail).getByLabelText<HTMLInputElement>('E-mail').value).toBe(EMAIL);
    await user.click(within(byMail).getByRole('button', { name: 'Получить код' }));

    const note = await within(authDialog()).findByText(/Новый можно запросить через \d+ с\./);
    expect(note.textContent).toBe(`Код уже отправлен на ${EMAIL}. Новый можно запросить через 30 с.`);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(note.textContent).toBe(`Код уже отправлен на ${EMAIL}. Новый можно запросить через 29 с.`);
    expect(sentTo(SEND_CODE)).toEqual([{ email: EMAIL }, { email: EMAIL }]);
    expect(dialogsState.open).toBe('auth');
  });
});
