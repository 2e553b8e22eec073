// What the route itself reads (its title and search), apart from the page's code that loads on use.

export const HOME_TITLE = 'Экскурсии, туры и отели Псковской области';

export interface HomeSearch {
  /** `/?login` opens the sign-in dialog on load (docs/product.md#routes); written bare, as it came. */
  login?: '';
}

export const validateHomeSearch = (search: Record<string, unknown>): HomeSearch =>
  'login' in search ? { login: '' } : {};
