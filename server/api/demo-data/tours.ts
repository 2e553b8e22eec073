import { type Db } from '../db/connection.ts';
import { pictureUrl } from './pictures.ts';
import { addDays, daysBetween, today, weekday } from '../lib/time.ts';
import { CATALOG_GROUP_COLUMNS, catalogGroupValues } from './catalog-groups.ts';
import { agePrices, metaBlocks, seededRandom } from './meta.ts';
import { FILL_TOUR_MEETINGS } from './tour-meetings.ts';
import { daysOf, todaysRandom, topUpBySlug, type DaySpan } from './schedules.ts';

interface SeedTour {
  slug: string;
  title: string;
  short: string;
  description: string;
  days: number;
  adult: number;
  /** Weekday tours start on, and every how many weeks. */
  startWeekday: number;
  everyWeeks: number;
  program: Array<[string, string]>;
  included: string[];
  hotels: number[]; // TOUR_HOTELS ids
  locations: number[]; // TOUR_LOCATIONS ids
}

const INCLUDED_BASE = [
  'Экскурсионное обслуживание по программе',
  'Входные билеты в музеи',
  'Транспорт по программе',
];

const TOUR_GROUPS: Array<{ slug: string; title: string; description: string; tours: SeedTour[] }> = [
  {
    slug: 'vyhodnogo-dnya',
    title: 'Туры выходного дня',
    description: 'Два-три дня: приехать в пятницу вечером и увидеть главное Псковской земли.',
    tours: [
      {
        slug: 'pskov-izborsk-pechory-2-dnya',
        title: 'Псков — Изборск — Печоры, 2 дня',
        short: 'Кремль и Мирожский монастырь в первый день, Изборск и Печоры во второй.',
        description: 'Классический тур выходного дня с проживанием в центре Пскова.',
        days: 2,
        adult: 9800,
        startWeekday: 6,
        everyWeeks: 1,
        program: [
          [
            'Псков',
            'Встреча в 09:00 у главного входа вокзала, обзорная экскурсия по кремлю и Довмонтову городу, Мирожский монастырь.',
          ],
          [
            'Изборск и Печоры',
            'Изборская крепость, Словенские ключи, Псково-Печерский монастырь. Возвращение в Псков к 18:00.',
          ],
        ],
        included: [...INCLUDED_BASE, 'Проживание 1 ночь с завтраком', 'Обед во второй день'],
        hotels: [1, 2],
        locations: [1, 2, 3],
      },
      {
        slug: 'pushkinskie-gory-2-dnya',
        title: 'Пушкиногорье, 2 дня',
        short: 'Михайловское, Тригорское, Петровское и вечер у Сороти.',
        description: 'Неспешное знакомство с пушкинским заповедником с ночёвкой на турбазе.',
        days: 2,
        adult: 8700,
        startWeekday: 6,
        everyWeeks: 2,
        program: [
          ['Михайловское', 'Святогорский монастырь, усадьба Михайловское, вечер у костра.'],
          ['Тригорское и Петровское', 'Усадьбы Осиповых-Вульф и Ганнибалов, возвращение в Псков.'],
        ],
        included: [...INCLUDED_BASE, 'Проживание 1 ночь', 'Завтрак и ужин'],
        hotels: [5],
        locations: [4],
      },
      {
        slug: 'pskov-i-talabskie-ostrova',
        title: 'Псков и Талабские острова, 3 дня',
        short: 'Город, озеро и остров Залита — с теплоходной прогулкой.',
        description: 'Тур для тех, кто любит воду: Псков с реки и Псковское озеро.',
        days: 3,
        adult: 13900,
        startWeekday: 5,
        everyWeeks: 2,
        program: [
          ['Прибытие', 'Заселение, вечерняя прогулка по набережной Великой.'],
          ['Псков', 'Кремль, Поганкины палаты, речная прогулка.'],
          ['Острова', 'Теплоход на остров Залита, обед из снетка, возвращение.'],
        ],
        included: [...INCLUDED_BASE, 'Проживание 2 ночи с завтраком', 'Билеты на теплоход'],
        hotels: [2],
        locations: [1, 7],
      },
    ],
  },
  {
    slug: 'mnogodnevnye',
    title: 'Многодневные туры',
    description: 'Четыре дня и больше: Псков, Новгород, Пушкинские Горы и малые крепости.',
    tours: [
      {
        slug: 'zolotoe-kolco-pskovshchiny',
        title: 'Золотое кольцо Псковщины, 4 дня',
        short: 'Псков, Изборск, Печоры, Пушкинские Горы и Порхов за четыре дня.',
        description: 'Самый полный тур по Псковской области с проживанием в Пскове и Пушкинских Горах.',
        days: 4,
        adult: 21500,
        startWeekday: 4,
        everyWeeks: 1,
        program: [
          ['Псков', 'Кремль, Довмонтов город, Мирожский монастырь.'],
          ['Изборск и Печоры', 'Крепость, ключи, монастырь.'],
          ['Пушкинские Горы', 'Михайловское, Тригорское, ночь на турбазе.'],
          ['Порхов', 'Порховская крепость, усадьба Волышово, возвращение в Псков.'],
        ],
        included: [...INCLUDED_BASE, 'Проживание 3 ночи с завтраком', 'Обеды по программе'],
        hotels: [1, 5],
        locations: [1, 2, 3, 4, 5],
      },
      {
        slug: 'pskov-i-novgorod',
        title: 'Псков и Великий Новгород, 5 дней',
        short: 'Две вечевые республики: кремли, фрески и берестяные грамоты.',
        description: 'Тур по двум древнейшим городам Северо-Запада с переездом на автобусе.',
        days: 5,
        adult: 27900,
        startWeekday: 1,
        everyWeeks: 2,
        program: [
          ['Псков', 'Обзорная экскурсия, кремль.'],
          ['Изборск и Печоры', 'Выезд на целый день.'],
          ['Переезд в Новгород', 'По пути — Старая Русса и дом Достоевского.'],
          ['Великий Новгород', 'Кремль, Софийский собор, Ярославово дворище.'],
          ['Юрьев монастырь', 'Витославлицы, отъезд.'],
        ],
        included: [...INCLUDED_BASE, 'Проживание 4 ночи с завтраком'],
        hotels: [1, 6],
        locations: [1, 2, 3, 8, 9],
      },
      {
        slug: 'kreposti-severo-zapada',
        title: 'Крепости Северо-Запада, 6 дней',
        short: 'Псков, Изборск, Порхов, Гдов и Новгород — для любителей военной истории.',
        description: 'Шесть крепостей за шесть дней: стены, башни и истории осад.',
        days: 6,
        adult: 32400,
        startWeekday: 0,
        everyWeeks: 3,
        program: [
          ['Псков', 'Кремль и Окольный город.'],
          ['Изборск', 'Крепость и Труворово городище.'],
          ['Порхов', 'Крепость на Шелони.'],
          ['Гдов', 'Гдовская крепость и Чудское озеро.'],
          ['Великий Новгород', 'Новгородский детинец.'],
          ['Отъезд', 'Свободное время и трансфер на вокзал.'],
        ],
        included: [...INCLUDED_BASE, 'Проживание 5 ночей', 'Завтраки'],
        hotels: [1, 3, 6],
        locations: [1, 2, 5, 6, 8],
      },
    ],
  },
  {
    slug: 'shkolnye-tury',
    title: 'Школьные туры',
    description: 'Программы для классов с сопровождающими: учебные экскурсии и мастер-классы.',
    tours: [
      {
        slug: 'shkolnyj-pskov-3-dnya',
        title: 'Школьный Псков, 3 дня',
        short: 'История Древней Руси в живых уроках: кремль, квест и мастерские.',
        description: 'Тур для школьников 5–9 классов. На 15 детей — 1 бесплатное место для сопровождающего.',
        days: 3,
        adult: 11900,
        startWeekday: 3,
        everyWeeks: 2,
        program: [
          ['Кремль', 'Экскурсия и квест «Оборона Пскова».'],
          ['Изборск', 'Крепость, интерактивная программа.'],
          ['Мастерские', 'Гончарная и кузнечная мастерские, отъезд.'],
        ],
        included: [...INCLUDED_BASE, 'Проживание 2 ночи', 'Трёхразовое питание'],
        hotels: [3, 4],
        locations: [1, 2],
      },
    ],
  },
];

export function seedTours(db: Db): void {
  const random = seededRandom(1242);
  const insertGroup = db.prepare(
    `INSERT INTO tour_group (${CATALOG_GROUP_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTour = db.prepare(`INSERT INTO tour
    (slug, group_id, position, title, short_description, description, days, image, images, program, included, prices,
     hotel_ids, location_ids, seo, og) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const start = today();
  TOUR_GROUPS.forEach((group, groupPosition) => {
    const columns = catalogGroupValues(group, groupPosition, `туры, ${group.title}`);
    const groupId = Number(insertGroup.run(...columns).lastInsertRowid);
    group.tours.forEach((tour, position) => {
      const tourMeta = metaBlocks(tour.title, tour.short, tour.slug, `тур, ${tour.title}`);
      const tourId = Number(
        insertTour.run(
          tour.slug,
          groupId,
          position,
          tour.title,
          tour.short,
          `<p>${tour.description}</p>`,
          tour.days,
          pictureUrl(tour.slug, '420x280'),
          JSON.stringify([1, 2, 3, 4].map((n) => pictureUrl(`${tour.slug}-${n}`, '840x560'))),
          JSON.stringify(tour.program.map(([title, text], index) => ({ day: index + 1, title, text }))),
          JSON.stringify(tour.included),
          agePrices(tour.adult, { pensioner: 0.9, student: 0.85, child: 0.7 }),
          JSON.stringify(tour.hotels),
          JSON.stringify(tour.locations),
          tourMeta.seo,
          tourMeta.og,
        ).lastInsertRowid,
      );
      insertTourEvents(db, tourId, tour, { from: addDays(start, 1), to: addDays(start, 60) }, random);
    });
  });
  db.exec(FILL_TOUR_MEETINGS);
}

/** Which of a tour's seeded departures (from 0) is always sold out. */
const SOLD_OUT_DEPARTURE = 1;

/** Departures on the tour's weekday every `everyWeeks` weeks (counted from 1970, so top-ups keep the rhythm). */
function insertTourEvents(db: Db, tourId: number, tour: SeedTour, days: DaySpan, random: () => number): void {
  const insert = db.prepare(
    'INSERT INTO tour_event (tour_id, date_start, date_end, places_total, places_left) VALUES (?, ?, ?, ?, ?)',
  );
  let inserted = 0;
  for (const date of daysOf(days)) {
    if (weekday(date) !== tour.startWeekday) continue;
    if (Math.floor(daysBetween('1970-01-01', date) / 7) % tour.everyWeeks !== 0) continue;
    const total = [20, 25, 30, 40][Math.floor(random() * 4)]!;
    // Some departures are sold out, and always each tour's second one: the demo shows that case.
    const soldOut = random() < 0.1 || inserted === SOLD_OUT_DEPARTURE;
    const left = soldOut ? 0 : total - Math.floor(random() * total * 0.7);
    insert.run(tourId, date, addDays(date, tour.days - 1), total, left);
    inserted += 1;
  }
}

export function topUpTourEvents(db: Db): void {
  const random = todaysRandom(1);
  const goals = TOUR_GROUPS.flatMap((group) =>
    group.tours.map((item) => ({ item, first: addDays(today(), 1), to: addDays(today(), 60) })),
  );
  topUpBySlug(
    db,
    'SELECT t.id, MAX(e.date_start) AS last FROM tour t LEFT JOIN tour_event e ON e.tour_id = t.id WHERE t.slug = ? GROUP BY t.id',
    goals,
    (id, tour, days) => insertTourEvents(db, id, tour, days, random),
  );
}
