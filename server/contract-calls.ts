import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Operation {
  security?: Array<Record<string, unknown>>;
}
type PathItem = Record<string, Operation>;

const document = parse(readFileSync(new URL('./openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, PathItem>;
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];

/** `/api/user/tourists/{id}` as a pattern for a request path (a `{path}` parameter may hold slashes). */
const pattern = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^?#]+')}$`,
  );

/** The calls the contract says take the visitor's access token (`security` names the JWT scheme). */
const withToken = Object.entries(document.paths).flatMap(([template, item]) =>
  METHODS.filter((method) =>
    item[method]?.security?.some((requirement) => 'jwtAccessToken' in requirement),
  ).map((method) => ({ method: method.toUpperCase(), path: pattern(template) })),
);

/** Whether a call (method and path, no query) is one the contract authenticates: personal. */
export const takesAccessToken = (method: string, path: string): boolean =>
  withToken.some((call) => call.method === method.toUpperCase() && call.path.test(path));
