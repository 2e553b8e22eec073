/**
 * The shape of what the query functions return, beyond the API's own schema, as the device keeps
 * it (the persisted query cache, pages saved for the trip). A copy of another format is not trusted.
 *
 * 2: rich text comes sanitised by the query functions and is inserted as it is (decision 020).
 *    Copies written before (format 1, no number) hold the API's HTML as it came.
 * 3: every query is keyed by the contract path it reads (decision 024): format 2's keys match none.
 */
export const CACHE_FORMAT = 3;
