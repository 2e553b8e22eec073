import type { FastifySchema } from 'fastify';
import { openapiDocument, rebase, type OpenApiOperation, type OpenApiParameter } from './document.ts';
import type { OperationId } from './types.ts';

/** A body schema's mark that the operation's body may be left out (`requestBody.required` is not true). */
export const OPTIONAL_BODY = 'x-optional-body';

function findOperation(operationId: OperationId): { operation: OpenApiOperation; parameters: unknown[] } {
  for (const item of Object.values(openapiDocument.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'parameters' || operation.operationId !== operationId) continue;
      const shared = (item.parameters as unknown[] | undefined) ?? [];
      return { operation, parameters: [...shared, ...(operation.parameters ?? [])] };
    }
  }
  throw new Error(`No operation ${operationId} in openapi.yaml`);
}

function resolveParameter(raw: unknown): OpenApiParameter {
  const ref = (raw as { $ref?: string }).$ref;
  if (!ref) return raw as OpenApiParameter;
  const parameter = openapiDocument.components.parameters[ref.replace('#/components/parameters/', '')];
  if (!parameter) throw new Error(`Unknown parameter ${ref}`);
  return parameter;
}

/**
 * A route's `schema` as the contract's operation describes its request: the JSON body and the query
 * string, which Fastify checks before the handler runs (plugins/request-schemas.ts). Multipart
 * bodies are not described here: their handlers read the form part by part (lib/multipart.ts).
 */
export function contract(operationId: OperationId): { schema: FastifySchema } {
  const { operation, parameters } = findOperation(operationId);
  const schema: FastifySchema = {};
  const json = operation.requestBody?.content['application/json']?.schema;
  if (json) {
    schema.body = { ...(rebase(json) as object), [OPTIONAL_BODY]: operation.requestBody?.required !== true };
  }
  const inQuery = parameters.map(resolveParameter).filter((parameter) => parameter.in === 'query');
  if (inQuery.length > 0) {
    schema.querystring = {
      type: 'object',
      properties: Object.fromEntries(
        inQuery.map((parameter) => [parameter.name, rebase(parameter.schema ?? {})]),
      ),
      required: inQuery.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
  }
  return { schema };
}
