import type { Trip } from './trip';
import { placeOf, type TripChange } from './trip-changes';
import { dayWithWeekday } from './trip-time';

function whenFrom(trip: Trip, before: NonNullable<TripChange['when']>): string {
  const clock = (time: string | null) => time ?? 'без времени';
  if (before.date === trip.dateStart) return `Время изменилось: ${clock(before.time)} → ${clock(trip.time)}`;
  const at = (date: string, time: string | null) =>
    time ? `${dayWithWeekday(date)}, ${time}` : dayWithWeekday(date);
  return `Дата изменилась: ${at(before.date, before.time)} → ${at(trip.dateStart, trip.time)}`;
}

/** The agency moved the trip or its meeting point since the tourist last looked: said until seen. */
export function TripChangeNote({
  trip,
  change,
  onAcknowledge,
}: {
  trip: Trip;
  change: TripChange;
  onAcknowledge: () => void;
}) {
  const place = placeOf(trip);
  return (
    <div className="spread callout trip-change" role="status">
      <ul className="trip-change__list">
        {change.when ? <li>{whenFrom(trip, change.when)}</li> : null}
        {change.place ? (
          <li>
            Место встречи изменилось: {change.place} → {place || 'уточните в агентстве'}
          </li>
        ) : null}
      </ul>
      <button type="button" className="button button--ghost trip-change__seen" onClick={onAcknowledge}>
        Понятно
      </button>
    </div>
  );
}
