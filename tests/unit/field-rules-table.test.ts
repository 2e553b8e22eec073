import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../server/api/contract/validation.ts';
import { HttpError } from '../../server/api/errors.ts';
import { resolveDjangoPython } from '../../scripts/python-path.ts';
import { FIELD_MESSAGES } from '@contract/field-rules.gen';
import { emailRules, personNameRules, phoneRules, REQUIRED } from '@/shared/ui/forms/field-rules';
import { newPasswordRules } from '@/shared/ui/forms/password-rules';

// One table of values for each field rule of the contract (contract/openapi.yaml): the storefront's
// form, the demo backend and the reference Django backend must take and refuse the same ones.

type Rule = 'PersonName' | 'Email' | 'Phone' | 'NewPassword';
type Validate = (value: unknown) => true | string | undefined | false;
interface FormRules {
  required?: string;
  validate?: Validate | Record<string, Validate>;
}

/** What a form's field says of a value, as react-hook-form checks its rules: [] or its first message. */
function formSays(rules: FormRules, value: string): string[] {
  if (rules.required && value === '') return [rules.required];
  const checks =
    typeof rules.validate === 'function' ? [rules.validate] : Object.values(rules.validate ?? {});
  for (const check of checks) {
    const answer = check(value);
    if (typeof answer === 'string') return [answer];
  }
  return [];
}

const FORM: Record<Rule, FormRules> = {
  PersonName: personNameRules(false),
  Email: emailRules(false),
  Phone: phoneRules(false),
  NewPassword: newPasswordRules,
};

/** The field of a saved tourist (TouristCreate), or of a new password, each rule is checked at. */
const FIELD: Record<Rule, string> = {
  PersonName: 'patronymic',
  Email: 'email',
  Phone: 'phone',
  NewPassword: 'password',
};

/** What the demo backend answers for a tourist with this value: [] or its messages at the field. */
function demoSays(rule: Rule, value: string): string[] {
  try {
    if (rule === 'NewPassword')
      checkForm('SetPasswordRequest', { access_token: 'x', password: value, confirm_password: value });
    else checkForm('TouristCreate', { last_name: 'Смирнова', first_name: 'Анна', [FIELD[rule]]: value });
    return [];
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const details = error.body.details as Record<string, string[]>;
    return details[FIELD[rule]] ?? [JSON.stringify(details)];
  }
}

const NAME_DIGITS = 'Без цифр: фамилия, имя и отчество пишутся буквами.';
const EMAIL_INVALID = 'Введите правильный адрес электронной почты.';
const tooLong = (limit: number) => FIELD_MESSAGES.maxLength.replace('{limit}', String(limit));
const email = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 4)}.ru`;

/** [rule, value, the words both say of it: [] when both take it]. */
const TABLE: [Rule, string, string[]][] = [
  ['PersonName', 'Петров', []],
  ['PersonName', 'Ёлкина', []],
  ['PersonName', 'Алёна', []],
  ['PersonName', 'Петров-Водкин', []],
  ['PersonName', "О'Нил", []],
  ['PersonName', 'де ла Круз', []],
  ['PersonName', 'Øster', []],
  ['PersonName', 'ё'.repeat(150), []],
  // 150 characters as the backend counts them (one of them outside the BMP: two UTF-16 units).
  ['PersonName', `${'я'.repeat(149)}😀`, []],
  ['PersonName', 'ё'.repeat(151), [tooLong(150)]],
  ['PersonName', 'Петров1', [NAME_DIGITS]],
  ['PersonName', 'Иван 3-й', [NAME_DIGITS]],
  ['PersonName', '0Петров', [NAME_DIGITS]],
  ['Email', 'anna@mail.ru', []],
  ['Email', 'a@b.c', []],
  ['Email', 'a.b+c@d-e.example.com', []],
  ['Email', 'ё@почта.рф', []],
  ['Email', email(254), []],
  ['Email', email(255), [tooLong(254)]],
  ['Email', 'a@b..c', [EMAIL_INVALID]],
  ['Email', 'a@b', [EMAIL_INVALID]],
  ['Email', 'a@.b', [EMAIL_INVALID]],
  ['Email', 'a@b.', [EMAIL_INVALID]],
  ['Email', '@b.c', [EMAIL_INVALID]],
  ['Email', 'a@@b.c', [EMAIL_INVALID]],
  ['Email', 'a b@c.d', [EMAIL_INVALID]],
  ['Email', 'ё', [EMAIL_INVALID]],
  ['NewPassword', 'Путешествие2026', []],
  ['NewPassword', 'псков-12', []],
  ['NewPassword', 'ё'.repeat(128), []],
  ['NewPassword', 'ё'.repeat(129), ['Пароль должен содержать не более 128 символов.']],
  ['NewPassword', 'псков12', ['Пароль должен содержать не менее 8 символов.']],
  ['NewPassword', 'abc def12', ['Пароль не должен содержать пробелов.']],
  ['NewPassword', '1234567890123', ['Пароль не может состоять только из цифр.']],
];

/** Phones: [value, taken]. Each side words a refusal its own way (the form's words follow its mask). */
const PHONES: [string, boolean][] = [
  ['+7 (916) 123-45-67', true],
  ['+79161234567', true],
  ['+1234567', true],
  ['+375 29 123-45-67', true],
  ['+123456789012345', true],
  ['+123456', false],
  ['+1234567890123456', false],
  ['+7 (916) 123-45-6', false],
  ['+7 (916) 123-45-678', false],
  ['89161234567', false],
  ['+7 (916) 123-45-6ё', false],
  ['+ё1234567', false],
];

describe('each field rule of the contract, in the form and in the demo backend', () => {
  it.each(TABLE)('%s %j: both say %j', (rule, value, words) => {
    expect(formSays(FORM[rule], value)).toEqual(words);
    expect(demoSays(rule, value)).toEqual(words);
  });

  it.each(PHONES)('Phone %j: both take it: %s', (value, taken) => {
    expect(formSays(FORM.Phone, value).length === 0).toBe(taken);
    expect(demoSays('Phone', value).length === 0).toBe(taken);
  });

  it('an empty required field says the same words on both sides', () => {
    expect(formSays(personNameRules(true), '  ')).toEqual([REQUIRED]);
    expect(() => checkForm('TouristCreate', { first_name: 'Анна' })).toThrow(HttpError);
    try {
      checkForm('TouristCreate', { first_name: 'Анна' });
    } catch (error) {
      expect((error as HttpError).body.details).toEqual({ last_name: [REQUIRED] });
    }
  });
});

const python = resolveDjangoPython();

describe.skipIf(!python)('the same table, in the reference Django backend (tests/compat/django)', () => {
  const values: [Rule, string][] = [
    ...TABLE.map(([rule, value]): [Rule, string] => [rule, value]),
    ...PHONES.map(([value]): [Rule, string] => ['Phone', value]),
  ];
  const taken = (): boolean[] => {
    const output = execFileSync(python!, ['tests/compat/django/field_rules.py'], {
      input: JSON.stringify(values),
    });
    return (JSON.parse(output.toString()) as string[][]).map((messages) => messages.length === 0);
  };

  it('takes and refuses what the form and the demo backend do', () => {
    const expected = [...TABLE.map(([, , words]) => words.length === 0), ...PHONES.map(([, ok]) => ok)];
    const answers = taken();
    const disagreements = values.filter((_, index) => answers[index] !== expected[index]);
    expect(disagreements).toEqual([]);
  });
});
