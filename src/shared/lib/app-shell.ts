/**
 * Marks the offline shell's document (the root route rendered without a page): the browser
 * renders the page from the query cache it saved instead of hydrating one.
 */
export const SHELL_ATTRIBUTE = 'data-app-shell';
