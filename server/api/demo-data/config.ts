import { type Db } from '../db/connection.ts';

import { pluralize, DAY_FORMS } from '@common/format.ts';
import { DEMO_BOOKING_RULES as RULES } from '../domain/prepayment.ts';

/** What the order's dialog, page, history and letter quote (decisions 038, 049), in plain words. */
export const ORDER_CANCELLATION_TERMS = `Тур можно отменить бесплатно не позже чем за ${pluralize(RULES.tourFreeDays, DAY_FORMS)} до начала, экскурсию и проживание — не позже чем за ${RULES.otherFreeDays === 1 ? 'день' : pluralize(RULES.otherFreeDays, DAY_FORMS)}: вернём всю оплату. Если отменить тур позже, удержим предоплату (${RULES.prepaymentPercent} % цены тура); в день экскурсии или заезда оплата не возвращается. Отменить заказ можно по телефону или письмом в агентство. Неоплаченную бронь отменять не нужно: она снимется сама, без штрафа.`;

/** The rules the demo applies, stated where the storefront reads them (decision 049). */
export const BOOKING_RULE_KEYS: Readonly<Record<string, string>> = {
  PREPAYMENT_PERCENT: String(RULES.prepaymentPercent),
  PREPAYMENT_REST_DAYS: String(RULES.restDueDays),
  FREE_CANCELLATION_DAYS_TOUR: String(RULES.tourFreeDays),
  FREE_CANCELLATION_DAYS_OTHER: String(RULES.otherFreeDays),
};

/** Every key of docs/product.md#site-config; both offices fully filled, all socials; counters left empty. */
const SITE_CONFIG: Readonly<Record<string, string>> = {
  SITE_NAME: 'Псков Тур',
  SITE_DESCRIPTION:
    'Экскурсии, туры и отели Пскова и Псковской области: Изборск, Печоры, Пушкинские Горы. Бронирование и оплата онлайн.',
  SITE_KEYWORDS: 'Псков, экскурсии, туры, отели, Изборск, Печоры, Пушкинские Горы',
  SITE_IMAGE: '/api/media/img/site/1200x630.png',
  COUNTERS_HEAD: '',
  GOALS: '',
  META_TAGS: '',
  HEADER_PHONE: '+7 (8112) 29-00-00',
  SOCIALS_VK: 'https://vk.com/pskovtour_demo',
  SOCIALS_TG: 'https://t.me/pskovtour_demo',
  SOCIALS_VIBER: 'viber://chat?number=%2B78112290000',
  SOCIALS_WHATSAPP: 'https://wa.me/78112290000',
  SOCIALS_MAX: 'https://max.ru/pskovtour_demo',
  OFFICE_PSKOV_ADDRESS_1: 'г. Псков, Октябрьский проспект, д. 22, офис 3',
  OFFICE_PSKOV_ADDRESS_2: 'г. Псков, ул. Некрасова, д. 9 (туристический центр)',
  OFFICE_PSKOV_PHONE_1: '+7 (8112) 29-00-00',
  OFFICE_PSKOV_PHONE_2: '+7 (911) 350-12-34',
  OFFICE_PSKOV_EMAIL: 'pskov@pskovtour.example',
  OFFICE_PSKOV_SCHEDULE: 'Пн–Пт 9:00–19:00, Сб 10:00–16:00',
  OFFICE_MOSCOW_ADDRESS_1: 'г. Москва, ул. Мясницкая, д. 24/7, стр. 1, офис 412',
  OFFICE_MOSCOW_ADDRESS_2: 'г. Москва, Комсомольская площадь, д. 3 (Ленинградский вокзал, стойка 5)',
  OFFICE_MOSCOW_PHONE_1: '+7 (495) 120-45-67',
  OFFICE_MOSCOW_PHONE_2: '+7 (916) 700-11-22',
  OFFICE_MOSCOW_EMAIL: 'moscow@pskovtour.example',
  OFFICE_MOSCOW_SCHEDULE: 'Пн–Пт 10:00–20:00',
  PERSONAL_DATA_POLICY_DATE: '2024-03-01',
  ORDER_CANCELLATION_TERMS: ORDER_CANCELLATION_TERMS,
  ...BOOKING_RULE_KEYS,
};

export function seedConfig(db: Db): void {
  const insert = db.prepare('INSERT INTO site_config (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(SITE_CONFIG)) insert.run(key, value);
}
