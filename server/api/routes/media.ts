import type { FastifyPluginAsync } from 'fastify';
import { PICTURE_SIZES, type PictureSize } from '../demo-data/pictures.ts';
import { notFound } from '../errors.ts';

const NAME = /^[a-z0-9-]{1,64}$/;

/** `/api/media/img/{name}/{size}.png`, demo only: the pictures the seeded catalogue points to. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/img/:name/:file', async (request, reply) => {
    const { name, file } = request.params as { name: string; file: string };
    const size = file.endsWith('.png') ? file.slice(0, -4) : '';
    if (!NAME.test(name) || !(PICTURE_SIZES as readonly string[]).includes(size)) throw notFound();
    const png = app.pictures.get(name, size as PictureSize);
    return reply.type('image/png').header('cache-control', 'public, max-age=31536000, immutable').send(png);
  });
};
