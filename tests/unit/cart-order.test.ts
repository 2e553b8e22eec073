import { describe, expect, it } from 'vitest';
import type { Cart } from '@/features/cart/api/types';
import {
  cartEntries,
  cartLength,
  emptyCart,
  entryKey,
  idsToDelete,
  withPart,
} from '@/features/cart/cart-totals';
import {
  asBuyer,
  emptyOrderValues,
  orderBody,
  touristLabel,
  travellerOf,
  withProfile,
} from '@/features/cart/order/order-form';
import { withDraft } from '@/shared/ui/forms/form-draft';

const ref = (id: number, title: string) => ({ id, slug: `s${id}`, title, url: `/x/${id}/`, image: '/i.png' });
const line = (count: number, price: number) => ({
  category: 'vzroslyi' as const,
  title: 'Взрослый',
  count,
  price,
  total: count * price,
});

function cartWithThree(): Cart {
  return {
    sessionid: 'a'.repeat(32),
    tours: {
      items: [
        {
          id: 7,
          event_id: 1,
          tour: ref(1, 'Тур'),
          date_start: '2026-11-28',
          date_end: '2026-11-29',
          tourists: [line(1, 9800)],
          total: 9800,
        },
      ],
      total: 9800,
    },
    excursions: {
      items: [
        {
          id: 7,
          event_id: 3,
          excursion: ref(2, 'Кремль'),
          date: '2026-11-25',
          time: '10:00',
          duration_minutes: 120,
          tourists: [line(3, 450.1)],
          total: 1350.3,
        },
      ],
      total: 1350.3,
    },
    hotels: { items: [], total: 0 },
    count: 2,
    total: 11150.3,
  };
}

describe('cart totals', () => {
  it('counts the items of the three parts (docs/product.md#cart)', () => {
    expect(cartLength(emptyCart())).toBe(0);
    expect(cartLength(cartWithThree())).toBe(2);
  });

  it('takes an added part and sums the count and total again, to the kopeck', () => {
    const cart = cartWithThree();
    const hotels = {
      items: [
        {
          id: 1,
          room_type: ref(5, 'Стандарт'),
          hotel: ref(6, 'Отель'),
          date_from: '2026-11-27',
          date_to: '2026-11-30',
          nights: 3,
          adults: 2,
          children_ages: [7],
          total: 16700.2,
        },
      ],
      total: 16700.2,
    };
    const next = withPart(cart, 'hotels', hotels);
    expect(next.count).toBe(3);
    expect(next.total).toBe(27850.5);
    expect(next.tours).toBe(cart.tours);
    expect(cart.count).toBe(2);
    const emptied = withPart(next, 'excursions', { items: [], total: 0 });
    expect(emptied.count).toBe(2);
    expect(emptied.total).toBe(26500.2);
  });

  it('keys entries by part, since the parts may reuse ids, and turns the chosen ones into the DELETE lists', () => {
    const keys = cartEntries(cartWithThree()).map(entryKey);
    expect(keys).toEqual(['tours:7', 'excursions:7']);
    expect(idsToDelete([...keys, 'hotels:3', 'hotels:x', 'other:1'])).toEqual({
      tours: [7],
      excursions: [7],
      rooms: [3],
    });
  });
});

describe('the order body', () => {
  it('is trimmed, and leaves out an empty patronymic and comment', () => {
    expect(
      orderBody({
        ...emptyOrderValues(),
        last_name: ' Иванова ',
        first_name: 'Анна',
        email: ' a@b.ru ',
        phone: '+7 (916) 123-45-67',
        patronymic: '  ',
        comment: '',
        personal_data_consent: true,
      }),
    ).toEqual({
      last_name: 'Иванова',
      first_name: 'Анна',
      email: 'a@b.ru',
      phone: '+7 (916) 123-45-67',
      personal_data_consent: true,
    });
    expect(
      orderBody({
        last_name: 'И',
        first_name: 'А',
        patronymic: 'Петровна',
        email: 'a@b.ru',
        phone: '+12025550100',
        comment: ' У вокзала ',
        personal_data_consent: true,
        participants: [
          { last_name: ' Орлов ', first_name: 'Пётр', patronymic: ' ', birth_date: '15.06.1990' },
          { last_name: 'Орлова', first_name: 'Ия', patronymic: 'Петровна', birth_date: '' },
        ],
      }),
    ).toEqual({
      last_name: 'И',
      first_name: 'А',
      patronymic: 'Петровна',
      email: 'a@b.ru',
      phone: '+12025550100',
      comment: 'У вокзала',
      personal_data_consent: true,
      participants: [
        { last_name: 'Орлов', first_name: 'Пётр', birth_date: '1990-06-15' },
        { last_name: 'Орлова', first_name: 'Ия', patronymic: 'Петровна' },
      ],
    });
  });

  it('fills only the empty fields from the profile', () => {
    const typed = { ...emptyOrderValues(), first_name: 'Оля', comment: 'Без обеда' };
    expect(
      withProfile(typed, {
        last_name: 'Соколова',
        first_name: 'Ольга',
        patronymic: '',
        email: 'o@s.ru',
        phone: '+79215550101',
      }),
    ).toEqual({
      last_name: 'Соколова',
      first_name: 'Оля',
      patronymic: '',
      email: 'o@s.ru',
      phone: '+79215550101',
      comment: 'Без обеда',
      personal_data_consent: false,
      participants: [],
    });
  });

  it('puts a stored draft back, dropping what is not a field of the form', () => {
    expect(withDraft(emptyOrderValues(), { last_name: 'И', extra: 'x' })).toEqual({
      ...emptyOrderValues(),
      last_name: 'И',
    });
  });
});

describe('saved tourists in the order', () => {
  const tourist = {
    id: 7,
    last_name: 'Петров',
    first_name: 'Антон',
    patronymic: 'Сергеевич',
    birth_date: '2015-02-01',
    gender: 0 as const,
    phone: '',
    email: 'anton@example.com',
    country: 1,
    document_type: 1,
    document_number: '4012 345678',
  };

  it('a saved tourist becomes a traveller, the birth date as the form writes it', () => {
    expect(travellerOf(tourist)).toEqual({
      last_name: 'Петров',
      first_name: 'Антон',
      patronymic: 'Сергеевич',
      birth_date: '01.02.2015',
    });
    expect(touristLabel(tourist)).toBe('Петров Антон Сергеевич');
  });

  it('a saved tourist becomes the buyer, keeping a typed phone where the tourist has none', () => {
    const typed = { ...emptyOrderValues(), phone: '+7 (921) 555-01-01', comment: 'У вокзала' };
    expect(asBuyer(typed, tourist)).toEqual({
      ...typed,
      last_name: 'Петров',
      first_name: 'Антон',
      patronymic: 'Сергеевич',
      email: 'anton@example.com',
    });
  });
});
