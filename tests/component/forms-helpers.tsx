import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { expect, vi } from 'vitest';
import { BirthDateField } from '@/shared/ui/forms/BirthDateField';
import { PhoneField } from '@/shared/ui/forms/PhoneField';

/** The agency's "today" of these tests (a Tuesday mid-month: yesterday is in the same month). */
export const TODAY = '2026-03-10';

/** Noon in Moscow on TODAY unless told: only Date is faked, timers stay real (user-event, waitFor). */
export function fixClock(moment: string | number = `${TODAY}T12:00:00+03:00`): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(moment);
}

/** A day `offset` days from TODAY (or from `from`), YYYY-MM-DD, as the e2e helper `iso` writes it. */
export const iso = (offset: number, from: string = TODAY): string =>
  dayjs(from).add(offset, 'day').format('YYYY-MM-DD');

/** DD.MM.YYYY of a day, as the date fields show it. */
export const display = (day: string): string => dayjs(day).format('DD.MM.YYYY');

/**
 * Types into a masked date field the way a visitor does (the e2e helper `typeDate`): all of it
 * selected and deleted, then digits only; the mask adds the dots.
 */
export async function typeDate(user: UserEvent, field: HTMLInputElement, day: string): Promise<void> {
  await user.click(field);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(dayjs(day).format('DDMMYYYY'));
  await waitFor(() => expect(field.value).toBe(display(day)));
}

/**
 * The phone field as the registration and order forms use it: required ('Введите телефон') and
 * checked by the kit's phone rules; its messages shown at the field. 'Отправить' submits.
 */
export function PhoneHost({
  initial = '',
  onSubmit = () => undefined,
}: {
  initial?: string;
  onSubmit?: (values: { phone: string }) => void;
}) {
  const { control, handleSubmit } = useForm<{ phone: string }>({ defaultValues: { phone: initial } });
  return (
    <form aria-label="Регистрация" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <PhoneField control={control} name="phone" required />
      <button type="submit">Отправить</button>
    </form>
  );
}

/** 'Дата рождения' in a form of its own, as my data, a saved tourist and a traveller use it. */
export function BirthDateHost({
  initial = '',
  onSubmit = () => undefined,
}: {
  initial?: string;
  onSubmit?: (values: { birth_date: string }) => void;
}) {
  const { control, handleSubmit } = useForm<{ birth_date: string }>({
    defaultValues: { birth_date: initial },
  });
  return (
    <form aria-label="Мои данные" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <BirthDateField control={control} name="birth_date" />
      <button type="submit">Сохранить</button>
    </form>
  );
}
