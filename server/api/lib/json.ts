/** A JSON column's value, typed as the caller knows it to be. */
export const json = <T>(text: string): T => JSON.parse(text) as T;
