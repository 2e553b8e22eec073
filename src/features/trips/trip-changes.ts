import type { Trip } from './trip';

/** What a trip's time or meeting point was before the agency changed it (shown until acknowledged). */
export interface TripChange {
  when?: { date: string; time: string | null };
  place?: string;
}

/** The trips the device keeps for one user, and how their times and places moved. */
export interface SavedTrips {
  userId: number;
  /** When they came from the network (ms): the card says how old they are offline. */
  savedAt: number;
  trips: Trip[];
  changes: Record<string, TripChange>;
}

export const placeOf = (trip: Trip): string =>
  trip.meetingPoint ? [trip.meetingPoint.text, trip.meetingPoint.address].filter(Boolean).join(', ') : '';

const sameWhen = (trip: Trip, when: NonNullable<TripChange['when']>) =>
  trip.dateStart === when.date && trip.time === when.time;

/**
 * The first value a change started from is kept through later changes; a trip that went back to
 * it has no change; an acknowledged or vanished trip's change goes.
 */
function changeOf(before: Trip | undefined, kept: TripChange | undefined, now: Trip): TripChange | null {
  const change: TripChange = {};
  const when = kept?.when ?? (before ? { date: before.dateStart, time: before.time } : undefined);
  if (when && !sameWhen(now, when)) change.when = when;
  const place = kept?.place ?? (before ? placeOf(before) : undefined);
  // A place that appears where there was none is news, not a change.
  if (place && place !== placeOf(now)) change.place = place;
  return change.when || change.place ? change : null;
}

/** The fresh trips, with what changed since the device last saw them (another user's copy counts for nothing). */
export function withChanges(
  previous: SavedTrips | undefined,
  trips: Trip[],
  userId: number,
  savedAt: number,
): SavedTrips {
  const mine = previous?.userId === userId ? previous : undefined;
  const before = new Map(mine?.trips.map((trip) => [trip.key, trip]));
  const changes: Record<string, TripChange> = {};
  for (const trip of trips) {
    const change = changeOf(before.get(trip.key), mine?.changes[trip.key], trip);
    if (change) changes[trip.key] = change;
  }
  return { userId, savedAt, trips, changes };
}

/** The tourist has seen a trip's change: it is no longer highlighted. */
export function acknowledged(saved: SavedTrips, key: string): SavedTrips {
  const { [key]: _seen, ...changes } = saved.changes;
  return { ...saved, changes };
}
