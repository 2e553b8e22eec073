import { inRussian } from '@/shared/api/backend-messages';
import { translateDetails, type ErrorDetails } from '@common/api/error';
import type { OutboxItem } from '@common/outbox/machine';

/**
 * Why the server refused a message, in Russian (a backend may answer some messages in English).
 * Only the dialog shows them, so the translations load with it, not with the page.
 */
export const reasonsOf = (item: OutboxItem): ErrorDetails =>
  translateDetails(item.errors ?? {}, item.lastStatus ?? 400, inRussian);
