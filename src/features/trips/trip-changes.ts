import type { SavedTrips as SavedTripsOf } from '@common/trips/trip-changes';
import type { Trip } from './trip';

// The same rules as the worker's (common/trips/trip-changes.ts), for the app's trips.
export { acknowledged, placeOf, withChanges, type TripChange } from '@common/trips/trip-changes';
export type SavedTrips = SavedTripsOf<Trip>;
