import { describe, expect, it } from 'vitest';
import { nextDateLabel } from '@/features/search/when';

const NOW = { date: '2026-11-28', time: '12:30' };

describe('when a found item can be had', () => {
  it.each([
    [
      'an excursion: its nearest departure that has not left',
      {
        kind: 'excursion',
        dates: [
          { date: '2026-11-28', time: '10:00' },
          { date: '2026-11-28', time: '15:00' },
        ],
      },
      NOW,
      'Ближайшая: сб, 28.11.2026 в\u00a015:00',
    ],
    [
      'an excursion while the page hydrates: the first, as the server rendered it',
      { kind: 'excursion', dates: [{ date: '2026-11-28', time: '10:00' }] },
      null,
      'Ближайшая: сб, 28.11.2026 в\u00a010:00',
    ],
    [
      'a tour: its nearest departure, start and end',
      { kind: 'tour', dates: [{ date: '2026-12-05', end: '2026-12-07' }] },
      NOW,
      'Ближайший выезд: 05.12.2026 — 07.12.2026',
    ],
    [
      'a tour leaving today is gone',
      { kind: 'tour', dates: [{ date: '2026-11-28', end: '2026-11-29' }] },
      NOW,
      'Даты уточняйте у менеджера',
    ],
    [
      'a hotel: the stay it has rooms for',
      { kind: 'hotel', dates: [{ date: '2026-12-04', end: '2026-12-07' }] },
      NOW,
      'Есть номера: 04.12.2026 — 07.12.2026',
    ],
    [
      'a hotel whose stay begins today',
      { kind: 'hotel', dates: [{ date: '2026-11-28', end: '2026-11-30' }] },
      NOW,
      'Есть номера: 28.11.2026 — 30.11.2026',
    ],
    [
      'a hotel list saved before its stay began (offline) has no dates to offer',
      { kind: 'hotel', dates: [{ date: '2026-11-27', end: '2026-11-30' }] },
      NOW,
      'Даты уточняйте у менеджера',
    ],
    ['nothing dated', { kind: 'excursion', dates: [] }, NOW, 'Даты уточняйте у менеджера'],
  ] as const)('%s', (_, item, now, label) => {
    expect(nextDateLabel(item, now)).toBe(label);
  });

  it('is shorter in a suggestion, after the kind', () => {
    const excursion = { kind: 'excursion', dates: [{ date: '2026-11-28', time: '15:00' }] } as const;
    expect(nextDateLabel(excursion, NOW, 'short')).toBe('сб, 28.11.2026 в\u00a015:00');
    const tour = { kind: 'tour', dates: [{ date: '2026-12-05', end: '2026-12-07' }] } as const;
    expect(nextDateLabel(tour, NOW, 'short')).toBe('выезд 05.12.2026 — 07.12.2026');
    const hotel = { kind: 'hotel', dates: [{ date: '2026-12-04', end: '2026-12-07' }] } as const;
    expect(nextDateLabel(hotel, NOW, 'short')).toBe('номера на 04.12.2026 — 07.12.2026');
    expect(nextDateLabel({ kind: 'tour', dates: [] }, NOW, 'short')).toBe('даты уточняйте');
  });
});
