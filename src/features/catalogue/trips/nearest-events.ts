/**
 * The events nearest in time to `to`, nearest first (before or after it alike): what a booking
 * offers in place of an event that is gone.
 */
export function nearestTo<Event>(
  to: Event,
  events: readonly Event[],
  startOf: (event: Event) => string,
): Event[] {
  const at = Date.parse(startOf(to));
  const distance = (event: Event) => Math.abs(Date.parse(startOf(event)) - at);
  return [...events].sort((a, b) => distance(a) - distance(b));
}
