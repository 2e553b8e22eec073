import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authFlowState } from '@/features/auth/state';
import { onSessionChange, sessionState, type SessionEvent } from '@/shared/session/session-state';
import { dialogsState } from '@/shared/state/dialogs';
import { toastsState } from '@/shared/state/toasts';
import type * as Client from '@/shared/api/client';
import { answer, renderAuthDialogs, resetAuth, sentTo } from './auth-helpers';

// The network boundary: the app's API client answers from the fake backend of auth-helpers.
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  api: (await import('./auth-helpers')).fakeApi,
}));

const TOKEN = '/api/auth/token/';
const SEND_CODE = '/api/auth/send_code/email/';

/** The demo backend's refusal, for a wrong password and an unknown e-mail alike (server/api/routes/auth.ts). */
const LOGIN_FAILED = 'Неверный e-mail или пароль.';
const loginFailed = () => ({
  status: 401,
  body: { detail: LOGIN_FAILED, details: { errors: [LOGIN_FAILED] } },
});

const authDialog = () => screen.getByRole('dialog', { name: 'Вход в личный кабинет' });
const loginForm = () => within(authDialog()).getByRole('form', { name: 'Вход по логину' });
const emailField = () => within(loginForm()).getByLabelText<HTMLInputElement>('E-mail');
const passwordField = () =>
  within(loginForm()).getByLabelText<HTMLInputElement>('Пароль', { selector: 'input' });
const signInButton = () => within(loginForm()).getByRole<HTMLButtonElement>('button', { name: 'Войти' });

/** The messages listed under a field (its `aria-describedby` error list), or [] when it has none. */
function errorsOf(field: HTMLElement): string[] {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .filter((id) => id.endsWith('-errors'))
    .flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('li') ?? [])])
    .map((item) => item.textContent ?? '');
}

async function fillAndSubmit(user: UserEvent, email: string, password: string) {
  if (email) await user.type(emailField(), email);
  if (password) await user.type(passwordField(), password);
  await user.click(signInButton());
}

/** Every sign-in attempt, failed or not, is announced (the cart listens and fetches itself again). */
function sessionEvents(): SessionEvent[] {
  const events: SessionEvent[] = [];
  const stop = onSessionChange((event) => events.push(event));
  stopListening.push(stop);
  return events;
}
const stopListening: Array<() => void> = [];

afterEach(() => {
  for (const stop of stopListening.splice(0)) stop();
  act(() => onlineManager.setOnline(true));
  resetAuth();
});

describe('sign-in by password', () => {
  it("an empty form is not sent: the e-mail says 'Введите e-mail' and takes focus, the password 'Введите пароль'", async () => {
    const user = userEvent.setup();
    await renderAuthDialogs('auth');
    expect(document.activeElement).toBe(emailField());

    await user.click(signInButton());

    expect(await within(loginForm()).findByText('Введите e-mail')).toBeTruthy();
    expect(errorsOf(emailField())).toEqual(['Введите e-mail']);
    expect(errorsOf(passwordField())).toEqual(['Введите пароль']);
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailField());
    expect(sentTo(TOKEN)).toEqual([]);
  });

  it('a malformed e-mail is not sent and says what is wrong under the e-mail', async () => {
    const user = userEvent.setup();
    await renderAuthDialogs('auth');

    await fillAndSubmit(user, 'demo@pskovtour', 'some-pass-1');

    expect(await within(loginForm()).findByText('Введите правильный адрес электронной почты.')).toBeTruthy();
    expect(errorsOf(emailField())).toEqual(['Введите правильный адрес электронной почты.']);
    expect(errorsOf(passwordField())).toEqual([]);
    expect(sentTo(TOKEN)).toEqual([]);
  });

  it('an unknown e-mail gets the same refusal under the e-mail', async () => {
    const user = userEvent.setup();
    answer(TOKEN, loginFailed);
    await renderAuthDialogs('auth');

    await fillAndSubmit(user, 'nobody@example.com', 'any-pass-1');

    expect(await within(loginForm()).findByText(LOGIN_FAILED)).toBeTruthy();
    expect(errorsOf(emailField())).toEqual([LOGIN_FAILED]);
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(emailField().value).toBe('nobody@example.com');
  });

  it('a sign-in with no network or a failing service says so above the button, not at a field', async () => {
    const user = userEvent.setup();
    answer(TOKEN, () => {
      throw new TypeError('Failed to fetch');
    });
    await renderAuthDialogs('auth');

    await fillAndSubmit(user, 'demo@pskovtour.example', 'demo-pskov-2024');
    expect(
      await within(loginForm()).findByText(
        'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз.',
      ),
    ).toBeTruthy();
    expect(errorsOf(emailField())).toEqual([]);

    answer(TOKEN, () => ({ status: 500, body: { detail: 'Внутренняя ошибка сервера.' } }));
    await user.click(signInButton());
    expect(
      await within(loginForm()).findByText('Сервис временно недоступен. Попробуйте ещё раз через минуту.'),
    ).toBeTruthy();
    expect(errorsOf(emailField())).toEqual([]);
  });

  it("offline, 'Войти' is off and says why, nothing typed is lost; back online it is on again", async () => {
    const user = userEvent.setup();
    await renderAuthDialogs('auth');
    await user.type(emailField(), 'demo@pskovtour.example');
    await user.type(passwordField(), 'not-the-password');
    expect(signInButton().disabled).toBe(false);

    // What the browser says when the network goes (the query client's online manager hears it).
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(signInButton().disabled).toBe(true);
    expect(within(loginForm()).getByText('Нет соединения — войти можно, когда появится сеть.')).toBeTruthy();
    expect(emailField().value).toBe('demo@pskovtour.example');
    expect(passwordField().value).toBe('not-the-password');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(signInButton().disabled).toBe(false);
    expect(within(loginForm()).queryByText('Нет соединения — войти можно, когда появится сеть.')).toBeNull();
    expect(sentTo(TOKEN)).toEqual([]);
  });

  it('the right password signs in: the dialog closes and says so', async () => {
    const user = userEvent.setup();
    answer(TOKEN, () => ({ status: 200, body: { access: 'access-token', refresh: 'refresh-token' } }));
    await renderAuthDialogs('auth');
    const events = sessionEvents();

    await fillAndSubmit(user, ' demo@pskovtour.example', 'demo-pskov-2024');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Вход в личный кабинет' })).toBeNull());
    // The address goes trimmed.
    expect(sentTo(TOKEN)).toEqual([{ username: 'demo@pskovtour.example', password: 'demo-pskov-2024' }]);
    expect(sessionState.signedIn).toBe(true);
    expect(events).toEqual([{ type: 'started' }, { type: 'attempted' }]);
    expect(toastsState.items.map((toast) => toast.text)).toEqual(['Вы вошли в личный кабинет.']);
  });
});

describe('asking for a code by e-mail', () => {
  it('an empty or malformed e-mail is not sent', async () => {
    const user = userEvent.setup();
    await renderAuthDialogs('auth');
    await user.click(within(authDialog()).getByRole('tab', { name: 'По почте' }));
    const byMail = within(authDialog()).getByRole('form', { name: 'Вход по почте' });
    const email = within(byMail).getByLabelText('E-mail');

    await user.click(within(byMail).getByRole('button', { name: 'Получить код' }));
    expect(await within(byMail).findByText('Введите e-mail')).toBeTruthy();
    expect(errorsOf(email)).toEqual(['Введите e-mail']);

    await user.type(email, 'demo@pskovtour');
    await user.click(within(byMail).getByRole('button', { name: 'Получить код' }));
    expect(await within(byMail).findByText('Введите правильный адрес электронной почты.')).toBeTruthy();
    expect(sentTo(SEND_CODE)).toEqual([]);
  });

  it("an unknown e-mail: the backend's message is said under the e-mail, which takes focus", async () => {
    const user = userEvent.setup();
    const unknown = 'Пользователь с таким e-mail не найден. Зарегистрируйтесь или проверьте адрес.';
    answer(SEND_CODE, () => ({ status: 400, body: { details: { email: [unknown], errors: [unknown] } } }));
    await renderAuthDialogs('auth');
    await user.click(within(authDialog()).getByRole('tab', { name: 'По почте' }));
    const byMail = within(authDialog()).getByRole('form', { name: 'Вход по почте' });
    const email = within(byMail).getByLabelText<HTMLInputElement>('E-mail');

    await user.type(email, 'nobody@example.com');
    await user.click(within(byMail).getByRole('button', { name: 'Получить код' }));

    expect(await within(byMail).findByText(unknown)).toBeTruthy();
    expect(errorsOf(email)).toEqual([unknown]);
    // Said once, at the field: not repeated above the button.
    expect(within(byMail).getAllByText(unknown)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.value).toBe('nobody@example.com');
    expect(sentTo(SEND_CODE)).toEqual([{ email: 'nobody@example.com' }]);
    expect(dialogsState.open).toBe('auth');
    expect(authFlowState.codeEmail).toBe('');
  });
});
