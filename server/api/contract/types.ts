import type { components, operations } from '@contract/schema.gen.ts';

/** The contract's types, generated from contract/openapi.yaml (`npm run api:types`). */
export type Schemas = components['schemas'];
export type OperationId = keyof operations;

export type QueryOf<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;

type JsonBody<RequestBody> = RequestBody extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

/** The JSON body of an operation; `undefined` too when the contract makes it optional. */
type BodyOf<Op extends OperationId> = operations[Op] extends { requestBody: infer RequestBody }
  ? JsonBody<RequestBody>
  : operations[Op] extends { requestBody?: infer RequestBody }
    ? JsonBody<NonNullable<RequestBody>> | undefined
    : never;

/** Fastify's route types for a route that checks its request as the contract's operation (`contract()`). */
export type Call<Op extends OperationId> = { Querystring: QueryOf<Op>; Body: BodyOf<Op> };
