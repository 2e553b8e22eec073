import { describe, expect, it } from 'vitest';
import { type Trip } from '@/features/trips/trip';
import { tripCalendar } from '@/features/trips/trip-calendar';
import { instantOf, parseIcs, property } from '../e2e/support/ics';

const excursion: Trip = {
  key: '7:excursion:70',
  kind: 'excursion',
  title: 'Псковский кремль и Довмонтов город',
  url: '/excursions/pskov-obzornye/pskovskij-kreml/',
  dateStart: '2026-12-10',
  dateEnd: '2026-12-10',
  time: '10:00',
  durationMinutes: 150,
  meetingPoint: {
    text: 'У памятника княгине Ольге, Октябрьская площадь',
    address: 'г. Псков, Кремль, 4',
    latitude: 57.8223,
    longitude: 28.3287,
  },
  tourists: ['Смирнова Анна Сергеевна', 'Смирнов Илья Андреевич'],
  order: { id: 7, number: 'PT-000007', total: 1350, paid: 1350, toPay: 0, canPayOnline: false },
};
const context = {
  origin: 'https://pskovtour.example',
  phone: '+7 (8112) 29-00-00',
  stamp: Date.parse('2026-12-01T08:30:00Z'),
};

describe('a trip in a calendar (.ics)', () => {
  it('places a timed trip in Moscow time with its zone, wherever the calendar is', () => {
    const text = tripCalendar(excursion, context);
    const calendar = parseIcs(text);
    expect(calendar.type).toBe('VCALENDAR');
    expect(property(calendar, 'VERSION')?.value).toBe('2.0');
    const zone = calendar.components.find((component) => component.type === 'VTIMEZONE');
    expect(zone && property(zone, 'TZID')?.value).toBe('Europe/Moscow');
    const event = calendar.components.find((component) => component.type === 'VEVENT')!;
    const start = property(event, 'DTSTART')!;
    expect(start.params.TZID).toBe('Europe/Moscow');
    expect(instantOf(calendar, start)).toBe(Date.parse('2026-12-10T10:00:00+03:00'));
    expect(instantOf(calendar, property(event, 'DTEND')!)).toBe(Date.parse('2026-12-10T12:30:00+03:00'));
    expect(property(event, 'DTSTAMP')?.value).toBe('20261201T083000Z');
    expect(property(event, 'UID')?.value).toBe('7-excursion-70@pskovtour.example');
  });

  it('writes the place, its coordinates and the order, escaped and folded as RFC 5545 asks', () => {
    const text = tripCalendar(excursion, context);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const event = parseIcs(text).components.find((component) => component.type === 'VEVENT')!;
    expect(property(event, 'SUMMARY')?.value).toBe(excursion.title);
    expect(property(event, 'LOCATION')?.value).toBe(
      'У памятника княгине Ольге, Октябрьская площадь, г. Псков, Кремль, 4',
    );
    expect(property(event, 'GEO')?.value).toBe('57.8223;28.3287');
    expect(property(event, 'DESCRIPTION')?.value).toBe(
      [
        'Заказ PT-000007',
        'Место встречи: У памятника княгине Ольге, Октябрьская площадь, г. Псков, Кремль, 4',
        'Туристы: Смирнова Анна Сергеевна, Смирнов Илья Андреевич',
        'Телефон агентства: +7 (8112) 29-00-00',
      ].join('\n'),
    );
    expect(property(event, 'URL')?.value).toBe(
      'https://pskovtour.example/excursions/pskov-obzornye/pskovskij-kreml/',
    );
  });

  it('makes a trip of whole days an all-day entry, its last day included', () => {
    const tour: Trip = {
      ...excursion,
      time: null,
      durationMinutes: null,
      dateEnd: '2026-12-11',
      meetingPoint: null,
    };
    const calendar = parseIcs(tripCalendar(tour, { ...context, phone: null }));
    expect(calendar.components.map((component) => component.type)).toEqual(['VEVENT']);
    const event = calendar.components[0]!;
    expect(property(event, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { VALUE: 'DATE' },
      value: '20261210',
    });
    expect(property(event, 'DTEND')?.value).toBe('20261212');
    expect(property(event, 'LOCATION')).toBeUndefined();
    expect(property(event, 'DESCRIPTION')?.value).not.toContain('Телефон');
  });

  it('starts a tour at its meeting time and ends it with its last day', () => {
    const tour: Trip = {
      ...excursion,
      kind: 'tour',
      time: '09:00',
      durationMinutes: null,
      dateEnd: '2026-12-11',
    };
    const event = parseIcs(tripCalendar(tour, context)).components.find((part) => part.type === 'VEVENT')!;
    expect(property(event, 'DTSTART')?.value).toBe('20261210T090000');
    expect(property(event, 'DTEND')).toMatchObject({
      params: { TZID: 'Europe/Moscow' },
      value: '20261212T000000',
    });
  });
});
