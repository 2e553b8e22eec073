import type { FastifyRequest } from 'fastify';
import { formatDate, formatPrice } from '@common/format.ts';

/**
 * What the demo's letters are written with: links to the site as absolute addresses (a letter is
 * read in a mail app, not on the site), and dates and sums as the site writes them.
 */
export const siteLink = (request: FastifyRequest, path: string): string =>
  new URL(path, request.server.publicOrigin.canonical(request)).href;

export const letterDate = formatDate;
export const letterMoney = formatPrice;
