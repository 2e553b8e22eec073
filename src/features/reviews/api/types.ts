import type { components } from '@/shared/api/schema.gen';

export type Review = components['schemas']['Review'];
