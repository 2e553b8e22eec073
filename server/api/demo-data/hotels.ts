import { type Db } from '../db/connection.ts';
import { pictureUrl } from './pictures.ts';
import { addDays, today, weekday } from '../lib/time.ts';
import { metaBlocks, seededRandom } from './meta.ts';
import { daysOf, missingDays, todaysRandom, type DaySpan } from './schedules.ts';

interface SeedRoom {
  slug: string;
  title: string;
  description: string;
  adults: number;
  total: number;
  area: number;
  beds: string;
  price: number;
  amenities: string[];
}

interface SeedHotel {
  slug: string;
  title: string;
  stars: number;
  city: string;
  address: string;
  short: string;
  description: string;
  amenities: string[];
  lat: number;
  lng: number;
  rooms: SeedRoom[];
}

const ROOM_BASICS = ['Wi-Fi', 'Телевизор', 'Душ', 'Фен'];

const standard = (price: number, extra: Partial<SeedRoom> = {}): SeedRoom => ({
  slug: 'standard',
  title: 'Стандарт',
  description:
    'Уютный номер с двуспальной кроватью или двумя раздельными, рабочим столом и санузлом с душем.',
  adults: 2,
  total: 2,
  area: 18,
  beds: '1 двуспальная или 2 односпальные',
  price,
  amenities: [...ROOM_BASICS, 'Чайник'],
  ...extra,
});

const HOTELS: SeedHotel[] = [
  {
    slug: 'staryj-pskov',
    title: 'Гостиница «Старый Псков»',
    stars: 4,
    city: 'Псков',
    address: 'г. Псков, ул. Советская, 3',
    short: 'В пяти минутах от кремля, с рестораном псковской кухни и видом на Троицкий собор.',
    description:
      'Отель в историческом центре: из окон верхних этажей виден Троицкий собор. Ресторан псковской кухни, парковка, сауна.',
    amenities: ['Ресторан', 'Парковка', 'Сауна', 'Круглосуточная стойка'],
    lat: 57.8189,
    lng: 28.3341,
    rooms: [
      standard(4900),
      {
        slug: 'superior',
        title: 'Улучшенный с видом на кремль',
        description: 'Просторный номер на верхнем этаже с видом на Троицкий собор и мини-баром.',
        adults: 2,
        total: 3,
        area: 26,
        beds: '1 двуспальная и диван',
        price: 7200,
        amenities: [...ROOM_BASICS, 'Мини-бар', 'Халаты', 'Вид на кремль'],
      },
      {
        slug: 'family',
        title: 'Семейный',
        description: 'Две комнаты: спальня и гостиная с раскладным диваном для детей.',
        adults: 2,
        total: 4,
        area: 38,
        beds: '1 двуспальная и раскладной диван',
        price: 9800,
        amenities: [...ROOM_BASICS, 'Детская кроватка по запросу', 'Микроволновая печь'],
      },
    ],
  },
  {
    slug: 'dvor-podznoeva',
    title: 'Отель «Двор Подзноева»',
    stars: 4,
    city: 'Псков',
    address: 'г. Псков, ул. Некрасова, 1Б',
    short: 'Купеческие палаты XVII века с пивоварней и трактиром.',
    description:
      'Комплекс в отреставрированных палатах купца Подзноева: номера в стиле старого Пскова, собственная пивоварня.',
    amenities: ['Ресторан', 'Пивоварня', 'Трансфер'],
    lat: 57.8154,
    lng: 28.3363,
    rooms: [
      standard(5600, { area: 20 }),
      {
        slug: 'lux',
        title: 'Люкс «Купеческий»',
        description: 'Номер с печью-голландкой, дубовой мебелью и ванной на львиных лапах.',
        adults: 2,
        total: 2,
        area: 42,
        beds: '1 двуспальная king-size',
        price: 12500,
        amenities: [...ROOM_BASICS, 'Ванна', 'Халаты', 'Кофемашина'],
      },
    ],
  },
  {
    slug: 'izborskij',
    title: 'Гостевой дом «Изборский»',
    stars: 3,
    city: 'Изборск',
    address: 'Печорский р-н, д. Изборск, ул. Печорская, 14',
    short: 'Деревянный дом у крепости, завтраки из печи и баня на дровах.',
    description:
      'Небольшой гостевой дом в двухстах метрах от Изборской крепости. Баня, сад, домашние завтраки.',
    amenities: ['Баня', 'Сад', 'Парковка', 'Завтрак включён'],
    lat: 57.7101,
    lng: 27.8611,
    rooms: [
      standard(3600, { area: 16 }),
      {
        slug: 'mansarda',
        title: 'Мансарда для семьи',
        description: 'Номер под крышей с двумя ярусами и окнами в сад.',
        adults: 3,
        total: 5,
        area: 30,
        beds: '1 двуспальная и 3 односпальные',
        price: 6400,
        amenities: ['Wi-Fi', 'Душ', 'Вид на сад'],
      },
    ],
  },
  {
    slug: 'pechory-park',
    title: 'Гостиница «Печоры-Парк»',
    stars: 3,
    city: 'Печоры',
    address: 'г. Печоры, ул. Мира, 12',
    short: 'Тихий отель в парке, десять минут пешком до монастыря.',
    description: 'Гостиница для паломников и путешественников: ранний завтрак, трансфер до Изборска.',
    amenities: ['Ранний завтрак', 'Трансфер', 'Парковка'],
    lat: 57.8139,
    lng: 27.6072,
    rooms: [
      standard(3200),
      {
        slug: 'single',
        title: 'Одноместный эконом',
        description: 'Компактный номер для одного гостя.',
        adults: 1,
        total: 1,
        area: 11,
        beds: '1 односпальная',
        price: 2200,
        amenities: ['Wi-Fi', 'Душ'],
      },
      {
        slug: 'triple',
        title: 'Трёхместный',
        description: 'Номер с тремя кроватями для небольшой группы или семьи.',
        adults: 3,
        total: 3,
        area: 22,
        beds: '3 односпальные',
        price: 4500,
        amenities: [...ROOM_BASICS],
      },
    ],
  },
  {
    slug: 'berezka',
    title: 'Турбаза «Берёзка»',
    stars: 2,
    city: 'Пушкинские Горы',
    address: 'пгт Пушкинские Горы, ул. Пушкинская, 20',
    short: 'Корпуса в сосновом бору, столовая и прокат велосипедов.',
    description:
      'Турбаза в бору у Пушкинских Гор: корпуса и отдельные домики, столовая, прокат велосипедов и лодок.',
    amenities: ['Столовая', 'Прокат велосипедов', 'Лодочная станция', 'Парковка'],
    lat: 57.0241,
    lng: 28.9052,
    rooms: [
      standard(2800, { amenities: ['Душ', 'Холодильник'] }),
      {
        slug: 'domik',
        title: 'Домик у озера',
        description: 'Отдельный деревянный домик с верандой и мангалом.',
        adults: 4,
        total: 6,
        area: 45,
        beds: '2 двуспальные и 2 односпальные',
        price: 8900,
        amenities: ['Веранда', 'Мангал', 'Кухня', 'Душ'],
      },
    ],
  },
  {
    slug: 'na-velikoj',
    title: 'Апарт-отель «На Великой»',
    stars: 3,
    city: 'Псков',
    address: 'г. Псков, Рижский проспект, 2',
    short: 'Апартаменты с кухней на набережной реки Великой.',
    description:
      'Апартаменты с кухнями для самостоятельных путешественников и семей. Самостоятельное заселение по коду.',
    amenities: ['Кухня в номере', 'Самостоятельное заселение', 'Прачечная'],
    lat: 57.8162,
    lng: 28.3198,
    rooms: [
      {
        slug: 'studio',
        title: 'Студия',
        description: 'Студия с кухонным уголком и видом на реку.',
        adults: 2,
        total: 3,
        area: 24,
        beds: '1 двуспальная и кресло-кровать',
        price: 4200,
        amenities: [...ROOM_BASICS, 'Кухня', 'Стиральная машина'],
      },
      {
        slug: 'two-room',
        title: 'Апартаменты с двумя спальнями',
        description: 'Две спальни, гостиная-кухня и балкон.',
        adults: 4,
        total: 6,
        area: 55,
        beds: '2 двуспальные и диван',
        price: 8300,
        amenities: [...ROOM_BASICS, 'Кухня', 'Балкон', 'Посудомоечная машина'],
      },
    ],
  },
];

/** Nightly prices and free rooms for the next 120 days: weekends dearer, some nights sold out. */
export function seedHotels(db: Db): void {
  const random = seededRandom(1703);
  const insertHotel = db.prepare(`INSERT INTO hotel
    (slug, position, title, stars, city, address, short_description, description, image, images, amenities,
     latitude, longitude, seo, og) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertRoom = db.prepare(`INSERT INTO room_type
    (hotel_id, slug, position, title, description, capacity_adults, capacity_total, area, beds, image, images,
     amenities, base_price, seo, og) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const start = today();
  HOTELS.forEach((hotel, position) => {
    const meta = metaBlocks(
      hotel.title,
      hotel.short,
      `hotel-${hotel.slug}`,
      `отель, ${hotel.city}, ${hotel.title}`,
    );
    const hotelId = Number(
      insertHotel.run(
        hotel.slug,
        position,
        hotel.title,
        hotel.stars,
        hotel.city,
        hotel.address,
        hotel.short,
        `<p>${hotel.description}</p>`,
        pictureUrl(`hotel-${hotel.slug}`, '420x280'),
        JSON.stringify([1, 2, 3].map((n) => pictureUrl(`hotel-${hotel.slug}-${n}`, '840x560'))),
        JSON.stringify(hotel.amenities),
        hotel.lat,
        hotel.lng,
        meta.seo,
        meta.og,
      ).lastInsertRowid,
    );
    hotel.rooms.forEach((room, roomPosition) => {
      const name = `room-${hotel.slug}-${room.slug}`;
      const roomMeta = metaBlocks(`${room.title} — ${hotel.title}`, room.description, name);
      const roomId = Number(
        insertRoom.run(
          hotelId,
          room.slug,
          roomPosition,
          room.title,
          `<p>${room.description}</p>`,
          room.adults,
          room.total,
          room.area,
          room.beds,
          pictureUrl(name, '420x280'),
          JSON.stringify([1, 2].map((n) => pictureUrl(`${name}-${n}`, '840x560'))),
          JSON.stringify(room.amenities),
          room.price,
          roomMeta.seo,
          roomMeta.og,
        ).lastInsertRowid,
      );
      insertNights(db, roomId, room.price, { from: start, to: addDays(start, NIGHTS_AHEAD - 1) }, random);
    });
  });
}

const NIGHTS_AHEAD = 120;

function insertNights(
  db: Db,
  roomId: number,
  basePrice: number,
  nights: DaySpan,
  random: () => number,
): void {
  const insert = db.prepare(
    'INSERT INTO room_night (room_type_id, date, price, rooms_left) VALUES (?, ?, ?, ?)',
  );
  for (const date of daysOf(nights)) {
    const weekendNight = [5, 6].includes(weekday(date));
    const price = Math.round((basePrice * (weekendNight ? 1.2 : 1)) / 100) * 100;
    const left = random() < 0.07 ? 0 : 1 + Math.floor(random() * 5);
    insert.run(roomId, date, price, left);
  }
}

export function topUpRoomNights(db: Db): void {
  const random = todaysRandom(2);
  const rows = db
    .prepare(
      'SELECT r.id, r.base_price, MAX(n.date) AS last FROM room_type r LEFT JOIN room_night n ON n.room_type_id = r.id GROUP BY r.id',
    )
    .all() as Array<{ id: number; base_price: number; last: string | null }>;
  for (const row of rows) {
    const nights = missingDays(row.last, today(), addDays(today(), NIGHTS_AHEAD - 1));
    if (nights) insertNights(db, row.id, row.base_price, nights, random);
  }
}
