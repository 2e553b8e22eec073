import type { Schemas } from '../contract/types.ts';

/** Where and when a seeded tour's group meets on the first day of a departure. */
export interface TourMeeting {
  time: string;
  point: Schemas['MeetingPoint'];
}

const RAILWAY_STATION: Schemas['MeetingPoint'] = {
  text: 'Железнодорожный вокзал Пскова, у главного входа',
  address: 'Псков, ул. Вокзальная, 40',
  latitude: 57.8117,
  longitude: 28.3559,
};

const OLGA_MONUMENT: Schemas['MeetingPoint'] = {
  text: 'У памятника княгине Ольге, Октябрьская площадь',
  address: 'Псков, Октябрьская площадь',
  latitude: 57.8137,
  longitude: 28.3372,
};

/** By the tour's slug; the demo's program texts say the same. */
export const TOUR_MEETINGS: Readonly<Record<string, TourMeeting>> = {
  'pskov-izborsk-pechory-2-dnya': { time: '09:00', point: RAILWAY_STATION },
  'pushkinskie-gory-2-dnya': { time: '08:30', point: OLGA_MONUMENT },
  'pskov-i-talabskie-ostrova': { time: '16:00', point: RAILWAY_STATION },
  'zolotoe-kolco-pskovshchiny': { time: '09:00', point: RAILWAY_STATION },
  'pskov-i-novgorod': { time: '09:30', point: RAILWAY_STATION },
  'kreposti-severo-zapada': { time: '10:00', point: OLGA_MONUMENT },
  'shkolnyj-pskov-3-dnya': { time: '10:00', point: RAILWAY_STATION },
};

/** A string as an SQL literal (the seed's own texts, in a migration). */
export const sqlText = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/**
 * Gives the seeded tours their meeting time and place, then copies them to the order lines of
 * those tours (matched by the site path, which ends with the tour's slug) that have none.
 */
export const FILL_TOUR_MEETINGS = [
  ...Object.entries(TOUR_MEETINGS).map(
    ([slug, { time, point }]) =>
      `UPDATE tour SET meeting_time = ${sqlText(time)}, meeting_point = ${sqlText(JSON.stringify(point))}
       WHERE slug = ${sqlText(slug)} AND meeting_time IS NULL;`,
  ),
  `UPDATE order_item SET
     time = COALESCE(time, (SELECT t.meeting_time FROM tour t WHERE order_item.url LIKE '%/' || t.slug || '/')),
     meeting_point = COALESCE(meeting_point,
       (SELECT t.meeting_point FROM tour t WHERE order_item.url LIKE '%/' || t.slug || '/'))
   WHERE type = 'tour';`,
].join('\n');
