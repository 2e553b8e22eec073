import { beforeEach, describe, expect, it } from 'vitest';
import { addFavourite, isFavourite, readFavourites, removeFavourite } from '@/shared/favourites/favourites';

const kremlin = {
  kind: 'excursion',
  href: '/excursions/moskva/kreml/',
  title: 'Кремль',
  picture: '/k.png',
} as const;
const pskov = { kind: 'tour', href: '/tours/pskov/', title: 'Псков', picture: '/p.png' } as const;

/** The part of the Web Storage API the store uses, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
  };
}

let localStorage: Storage;

describe('favourites on the device', () => {
  beforeEach(() => {
    localStorage = memoryStorage();
  });

  it('keeps what was added, newest first, once each', () => {
    addFavourite(kremlin, localStorage);
    addFavourite(pskov, localStorage);
    addFavourite(kremlin, localStorage);
    expect(readFavourites(localStorage).map((item) => item.href)).toEqual([kremlin.href, pskov.href]);
    expect(isFavourite(pskov.href, localStorage)).toBe(true);
  });

  it('forgets what was removed', () => {
    addFavourite(kremlin, localStorage);
    addFavourite(pskov, localStorage);
    removeFavourite(kremlin.href, localStorage);
    expect(readFavourites(localStorage).map((item) => item.href)).toEqual([pskov.href]);
    expect(isFavourite(kremlin.href, localStorage)).toBe(false);
  });

  it('survives a reload: what is stored is read again', () => {
    addFavourite(pskov, localStorage);
    const stored = localStorage.getItem('storefront-favourites');
    localStorage.clear();
    expect(readFavourites(localStorage)).toEqual([]);
    localStorage.setItem('storefront-favourites', stored!);
    expect(readFavourites(localStorage)[0]).toMatchObject(pskov);
  });

  it('reads damaged storage as no favourites', () => {
    localStorage.setItem('storefront-favourites', '{not json');
    expect(readFavourites(localStorage)).toEqual([]);
  });
});
