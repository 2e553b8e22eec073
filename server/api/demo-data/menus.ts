import { type Db } from '../db/connection.ts';

interface SeedMenuItem {
  title: string;
  type: 'direct_link' | 'excursions' | 'excursion' | 'hotels' | 'hotel' | 'roomtype' | 'tours' | 'page';
  url: string;
  target?: '_self' | '_blank';
  children?: SeedMenuItem[];
}

const HEADER_MENU: SeedMenuItem[] = [
  {
    title: 'Экскурсии',
    type: 'excursions',
    url: '/excursions/',
    children: [
      { title: 'Обзорные по Пскову', type: 'excursion', url: '/excursions/pskov-obzornye/' },
      { title: 'Изборск и Печоры', type: 'excursion', url: '/excursions/izborsk-pechory/' },
      { title: 'Пушкинские Горы', type: 'excursion', url: '/excursions/pushkinskie-gory/' },
      { title: 'Озёра и крепости', type: 'excursion', url: '/excursions/ozera-i-kreposti/' },
      {
        title: 'Псковский кремль и Довмонтов город',
        type: 'excursion',
        url: '/excursions/pskov-obzornye/pskovskij-kreml/',
      },
      { title: 'Архив экскурсий', type: 'excursions', url: '/excursions_old/' },
    ],
  },
  {
    title: 'Туры',
    type: 'tours',
    url: '/tours/',
    children: [
      { title: 'Туры выходного дня', type: 'tours', url: '/tours/vyhodnogo-dnya/' },
      { title: 'Многодневные туры', type: 'tours', url: '/tours/mnogodnevnye/' },
      { title: 'Школьные туры', type: 'tours', url: '/tours/shkolnye-tury/' },
    ],
  },
  {
    title: 'Отели',
    type: 'hotels',
    url: '/hotels/',
    // Every hotel the agency sells, town by town, and the two room types asked for most.
    children: [
      { title: 'Гостиница «Старый Псков»', type: 'hotel', url: '/hotels/staryj-pskov/' },
      { title: 'Отель «Двор Подзноева»', type: 'hotel', url: '/hotels/dvor-podznoeva/' },
      { title: 'Апарт-отель «На Великой»', type: 'hotel', url: '/hotels/na-velikoj/' },
      { title: 'Гостевой дом «Изборский»', type: 'hotel', url: '/hotels/izborskij/' },
      { title: 'Гостиница «Печоры-Парк»', type: 'hotel', url: '/hotels/pechory-park/' },
      { title: 'Турбаза «Берёзка»', type: 'hotel', url: '/hotels/berezka/' },
      {
        title: 'Семейный номер в «Старом Пскове»',
        type: 'roomtype',
        url: '/hotels/staryj-pskov/?room_type=family',
      },
      { title: 'Люкс в «Дворе Подзноева»', type: 'roomtype', url: '/hotels/dvor-podznoeva/?room_type=lux' },
    ],
  },
  { title: 'Отзывы', type: 'page', url: '/about/comments/' },
  { title: 'О компании', type: 'page', url: '/about/' },
  {
    title: 'Псковский кремль 3D',
    type: 'direct_link',
    url: 'https://pskovkremlin.example/',
    target: '_blank',
  },
];

const FOOTER_MENU: SeedMenuItem[] = [
  { title: 'Экскурсии', type: 'excursions', url: '/excursions/' },
  { title: 'Туры', type: 'tours', url: '/tours/' },
  { title: 'Отели', type: 'hotels', url: '/hotels/' },
  { title: 'О компании', type: 'page', url: '/about/' },
  { title: 'Оплата и возврат', type: 'page', url: '/oplata-i-vozvrat/' },
  { title: 'Отзывы', type: 'page', url: '/about/comments/' },
  { title: 'Частые вопросы', type: 'page', url: '/faq/' },
  { title: 'Политика конфиденциальности', type: 'page', url: '/about/policy/' },
];

export function seedMenus(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO menu_item (menu, parent_id, position, title, type, url, target) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertItems = (menu: string, items: SeedMenuItem[], parentId: number | null) => {
    items.forEach((item, position) => {
      const { lastInsertRowid } = insert.run(
        menu,
        parentId,
        position,
        item.title,
        item.type,
        item.url,
        item.target ?? '_self',
      );
      insertItems(menu, item.children ?? [], Number(lastInsertRowid));
    });
  };
  insertItems('header_menu', HEADER_MENU, null);
  insertItems('footer_menu', FOOTER_MENU, null);
}
