import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneHost } from './forms-helpers';

// The lazy chunk (imask) is transformed on its first load: slow on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// The phone mask's module, counted and (for the first test) held back at the module boundary: the
// component layer's view of the e2e test's network request for the phone-mask chunk.
const phoneMask = vi.hoisted(() => ({ loads: 0, held: null as Promise<void> | null }));
vi.mock('@/shared/ui/forms/phone-mask', async (importOriginal) => {
  phoneMask.loads += 1;
  if (phoneMask.held) await phoneMask.held;
  return importOriginal();
});

const phone = () => screen.getByLabelText<HTMLInputElement>('Телефон');
const russian = () => screen.getByLabelText<HTMLInputElement>('Код РФ');
const submit = () => screen.getByRole('button', { name: 'Отправить' });

function renderPhone(initial = '') {
  const onSubmit = vi.fn<(values: { phone: string }) => void>();
  render(<PhoneHost initial={initial} onSubmit={onSubmit} />);
  return { onSubmit };
}

// Must stay the first test of the file: the module is loaded once per file.
describe('the phone mask', () => {
  it('loads only when the field is used, and masks what was typed before it', async () => {
    let release = () => undefined as void;
    phoneMask.held = new Promise<void>((resolve) => (release = resolve));
    const user = userEvent.setup();
    const { onSubmit } = renderPhone();
    expect(phoneMask.loads).toBe(0);

    await user.click(phone());
    await waitFor(() => expect(phoneMask.loads).toBe(1));
    // The mask is held back: the digits go into the plain field.
    await user.keyboard('9161234567');
    expect(phone().value).toBe('9161234567');

    release();
    await waitFor(() => expect(phone().value).toBe('+7 (916) 123-45-67'));
    expect(phoneMask.loads).toBe(1);
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ phone: '+7 (916) 123-45-67' });
    phoneMask.held = null;
  });
});

describe("the phone field: 'Код РФ' on", () => {
  it('is on by default and writes ten digits as +7 (999) 999-99-99', async () => {
    const user = userEvent.setup();
    renderPhone();
    expect(russian().checked).toBe(true);
    expect(phone().placeholder).toBe('+7 (999) 999-99-99');
    expect(phone().type).toBe('tel');
    await user.type(phone(), '9161234567');
    await waitFor(() => expect(phone().value).toBe('+7 (916) 123-45-67'));
  });

  it('takes a leading 8 typed as the +7, not as the first digit of the code', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPhone();
    await user.type(phone(), '89215550101');
    await waitFor(() => expect(phone().value).toBe('+7 (921) 555-01-01'));
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ phone: '+7 (921) 555-01-01' });
  });

  it('takes a leading 7 typed as the +7 too', async () => {
    const user = userEvent.setup();
    renderPhone();
    await user.type(phone(), '79215550101');
    await waitFor(() => expect(phone().value).toBe('+7 (921) 555-01-01'));
    expect(russian().checked).toBe(true);
  });

  it('takes a whole number pasted as Russians write it', async () => {
    const user = userEvent.setup();
    renderPhone();
    await user.click(phone());
    await waitFor(() => expect(phone().placeholder).toBe('+7 (999) 999-99-99'));
    await user.paste('8 (921) 555-01-01');
    await waitFor(() => expect(phone().value).toBe('+7 (921) 555-01-01'));
  });

  it('shows a stored number formatted, before the mask is loaded', () => {
    renderPhone('+79161234567');
    expect(phone().value).toBe('+7 (916) 123-45-67');
    expect(russian().checked).toBe(true);
  });
});

describe("the phone field: 'Код РФ' off", () => {
  it('a foreign number turns it off; on again it empties the field; a Russian number keeps its digits both ways', async () => {
    const user = userEvent.setup();
    renderPhone();
    expect(russian().checked).toBe(true);
    await user.type(phone(), '+375291234567');
    await waitFor(() => expect(russian().checked).toBe(false));
    await waitFor(() => expect(phone().value).toBe('+375291234567'));
    expect(phone().placeholder).toBe('+ код страны и номер');

    await user.click(russian());
    expect(russian().checked).toBe(true);
    await waitFor(() => expect(phone().value).toBe(''));
    await user.type(phone(), '9161234567');
    await waitFor(() => expect(phone().value).toBe('+7 (916) 123-45-67'));

    await user.click(russian());
    expect(russian().checked).toBe(false);
    await waitFor(() => expect(phone().value).toBe('+79161234567'));
    await user.click(russian());
    expect(russian().checked).toBe(true);
    await waitFor(() => expect(phone().value).toBe('+7 (916) 123-45-67'));
  });

  it('a stored foreign number shows as it is, with the box off', () => {
    renderPhone('+375291234567');
    expect(phone().value).toBe('+375291234567');
    expect(russian().checked).toBe(false);
  });
});

describe('the phone field: messages', () => {
  it("an empty one is 'Введите телефон', a part of a Russian one asks for all of it", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPhone();
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Введите телефон');
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    // The list of messages describes the field; the form puts the focus on it.
    expect(document.getElementById(phone().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Введите телефон',
    );
    expect(document.activeElement).toBe(phone());

    await user.type(phone(), '916123');
    await waitFor(() => expect(phone().value).toBe('+7 (916) 123'));
    await user.click(submit());
    await screen.findByText('Введите номер полностью: +7 (999) 999-99-99');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(phone(), '4567');
    await waitFor(() => expect(phone().value).toBe('+7 (916) 123-45-67'));
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(phone().hasAttribute('aria-invalid')).toBe(false);
  });

  it('a foreign one needs + and 7 to 15 digits, and takes no more', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPhone();
    await user.type(phone(), '+37529');
    await waitFor(() => expect(russian().checked).toBe(false));
    await user.click(submit());
    await screen.findByText('Введите + и от 7 до 15 цифр номера');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(phone(), '12345678901234');
    await waitFor(() => expect(phone().value).toBe('+375291234567890'));
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ phone: '+375291234567890' });
  });
});
