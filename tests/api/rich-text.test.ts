import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { sanitize } from '@/shared/lib/html-sanitizer.server';
import { PAGES } from '../../server/api/demo-data/pages.ts';
import { fileDemoApp, resultsOf } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await fileDemoApp();
});

const get = async <T>(url: string): Promise<T> => (await app.inject(url)).json<T>();

/** Every HTML field of the demo that a page shows through RichText, by the address that answers it. */
async function demoHtml(): Promise<Array<[url: string, html: string]>> {
  const texts: Array<[string, string]> = [];
  const add = async (url: string, field: 'content' | 'description') =>
    texts.push([url, (await get<Record<typeof field, string>>(url))[field]]);
  for (const page of PAGES) await add(`/api/pages/${page.path}/`, 'content');
  for (const catalog of ['current', 'old']) {
    const excursions = resultsOf<{ url: string }>(
      await app.inject(`/api/excursions/?page_size=100${catalog === 'old' ? '&catalog=old' : ''}`),
    );
    for (const { url } of excursions)
      await add(`/api/catalog/excursions/${url.split('/').slice(2, 4).join('/')}/`, 'description');
  }
  for (const hotel of resultsOf<{ slug: string }>(await app.inject('/api/catalog/hotels/?page_size=100'))) {
    await add(`/api/catalog/hotels/${hotel.slug}/`, 'description');
    const { room_types } = await get<{ room_types: Array<{ slug: string }> }>(
      `/api/catalog/hotels/${hotel.slug}/`,
    );
    for (const room of room_types)
      await add(`/api/catalog/room_type/${hotel.slug}/${room.slug}/`, 'description');
  }
  for (const group of resultsOf<{ slug: string; tours: Array<{ url: string }> }>(
    await app.inject('/api/catalog/group_tours/?page_size=100'),
  )) {
    await add(`/api/catalog/group_tours/${group.slug}/`, 'description');
    for (const tour of group.tours)
      await add(`/api/catalog/tours/${tour.url.split('/').slice(2, -1).join('/')}/`, 'description');
  }
  return texts;
}

it('the server’s sanitiser keeps every demo text as it is', async () => {
  const texts = await demoHtml();
  expect(texts.length).toBeGreaterThan(40);
  for (const [url, html] of texts) {
    expect(html, url).toBeTruthy();
    expect(sanitize(html), url).toBe(html);
  }
});
