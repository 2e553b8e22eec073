/** Hotel cards in the list's first render (a desktop row, more than a phone's screen); the rest follow. */
export const FIRST_SCREEN_HOTELS = 3;
