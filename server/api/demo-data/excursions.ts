import { type Db } from '../db/connection.ts';
import { pictureUrl } from './pictures.ts';
import { addDays, today, weekday } from '../lib/time.ts';
import { CATALOG_GROUP_COLUMNS, catalogGroupValues } from './catalog-groups.ts';
import { agePrices, metaBlocks, seededRandom } from './meta.ts';
import { daysOf, todaysRandom, topUpBySlug, type DaySpan } from './schedules.ts';

interface SeedExcursion {
  slug: string;
  title: string;
  short: string;
  paragraphs: string[];
  minutes: number;
  adult: number;
  location: number; // LOCATIONS index, 1-based
  meeting: string;
  /** Weekdays (0 Sunday … 6 Saturday) and start times. */
  days: number[];
  times: string[];
}

interface SeedGroup {
  slug: string;
  catalog: 'current' | 'old';
  title: string;
  description: string;
  excursions: SeedExcursion[];
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKENDS = [0, 6];

const EXCURSION_GROUPS: SeedGroup[] = [
  {
    slug: 'pskov-obzornye',
    catalog: 'current',
    title: 'Обзорные экскурсии по Пскову',
    description:
      'Кремль, Довмонтов город, купеческие палаты и храмы псковской школы зодчества — главное за один день.',
    excursions: [
      {
        slug: 'pskovskij-kreml',
        title: 'Псковский кремль и Довмонтов город',
        short:
          'Сердце древнего Пскова: Троицкий собор, Персы, Вечевая площадь и фундаменты храмов Довмонтова города.',
        paragraphs: [
          'Прогулка начинается у стен Крома — так псковичи называли свой кремль. Вы увидите Троицкий собор, Перси и Вечевую площадь, где решались судьбы Псковской республики.',
          'В Довмонтовом городе гид покажет фундаменты восемнадцати храмов XII–XVI веков и расскажет о князе Довмонте, защитнике Пскова.',
        ],
        minutes: 120,
        adult: 900,
        location: 1,
        meeting: 'У памятника княгине Ольге, Октябрьская площадь',
        days: EVERY_DAY,
        times: ['10:00', '14:00'],
      },
      {
        slug: 'pskov-za-odin-den',
        title: 'Псков за один день',
        short:
          'Большая автобусно-пешеходная экскурсия: кремль, Мирожский монастырь, Поганкины палаты и набережная Великой.',
        paragraphs: [
          'Самый насыщенный маршрут для тех, кто приехал в Псков ненадолго. Автобус доставит от кремля к Мирожскому монастырю с фресками XII века.',
          'После обеда — Поганкины палаты, купеческие дома Запсковья и смотровая площадка на слиянии Псковы и Великой.',
        ],
        minutes: 360,
        adult: 2400,
        location: 2,
        meeting: 'Туристический центр, ул. Некрасова, 9',
        days: [1, 3, 5, 6],
        times: ['09:30'],
      },
      {
        slug: 'mirozhskij-monastyr',
        title: 'Фрески Мирожского монастыря',
        short: 'Спасо-Преображенский собор с уникальной домонгольской росписью — шедевр из списка ЮНЕСКО.',
        paragraphs: [
          'Мирожский монастырь основан в середине XII века. Его собор сохранил почти полный ансамбль фресок, написанных греческими мастерами.',
          'Экскурсия проходит малыми группами, чтобы не нарушать температурный режим храма.',
        ],
        minutes: 90,
        adult: 1200,
        location: 3,
        meeting: 'У входа в монастырь, наб. реки Великой, 2',
        days: [2, 4, 6, 0],
        times: ['11:00', '15:30'],
      },
      {
        slug: 'kupecheskij-pskov',
        title: 'Купеческий Псков: палаты и подворья',
        short: 'Поганкины палаты, Меньшиковы и Гурьевы палаты — как жили и торговали псковские купцы.',
        paragraphs: [
          'Каменные палаты XVII века — визитная карточка Пскова. Вы узнаете, зачем купцы строили стены толщиной в два метра и где прятали товар.',
          'Завершается прогулка в музее «Поганкины палаты» с коллекцией древнерусской живописи.',
        ],
        minutes: 150,
        adult: 1100,
        location: 4,
        meeting: 'У Поганкиных палат, ул. Некрасова, 7',
        days: [1, 2, 3, 4, 5],
        times: ['12:00'],
      },
    ],
  },
  {
    slug: 'izborsk-pechory',
    catalog: 'current',
    title: 'Изборск и Печоры',
    description: 'Древняя крепость, Словенские ключи и действующий Псково-Печерский монастырь с пещерами.',
    excursions: [
      {
        slug: 'izborsk-i-pechory',
        title: 'Изборск и Псково-Печерский монастырь',
        short:
          'Классический маршрут выходного дня: крепость Изборска, Словенские ключи и монастырь в Печорах.',
        paragraphs: [
          'Изборск — один из древнейших городов Руси. Поднимемся на башню Луковку, спустимся к Словенским ключам и полюбуемся Мальской долиной.',
          'Во второй половине дня — Псково-Печерский монастырь, который ни разу не закрывался за пять веков своей истории.',
        ],
        minutes: 480,
        adult: 2900,
        location: 5,
        meeting: 'Туристический центр, ул. Некрасова, 9',
        days: EVERY_DAY,
        times: ['09:00'],
      },
      {
        slug: 'izborskaya-krepost',
        title: 'Изборская крепость',
        short: 'Стены и башни XIV века, Никольский собор и легенды о Труворовом городище.',
        paragraphs: [
          'Экскурсия по крепости и Труворову городищу. Гид расскажет о семи осадах Изборска и покажет крест Трувора.',
          'В конце прогулки — дегустация воды Словенских ключей, которые называют «ключами жизни».',
        ],
        minutes: 150,
        adult: 1300,
        location: 5,
        meeting: 'У главных ворот Изборской крепости',
        days: [0, 2, 4, 6],
        times: ['11:00', '15:00'],
      },
      {
        slug: 'pechery-pskovo-pecherskogo-monastyrya',
        title: 'Богом зданные пещеры Печор',
        short:
          'Пещеры Псково-Печерского монастыря, звонница и Успенский собор. Дресс-код для посещения монастыря.',
        paragraphs: [
          'Монастырь основан в пещерах песчаного оврага. С паломнической службой вы пройдёте по части пещер со свечами.',
          'Просим соблюдать форму одежды: женщинам — юбка ниже колена и платок, мужчинам — длинные брюки.',
        ],
        minutes: 120,
        adult: 1000,
        location: 6,
        meeting: 'Святые ворота монастыря, ул. Международная, 5',
        days: [1, 3, 5, 6, 0],
        times: ['10:30', '13:30'],
      },
      {
        slug: 'izborsk-na-velosipedah',
        title: 'Изборск на велосипедах',
        short: 'Велопрогулка по Мальской долине к Мальскому монастырю и Труворову городищу.',
        paragraphs: [
          'Велосипеды и шлемы предоставляем. Маршрут 18 км по грунтовым и асфальтовым дорогам, подходит для подростков от 12 лет.',
        ],
        minutes: 210,
        adult: 1800,
        location: 5,
        meeting: 'Прокат у Изборской крепости',
        days: WEEKENDS,
        times: ['10:00'],
      },
    ],
  },
  {
    slug: 'pushkinskie-gory',
    catalog: 'current',
    title: 'Пушкинские Горы',
    description: 'Михайловское, Тригорское, Петровское и Святогорский монастырь — пушкинский заповедник.',
    excursions: [
      {
        slug: 'pushkinskie-gory-za-den',
        title: 'Пушкинские Горы за один день',
        short: 'Святогорский монастырь, Михайловское и Тригорское с обедом в усадебном кафе.',
        paragraphs: [
          'Поездка в пушкинский заповедник: могила поэта у стен Святогорского монастыря, усадьба Михайловское, где Пушкин провёл два года ссылки.',
          'После обеда — Тригорское, скамья Онегина и вид на Сороть.',
        ],
        minutes: 600,
        adult: 3500,
        location: 7,
        meeting: 'Туристический центр, ул. Некрасова, 9',
        days: [2, 4, 6, 0],
        times: ['08:00'],
      },
      {
        slug: 'mihajlovskoe',
        title: 'Усадьба Михайловское',
        short: 'Дом-музей, парк, аллея Керн и мельница — экскурсия по усадьбе с научным сотрудником.',
        paragraphs: ['Экскурсия в доме-музее и по парку: аллея Керн, остров уединения, мельница и Сороть.'],
        minutes: 120,
        adult: 1100,
        location: 7,
        meeting: 'Касса музея-заповедника, д. Бугрово',
        days: [0, 2, 3, 4, 5, 6],
        times: ['11:00', '14:30'],
      },
      {
        slug: 'trigorskoe-i-petrovskoe',
        title: 'Тригорское и Петровское',
        short: 'Усадьбы друзей и предков поэта: Осиповы-Вульф и Ганнибалы.',
        paragraphs: [
          'Тригорское — имение, где Пушкин был частым гостем. Петровское — родовое гнездо Ганнибалов, прадеда поэта.',
        ],
        minutes: 180,
        adult: 1400,
        location: 9,
        meeting: 'У ворот усадьбы Тригорское',
        days: [3, 5, 6],
        times: ['12:00'],
      },
    ],
  },
  {
    slug: 'ozera-i-kreposti',
    catalog: 'current',
    title: 'Озёра и крепости Псковщины',
    description: 'Гдов, Порхов и Талабские острова — для тех, кто уже видел Псков и Изборск.',
    excursions: [
      {
        slug: 'talabskie-ostrova',
        title: 'Талабские острова',
        short: 'Теплоход по Псковскому озеру на остров Залита: рыбацкая деревня, храм и копчёный снеток.',
        paragraphs: [
          'Час на теплоходе по реке Великой и Псковскому озеру. На острове Залита — прогулка по деревне, храм Николы и знаменитый снеток.',
          'Рейсы зависят от погоды; при штормовом предупреждении переносим или возвращаем деньги.',
        ],
        minutes: 300,
        adult: 2200,
        location: 12,
        meeting: 'Причал у Пароменской набережной',
        days: [3, 6, 0],
        times: ['09:30'],
      },
      {
        slug: 'porhov',
        title: 'Порхов и усадьба Волышово',
        short: 'Крепость на Шелони, музей-усадьба Полторацких и английский парк Волышово.',
        paragraphs: [
          'Порховская крепость — одна из немногих, чьи стены сохранились почти целиком. После неё — усадьба Волышово графов Строгановых.',
        ],
        minutes: 540,
        adult: 3200,
        location: 11,
        meeting: 'Туристический центр, ул. Некрасова, 9',
        days: [6],
        times: ['08:30'],
      },
      {
        slug: 'gdov-i-chudskoe-ozero',
        title: 'Гдов и Чудское озеро',
        short: 'Гдовская крепость, берег Чудского озера и место Ледового побоища.',
        paragraphs: [
          'Поездка на север области: крепость Гдова, собор Державной иконы и берег Чудского озера, где в 1242 году произошло Ледовое побоище.',
        ],
        minutes: 600,
        adult: 3400,
        location: 10,
        meeting: 'Туристический центр, ул. Некрасова, 9',
        days: [0],
        times: ['08:00'],
      },
    ],
  },
  {
    slug: 'progulki-arhiv',
    catalog: 'old',
    title: 'Пешеходные прогулки',
    description: 'Прогулки прошлых сезонов, которые мы проводим по заявкам групп.',
    excursions: [
      {
        slug: 'zapskove-peshkom',
        title: 'Запсковье пешком',
        short: 'Тихие улицы Запсковья, церкви Богоявления и Косьмы и Дамиана с Примостья.',
        paragraphs: [
          'Прогулка по старинному району за рекой Псковой, где сохранилось больше всего храмов XV–XVI веков.',
        ],
        minutes: 120,
        adult: 700,
        location: 2,
        meeting: 'Туристический центр, ул. Некрасова, 9',
        days: [6],
        times: ['16:00'],
      },
      {
        slug: 'nochnoj-pskov',
        title: 'Ночной Псков',
        short: 'Подсвеченный кремль, набережные и легенды о псковских подземельях.',
        paragraphs: ['Вечерняя прогулка при подсветке: кремль, Власьевская башня и набережная Великой.'],
        minutes: 90,
        adult: 800,
        location: 1,
        meeting: 'У памятника княгине Ольге',
        days: [5, 6],
        times: ['21:00'],
      },
      {
        slug: 'pskovskie-kolokola',
        title: 'Псковские звонницы',
        short: 'Звонницы псковских храмов и мастер-класс колокольного звона.',
        paragraphs: ['Рассказ о псковских звонницах-стенках и мастер-класс от звонаря Троицкого собора.'],
        minutes: 100,
        adult: 950,
        location: 1,
        meeting: 'У Троицкого собора',
        days: [0],
        times: ['13:00'],
      },
    ],
  },
  {
    slug: 'shkolnye-programmy',
    catalog: 'old',
    title: 'Школьные программы',
    description: 'Программы для школьных групп прошлых лет: квесты и интерактивные занятия.',
    excursions: [
      {
        slug: 'kvest-oborona-pskova',
        title: 'Квест «Оборона Пскова 1581 года»',
        short: 'Командная игра в кремле по следам осады Стефана Батория.',
        paragraphs: [
          'Команды выполняют задания у стен кремля и узнают, как псковичи выдержали осаду 1581 года.',
        ],
        minutes: 150,
        adult: 900,
        location: 1,
        meeting: 'Кремль, у Смердьей башни',
        days: [2, 4],
        times: ['11:00'],
      },
      {
        slug: 'remesla-drevnego-pskova',
        title: 'Ремёсла древнего Пскова',
        short: 'Гончарная и кузнечная мастерские: дети лепят и чеканят сами.',
        paragraphs: [
          'Интерактивное занятие в мастерских: гончарный круг, чеканка монеты и берестяные грамоты.',
        ],
        minutes: 120,
        adult: 850,
        location: 4,
        meeting: 'Мастерские у Поганкиных палат',
        days: [1, 3, 5],
        times: ['12:30'],
      },
    ],
  },
];

export function seedExcursions(db: Db): void {
  const random = seededRandom(1581);
  const insertGroup = db.prepare(
    `INSERT INTO excursion_group (catalog, ${CATALOG_GROUP_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertExcursion = db.prepare(`INSERT INTO excursion
    (slug, group_id, position, title, short_description, description, duration_minutes, meeting_point, location_id,
     image, images, prices, seo, og) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const start = today();
  EXCURSION_GROUPS.forEach((group, groupPosition) => {
    const columns = catalogGroupValues(group, groupPosition, `экскурсии, ${group.title}`);
    const groupId = Number(insertGroup.run(group.catalog, ...columns).lastInsertRowid);
    group.excursions.forEach((excursion, position) => {
      const excursionMeta = metaBlocks(
        excursion.title,
        excursion.short,
        excursion.slug,
        `экскурсия, ${excursion.title}, Псков`,
      );
      const images = [1, 2, 3].map((n) => pictureUrl(`${excursion.slug}-${n}`, '840x560'));
      const excursionId = Number(
        insertExcursion.run(
          excursion.slug,
          groupId,
          position,
          excursion.title,
          excursion.short,
          excursion.paragraphs.map((text) => `<p>${text}</p>`).join('\n'),
          excursion.minutes,
          excursion.meeting,
          excursion.location,
          pictureUrl(excursion.slug, '420x280'),
          JSON.stringify(images),
          agePrices(excursion.adult),
          excursionMeta.seo,
          excursionMeta.og,
        ).lastInsertRowid,
      );
      const days = { from: start, to: addDays(start, horizonDays(group.catalog)) };
      insertExcursionEvents(db, excursionId, excursion, days, random);
    });
  });
}

const horizonDays = (catalog: SeedGroup['catalog']) => (catalog === 'old' ? 30 : 60);

/** Events of one excursion on its weekdays and times; some sold out, some nearly. */
function insertExcursionEvents(
  db: Db,
  excursionId: number,
  excursion: SeedExcursion,
  days: DaySpan,
  random: () => number,
): void {
  const insert = db.prepare(
    'INSERT INTO excursion_event (excursion_id, date, time, places_total, places_left) VALUES (?, ?, ?, ?, ?)',
  );
  for (const date of daysOf(days)) {
    if (!excursion.days.includes(weekday(date))) continue;
    for (const time of excursion.times) {
      const total = [12, 18, 20, 25, 30][Math.floor(random() * 5)]!;
      const roll = random();
      const left =
        roll < 0.08
          ? 0
          : roll < 0.2
            ? 1 + Math.floor(random() * 3)
            : total - Math.floor(random() * total * 0.6);
      insert.run(excursionId, date, time, total, left);
    }
  }
}

/** Keeps a long-lived demo database bookable: extends every schedule to the usual horizon from today. */
export function topUpExcursionEvents(db: Db): void {
  const random = todaysRandom(0);
  const goals = EXCURSION_GROUPS.flatMap((group) =>
    group.excursions.map((item) => ({
      item,
      first: today(),
      to: addDays(today(), horizonDays(group.catalog)),
    })),
  );
  topUpBySlug(
    db,
    'SELECT x.id, MAX(e.date) AS last FROM excursion x LEFT JOIN excursion_event e ON e.excursion_id = x.id WHERE x.slug = ? GROUP BY x.id',
    goals,
    (id, excursion, days) => insertExcursionEvents(db, id, excursion, days, random),
  );
}
