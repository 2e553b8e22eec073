import type { FastifyRequest } from 'fastify';
import { LIMITS } from '../../contract/document.ts';
import { parseRoom, type StaySearch } from '../../domain/hotel-offers.ts';
import { badRequest, notFound } from '../../errors.ts';
import { cleanPath } from '../../lib/text.ts';
import { addDays, daysBetween, nextFriday, today } from '../../lib/time.ts';

export interface EventSearch {
  from: string;
  to: string;
  tourists: number;
}

/** date_from/date_to/tourists of the excursion calls, defaults filled in (today … +60 days, 1 tourist). */
export function eventSearch(query: { date_from?: string; date_to?: string; tourists?: number }): EventSearch {
  const from = query.date_from ?? today();
  const to = query.date_to ?? addDays(from, 60);
  if (to < from) throw badRequest({ date_to: ['Дата окончания не может быть раньше даты начала.'] });
  if (daysBetween(from, to) > LIMITS.trip_search_days)
    throw badRequest({ date_to: ['Период поиска не может быть длиннее года.'] });
  // Events in the past are never available.
  return { from: from < today() ? today() : from, to, tourists: query.tourists ?? 1 };
}

/** The search of the home page's groups: every excursion of the next 60 days. */
export const comingTwoMonths = (): EventSearch => ({ from: today(), to: addDays(today(), 60), tourists: 1 });

/** date_from/date_to/room of the hotel calls; defaults: next Friday, 3 nights, 2 adults (docs/product.md#default-searches). */
export function staySearch(query: { date_from?: string; date_to?: string; room?: string }): StaySearch {
  const from = query.date_from ?? nextFriday();
  const to = query.date_to ?? addDays(from, 3);
  if (from < today()) throw badRequest({ date_from: ['Дата заезда не может быть в прошлом.'] });
  const nights = daysBetween(from, to);
  if (nights < 1) throw badRequest({ date_to: ['Дата выезда должна быть позже даты заезда.'] });
  if (nights > LIMITS.hotel_stay_nights)
    throw badRequest({ date_to: [`Проживание — не более ${LIMITS.hotel_stay_nights} ночей.`] });
  return { date_from: from, date_to: to, nights, ...parseRoom(query.room ?? '2') };
}

/** The slug segments of a catch-all path (`…/group/slug/`); anything but clean slugs is 404. */
export function pathSegments(request: FastifyRequest): string[] {
  const path = cleanPath((request.params as { '*': string })['*'] ?? '');
  if (!path) throw notFound();
  return path.split('/');
}
