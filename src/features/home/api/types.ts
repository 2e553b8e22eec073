import type { components } from '@/shared/api/schema.gen';

export type Banner = components['schemas']['Banner'];
