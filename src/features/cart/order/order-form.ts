import type { User } from '@/shared/api/user/get-current-user';
import type { Tourist } from '@/shared/api/user/tourists';
import { blankValues } from '@/shared/ui/forms/blank-values';
import { displayToIsoDate, isoToDisplayDate } from '@/shared/ui/forms/date-range';
import type { OrderCreateRequest } from '../api/types';

type Participant = NonNullable<OrderCreateRequest['participants']>[number];

/** A traveller of a tour as the form holds one: the birth date as typed (DD.MM.YYYY). */
export interface TravellerValues {
  last_name: string;
  first_name: string;
  patronymic: string;
  birth_date: string;
}

export const emptyTraveller = (): TravellerValues => ({
  last_name: '',
  first_name: '',
  patronymic: '',
  birth_date: '',
});

/** A saved tourist as a traveller of the order. */
export const travellerOf = (tourist: Tourist): TravellerValues => ({
  last_name: tourist.last_name,
  first_name: tourist.first_name,
  patronymic: tourist.patronymic,
  birth_date: tourist.birth_date ? isoToDisplayDate(tourist.birth_date) : '',
});

/** How a saved tourist is named in the choice of one. */
export const touristLabel = (tourist: Pick<Tourist, 'last_name' | 'first_name' | 'patronymic'>): string =>
  [tourist.last_name, tourist.first_name, tourist.patronymic].filter(Boolean).join(' ');

/** The order form as it holds the buyer and the travellers (the order body of docs/product.md#cart-and-order). */
export interface OrderValues {
  last_name: string;
  first_name: string;
  patronymic: string;
  email: string;
  phone: string;
  comment: string;
  /** The consent to the processing of personal data (152-ФЗ): nothing is sent without it. */
  personal_data_consent: boolean;
  /** Who travels, when the cart holds a tour (its largest number of tourists); else none. */
  participants: TravellerValues[];
}

/** The form's fields in the order they are shown: the backend's errors focus the first of them. */
export const ORDER_FIELDS = [
  'last_name',
  'first_name',
  'patronymic',
  'email',
  'phone',
  'comment',
] as const satisfies ReadonlyArray<keyof OrderValues>;

export const emptyOrderValues = (): OrderValues => ({ ...blankValues(ORDER_FIELDS), participants: [] });

/** The body of `POST /api/cart/order/`: trimmed; an empty patronymic or comment is left out. */
export function orderBody(values: OrderValues): OrderCreateRequest {
  const body: OrderCreateRequest = {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    personal_data_consent: true,
  };
  if (values.participants.length)
    body.participants = values.participants.map((traveller) => {
      const person: Participant = {
        last_name: traveller.last_name.trim(),
        first_name: traveller.first_name.trim(),
      };
      if (traveller.patronymic.trim()) person.patronymic = traveller.patronymic.trim();
      const birthDate = traveller.birth_date ? displayToIsoDate(traveller.birth_date) : null;
      if (birthDate) person.birth_date = birthDate;
      return person;
    });
  const patronymic = values.patronymic.trim();
  const comment = values.comment.trim();
  if (patronymic) body.patronymic = patronymic;
  if (comment) body.comment = comment;
  return body;
}

/** A saved tourist as the buyer: the name, and the e-mail and phone where the tourist has them. */
export function asBuyer(values: OrderValues, tourist: Tourist): OrderValues {
  return {
    ...values,
    last_name: tourist.last_name,
    first_name: tourist.first_name,
    patronymic: tourist.patronymic,
    email: tourist.email || values.email,
    phone: tourist.phone || values.phone,
  };
}

/**
 * A signed-in buyer's data from the profile, for the fields still empty: what the visitor typed
 * (or the draft kept) is never overwritten.
 */
export function withProfile(
  values: OrderValues,
  user: Pick<User, 'last_name' | 'first_name' | 'patronymic' | 'email' | 'phone'>,
): OrderValues {
  const pick = (typed: string, known: string | null | undefined) => (typed.trim() ? typed : (known ?? ''));
  return {
    ...values,
    last_name: pick(values.last_name, user.last_name),
    first_name: pick(values.first_name, user.first_name),
    patronymic: pick(values.patronymic, user.patronymic),
    email: pick(values.email, user.email),
    phone: pick(values.phone, user.phone),
  };
}
