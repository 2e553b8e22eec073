// Written by `npm run api:types` from contract/openapi.yaml (server/scripts/field-rules.ts): do not edit.

/** Each named schema's `enum`: the values a form may offer or send. */
export const CONTRACT_ENUMS = {
  Gender: [0, 1, null],
  OrderStatus: ['new', 'prepaid', 'paid', 'payment_canceled', 'completed', 'canceled'],
  ItemType: ['excursion', 'tour', 'room'],
  PaymentType: ['full', 'prepayment'],
  PaymentStatus: ['pending', 'succeeded', 'canceled'],
  MenuItemType: ['direct_link', 'excursions', 'excursion', 'hotels', 'hotel', 'roomtype', 'tours', 'page'],
  FeedbackFieldType: ['CharField', 'EmailField', 'PhoneField', 'TextAreaField', 'FileField'],
  AgeCategory: ['vzroslyi', 'pensioner', 'student', 'rebenok'],
} as const;

/** Limits no keyword can say (`components.x-limits`). */
export const CONTRACT_LIMITS = {
  trip_search_days: 366,
  hotel_stay_nights: 30,
  tourists_per_item: 50,
  room: { adults: 6, children: 4, child_age: 17 },
} as const;
