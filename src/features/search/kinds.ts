import type { SearchKind } from './match';

export const KIND_NAMES: Record<SearchKind, { one: string; many: string }> = {
  excursion: { one: 'Экскурсия', many: 'Экскурсии' },
  tour: { one: 'Тур', many: 'Туры' },
  hotel: { one: 'Отель', many: 'Отели' },
};
