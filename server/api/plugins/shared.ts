import type { FastifyPluginAsync } from 'fastify';

/**
 * A plugin whose decorators, hooks and settings belong to the instance it is registered on rather
 * than to a child of it: what the `fastify-plugin` package does, by the flag Fastify reads.
 */
export function shared<Options extends Record<string, unknown> = Record<never, never>>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
