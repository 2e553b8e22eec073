import { describe, expect, it } from 'vitest';
import { mapLinks } from '@/shared/lib/map-links';

const OLGA = 'У памятника княгине Ольге';
const KREMLIN = 'г. Псков, Кремль, 4';

describe('map links', () => {
  it('point at the coordinates, naming the place in the phone’s app', () => {
    expect(mapLinks({ text: OLGA, address: KREMLIN, latitude: 57.8223, longitude: 28.3287 })).toEqual({
      geo: `geo:57.8223,28.3287?q=57.8223,28.3287(${encodeURIComponent(OLGA)})`,
      yandex: 'https://yandex.ru/maps/?pt=28.3287,57.8223&z=17&l=map',
    });
  });

  it('search the address without coordinates', () => {
    const search = mapLinks({ text: 'У собора', address: KREMLIN, latitude: null, longitude: null });
    expect(search).toEqual({
      geo: `geo:0,0?q=${encodeURIComponent(KREMLIN)}`,
      yandex: `https://yandex.ru/maps/?text=${encodeURIComponent(KREMLIN)}`,
    });
    // A backend that leaves the coordinates out (the reference Django's tour hotels).
    expect(mapLinks({ text: 'Гостиница', address: KREMLIN })).toEqual(search);
  });

  it('search the words when there is no address, and the address when there are no words', () => {
    expect(mapLinks({ text: ` ${OLGA} `, address: '' })?.yandex).toBe(
      `https://yandex.ru/maps/?text=${encodeURIComponent(OLGA)}`,
    );
    expect(mapLinks({ text: '', address: KREMLIN, latitude: 57.8223, longitude: 28.3287 })?.geo).toBe(
      `geo:57.8223,28.3287?q=57.8223,28.3287(${encodeURIComponent(KREMLIN)})`,
    );
  });

  it('take coordinates out of range or only half given as none', () => {
    const search = `https://yandex.ru/maps/?text=${encodeURIComponent(KREMLIN)}`;
    expect(mapLinks({ address: KREMLIN, latitude: 91, longitude: 28.3 })?.yandex).toBe(search);
    expect(mapLinks({ address: KREMLIN, latitude: 57.8, longitude: null })?.yandex).toBe(search);
    expect(mapLinks({ address: KREMLIN, latitude: Number.NaN, longitude: 28.3 })?.yandex).toBe(search);
  });

  it('give nothing for a place with neither words nor an address', () => {
    expect(mapLinks({ text: ' ', address: '', latitude: 57.8, longitude: 28.3 })).toBeNull();
    expect(mapLinks(null)).toBeNull();
    expect(mapLinks(undefined)).toBeNull();
  });
});
