import type { FastifyInstance } from 'fastify';

export type SiteConfig = Record<string, string>;

const TTL_MS = 60_000;

/**
 * The site config (`GET /api/configs/`) for the HTML the server writes, fetched through this
 * server and kept for a minute so page requests do not each pay for it.
 */
export function createSiteConfigCache(app: FastifyInstance): () => Promise<SiteConfig> {
  let cached: { value: SiteConfig; at: number } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/configs/',
        headers: { accept: 'application/json' },
      });
      if (response.statusCode !== 200) return cached?.value ?? {};
      cached = { value: response.json<SiteConfig>(), at: Date.now() };
      return cached.value;
    } catch {
      return cached?.value ?? {};
    }
  };
}
