import { describe, expect, it } from 'vitest';
import { answerKind, asOurUrl, mediaType, rewriteLink } from '../../server/proxy-answer-headers.ts';

const backend = { origin: 'http://10.0.0.5:8000', basePath: '/backend' };
const answered = new URL('http://10.0.0.5:8000/backend/api/trips/');
const ours = 'https://shop.example';

describe('how a backend answer of each media type is served', () => {
  it('passes JSON and raster pictures as they are; shows text, CSV, audio and video sandboxed; downloads the rest', () => {
    const kinds = (types: string[]) => types.map((type) => answerKind(mediaType(type)));
    expect(
      kinds(['application/json; charset=utf-8', 'application/problem+json', 'application/vnd.api+json']),
    ).toEqual(['as-is', 'as-is', 'as-is']);
    expect(
      kinds(['image/png', 'IMAGE/JPEG', 'image/gif', 'image/webp', 'image/avif', 'image/x-icon']),
    ).toEqual(Array(6).fill('as-is'));
    expect(kinds(['text/plain; charset=utf-8', 'text/csv', 'audio/mpeg', 'video/mp4'])).toEqual(
      Array(4).fill('sandboxed'),
    );
    expect(
      kinds([
        'text/html',
        'image/svg+xml',
        'application/xhtml+xml',
        'text/xml',
        'application/xml',
        'application/rss+xml',
        'application/javascript',
        'text/javascript',
        'application/pdf',
        'application/octet-stream',
        'text/json-but-not',
        'application/json-seq',
        '',
      ]),
    ).toEqual(Array(13).fill('download'));
  });
});

describe('the backend’s URLs as the storefront’s', () => {
  it('puts the backend’s origin and relative URLs on the storefront, its mount path taken off', () => {
    expect(asOurUrl('/backend/api/trips/?page=2', answered, backend, ours)).toBe('/api/trips/?page=2');
    expect(asOurUrl('page/2/', answered, backend, ours)).toBe('/api/trips/page/2/');
    expect(asOurUrl('http://10.0.0.5:8000/backend/media/a.png', answered, backend, ours)).toBe(
      'https://shop.example/media/a.png',
    );
    expect(asOurUrl('//10.0.0.5:8000/backend/media/a.png', answered, backend, ours)).toBe(
      'https://shop.example/media/a.png',
    );
    expect(asOurUrl('http://shop.example/api/user/', answered, backend, ours)).toBe(
      'https://shop.example/api/user/',
    );
  });

  it('has nothing for another origin, another scheme or a URL that only looks relative', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example/',
      'javascript:alert(1)',
      'http://10.0.0.5:8001/backend/',
      'https://shop.example.evil.example/',
      'http://[bad',
    ])
      expect(asOurUrl(value, answered, backend, ours), value).toBeNull();
  });

  it('keeps a Link header’s own entries and leaves the others out', () => {
    expect(
      rewriteLink(
        '<https://evil.example/a,b>; rel="preload"; as="script", </backend/api/trips/?page=2>; rel="next"; title="a, b"',
        answered,
        backend,
        ours,
      ),
    ).toBe('</api/trips/?page=2>; rel="next"; title="a, b"');
    expect(rewriteLink('<https://evil.example/>; rel=preload', answered, backend, ours)).toBeNull();
  });
});
