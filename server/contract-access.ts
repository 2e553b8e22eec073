/** An operation of the contract, as far as who may call it and whose answer it is go. */
export interface ContractOperation {
  tags?: unknown;
  security?: unknown;
}

/** Path template → method → the operation's `tags` and `security`. */
export type ContractAccess = Record<string, Record<string, ContractOperation>>;

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];

/** What the storefront server needs of the OpenAPI document, in front of any backend. */
export function accessOf(document: { paths: Record<string, Record<string, unknown>> }): ContractAccess {
  return Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        METHODS.filter((method) => item[method]).map((method) => {
          const { tags, security } = item[method] as ContractOperation;
          return [
            method,
            { ...(tags === undefined ? {} : { tags }), ...(security === undefined ? {} : { security }) },
          ];
        }),
      ),
    ]),
  );
}

/**
 * Where the server finds these facts of server/openapi.yaml, written by `npm run api:types`
 * (server/scripts/contract-access.ts): it reads them without a YAML parser, which only the demo
 * backend loads.
 */
export const CONTRACT_ACCESS_FILE = new URL('./contract-access.gen.json', import.meta.url);
