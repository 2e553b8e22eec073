import { renderPicture, type PictureSize } from '../demo-data/pictures.ts';
import { shared } from './shared.ts';

/** Draws a picture on first request and keeps the most recent ones in memory. */
class PictureCache {
  private readonly entries = new Map<string, Buffer>();
  constructor(private readonly limit = 120) {}

  get(name: string, size: PictureSize): Buffer {
    const key = `${name}/${size}`;
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const [width, height] = size.split('x').map(Number) as [number, number];
    const png = renderPicture(name, width, height);
    this.entries.set(key, png);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return png;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pictures: PictureCache;
  }
}

export const pictures = shared(async (app) => {
  app.decorate('pictures', new PictureCache());
});
