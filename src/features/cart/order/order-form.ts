import type { User } from '@/shared/api/user/get-current-user';
import type { OrderCreateRequest } from '../api/types';

/** The order form as it holds the buyer (spec §7 order body). */
export interface OrderValues {
  last_name: string;
  first_name: string;
  patronymic: string;
  email: string;
  phone: string;
  comment: string;
  /** The consent to the processing of personal data (152-ФЗ): nothing is sent without it. */
  personal_data_consent: boolean;
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

export const emptyOrderValues = (): OrderValues => ({
  last_name: '',
  first_name: '',
  patronymic: '',
  email: '',
  phone: '',
  comment: '',
  personal_data_consent: false,
});

/** The body of `POST /api/cart/order/`: trimmed; an empty patronymic or comment is left out. */
export function orderBody(values: OrderValues): OrderCreateRequest {
  const body: OrderCreateRequest = {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    personal_data_consent: true,
  };
  const patronymic = values.patronymic.trim();
  const comment = values.comment.trim();
  if (patronymic) body.patronymic = patronymic;
  if (comment) body.comment = comment;
  return body;
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
