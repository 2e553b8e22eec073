import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordChangePage } from '@/features/account/PasswordChangePage';
import { PasswordRecoveryPage } from '@/features/auth/PasswordRecoveryPage';
import { sessionState } from '@/shared/session/session-state';
import { CURRENT_PASSWORD_WRONG } from '@common/current-password';
import { json, renderInRouter, stubFetch } from './router-helpers';

// 'Смена пароля' asks the password now, which the server checks before it changes anything
// (docs/decisions/048); the restore letter's form does not.

const SET_PASSWORD = '/api/accounts/set-password';

beforeEach(() => {
  sessionState.signedIn = true;
});
afterEach(() => {
  sessionState.signedIn = false;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A control by its label (not the button that shows the password, which names it too). */
const control = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText<HTMLInputElement>(label, { selector: 'input' });

/** The messages listed at a field (its `aria-describedby` error list). */
function errorsOf(field: HTMLElement): string[] {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .filter((id) => id.endsWith('-errors'))
    .flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('li') ?? [])])
    .map((item) => item.textContent ?? '');
}

/** What the page sent to set-password, as JSON. */
const sentBodies = async (fetchMock: ReturnType<typeof stubFetch>) =>
  Promise.all(
    fetchMock.mock.calls
      .map(([input]) => input as Request)
      .filter((request) => new URL(request.url).pathname === SET_PASSWORD)
      .map((request) => request.clone().json() as Promise<Record<string, unknown>>),
  );

describe("'Смена пароля'", () => {
  it("asks 'Текущий пароль' first, as the current password, and sends it with the new one", async () => {
    const fetchMock = stubFetch((_request, url) =>
      url.pathname === SET_PASSWORD ? json({ detail: 'Пароль изменён.' }) : undefined,
    );
    renderInRouter(<PasswordChangePage />);
    const form = await screen.findByRole('form', { name: 'Новый пароль' });
    const current = control(form, 'Текущий пароль');
    expect(current.autocomplete).toBe('current-password');
    expect(current.getAttribute('aria-required')).toBe('true');
    const inputs = within(form).getAllByLabelText(/пароль/i, { selector: 'input' });
    expect(inputs.map((input) => input.getAttribute('autocomplete'))).toEqual([
      'current-password',
      'new-password',
      'new-password',
    ]);

    const user = userEvent.setup();
    await user.type(control(form, 'Новый пароль'), 'second-pass-2');
    await user.type(control(form, 'Повторите пароль'), 'second-pass-2');
    await user.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    // Not sent without it: the field says so and takes the focus.
    await waitFor(() => expect(errorsOf(current)).toEqual(['Введите текущий пароль']));
    expect(document.activeElement).toBe(current);
    expect(await sentBodies(fetchMock)).toEqual([]);

    await user.type(current, 'first-pass-1');
    await user.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    await screen.findByText('Пароль изменён. В следующий раз входите с новым паролем.');
    expect(await sentBodies(fetchMock)).toEqual([
      {
        access_token: '',
        password: 'second-pass-2',
        confirm_password: 'second-pass-2',
        current_password: 'first-pass-1',
      },
    ]);
  });

  it('a wrong current password is said at its field, which takes the focus; nothing typed is lost', async () => {
    stubFetch((_request, url) =>
      url.pathname === SET_PASSWORD
        ? json({ details: { current_password: [CURRENT_PASSWORD_WRONG] } }, 400)
        : undefined,
    );
    renderInRouter(<PasswordChangePage />);
    const form = await screen.findByRole('form', { name: 'Новый пароль' });
    const user = userEvent.setup();
    await user.type(control(form, 'Текущий пароль'), 'not-the-password');
    await user.type(control(form, 'Новый пароль'), 'second-pass-2');
    await user.type(control(form, 'Повторите пароль'), 'second-pass-2');
    await user.click(within(form).getByRole('button', { name: 'Сменить пароль' }));

    const current = control(form, 'Текущий пароль');
    await waitFor(() => expect(errorsOf(current)).toEqual([CURRENT_PASSWORD_WRONG]));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
    // Said once, at the field, not again above the button.
    expect(within(form).getAllByText(CURRENT_PASSWORD_WRONG)).toHaveLength(1);
    expect(current.value).toBe('not-the-password');
    expect(control(form, 'Новый пароль').value).toBe('second-pass-2');
    expect(control(form, 'Повторите пароль').value).toBe('second-pass-2');
    expect(screen.queryByText(/Пароль изменён/)).toBeNull();
  });
});

describe('the restore letter’s new password', () => {
  it('asks no current password and sends none', async () => {
    const fetchMock = stubFetch((_request, url) =>
      url.pathname === SET_PASSWORD ? json({ detail: 'Пароль изменён.' }) : undefined,
    );
    sessionState.signedIn = false;
    renderInRouter(<PasswordRecoveryPage token="restore-token" />);
    const form = await screen.findByRole('form', { name: 'Новый пароль' });
    expect(within(form).queryByLabelText('Текущий пароль')).toBeNull();
    expect(
      within(form)
        .getAllByLabelText(/пароль/i, { selector: 'input' })
        .map((input) => input.getAttribute('autocomplete')),
    ).toEqual(['new-password', 'new-password']);

    const user = userEvent.setup();
    await user.type(control(form, 'Новый пароль'), 'restored-pass-3');
    await user.type(control(form, 'Повторите пароль'), 'restored-pass-3');
    await user.click(within(form).getByRole('button', { name: 'Сохранить пароль' }));
    await screen.findByText('Пароль изменён. Теперь войдите с новым паролем.');
    expect(await sentBodies(fetchMock)).toEqual([
      { access_token: 'restore-token', password: 'restored-pass-3', confirm_password: 'restored-pass-3' },
    ]);
  });
});
