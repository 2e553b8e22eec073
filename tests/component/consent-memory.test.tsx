import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '@/features/account/ProfilePage';
import { json, renderInRouter, stubFetch } from './router-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const CONSENT = 'Я согласен(на) на обработку персональных данных';

/** The backend of 'Мои данные': the user, the site config's policy date, and what each save sent. */
function backend(policy: { date: string }) {
  let user = {
    id: 5,
    email: 'ivanov@pskovtour.example',
    last_name: 'Иванов',
    first_name: 'Иван',
    patronymic: '',
    phone: '',
    birth_date: null,
    gender: null,
    date_joined: '2024-01-01T00:00:00Z',
  };
  const saves: Record<string, string>[] = [];
  stubFetch(async (request, url) => {
    if (url.pathname === '/api/configs/') return json({ PERSONAL_DATA_POLICY_DATE: policy.date });
    if (url.pathname === '/api/user/' && request.method === 'GET') return json(user);
    if (url.pathname === `/api/user/${user.id}/` && request.method === 'PATCH') {
      const fields = Object.fromEntries((await request.formData()).entries()) as Record<string, string>;
      saves.push(fields);
      user = { ...user, patronymic: fields.patronymic ?? user.patronymic };
      return json(user);
    }
    return undefined;
  });
  return saves;
}

async function openProfile() {
  const view = renderInRouter(<ProfilePage />);
  const form = await screen.findByRole('form', { name: 'Мои данные' });
  await waitFor(() => expect(within(form).getByLabelText<HTMLInputElement>('Фамилия').value).toBe('Иванов'));
  return { form, view };
}

async function changePatronymic(form: HTMLElement, value: string) {
  const user = userEvent.setup();
  const patronymic = within(form).getByLabelText<HTMLInputElement>('Отчество');
  await user.clear(patronymic);
  await user.type(patronymic, value);
  return user;
}

describe("'Мои данные' asks the consent once for the policy in force", () => {
  it('asks on the first save, then says it was given, on this page and the next time', async () => {
    const saves = backend({ date: '2024-03-01' });
    const { form, view } = await openProfile();
    const user = await changePatronymic(form, 'Петрович');
    await user.click(within(form).getByLabelText(CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Изменения сохранены')).toBeTruthy();

    expect(within(form).queryByLabelText(CONSENT)).toBeNull();
    expect(
      within(form).getByText('Вы дали согласие на обработку персональных данных (политика от 01.03.2024).'),
    ).toBeTruthy();
    expect(
      within(form).getByRole('link', { name: 'политика обработки персональных данных' }).getAttribute('href'),
    ).toBe('/about/policy/');

    await changePatronymic(form, 'Сергеевич');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves.map((sent) => sent.personal_data_consent)).toEqual(['true', 'true']);

    view.unmount();
    const again = await openProfile();
    expect(within(again.form).queryByLabelText(CONSENT)).toBeNull();
  });

  it('asks again when the policy has a new date', async () => {
    const policy = { date: '2024-03-01' };
    backend(policy);
    localStorage.setItem('storefront-consent', JSON.stringify({ 5: '2024-03-01' }));
    policy.date = '2025-01-15';
    const { form } = await openProfile();
    await waitFor(() => expect(within(form).getByLabelText(CONSENT)).toBeTruthy());
    const user = await changePatronymic(form, 'Петрович');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(CONSENT)));
  });

  it('another account on the same device is asked for its own', async () => {
    backend({ date: '2024-03-01' });
    localStorage.setItem('storefront-consent', JSON.stringify({ 7: '2024-03-01' }));
    const { form } = await openProfile();
    await waitFor(() => expect(within(form).getByLabelText(CONSENT)).toBeTruthy());
  });
});
