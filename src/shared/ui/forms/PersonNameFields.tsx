import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { personNameRules } from './field-rules';
import { registerField, type RegisteredField } from './register-field';
import { TextField } from './TextField';

/** A person's names as the contract names them. */
export type PersonNameField = 'last_name' | 'first_name' | 'patronymic';

type PersonNameInputs = Record<PersonNameField, RegisteredField>;

interface PersonNameFieldsProps {
  /** `registerPersonName(form)`. */
  fields: PersonNameInputs;
  /**
   * The visitor's own name (default): the browser may fill it in. Off for someone else's (a
   * saved tourist's, a traveller's), which the visitor's own name must not fill.
   */
  autoComplete?: boolean;
  patronymicHint?: string;
  /** The surname takes the focus when its dialog opens. */
  focusFirst?: boolean;
}

/**
 * 'Фамилия', 'Имя' and 'Отчество': the surname and first name required and not blank, the
 * patronymic optional; none with digits. The fields alone: the form sets them in its row.
 */
export function PersonNameFields({
  fields,
  autoComplete = true,
  patronymicHint,
  focusFirst = false,
}: PersonNameFieldsProps) {
  return (
    <>
      <TextField
        label="Фамилия"
        autoComplete={autoComplete ? 'family-name' : undefined}
        required
        data-autofocus={focusFirst ? '' : undefined}
        {...fields.last_name}
      />
      <TextField
        label="Имя"
        autoComplete={autoComplete ? 'given-name' : undefined}
        required
        {...fields.first_name}
      />
      <TextField
        label="Отчество"
        autoComplete={autoComplete ? 'additional-name' : undefined}
        hint={patronymicHint}
        {...fields.patronymic}
      />
    </>
  );
}

const NAME_RULES = {
  last_name: personNameRules(true),
  first_name: personNameRules(true),
  patronymic: personNameRules(false),
};

/**
 * The names registered with their rules, in the form's render (see registerField). The fields are
 * `last_name`, `first_name` and `patronymic`, or where `pathOf` puts them (a row of a list).
 */
export function registerPersonName<Values extends FieldValues & Record<PersonNameField, string>>(
  form: UseFormReturn<Values>,
): PersonNameInputs;
export function registerPersonName<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  pathOf: (field: PersonNameField) => Path<Values>,
): PersonNameInputs;
export function registerPersonName<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  pathOf = (field: PersonNameField) => field as Path<Values>,
): PersonNameInputs {
  const register = (field: PersonNameField) => registerField(form, pathOf(field), NAME_RULES[field]);
  return {
    last_name: register('last_name'),
    first_name: register('first_name'),
    patronymic: register('patronymic'),
  };
}
