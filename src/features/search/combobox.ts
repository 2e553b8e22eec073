import type { QueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { SearchEntry } from './match';

/** Where the suggestions look: the catalogue's items, online or from this device (given by the route). */
export type LoadSearchEntries = (queryClient: QueryClient) => Promise<SearchEntry[]>;

/** The field's own elements, which the combobox drives once it has loaded. */
export interface ComboboxParts {
  input: RefObject<HTMLInputElement | null>;
  listbox: RefObject<HTMLUListElement | null>;
  status: RefObject<HTMLParagraphElement | null>;
}
