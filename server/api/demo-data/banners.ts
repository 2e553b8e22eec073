import { type Db } from '../db/connection.ts';
import { pictureUrl, type PictureSize } from './pictures.ts';

/** The four banner groups and the picture size each is served at (docs/product.md#constants). */
export const BANNER_GROUPS: Record<string, PictureSize> = {
  header_dropdowns: '320x200',
  main_blue_banners: '168x168',
  main_offers_right: '512x240',
  main_offers_slider: '1056x512',
};

const BANNERS: Record<keyof typeof BANNER_GROUPS, Array<[string, string, string]>> = {
  header_dropdowns: [
    [
      'Изборск и Печоры за один день',
      'Выезд каждый день в 9:00 от туристического центра',
      '/excursions/izborsk-pechory/izborsk-i-pechory/',
    ],
    ['Туры выходного дня', 'Два дня в Пскове с проживанием от 9 800 ₽', '/tours/vyhodnogo-dnya/'],
    ['Отели в центре Пскова', 'Номера с видом на кремль', '/hotels/staryj-pskov/'],
  ],
  main_blue_banners: [
    ['Скидка пенсионерам', 'До 15% на все экскурсии', '/excursions/'],
    ['Школьным группам', 'Сопровождающий бесплатно', '/tours/shkolnye-tury/'],
    ['Подарочный сертификат', 'Экскурсия в подарок', '/podarochnyj-sertifikat/'],
    ['Оплата картой онлайн', 'Предоплата 30% для туров', '/oplata-i-vozvrat/'],
  ],
  main_offers_right: [
    ['Пушкинские Горы', 'Михайловское и Тригорское за один день', '/excursions/pushkinskie-gory/'],
    ['Талабские острова', 'Теплоход по Псковскому озеру', '/excursions/ozera-i-kreposti/talabskie-ostrova/'],
  ],
  main_offers_slider: [
    ['Псков — город-крепость', 'Обзорные экскурсии каждый день', '/excursions/pskov-obzornye/'],
    [
      'Золотое кольцо Псковщины',
      'Четыре дня, пять городов',
      '/tours/mnogodnevnye/zolotoe-kolco-pskovshchiny/',
    ],
    [
      'Фрески Мирожского монастыря',
      'Памятник ЮНЕСКО малыми группами',
      '/excursions/pskov-obzornye/mirozhskij-monastyr/',
    ],
    ['Зимний Псков', 'Туры на новогодние праздники', '/tours/'],
  ],
};

export function seedBanners(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO banner (group_name, position, title, text, link, image) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [group, banners] of Object.entries(BANNERS)) {
    banners.forEach(([title, text, link], position) => {
      insert.run(
        group,
        position,
        title,
        text,
        link,
        pictureUrl(`banner-${group.replace(/_/g, '-')}-${position + 1}`, BANNER_GROUPS[group]!),
      );
    });
  }
}
