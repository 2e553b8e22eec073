import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type SchemaControllerOptions = NonNullable<FastifyServerOptions['schemaController']>;
type Factories = NonNullable<SchemaControllerOptions['compilersFactory']>;
type Factory = (...args: unknown[]) => unknown;

/** Fastify's own dependencies, as Fastify itself resolves them. */
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/** The factory a module makes, the module required the first time the factory is called. */
function onFirstUse<F>(moduleName: string): F {
  let factory: Factory | undefined;
  const lazy: Factory = (...args) => {
    factory ??= (fromFastify(moduleName) as () => Factory)();
    return factory(...args);
  };
  return lazy as F;
}

/**
 * Fastify's default schema compilers (Ajv for requests, fast-json-stringify for replies), loaded the
 * first time a route has a schema for them. Fastify would load them, and Ajv with them, when it is
 * created: a server in front of the agency's backend (`API_URL`) has no such route and never does.
 */
export const lazySchemaCompilers: SchemaControllerOptions = {
  compilersFactory: {
    buildValidator: onFirstUse<NonNullable<Factories['buildValidator']>>('@fastify/ajv-compiler'),
    buildSerializer: onFirstUse<NonNullable<Factories['buildSerializer']>>(
      '@fastify/fast-json-stringify-compiler',
    ),
  },
};
