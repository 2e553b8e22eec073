import { useEffect, useState } from 'react';
import type { TravellerValues } from './order-form';
import type { travellerHints } from './traveller-hints';
import type { TravellerPlaces } from './traveller-places';

const typedIn = (traveller: TravellerValues) =>
  Boolean(traveller.last_name || traveller.first_name || traveller.birth_date);

/**
 * The hints at each traveller (traveller-hints.ts). They speak only of what was typed, so their
 * code loads when the first name or date is, not with the order form.
 */
export function useTravellerHints(
  travellers: readonly TravellerValues[],
  places: TravellerPlaces,
): (string | null)[] {
  const [hintsOf, setHintsOf] = useState<typeof travellerHints | null>(null);
  const typed = travellers.some(typedIn);
  useEffect(() => {
    if (!typed || hintsOf) return;
    let current = true;
    void import('./traveller-hints').then(({ travellerHints }) => {
      if (current) setHintsOf(() => travellerHints);
    });
    return () => {
      current = false;
    };
  }, [typed, hintsOf]);
  return hintsOf ? hintsOf(travellers, places) : [];
}
