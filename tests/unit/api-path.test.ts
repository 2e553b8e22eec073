import { describe, expect, it } from 'vitest';
import { ApiError } from '@common/api/error';
import { serializePath } from '@/shared/api/client';
import { isDotSegment } from '@common/dot-segment';

describe('a page path put into an API path', () => {
  it('is encoded segment by segment, the slashes kept', () => {
    expect(serializePath('/api/pages/{path}/', { path: 'about/policy' })).toBe('/api/pages/about/policy/');
    expect(serializePath('/api/pages/{path}/', { path: 'о нас/?x=1#y' })).toBe(
      '/api/pages/%D0%BE%20%D0%BD%D0%B0%D1%81/%3Fx%3D1%23y/',
    );
    expect(serializePath('/api/catalog/tours/{id}/', { id: 7 })).toBe('/api/catalog/tours/7/');
  });

  it.each(['..', '.', '%2e%2e', '%2E.', '%252e%252e', '%25252e', '%2e'])(
    'refuses the dot segment %s as no page (404), never another call',
    (segment) => {
      expect(isDotSegment(segment)).toBe(true);
      expect(() => serializePath('/api/pages/{path}/', { path: `about/${segment}/user` })).toThrow(ApiError);
      try {
        serializePath('/api/pages/{path}/', { path: `about/${segment}/user` });
      } catch (error) {
        expect((error as ApiError).isNotFound).toBe(true);
      }
    },
  );

  it.each(['...', '.hidden', 'a..b', '%2e%2e%2', 'zolotoe'])('takes %s for a plain segment', (segment) => {
    expect(isDotSegment(segment)).toBe(false);
  });
});
