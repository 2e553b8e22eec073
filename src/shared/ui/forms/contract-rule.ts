import { FIELD_MESSAGES, FIELD_RULES } from '@contract/field-rules.gen';

/** A named string schema of the contract whose limits a form checks. */
export type ContractField = keyof typeof FIELD_RULES;

interface Rule {
  minLength?: number;
  maxLength?: number;
  patterns?: readonly { pattern: string; message?: string }[];
  messages?: { minLength?: string; maxLength?: string };
}

const wordsFor = (words: string, limit: number): string => words.replace('{limit}', String(limit));

// JSON Schema patterns are Unicode regular expressions, as the backend reads them.
const compiled = new Map<string, RegExp>();
const regExpOf = (pattern: string): RegExp => {
  let regExp = compiled.get(pattern);
  if (!regExp) compiled.set(pattern, (regExp = new RegExp(pattern, 'u')));
  return regExp;
};

/**
 * What the contract's schema `field` says of a value, in the backend's words: true, or its first
 * refusal. Lengths are counted as the backend counts them, in characters (code points).
 */
export function contractProblem(field: ContractField, value: string): true | string {
  const rule: Rule = FIELD_RULES[field];
  const length = [...value].length;
  if (rule.minLength !== undefined && length < rule.minLength)
    return wordsFor(rule.messages?.minLength ?? FIELD_MESSAGES.minLength, rule.minLength);
  if (rule.maxLength !== undefined && length > rule.maxLength)
    return wordsFor(rule.messages?.maxLength ?? FIELD_MESSAGES.maxLength, rule.maxLength);
  for (const { pattern, message } of rule.patterns ?? [])
    if (!regExpOf(pattern).test(value)) return message ?? FIELD_MESSAGES.pattern;
  return true;
}
