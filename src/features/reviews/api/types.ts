import type { components } from '@contract/schema.gen';

export type Review = components['schemas']['Review'];
