import type { FastifyRequest } from 'fastify';
import { formatDate, formatPrice } from '../../../src/shared/lib/format.ts';
import { requestOrigin } from '../../web/request-origin.ts';

/**
 * What the demo's letters are written with: links to the site as absolute addresses (a letter is
 * read in a mail app, not on the site), and dates and sums as the site writes them.
 */
export const siteLink = (request: FastifyRequest, path: string): string =>
  new URL(path, requestOrigin(request)).href;

export const letterDate = formatDate;
export const letterMoney = formatPrice;
