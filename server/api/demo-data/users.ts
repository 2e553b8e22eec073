import { type Db } from '../db/connection.ts';
import { hashPasswordBeforeStart } from '../lib/passwords.ts';
import { pictureUrl } from './pictures.ts';
import { addDays, nowIso, today } from '../lib/time.ts';
import { FILL_TRIP_FIELDS } from '../db/migrations/005-trip-fields.ts';
import { FILL_TOUR_MEETINGS } from './tour-meetings.ts';

/** The tour of the seeded order paid in part (a weekend tour, departing on Saturdays). */
export const PREPAID_TOUR_SLUG = 'pskov-izborsk-pechory-2-dnya';

/** Demo accounts with known passwords (listed in the README). */
export const DEMO_ACCOUNTS = [
  {
    email: 'demo@pskovtour.example',
    password: 'demo-pskov-2024',
    last_name: 'Смирнова',
    first_name: 'Анна',
    patronymic: 'Сергеевна',
    phone: '+79113501234',
    birth_date: '1988-04-12',
    gender: 1,
  },
  {
    email: 'ivanov@pskovtour.example',
    password: 'ivanov-tourist-7',
    last_name: 'Иванов',
    first_name: 'Пётр',
    patronymic: 'Алексеевич',
    phone: '+79167001122',
    birth_date: null,
    gender: 0,
  },
] as const;

export function seedUsers(db: Db): void {
  const insertUser = db.prepare(`INSERT INTO user
    (email, password_hash, last_name, first_name, patronymic, phone, birth_date, gender, date_joined)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const ids = DEMO_ACCOUNTS.map((account) =>
    Number(
      insertUser.run(
        account.email,
        hashPasswordBeforeStart(account.password),
        account.last_name,
        account.first_name,
        account.patronymic,
        account.phone,
        account.birth_date,
        account.gender,
        nowIso(),
      ).lastInsertRowid,
    ),
  );
  const [annaId, petrId] = ids as [number, number];

  const insertTourist = db.prepare(`INSERT INTO tourist
    (user_id, last_name, first_name, patronymic, birth_date, gender, phone, email, country_id, document_type_id, document_number)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  insertTourist.run(
    annaId,
    'Смирнова',
    'Анна',
    'Сергеевна',
    '1988-04-12',
    1,
    '+79113501234',
    'demo@pskovtour.example',
    1,
    1,
    '4012 345678',
  );
  insertTourist.run(annaId, 'Смирнов', 'Илья', 'Андреевич', '2014-09-03', 0, '', '', 1, 2, 'II-ДО 512345');
  insertTourist.run(
    petrId,
    'Иванов',
    'Пётр',
    'Алексеевич',
    '1975-01-30',
    0,
    '+79167001122',
    '',
    1,
    1,
    '4509 112233',
  );

  db.prepare(
    'INSERT INTO user_course (user_id, title, description, url, progress) VALUES (?, ?, ?, ?, ?)',
  ).run(
    annaId,
    'Школа экскурсовода: Псковский кремль',
    'Восемь занятий о истории и архитектуре Крома для будущих гидов.',
    '/shkola-ekskursovoda/',
    40,
  );

  const insertOrder = db.prepare(
    'INSERT INTO "order" (user_id, status, created, total, paid, customer, comment) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertItem = db.prepare(`INSERT INTO order_item
    (order_id, position, type, title, url, image, date_start, date_end, time, tourists, total) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const customer = JSON.stringify({
    last_name: 'Смирнова',
    first_name: 'Анна',
    patronymic: 'Сергеевна',
    email: 'demo@pskovtour.example',
    phone: '+79113501234',
  });
  /** The Kremlin excursion at 10:00 on `date` for `pairs` adults with a child each, at its seeded fares. */
  const insertKremlinLine = (orderId: number, date: string, pairs: number) =>
    insertItem.run(
      orderId,
      0,
      'excursion',
      'Псковский кремль и Довмонтов город',
      '/excursions/pskov-obzornye/pskovskij-kreml/',
      pictureUrl('pskovskij-kreml', '420x280'),
      date,
      date,
      '10:00',
      JSON.stringify([
        { category: 'vzroslyi', title: 'Взрослый', count: pairs, price: 900, total: pairs * 900 },
        { category: 'rebenok', title: 'Ребенок', count: pairs, price: 450, total: pairs * 450 },
      ]),
      pairs * 1350,
    );
  const past = addDays(today(), -40);
  const completed = Number(
    insertOrder.run(annaId, 'completed', `${addDays(past, -10)}T12:30:00+00:00`, 2700, 2700, customer, '')
      .lastInsertRowid,
  );
  insertKremlinLine(completed, past, 2);
  // A weekend tour booked with a prepayment, on one of its departures with places, far enough ahead
  // that the rest is not yet due: its two places are taken as an order's would be.
  const departure = db
    .prepare(
      `SELECT e.id, e.date_start, e.date_end FROM tour_event e JOIN tour t ON t.id = e.tour_id
       WHERE t.slug = ? AND e.date_start >= ? AND e.places_left >= 2 ORDER BY e.date_start LIMIT 1`,
    )
    .get(PREPAID_TOUR_SLUG, addDays(today(), 8)) as { id: number; date_start: string; date_end: string };
  db.prepare('UPDATE tour_event SET places_left = places_left - 2 WHERE id = ?').run(departure.id);
  const active = Number(
    insertOrder.run(
      annaId,
      'prepaid',
      `${today()}T09:15:00+00:00`,
      19600,
      5880,
      customer,
      'Нужен трансфер с вокзала',
    ).lastInsertRowid,
  );
  db.prepare('UPDATE "order" SET participants = ? WHERE id = ?').run(
    JSON.stringify([
      { last_name: 'Смирнова', first_name: 'Анна', patronymic: 'Сергеевна' },
      { last_name: 'Смирнов', first_name: 'Андрей', patronymic: 'Петрович' },
    ]),
    active,
  );
  insertItem.run(
    active,
    0,
    'tour',
    'Псков — Изборск — Печоры, 2 дня',
    `/tours/vyhodnogo-dnya/${PREPAID_TOUR_SLUG}/`,
    pictureUrl(PREPAID_TOUR_SLUG, '420x280'),
    departure.date_start,
    departure.date_end,
    null,
    JSON.stringify([{ category: 'vzroslyi', title: 'Взрослый', count: 2, price: 9800, total: 19600 }]),
    19600,
  );

  // A paid excursion the day after tomorrow: 'Мои поездки' has a trip on a fresh start.
  const trip = addDays(today(), 2);
  const paid = Number(
    insertOrder.run(annaId, 'paid', `${addDays(today(), -3)}T16:40:00+00:00`, 1350, 1350, customer, '')
      .lastInsertRowid,
  );
  db.prepare('UPDATE "order" SET participants = ? WHERE id = ?').run(
    JSON.stringify([
      { last_name: 'Смирнова', first_name: 'Анна', patronymic: 'Сергеевна' },
      { last_name: 'Смирнов', first_name: 'Илья', patronymic: 'Андреевич' },
    ]),
    paid,
  );
  insertKremlinLine(paid, trip, 1);
  // Meeting points, times and lengths come from the catalogue, as for orders placed before they were kept.
  db.exec(FILL_TRIP_FIELDS);
  db.exec(FILL_TOUR_MEETINGS);
}
