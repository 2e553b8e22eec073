import { describe, expect, it } from 'vitest';
import { takeAnswer, type PreloadedAnswers } from '@/shared/api/preloaded-api';

const ORIGIN = 'https://tur.example';

function answers(): PreloadedAnswers {
  return new Map<string, [number, unknown]>([
    ['/api/menus/', [200, [{ id: 1, title: 'Экскурсии' }]]],
    [
      '/api/catalog/excursions/a/b/?date_from=2026-11-23&date_to=2026-11-30&tourists=1',
      [200, { title: 'Б' }],
    ],
    ['/api/catalog/group_excursions/b/', [404, { details: { detail: ['Не найдено.'] } }]],
  ]);
}

describe('answers the page HTML brought', () => {
  it('serves a GET by path and query, with its status and body, once', async () => {
    const store = answers();
    const first = takeAnswer(store, new Request(`${ORIGIN}/api/menus/`), ORIGIN);
    expect(first?.status).toBe(200);
    expect(await first?.json()).toEqual([{ id: 1, title: 'Экскурсии' }]);
    expect(takeAnswer(store, new Request(`${ORIGIN}/api/menus/`), ORIGIN)).toBeUndefined();
  });

  it('keeps a 404, which the loaders turn into the 404 page', async () => {
    const response = takeAnswer(answers(), new Request(`${ORIGIN}/api/catalog/group_excursions/b/`), ORIGIN);
    expect(response?.status).toBe(404);
    expect(await response?.json()).toEqual({ details: { detail: ['Не найдено.'] } });
  });

  it('needs the exact query: other dates go to the network', () => {
    const store = answers();
    const other = `${ORIGIN}/api/catalog/excursions/a/b/?date_from=2026-11-24&date_to=2026-11-30&tourists=1`;
    expect(takeAnswer(store, new Request(other), ORIGIN)).toBeUndefined();
    expect(store.size).toBe(3);
  });

  it('never answers other methods or other origins', () => {
    const store = answers();
    expect(
      takeAnswer(store, new Request(`${ORIGIN}/api/menus/`, { method: 'POST' }), ORIGIN),
    ).toBeUndefined();
    expect(takeAnswer(store, new Request('https://other.example/api/menus/'), ORIGIN)).toBeUndefined();
    expect(store.size).toBe(3);
  });
});
