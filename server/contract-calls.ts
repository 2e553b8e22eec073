import { readFileSync } from 'node:fs';
import { CONTRACT_ACCESS_FILE, type ContractAccess, takesToken } from './contract-access.ts';

/** The contract's operations: their `tags` and `security` by path template and method. */
export const contractAccess = JSON.parse(readFileSync(CONTRACT_ACCESS_FILE, 'utf8')) as ContractAccess;

/** `/api/user/tourists/{id}` as a pattern for a request path (a `{path}` parameter may hold slashes). */
const pattern = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^?#]+')}$`,
  );

const withToken = Object.entries(contractAccess).flatMap(([template, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => takesToken(operation))
    .map(([method]) => ({ method: method.toUpperCase(), path: pattern(template) })),
);

/** Whether a call (method and path, no query) is one the contract authenticates. */
export const takesAccessToken = (method: string, path: string): boolean =>
  withToken.some((call) => call.method === method.toUpperCase() && call.path.test(path));
