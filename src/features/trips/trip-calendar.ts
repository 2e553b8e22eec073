import type { Trip } from './trip';
import { placeOf } from './trip-changes';

/**
 * Moscow's zone as calendars need it beside a `TZID` (RFC 5545 §3.6.5): UTC+3 all year since 2014,
 * so one STANDARD rule with no transitions.
 */
const MOSCOW_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Moscow',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:MSK',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarContext {
  /** `https://host` of the site: the entry's link and its unique id. */
  origin: string;
  /** The agency's phone, written into the entry's notes. */
  phone: string | null;
  /** When the entry was made (ms, UTC). */
  stamp: number;
}

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
const text = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const compactDate = (date: string): string => date.replaceAll('-', '');

/** A local date-time 'YYYYMMDDTHHMMSS' of an agency day and time, moved on by `minutes`. */
function localDateTime(date: string, time: string, minutes = 0): string {
  const shifted = new Date(Date.parse(`${date}T${time}:00Z`) + minutes * 60_000).toISOString();
  return `${compactDate(shifted.slice(0, 10))}T${shifted.slice(11, 19).replaceAll(':', '')}`;
}

/** 'YYYYMMDDTHHMMSSZ' of a moment. */
const utcStamp = (ms: number): string =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

const nextDay = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + character).length > limit) {
      parts.push(current);
      current = character;
    } else current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The trip as an iCalendar file: a timed trip in Moscow time with its zone (the calendar shows it
 * at the right hour wherever the phone is), a trip of whole days as all-day dates; the meeting
 * point as its location (with coordinates when known), the order, tourists and phone in its notes.
 */
export function tripCalendar(trip: Trip, { origin, phone, stamp }: CalendarContext): string {
  const when = trip.time
    ? [
        `DTSTART;TZID=Europe/Moscow:${localDateTime(trip.dateStart, trip.time)}`,
        // A tour of several days meets at its time and lasts to the end of its last day.
        ...(trip.durationMinutes
          ? [`DTEND;TZID=Europe/Moscow:${localDateTime(trip.dateStart, trip.time, trip.durationMinutes)}`]
          : trip.dateEnd !== trip.dateStart
            ? [`DTEND;TZID=Europe/Moscow:${localDateTime(nextDay(trip.dateEnd), '00:00')}`]
            : []),
      ]
    : [
        `DTSTART;VALUE=DATE:${compactDate(trip.dateStart)}`,
        `DTEND;VALUE=DATE:${compactDate(nextDay(trip.dateEnd))}`,
      ];
  const point = trip.meetingPoint;
  const notes = [
    `Заказ ${trip.order.number}`,
    point ? `Место встречи: ${placeOf(trip)}` : '',
    trip.tourists.length ? `Туристы: ${trip.tourists.join(', ')}` : '',
    phone ? `Телефон агентства: ${phone}` : '',
  ].filter(Boolean);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Storefront//Trips//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(trip.time ? MOSCOW_ZONE : []),
    'BEGIN:VEVENT',
    `UID:${trip.key.replaceAll(':', '-')}@${new URL(origin).host}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    ...when,
    `SUMMARY:${text(trip.title)}`,
    ...(point ? [`LOCATION:${text(placeOf(trip))}`] : []),
    ...(point?.latitude != null && point.longitude != null
      ? [`GEO:${point.latitude};${point.longitude}`]
      : []),
    `DESCRIPTION:${text(notes.join('\n'))}`,
    `URL:${new URL(trip.url, origin).href}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
