import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emptyOrderValues, type OrderValues } from '@/features/cart/order/order-form';
import { OrderTravellers } from '@/features/cart/order/OrderTravellers';
import type { TravellerPlaces } from '@/features/cart/order/traveller-places';
import type { Tourist } from '@/shared/api/user/tourists';
import { typeDate } from './forms-helpers';

const saved = (id: number, last: string, first: string, birth: string): Tourist => ({
  id,
  last_name: last,
  first_name: first,
  patronymic: '',
  birth_date: birth,
  gender: null,
  phone: '',
  email: '',
  country: null,
  document_type: null,
  document_number: '',
});

const ANNA = saved(1, 'Смирнова', 'Анна', '1988-04-12');
// Twelve on the day the tour leaves.
const ILYA = saved(2, 'Смирнов', 'Илья', '2014-09-03');

/** Two adults and a child on a tour leaving on 5 December 2026. */
const TRAVELLERS: TravellerPlaces = {
  places: [
    { category: 'vzroslyi', title: 'Взрослый' },
    { category: 'vzroslyi', title: 'Взрослый' },
    { category: 'rebenok', title: 'Ребенок' },
  ],
  startsOn: '2026-12-05',
};

function Travellers({ buyer }: { buyer?: Partial<OrderValues> }) {
  const form = useForm<OrderValues>({ defaultValues: { ...emptyOrderValues(), ...buyer } });
  return (
    <form aria-label="Покупатель">
      <OrderTravellers form={form} travellers={TRAVELLERS} tourists={[ANNA, ILYA]} />
    </form>
  );
}

const place = (number: number) => screen.getByRole('group', { name: `Участник ${number}` });
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe("the order's travellers", () => {
  it('each place says its fare', async () => {
    render(<Travellers />);
    expect(text(await screen.findByText(/Участник 1/))).toBe('Участник 1 · Взрослый');
    expect(text(screen.getByText(/Участник 3/))).toBe('Участник 3 · Ребенок');
  });

  it('the buyer, typed once, fills the first place in one tap, and only the first', async () => {
    const user = userEvent.setup();
    render(<Travellers buyer={{ last_name: 'Орлов', first_name: 'Пётр', patronymic: 'Ильич' }} />);
    await screen.findByText(/Участник 3/);
    expect(within(place(2)).queryByRole('button', { name: /покупателя/ })).toBeNull();
    await user.click(within(place(1)).getByRole('button', { name: 'Вписать данные покупателя' }));
    expect(within(place(1)).getByLabelText<HTMLInputElement>('Фамилия').value).toBe('Орлов');
    expect(within(place(1)).getByLabelText<HTMLInputElement>('Имя').value).toBe('Пётр');
    expect(within(place(1)).getByLabelText<HTMLInputElement>('Отчество').value).toBe('Ильич');
  });

  it('one saved tourist chosen for two places is hinted at the second', async () => {
    const user = userEvent.setup();
    render(<Travellers />);
    await screen.findByText(/Участник 3/);
    await user.selectOptions(within(place(1)).getByLabelText('Из сохранённых туристов'), 'Смирнова Анна');
    expect(within(place(1)).queryByRole('status')).toBeNull();
    await user.selectOptions(within(place(2)).getByLabelText('Из сохранённых туристов'), 'Смирнова Анна');
    const hint = await within(place(2)).findByRole('status');
    expect(text(hint)).toBe('Этот турист уже указан как участник 1. В каждом месте — свой турист.');
    expect(place(2).getAttribute('aria-describedby')).toBe(hint.id);

    // Another tourist there: the hint goes.
    await user.clear(within(place(2)).getByLabelText('Имя'));
    await user.type(within(place(2)).getByLabelText('Имя'), 'Мария');
    expect(within(place(2)).queryByRole('status')).toBeNull();
  });

  it("a child in an adult's place, and an adult in a child's, are hinted with the age on the day out", async () => {
    const user = userEvent.setup();
    render(<Travellers />);
    await screen.findByText(/Участник 3/);
    await user.selectOptions(within(place(1)).getByLabelText('Из сохранённых туристов'), 'Смирнов Илья');
    expect(text(await within(place(1)).findByRole('status'))).toBe(
      'В день выезда участнику будет 12 лет, а место — взрослое. Для детей до 14 лет есть детский тариф: состав туристов меняется на странице тура.',
    );

    await typeDate(user, within(place(3)).getByLabelText<HTMLInputElement>('Дата рождения'), '1990-06-15');
    expect(text(await within(place(3)).findByRole('status'))).toBe(
      'В день выезда участнику будет 36 лет, а место — детское (до 14 лет). Укажите ребёнка или поменяйте состав туристов на странице тура.',
    );

    // A child in the child's place is as booked: nothing to say.
    await typeDate(user, within(place(3)).getByLabelText<HTMLInputElement>('Дата рождения'), '2016-01-20');
    expect(within(place(3)).queryByRole('status')).toBeNull();
  });
});
