import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../../server/api/contract/document.ts';
import { checkForm } from '../../server/api/contract/validation.ts';
import { HttpError } from '../../server/api/errors.ts';
import { PERSON_NAME_DIGITS, PERSON_NAME_PATTERN, personNameRules } from '@/shared/ui/forms/field-rules';

/** What the form's rule says of a typed name: true, or its message. */
function formSays(value: string): true | string {
  const { pattern } = personNameRules(false);
  return pattern.value.test(value) || pattern.message;
}

/** What the demo backend answers for a traveller with this surname: true, or its messages at the field. */
function backendSays(value: string): true | string {
  try {
    checkForm('OrderParticipant', { last_name: value, first_name: 'Анна' });
    return true;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const details = error.body.details as Record<string, string[]>;
    return details.last_name?.join(' ') ?? JSON.stringify(details);
  }
}

const ACCEPTED = ['Петров', 'Петров-Водкин', "О'Нил", 'де ла Круз', 'Øster', 'Ёлкина'];
const REFUSED = ['Петров1', '1', 'Анна2', 'Иван 3-й', '0Петров'];

describe('a name without digits, the same rule in the form and in the demo backend', () => {
  it.each(ACCEPTED)('both take %s', (value) => {
    expect(formSays(value)).toBe(true);
    expect(backendSays(value)).toBe(true);
  });

  it.each(REFUSED)('both refuse %s, in the same words', (value) => {
    expect(formSays(value)).toBe(PERSON_NAME_DIGITS);
    expect(backendSays(value)).toBe(PERSON_NAME_DIGITS);
  });

  it("is the contract's PersonName: its pattern and the words of its refusal", () => {
    const schema = openapiDocument.components.schemas.PersonName as Record<string, unknown>;
    expect(new RegExp(schema.pattern as string).source).toBe(PERSON_NAME_PATTERN.source);
    expect(schema['x-pattern-message']).toBe(PERSON_NAME_DIGITS);
  });
});
