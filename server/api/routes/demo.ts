import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import { notFound } from '../errors.ts';
import { PICTURE_SIZES, type PictureSize } from '../demo-data/pictures.ts';

const NAME = /^[a-z0-9-]{1,64}$/;

/** Demo-only content: the generated pictures the seeded catalogue points to. */
export function demoRoutes(app: FastifyInstance, { pictures }: Ctx): void {
  app.get('/media/img/:name/:file', async (request, reply) => {
    const { name, file } = request.params as { name: string; file: string };
    const size = file.endsWith('.png') ? file.slice(0, -4) : '';
    if (!NAME.test(name) || !(PICTURE_SIZES as readonly string[]).includes(size)) throw notFound();
    const png = pictures.get(name, size as PictureSize);
    return reply.type('image/png').header('cache-control', 'public, max-age=31536000, immutable').send(png);
  });
}
