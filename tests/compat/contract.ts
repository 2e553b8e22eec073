import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { DOCUMENT_ID, openapiDocument } from '../../server/api/contract/document.ts';

// The Django backend's answers checked against the contract itself (contract/openapi.yaml), as the
// API tests check the demo backend's.

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
ajv.addSchema({ ...openapiDocument, $id: DOCUMENT_ID });

/** Why `body` is not the contract's schema `name` (components/schemas), or '' when it is. */
export function contractErrors(name: string, body: unknown): string {
  const validate = ajv.getSchema(`${DOCUMENT_ID}#/components/schemas/${name}`);
  if (!validate) throw new Error(`No schema ${name} in the contract`);
  return validate(body) ? '' : ajv.errorsText(validate.errors);
}
