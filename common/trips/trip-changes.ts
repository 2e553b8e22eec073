/**
 * How a trip on the device moved since the device last saw it: the app computes it when the trips
 * come from the network, the worker when a push says a trip changed (docs/decisions/047).
 */

/** What a change is read from: a trip's key, day, time and meeting point (the app's Trip has more). */
export interface TripTimes {
  key: string;
  dateStart: string;
  time: string | null;
  meetingPoint: { text: string; address: string } | null;
}

/** What a trip's time or meeting point was before the agency changed it (shown until acknowledged). */
export interface TripChange {
  when?: { date: string; time: string | null };
  place?: string;
}

/** The trips the device keeps for one user, and how their times and places moved. */
export interface SavedTrips<Trip extends TripTimes = TripTimes> {
  userId: number;
  /** When they came from the network (ms): the card says how old they are offline. */
  savedAt: number;
  trips: Trip[];
  changes: Record<string, TripChange>;
}

export const placeOf = (trip: TripTimes): string =>
  trip.meetingPoint ? [trip.meetingPoint.text, trip.meetingPoint.address].filter(Boolean).join(', ') : '';

const sameWhen = (trip: TripTimes, when: NonNullable<TripChange['when']>) =>
  trip.dateStart === when.date && trip.time === when.time;

/**
 * The first value a change started from is kept through later changes; a trip that went back to
 * it has no change; an acknowledged or vanished trip's change goes.
 */
function changeOf(
  before: TripTimes | undefined,
  kept: TripChange | undefined,
  now: TripTimes,
): TripChange | null {
  const change: TripChange = {};
  const when = kept?.when ?? (before ? { date: before.dateStart, time: before.time } : undefined);
  if (when && !sameWhen(now, when)) change.when = when;
  const place = kept?.place ?? (before ? placeOf(before) : undefined);
  // A place that appears where there was none is news, not a change.
  if (place && place !== placeOf(now)) change.place = place;
  return change.when || change.place ? change : null;
}

/** The fresh trips, with what changed since the device last saw them (another user's copy counts for nothing). */
export function withChanges<Trip extends TripTimes>(
  previous: SavedTrips<Trip> | undefined,
  trips: Trip[],
  userId: number,
  savedAt: number,
): SavedTrips<Trip> {
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
export function acknowledged<Trip extends TripTimes>(saved: SavedTrips<Trip>, key: string): SavedTrips<Trip> {
  const { [key]: _seen, ...changes } = saved.changes;
  return { ...saved, changes };
}
