import type { components } from '@contract/schema.gen';

export type Banner = components['schemas']['Banner'];
