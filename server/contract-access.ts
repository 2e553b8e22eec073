import { join } from 'node:path';
import { PROJECT_ROOT } from './project-root.ts';

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

/** The contract's tags of calls that concern one visitor: signing in, the account, the cart, payments. */
const PERSONAL_TAGS = new Set(['auth', 'account', 'cart', 'payment']);
/** The tags of calls whose answers are the same for everyone: the catalogue, content and lookups. */
const PUBLIC_TAGS = new Set(['catalog', 'content']);

/** Whether an operation takes the visitor's access token (its `security` names the JWT scheme). */
export const takesToken = ({ security }: ContractOperation): boolean =>
  Array.isArray(security) &&
  security.some(
    (requirement) =>
      typeof requirement === 'object' && requirement !== null && 'jwtAccessToken' in requirement,
  );

const tagsOf = ({ tags }: ContractOperation): string[] => (Array.isArray(tags) ? tags.map(String) : []);

/** An operation of one visitor: tagged as such, or one that takes the access token. */
const isPersonal = (operation: ContractOperation) =>
  tagsOf(operation).some((tag) => PERSONAL_TAGS.has(tag)) || takesToken(operation);

/** An operation whose answer is the same for everyone: tagged catalogue or content, no token. */
const isPublic = (operation: ContractOperation) =>
  !isPersonal(operation) &&
  tagsOf(operation).length > 0 &&
  tagsOf(operation).every((tag) => PUBLIC_TAGS.has(tag));

/**
 * The API's sections (`/api/<section>/`) by whose they are, the one rule for the whole project: a
 * section with any personal operation is personal (every call there, those a backend has beyond
 * the contract included: never stored, never cached, gone when the session ends); a section whose
 * operations are all public may be kept by the service worker and any cache. The demo's own
 * sections (pictures, the payment stand-in's page) are neither.
 */
export function apiSections(access: ContractAccess): { personal: string[]; public: string[] } {
  const sections = new Map<string, ContractOperation[]>();
  for (const [path, operations] of Object.entries(access)) {
    const section = `/api/${path.split('/')[2]}/`;
    sections.set(section, [...(sections.get(section) ?? []), ...Object.values(operations)]);
  }
  const entries = [...sections];
  return {
    personal: entries.filter(([, operations]) => operations.some(isPersonal)).map(([section]) => section),
    public: entries.filter(([, operations]) => operations.every(isPublic)).map(([section]) => section),
  };
}

/**
 * Where the server finds these facts of contract/openapi.yaml, written by `npm run api:types`
 * (server/scripts/contract-access.ts): it reads them without a YAML parser, which only the demo
 * backend loads.
 */
export const CONTRACT_ACCESS_FILE = join(PROJECT_ROOT, 'contract/contract-access.gen.json');
