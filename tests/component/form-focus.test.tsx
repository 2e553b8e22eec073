import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TouristForm } from '@/features/account/TouristForm';
import { emptyTourist } from '@/features/account/tourist-form';
import { RegistrationForm } from '@/features/auth/RegistrationForm';
import { json, renderInRouter, requestedUrls, stubFetch } from './router-helpers';

// The masks' chunks are transformed on their first load: slow on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** A control by its label (an input, select or text area, not the buttons that name it). */
const control = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText<HTMLInputElement>(label, { selector: 'input, select, textarea' });

describe('a refused submit focuses the first wrong field as the page reads', () => {
  it('registration: the phone, above the password, not the password the form registered first', async () => {
    renderInRouter(<RegistrationForm onRegistered={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Регистрация' });
    const user = userEvent.setup();
    await user.type(control(form, 'Фамилия'), 'Смирнова');
    await user.type(control(form, 'Имя'), 'Анна');
    await user.type(control(form, 'E-mail'), 'anna@example.com');
    await user.click(within(form).getByRole('button', { name: 'Зарегистрироваться' }));

    const phone = control(form, 'Телефон');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(control(form, 'Пароль').getAttribute('aria-invalid')).toBe('true');
  });

  it("registration: a surname with a digit ('Петров1') is refused at its field", async () => {
    renderInRouter(<RegistrationForm onRegistered={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Регистрация' });
    const user = userEvent.setup();
    await user.type(control(form, 'Фамилия'), 'Петров1');
    await user.type(control(form, 'Имя'), 'Анна');
    await user.click(within(form).getByRole('button', { name: 'Зарегистрироваться' }));

    const surname = control(form, 'Фамилия');
    await waitFor(() => expect(document.activeElement).toBe(surname));
    const errors = document.getElementById(`${surname.id}-errors`);
    expect(errors?.textContent).toBe('Без цифр: фамилия, имя и отчество пишутся буквами.');
  });

  it("registration: a patronymic longer than the contract's 150 is refused at its field in the backend's words", async () => {
    const fetchMock = stubFetch(() => undefined);
    renderInRouter(<RegistrationForm onRegistered={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Регистрация' });
    const user = userEvent.setup();
    await user.type(control(form, 'Фамилия'), 'Смирнова');
    await user.type(control(form, 'Имя'), 'Анна');
    await user.click(control(form, 'Отчество'));
    await user.paste('Ё'.repeat(151));
    await user.click(within(form).getByRole('button', { name: 'Зарегистрироваться' }));

    const patronymic = control(form, 'Отчество');
    await waitFor(() => expect(patronymic.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${patronymic.id}-errors`)?.textContent).toBe('Не длиннее 150 символов.');
    expect(requestedUrls(fetchMock).map((url) => url.pathname)).not.toContain('/api/accounts/registration/');
  });

  it('registration, empty: the surname', async () => {
    renderInRouter(<RegistrationForm onRegistered={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Регистрация' });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(document.activeElement).toBe(control(form, 'Фамилия')));
  });

  it('a saved tourist: a wrong birth date above a wrong e-mail', async () => {
    stubFetch((_request, url) =>
      url.pathname === '/api/countries/' || url.pathname === '/api/document_types/' ? json([]) : undefined,
    );
    renderInRouter(
      <TouristForm
        title="Новый турист"
        initial={emptyTourist()}
        submitLabel="Добавить"
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const form = await screen.findByRole('form', { name: 'Новый турист' });
    const user = userEvent.setup();
    await user.type(control(form, 'Фамилия'), 'Петров');
    await user.type(control(form, 'Имя'), 'Антон');
    const birthDate = control(form, 'Дата рождения');
    await user.type(birthDate, '3102');
    await user.type(control(form, 'E-mail'), 'anton@');
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(document.activeElement).toBe(birthDate));
    expect(control(form, 'E-mail').getAttribute('aria-invalid')).toBe('true');
  });
});
