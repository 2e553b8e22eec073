import { describe, expect, it } from 'vitest';
import { pageHeadTags } from '@/shared/lib/page-head';

const CONFIG = {
  SITE_NAME: 'Псков Тур',
  SITE_DESCRIPTION: 'Экскурсии и туры',
  SITE_KEYWORDS: 'Псков, туры',
  SITE_IMAGE: '/api/media/site.png',
};
const URL_OF_PAGE = 'https://tours.example/tours/';

const content = (tags: ReturnType<typeof pageHeadTags>, key: string) =>
  tags.meta.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key));

describe('page head tags', () => {
  it('name a page "label — site name" and fall back to the site’s description, keywords and picture', () => {
    const tags = pageHeadTags({ label: 'Туры' }, CONFIG, URL_OF_PAGE);
    expect(tags.meta).toContainEqual({ title: 'Туры — Псков Тур' });
    expect(content(tags, 'description')).toEqual({ name: 'description', content: 'Экскурсии и туры' });
    expect(content(tags, 'keywords')).toEqual({ name: 'keywords', content: 'Псков, туры' });
    expect(content(tags, 'og:image')).toEqual({
      property: 'og:image',
      content: 'https://tours.example/api/media/site.png',
    });
    expect(content(tags, 'og:url')).toEqual({ property: 'og:url', content: URL_OF_PAGE });
    expect(tags.links).toEqual([{ rel: 'canonical', href: URL_OF_PAGE }]);
  });

  it('take the page’s own seo and og blocks first', () => {
    const tags = pageHeadTags(
      {
        label: 'Тур',
        seo: { title: 'Свой заголовок', description: 'Своё описание', keywords: '' },
        og: { title: 'Для превью', description: '', image: 'https://cdn.example/tour.png' },
      },
      CONFIG,
      URL_OF_PAGE,
    );
    expect(tags.meta).toContainEqual({ title: 'Свой заголовок' });
    expect(content(tags, 'og:title')).toEqual({ property: 'og:title', content: 'Для превью' });
    expect(content(tags, 'og:description')).toEqual({ property: 'og:description', content: 'Своё описание' });
    expect(content(tags, 'og:image')).toEqual({
      property: 'og:image',
      content: 'https://cdn.example/tour.png',
    });
    expect(content(tags, 'twitter:card')).toEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('keep only name/property and content of the configured META_TAGS', () => {
    const tags = pageHeadTags(
      {},
      {
        ...CONFIG,
        META_TAGS:
          '<meta name="yandex-verification" content="abc123" /><script>alert(1)</script>' +
          '<meta property="fb:app_id" content=\'1"2\'><meta http-equiv="refresh" content="0;url=x">',
      },
      URL_OF_PAGE,
    );
    expect(content(tags, 'yandex-verification')).toEqual({ name: 'yandex-verification', content: 'abc123' });
    expect(content(tags, 'fb:app_id')).toEqual({ property: 'fb:app_id', content: '1"2' });
    expect(JSON.stringify(tags)).not.toContain('alert');
    expect(JSON.stringify(tags)).not.toContain('refresh');
  });

  it('leave out a picture whose address is not http(s)', () => {
    const tags = pageHeadTags({ og: { image: 'javascript:alert(1)' } }, CONFIG, URL_OF_PAGE);
    expect(content(tags, 'og:image')).toBeUndefined();
  });
});
