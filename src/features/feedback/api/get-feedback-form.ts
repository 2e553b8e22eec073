import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api, unwrap } from '@/shared/api/client';
import type { components } from '@contract/schema.gen';

export type FeedbackForm = components['schemas']['FeedbackForm'];
export type FeedbackField = components['schemas']['FeedbackField'];

/** The header's 'Написать' form. */
export const HEADER_FORM_KEY = 'header_write_us';

/** A form as the server defines it (docs/product.md#feedback-forms): fields, labels, placeholders, what is required. */
export const feedbackFormQueryOptions = (key: string) =>
  queryOptions({
    queryKey: callKey('/api/feedback/{key}/', key),
    queryFn: () => unwrap(api.GET('/api/feedback/{key}/', { params: { path: { key } } })),
    staleTime: 60 * 60 * 1000,
  });

/** Where a form's submissions go (multipart, docs/product.md#content-and-lookups). */
export const feedbackSubmitUrl = (key: string): string => `/api/feedback/${encodeURIComponent(key)}/process/`;
