import { requestErrors } from '../contract/field-errors.ts';
import { compileRequestSchema } from '../contract/validation.ts';
import { shared } from './shared.ts';

/**
 * Routes declare their request as `schema: { body, querystring }` (contract/route-schemas.ts);
 * Fastify checks it before the handler, and a failure is the contract's 400 with the Russian
 * per-field messages the agency's backend gives.
 */
export const requestSchemas = shared(async (app) => {
  app.setValidatorCompiler(compileRequestSchema);
  app.setSchemaErrorFormatter((errors) => requestErrors(errors));
});
