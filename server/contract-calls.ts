import { openapiDocument } from './api/contract/document.ts';

/** An operation of the contract, as far as who may call it goes. */
export interface ContractOperation {
  tags?: unknown;
  security?: unknown;
}

/** Whether an operation takes the visitor's access token (its `security` names the JWT scheme). */
export const takesToken = ({ security }: ContractOperation): boolean =>
  Array.isArray(security) &&
  security.some(
    (requirement) =>
      typeof requirement === 'object' && requirement !== null && 'jwtAccessToken' in requirement,
  );

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];

/** `/api/user/tourists/{id}` as a pattern for a request path (a `{path}` parameter may hold slashes). */
const pattern = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^?#]+')}$`,
  );

const withToken = Object.entries(openapiDocument.paths).flatMap(([template, item]) => {
  const operations = item as Record<string, ContractOperation | undefined>;
  return METHODS.filter((method) => operations[method] && takesToken(operations[method])).map((method) => ({
    method: method.toUpperCase(),
    path: pattern(template),
  }));
});

/** Whether a call (method and path, no query) is one the contract authenticates. */
export const takesAccessToken = (method: string, path: string): boolean =>
  withToken.some((call) => call.method === method.toUpperCase() && call.path.test(path));
