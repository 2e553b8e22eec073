import { proxy } from 'valtio';
import type { OutboxItem } from '@common/outbox/machine';

/**
 * The outbox as pages show it (every tab and the worker write the same IndexedDB items). Alone in
 * its module: a page can tell whether anything waits without loading the outbox's code.
 */
export const outboxState = proxy<{ items: OutboxItem[] }>({ items: [] });
