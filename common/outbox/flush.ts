import { CSRF_HEADER, readCsrfToken } from '../api/csrf';
import { parseErrorDetails } from '../api/error';
import {
  isDue,
  isExpired,
  outcomeOf,
  recoverStale,
  settle,
  startSending,
  type OutboxItem,
  type SendOutcome,
} from './machine';
import { announceChange, deleteItem, readItems, writeItem } from './store';

const LOCK = 'storefront-outbox';

/**
 * One delivery attempt: the fields and the file as multipart with `client_id`, and no token (a
 * stored request never carries one). Used by pages and by the service worker alike.
 */
async function deliver(item: OutboxItem): Promise<SendOutcome> {
  const body = new FormData();
  for (const [name, value] of Object.entries(item.fields)) body.append(name, value);
  body.append('client_id', item.id);
  if (item.file)
    body.append(item.file.field, new File([item.file.blob], item.file.name, { type: item.file.type }));
  const csrf = await readCsrfToken();
  let response: Response;
  try {
    response = await fetch(item.url, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json', ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    return outcomeOf(0, {});
  }
  const errors = response.ok ? {} : parseErrorDetails(await response.json().catch(() => null));
  return outcomeOf(response.status, errors);
}

/**
 * Under the outbox's lock (one sender at a time across tabs and the worker; a context that finds
 * it taken leaves the work to the holder unless told to wait): every item that is due is sent once,
 * and the result written back at each step. Returns the items as they stand after it.
 */
export async function flushOutbox(
  now: () => number = Date.now,
  { wait = false }: { wait?: boolean } = {},
): Promise<OutboxItem[]> {
  const run = async () => {
    for (const stored of await readItems()) {
      if (isExpired(stored, now())) {
        await deleteItem(stored.id);
        continue;
      }
      const item = recoverStale(stored);
      if (!isDue(item, now())) {
        if (item !== stored) await writeItem(item);
        continue;
      }
      const sending = startSending(item);
      await writeItem(sending);
      announceChange();
      await writeItem(settle(sending, await deliver(sending), now()));
      announceChange();
    }
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // Without Web Locks (old browsers) two senders may overlap; the server still keeps one copy.
  // `wait`: a submission the user is watching waits for the holder (it may be delivering this very
  // item) rather than being left for later.
  if (locks) await locks.request(LOCK, { ifAvailable: !wait }, async (lock) => (lock ? run() : undefined));
  else await run();
  return readItems();
}
