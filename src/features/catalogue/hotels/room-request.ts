import { ADULT_FORMS, formatDate, NIGHT_FORMS, pluralForm, pluralize, YEAR_FORMS } from '@common/format';
import { roomGuests } from '../search-params';

interface RoomRequest {
  hotel: string;
  room: string;
  stay: { date_from: string; date_to: string; nights: number; room: string };
}

/**
 * A booking request in words, for 'Написать' where the backend takes no rooms into the cart:
 * what the visitor chose on the hotel page, so they need not type it again.
 */
export function roomRequestText({ hotel, room, stay }: RoomRequest): string {
  const { adults, childrenAges } = roomGuests(stay.room);
  const last = childrenAges.at(-1);
  const children =
    last === undefined
      ? ''
      : childrenAges.length === 1
        ? `, ребёнок ${pluralize(last, YEAR_FORMS)}`
        : `, дети ${childrenAges.slice(0, -1).join(', ')} и ${last} ${pluralForm(last, YEAR_FORMS)}`;
  return (
    `Здравствуйте! Хочу забронировать номер «${room}» в отеле «${hotel}»: ` +
    `заезд ${formatDate(stay.date_from)}, выезд ${formatDate(stay.date_to)} ` +
    `(${pluralize(stay.nights, NIGHT_FORMS)}), ${pluralize(adults, ADULT_FORMS)}${children}.`
  );
}
