import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '@/features/account/ProfilePage';
import { TouristForm } from '@/features/account/TouristForm';
import { emptyTourist, touristFields } from '@/features/account/tourist-form';
import { createTourist } from '@/features/account/api/create-tourist';
import { LoginForm } from '@/features/auth/LoginForm';
import { authFlowState } from '@/features/auth/state';
import { RegistrationForm } from '@/features/auth/RegistrationForm';
import { OrderForm } from '@/features/cart/order/OrderForm';
import { useCartSync } from '@/features/cart/use-cart-sync';
import { FeedbackDialog } from '@/features/feedback/FeedbackDialog';
import { OutboxIndicator } from '@/features/feedback/OutboxIndicator';
import { useFeedbackOutbox } from '@/features/feedback/use-feedback-outbox';
import { feedbackState } from '@/features/feedback/state';
import { outboxState, waitingCount } from '@/shared/outbox/outbox';
import type { OutboxItem } from '@common/outbox/machine';
import { dialogsState, openDialog } from '@/shared/state/dialogs';
import { toastsState } from '@/shared/state/toasts';
import { Toaster } from '@/shared/ui/Toaster';
import { json, renderInRouter, stubFetch, type FakeBackend } from './router-helpers';

// The outbox's IndexedDB (jsdom has none), kept in memory: the rest of the outbox is the app's.
const outboxItems = vi.hoisted(() => new Map<string, OutboxItem>());
vi.mock('@common/outbox/store', () => ({
  readItems: () => Promise.resolve([...outboxItems.values()].sort((a, b) => a.createdAt - b.createdAt)),
  writeItem: (item: OutboxItem) => Promise.resolve(void outboxItems.set(item.id, item)),
  deleteItem: (id: string) => Promise.resolve(void outboxItems.delete(id)),
  announceChange: () => undefined,
  OUTBOX_CHANNEL: 'storefront-outbox',
  OUTBOX_SYNC_TAG: 'storefront-outbox',
}));

beforeEach(() => {
  onlineManager.setOnline(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  outboxItems.clear();
  outboxState.items = [];
  toastsState.items = [];
  dialogsState.open = null;
  feedbackState.editingId = null;
  authFlowState.loginEmail = '';
});

/** The browser losing and finding its network (what Playwright's `setOffline` makes it say). */
const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

/** The field's frame: its label, control, hint and error list. */
const frameOf = (field: HTMLElement) => field.closest<HTMLElement>('.field')!;

/** A control by its label (an input, select or text area, not the buttons that name it). */
const control = <T extends HTMLElement = HTMLInputElement>(scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label, { selector: 'input, select, textarea' }) as unknown as T;

/** The contract's 400 (`{"details": {"field": ["…"]}}`) or any other body, as the backend sends it. */
const refused = (body: unknown, status = 400) => json(body, status);

const CONSENT = 'Я согласен(на) на обработку персональных данных';

// --- Registration ------------------------------------------------------------------------------

describe('registration', () => {
  const TAKEN = 'Пользователь с таким e-mail уже зарегистрирован.';

  async function fillRegistration(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
    await user.type(control(form, 'Фамилия'), 'Смирнова');
    await user.type(control(form, 'Имя'), 'Анна');
    await user.type(control(form, 'E-mail'), 'demo@pskovtour.example');
    await user.type(control(form, 'Телефон'), '9161234567');
    await waitFor(() => expect(control(form, 'Телефон').value).toBe('+7 (916) 123-45-67'));
    await user.type(control(form, 'Пароль'), 'mypass12');
    await user.type(control(form, 'Повторите пароль'), 'mypass12');
    await user.click(control(form, CONSENT));
  }

  it("the backend's error shows once, at its field, which gets focus; nothing typed is lost", async () => {
    const fetchMock = stubFetch((request, url) =>
      request.method === 'POST' && url.pathname === '/api/accounts/registration/'
        ? // As the backend answers: the field's list, repeated in `details.errors`.
          refused({ details: { email: [TAKEN], errors: [TAKEN] } })
        : undefined,
    );
    const onRegistered = vi.fn();
    renderInRouter(<RegistrationForm onRegistered={onRegistered} />);
    const form = await screen.findByRole('form', { name: 'Регистрация' });
    const user = userEvent.setup();
    await fillRegistration(user, form);
    await user.click(within(form).getByRole('button', { name: 'Зарегистрироваться' }));

    const email = control(form, 'E-mail');
    await waitFor(() => expect(within(frameOf(email)).getByText(TAKEN)).toBeTruthy());
    expect(within(form).getAllByText(TAKEN)).toHaveLength(1);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(control(form, 'Фамилия').value).toBe('Смирнова');
    expect(onRegistered).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("messages of `details.errors` that no field shows are boxes above the button; a field's are not repeated", async () => {
    const weak = 'Пароль слишком простой.';
    const closed = 'Регистрация временно закрыта.';
    stubFetch((request) =>
      request.method === 'POST'
        ? refused({ details: { password: [weak], errors: [weak, closed] } })
        : undefined,
    );
    renderInRouter(<RegistrationForm onRegistered={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Регистрация' });
    const user = userEvent.setup();
    await fillRegistration(user, form);
    await user.click(within(form).getByRole('button', { name: 'Зарегистрироваться' }));

    const password = control(form, 'Пароль');
    await waitFor(() => expect(within(frameOf(password)).getByText(weak)).toBeTruthy());
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const box = within(form).getByText(closed).closest('.form-alert')!;
    expect(box.textContent).toBe(closed);
    expect(within(form).getAllByText(weak)).toHaveLength(1);
  });
});

// --- Sign-in -----------------------------------------------------------------------------------

describe('sign-in by password', () => {
  const LOGIN_FAILED = 'Неверный e-mail или пароль.';

  /** The backend's cart calls (the session's, then the cart's), and a sign-in that is refused. */
  const backend: FakeBackend = (request, url) => {
    if (url.pathname === '/api/user/session/') return json({ sessionid: 'a'.repeat(32) });
    if (url.pathname === '/api/cart/')
      return json({
        tours: { items: [], total: 0 },
        excursions: { items: [], total: 0 },
        hotels: { items: [], total: 0 },
      });
    if (request.method === 'POST' && url.pathname === '/api/auth/token/')
      return refused({ detail: LOGIN_FAILED, details: { errors: [LOGIN_FAILED] } }, 401);
    return undefined;
  };

  /** The sign-in form on a page that keeps the cart in step (the root layout's `useCartSync`). */
  function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
    useCartSync();
    return <LoginForm onSignedIn={onSignedIn} />;
  }

  it('a refusal is said under the e-mail, which has focus; the password stays; the cart is fetched again', async () => {
    const fetchMock = stubFetch(backend);
    const cartCalls = () =>
      fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === '/api/cart/')
        .length;
    const onSignedIn = vi.fn();
    renderInRouter(<SignInPage onSignedIn={onSignedIn} />);
    const form = await screen.findByRole('form', { name: 'Вход по логину' });
    await waitFor(() => expect(cartCalls()).toBe(1));

    const user = userEvent.setup();
    await user.type(control(form, 'E-mail'), 'demo@pskovtour.example');
    await user.type(control(form, 'Пароль'), 'not-the-password');
    await user.click(within(form).getByRole('button', { name: 'Войти' }));

    const email = control(form, 'E-mail');
    await waitFor(() => expect(within(frameOf(email)).getByText(LOGIN_FAILED)).toBeTruthy());
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(control(form, 'Пароль').value).toBe('not-the-password');
    // Every sign-in attempt, failed or not, fetches the cart again (docs/product.md#cart-updates).
    await waitFor(() => expect(cartCalls()).toBe(2));
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

// --- Tourists ----------------------------------------------------------------------------------

describe('a saved tourist', () => {
  const lookups: FakeBackend = (_request, url) => {
    if (url.pathname === '/api/countries/') return json([{ id: 1, name: 'Россия', code: 'RU' }]);
    if (url.pathname === '/api/document_types/')
      return json([{ id: 1, name: 'Паспорт гражданина РФ', code: 'passport', mask: '9999 999999' }]);
    return undefined;
  };

  async function addTourist(body: unknown, status = 400) {
    const fetchMock = stubFetch(
      (request, url) =>
        lookups(request, url) ??
        (request.method === 'POST' && url.pathname === '/api/user/tourists/'
          ? refused(body, status)
          : undefined),
    );
    renderInRouter(
      <TouristForm
        title="Новый турист"
        initial={emptyTourist()}
        submitLabel="Добавить"
        onSubmit={async (values) => void (await createTourist(touristFields(values)))}
        onCancel={vi.fn()}
      />,
    );
    const form = await screen.findByRole('form', { name: 'Новый турист' });
    const user = userEvent.setup();
    await user.type(control(form, 'Фамилия'), 'Петров');
    await user.type(control(form, 'Имя'), 'Антон');
    await user.type(control(form, 'E-mail'), 'anton@example.com');
    await waitFor(() =>
      expect(within(form).getByRole('option', { name: 'Паспорт гражданина РФ' })).toBeTruthy(),
    );
    await user.selectOptions(control(form, 'Документ'), 'Паспорт гражданина РФ');
    await user.type(control(form, 'Номер документа'), '4012345678');
    await waitFor(() => expect(control(form, 'Номер документа').value).toBe('4012 345678'));
    await user.click(control(form, CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => (input as Request).method === 'POST')).toBe(true),
    );
    return form;
  }

  it("the contract's 400: each message at its field, the first in the form's order focused, the rest in the alert", async () => {
    const form = await addTourist({
      details: {
        document_number: ['Неверный номер паспорта.'],
        email: ['Такой e-mail уже у другого туриста.', 'Проверьте адрес.'],
        non_field_errors: ['Такой турист уже сохранён.'],
      },
    });
    const email = control(form, 'E-mail');
    const number = control(form, 'Номер документа');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    // Several messages of a field are a list at it.
    expect([...frameOf(email).querySelectorAll('.field__errors li')].map((item) => item.textContent)).toEqual(
      ['Такой e-mail уже у другого туриста.', 'Проверьте адрес.'],
    );
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(within(frameOf(number)).getByText('Неверный номер паспорта.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    // The field's errors are its description.
    expect(number.getAttribute('aria-describedby')).toContain(within(frameOf(number)).getByRole('alert').id);
    const alert = form.querySelector('.form-alert')!;
    expect(alert.textContent).toBe('Такой турист уже сохранён.');
    expect(control(form, 'Фамилия').getAttribute('aria-invalid')).toBeNull();
    expect(control(form, 'Фамилия').value).toBe('Петров');
  });

  it('plain DRF bodies too: `{"field": [...]}` at the field, `{"detail": "..."}` and unknown names in the alert', async () => {
    const form = await addTourist({
      last_name: ['Не длиннее 150 символов.'],
      passport_series: ['Серия не нужна.'],
      detail: 'Проверьте данные туриста.',
    });
    const lastName = control(form, 'Фамилия');
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'));
    expect(within(frameOf(lastName)).getByText('Не длиннее 150 символов.')).toBeTruthy();
    expect(document.activeElement).toBe(lastName);
    expect([...form.querySelectorAll('.form-alert__item')].map((item) => item.textContent).sort()).toEqual(
      ['Проверьте данные туриста.', 'Серия не нужна.'].sort(),
    );
  });

  it('a refusal with no message for any field says its status in the alert', async () => {
    const form = await addTourist({}, 409);
    await waitFor(() => expect(form.querySelector('.form-alert')?.textContent).toBe('Ошибка 409.'));
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});

// --- Profile -----------------------------------------------------------------------------------

describe("'Мои данные'", () => {
  function profileBackend(answerPatch?: () => Response) {
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
    const state = { offline: false, patches: 0 };
    const fetchMock = stubFetch(async (request, url) => {
      if (state.offline) throw new TypeError('Failed to fetch');
      if (url.pathname === '/api/user/' && request.method === 'GET') return json(user);
      if (url.pathname === `/api/user/${user.id}/` && request.method === 'PATCH') {
        state.patches += 1;
        if (answerPatch) return answerPatch();
        const fields = Object.fromEntries((await request.formData()).entries()) as Record<string, string>;
        user = { ...user, patronymic: fields.patronymic ?? user.patronymic };
        return json(user);
      }
      return undefined;
    });
    return { state, fetchMock };
  }

  it('a save that fails keeps every change in the form, and goes through once the network is back', async () => {
    const { state } = profileBackend();
    renderInRouter(<ProfilePage />);
    const form = await screen.findByRole('form', { name: 'Мои данные' });
    await waitFor(() => expect(control(form, 'Фамилия').value).toBe('Иванов'));
    const user = userEvent.setup();
    await user.type(control(form, 'Отчество'), 'Тестович');
    await user.click(control(form, CONSENT));

    goOffline();
    state.offline = true;
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText(/Нет соединения с сервером/)).toBeTruthy();
    expect(control(form, 'Отчество').value).toBe('Тестович');

    state.offline = false;
    goOnline();
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Изменения сохранены')).toBeTruthy();
    expect(state.patches).toBe(1);
    expect(within(form).queryByText(/Нет соединения с сервером/)).toBeNull();
  });

  it('a plain DRF 400 (`{"field": [...]}`, `{"detail"}`) is said at the field and in the alert', async () => {
    profileBackend(() =>
      refused({ patronymic: ['Не длиннее 150 символов.'], detail: 'Данные не сохранены.' }),
    );
    renderInRouter(<ProfilePage />);
    const form = await screen.findByRole('form', { name: 'Мои данные' });
    await waitFor(() => expect(control(form, 'Фамилия').value).toBe('Иванов'));
    const user = userEvent.setup();
    // A patronymic the form takes (a longer one it refuses itself, in the same words): the backend refuses it.
    await user.type(control(form, 'Отчество'), 'Тестович');
    await user.click(control(form, CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));

    const patronymic = control(form, 'Отчество');
    await waitFor(() => expect(patronymic.getAttribute('aria-invalid')).toBe('true'));
    expect(within(frameOf(patronymic)).getByText('Не длиннее 150 символов.')).toBeTruthy();
    expect(document.activeElement).toBe(patronymic);
    expect(form.querySelector('.form-alert')!.textContent).toBe('Данные не сохранены.');
    expect(within(form).queryByText('Изменения сохранены')).toBeNull();
  });
});

// --- Order -------------------------------------------------------------------------------------

describe('the order form', () => {
  it('the backend refuses the patronymic: the message is at the field, which has focus; nothing is lost', async () => {
    const fetchMock = stubFetch((request, url) =>
      request.method === 'POST' && url.pathname === '/api/cart/order/'
        ? refused({ details: { patronymic: ['Не длиннее 150 символов.'] } })
        : undefined,
    );
    renderInRouter(
      <OrderForm
        sessionId={'b'.repeat(32)}
        travellers={{ places: [], startsOn: null }}
        blockedReason={null}
      />,
    );
    const form = await screen.findByRole('form', { name: 'Покупатель' });
    const user = userEvent.setup();
    await user.type(control(form, 'Фамилия'), 'Соколова');
    await user.type(control(form, 'Имя'), 'Ольга');
    await user.type(control(form, 'Отчество'), 'Сергеевна');
    await user.type(control(form, 'E-mail'), 'sokolova@example.com');
    await user.type(control(form, 'Телефон'), '9215550101');
    await waitFor(() => expect(control(form, 'Телефон').value).toBe('+7 (921) 555-01-01'));
    await user.type(control(form, 'Комментарий к заказу'), 'Нужен гид на английском');
    await user.click(control(form, CONSENT));
    await user.click(within(form).getByRole('button', { name: 'Оформить заказ' }));

    const patronymic = control(form, 'Отчество');
    expect(await within(form).findByText('Не длиннее 150 символов.')).toBeTruthy();
    expect(within(frameOf(patronymic)).getByText('Не длиннее 150 символов.')).toBeTruthy();
    expect(patronymic.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(patronymic);
    expect(control(form, 'Фамилия').value).toBe('Соколова');
    expect(control<HTMLTextAreaElement>(form, 'Комментарий к заказу').value).toBe('Нужен гид на английском');
    // No order was placed: the success dialog is not opened.
    expect(dialogsState.open).not.toBe('feedbackSent');
    const order = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((request) => request.method === 'POST')!;
    expect(new URL(order.url).searchParams.get('sessionid')).toBe('b'.repeat(32));
  });
});

// --- Feedback ('Написать') ---------------------------------------------------------------------

describe("'Написать'", () => {
  const PROCESS_PATH = '/api/feedback/header_write_us/process/';
  const HINT = 'Только .pdf, не более 5 МБ';
  const TOO_LONG = 'Не длиннее 200 символов.';
  const definition = {
    key: 'header_write_us',
    title: 'Написать нам',
    fields: [
      {
        id: 1,
        name: 'name',
        label: 'Ваше имя',
        placeholder: 'Иван Иванов',
        required: true,
        type: 'CharField',
      },
      {
        id: 2,
        name: 'email',
        label: 'E-mail',
        placeholder: 'example@mail.ru',
        required: true,
        type: 'EmailField',
      },
      { id: 3, name: 'phone', label: 'Телефон', placeholder: '', required: false, type: 'PhoneField' },
      {
        id: 4,
        name: 'message',
        label: 'Сообщение',
        placeholder: 'Ваш вопрос или пожелание',
        required: true,
        type: 'TextAreaField',
      },
      {
        id: 5,
        name: 'file',
        label: 'Прикрепить файл',
        placeholder: HINT,
        required: false,
        type: 'FileField',
      },
    ],
  };
  const pdf = () =>
    new File(['%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'маршрут.pdf', {
      type: 'application/pdf',
    });

  /**
   * The demo backend's checks of a submission: a name of at most 200 characters. Every delivery
   * is kept in `posts` (multipart fields), and `offline` makes the network fail.
   */
  function feedbackBackend() {
    const state = { offline: false, posts: [] as Array<Record<string, FormDataEntryValue>> };
    stubFetch(async (request, url) => {
      if (state.offline) throw new TypeError('Failed to fetch');
      if (url.pathname === '/api/feedback/header_write_us/') return json(definition);
      if (request.method === 'POST' && url.pathname === PROCESS_PATH) {
        const fields = Object.fromEntries((await request.formData()).entries());
        state.posts.push(fields);
        const name = typeof fields.name === 'string' ? fields.name : '';
        return name.length > 200
          ? refused({ details: { name: [TOO_LONG] } })
          : json(
              { id: state.posts.length, client_id: fields.client_id, detail: 'Сообщение отправлено.' },
              201,
            );
      }
      return undefined;
    });
    return state;
  }

  /** The page around the dialog: the root layout's outbox hook, the header's waiting count, the dialog host, toasts. */
  function Page() {
    useFeedbackOutbox();
    const { open } = useSnapshot(dialogsState);
    return (
      <>
        <OutboxIndicator />
        <button type="button" onClick={() => openDialog('feedback')}>
          Написать
        </button>
        {open === 'feedback' ? <FeedbackDialog /> : null}
        <Toaster />
      </>
    );
  }

  async function openFeedback(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Написать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Написать нам' });
    await within(dialog).findByRole('form', { name: 'Написать нам' });
    return dialog;
  }

  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    dialog: HTMLElement,
    { name, message, file = true }: { name: string; message: string; file?: boolean },
  ) {
    await user.click(control(dialog, 'Ваше имя'));
    await user.paste(name);
    await user.type(control(dialog, 'E-mail'), 'anna.smirnova@example.com');
    await user.type(control(dialog, 'Сообщение'), message);
    if (file) {
      await user.upload(control(dialog, 'Прикрепить файл'), pdf());
      await within(dialog).findByRole('button', { name: 'Убрать файл' });
    }
    await user.click(control(dialog, CONSENT));
  }

  it("the server's 400 shows at its field; a 6 MB file or a renamed picture is refused in the browser with the hint", async () => {
    const backend = feedbackBackend();
    renderInRouter(<Page />);
    const user = userEvent.setup();
    const dialog = await openFeedback(user);

    const file = control(dialog, 'Прикрепить файл');
    const big = new File(['%PDF-1.4\n', new Uint8Array(6 * 1024 * 1024)], 'большой.pdf', {
      type: 'application/pdf',
    });
    await user.upload(file, big);
    expect(await within(dialog).findByText(/Файл «большой\.pdf» больше 5 МБ/)).toBeTruthy();
    expect(file.getAttribute('aria-invalid')).toBe('true');
    // The refusal names the file and what is wrong; the hint is said once, beside the field.
    expect(within(dialog).getAllByText(HINT)).toHaveLength(1);
    await user.upload(file, new File(['\x89PNG\r\n\x1a\n0000'], 'фото.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(/Файл «фото\.pdf» — не PDF/)).toBeTruthy();
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('button', { name: 'Убрать файл' })).toBeNull();

    // The server allows 200 characters of a name; the browser does not know it.
    const message = 'Длинное имя: вопрос о туре';
    await fill(user, dialog, { name: 'Я'.repeat(201), message, file: false });
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    const name = control(dialog, 'Ваше имя');
    expect(await within(dialog).findByText(TOO_LONG)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(frameOf(name)).getByText(TOO_LONG)).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(control<HTMLTextAreaElement>(dialog, 'Сообщение').value).toBe(message);
    // Sent once and refused: the message waits in the outbox to be corrected, not as sent.
    expect(backend.posts).toHaveLength(1);
    expect(outboxState.items.map((item) => item.state)).toEqual(['needs-fix']);
    expect(dialogsState.open).toBe('feedback');
  });

  it("a 400 on replay reopens the dialog with the stored values and the server's errors", async () => {
    const backend = feedbackBackend();
    renderInRouter(<Page />);
    const user = userEvent.setup();
    const dialog = await openFeedback(user);
    const message = 'Исправить имя: вопрос о туре';
    await fill(user, dialog, { name: 'Я'.repeat(201), message });

    // Offline, 'Отправить' keeps the message: the dialog closes and says when it goes.
    goOffline();
    backend.offline = true;
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Сообщение будет отправлено, когда появится сеть')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^1\sсообщение ждёт отправки$/ })).toBeTruthy();
    expect(backend.posts).toHaveLength(0);

    // Back online the outbox sends it; the server refuses the name: the dialog comes back.
    backend.offline = false;
    goOnline();
    const reopened = await screen.findByRole('dialog', { name: 'Написать нам' });
    expect(await within(reopened).findByText(TOO_LONG)).toBeTruthy();
    expect(control(reopened, 'Ваше имя').getAttribute('aria-invalid')).toBe('true');
    expect(control<HTMLTextAreaElement>(reopened, 'Сообщение').value).toBe(message);
    expect(within(reopened).getByRole('button', { name: 'Убрать файл' })).toBeTruthy();

    await user.clear(control(reopened, 'Ваше имя'));
    await user.type(control(reopened, 'Ваше имя'), 'Анна');
    await user.click(within(reopened).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(dialogsState.open).toBe('feedbackSent'));
    expect(await screen.findByText('Сообщение отправлено. Спасибо!')).toBeTruthy();
    // One refused delivery, then one stored, with the corrected name, under the same client id.
    expect(backend.posts).toHaveLength(2);
    expect(backend.posts[1]).toMatchObject({ name: 'Анна', message });
    expect(backend.posts[1]!.client_id).toBe(backend.posts[0]!.client_id);
    expect(backend.posts[1]!.file).toBeDefined();
    expect(waitingCount(outboxState.items)).toBe(0);
    expect(screen.queryByRole('button', { name: /ждёт отправки|ждут отправки/ })).toBeNull();
  });
});
