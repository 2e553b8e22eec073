import { createRepositories, type Repositories } from '../repositories/index.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

/** The repositories over the database (after `database`). */
export const repositories = shared(async (app) => {
  app.decorate('repositories', createRepositories(app.db));
});
