import { onlineManager } from '@tanstack/react-query';
import { ref } from 'valtio';
import { flushOutbox } from '@common/outbox/flush';
import { isWaiting, type OutboxItem } from '@common/outbox/machine';
import { outboxState } from './outbox-state';
import {
  announceChange,
  deleteItem,
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  readItems,
  writeItem,
} from '@common/outbox/store';

export { outboxState };

/** When nothing else asks, the outbox is looked at again this often while something waits. */
const IDLE_CHECK_MS = 30_000;

let timer: ReturnType<typeof setTimeout> | null = null;

// A file stays a Blob: valtio would otherwise wrap it in a proxy and lose its bytes.
const keepFile = (item: OutboxItem): OutboxItem =>
  item.file ? { ...item, file: { ...item.file, blob: ref(item.file.blob) } } : item;

async function reload(): Promise<void> {
  const items = await readItems().catch(() => null);
  if (items) outboxState.items = items.map(keepFile);
  schedule();
}

/** The next attempt: when the earliest waiting item is due (the backoff), if there is a network. */
function schedule(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const waiting = outboxState.items.filter((item) => item.state === 'queued');
  if (waiting.length === 0) return;
  const due = Math.min(...waiting.map((item) => item.nextAttemptAt));
  timer = setTimeout(() => void sendNow(), Math.min(Math.max(0, due - Date.now()), IDLE_CHECK_MS));
}

/** Sends what is due now (when online), then shows the outcome. */
async function sendNow({ wait = false } = {}): Promise<OutboxItem[]> {
  if (onlineManager.isOnline())
    await flushOutbox(Date.now, { wait }).catch((error: unknown) => console.error(error));
  await reload();
  return outboxState.items;
}

/**
 * Keeps a submission in the outbox and tries to send it at once. Background Sync (where the browser
 * has it) lets the worker deliver it even after the tab is closed; elsewhere `online`, start-up and
 * the timer do.
 */
export async function enqueue(item: OutboxItem): Promise<OutboxItem> {
  await writeItem(item);
  announceChange();
  const items = await sendNow({ wait: true });
  const stored = items.find((candidate) => candidate.id === item.id) ?? item;
  // Still waiting (no network, a 5xx): the worker may deliver it even after the tab is closed.
  if (stored.state === 'queued') await requestBackgroundSync();
  return stored;
}

async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    // Not in every browser (nor in the DOM typings): Chromium's SyncManager.
    const { sync } = (registration ?? {}) as { sync?: { register(tag: string): Promise<void> } };
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: `online`, start-up and the timer deliver instead.
  }
}

/** The user gives up on a waiting message. */
export async function removeFromOutbox(id: string): Promise<void> {
  await deleteItem(id);
  announceChange();
  await reload();
}

export const waitingCount = (items: readonly OutboxItem[]): number => items.filter(isWaiting).length;

/** At start: shows the outbox, sends what is due, and follows other tabs, the worker and the network. */
export function connectOutbox(): () => void {
  void sendNow();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  if (channel) channel.onmessage = () => void reload();
  const unfollow = onlineManager.subscribe((online) => {
    if (online) void sendNow();
  });
  return () => {
    channel?.close();
    unfollow();
    if (timer) clearTimeout(timer);
  };
}
