import { type ReactNode, type Ref, useId } from 'react';
import './forms.css';

interface FieldFrameProps {
  label: string;
  required?: boolean | undefined;
  errors?: readonly string[] | undefined;
  hint?: string | undefined;
  /** The control, or what draws it given the attributes that tie it to the frame. */
  children: ReactNode | ((control: ControlProps) => ReactNode);
}

/**
 * The props of a field whose control is one element: the element's own attributes `A` (its id is the
 * frame's) and the frame's label, errors and hint. Takes react-hook-form's `register()` spread as it is.
 */
export type ElementFieldProps<A, E> = Omit<A, 'id'> & {
  label: string;
  name: string;
  errors?: readonly string[] | undefined;
  hint?: string | undefined;
  ref?: Ref<E>;
};

/** A field held by react-hook-form's Controller: a string value, its changes, and the ref the form focuses when it is invalid. */
export interface ControlledFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: readonly string[] | undefined;
  required?: boolean;
  ref?: (element: HTMLInputElement | null) => void;
}

/** The ids a control is described by: its hint, then its errors. */
export function describedBy(id: string, errors?: readonly string[], hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', errors?.length ? `${id}-errors` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type ControlProps = ReturnType<typeof controlProps>;

/** The attributes that tie a control to its frame: its id, and whether it is required, wrong, described. */
function controlProps(
  id: string,
  {
    required,
    errors,
    hint,
  }: { required?: boolean | undefined; errors?: readonly string[] | undefined; hint?: string | undefined },
) {
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': describedBy(id, errors, hint),
  } as const;
}

/** A control's error messages as a list (docs/product.md#validation), read out as they appear; nothing when there are none. */
export function FieldErrors({ id, errors }: { id: string; errors?: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  // A live region around the list: the list keeps its items' meaning.
  return (
    <div id={`${id}-errors`} role="alert">
      <ul className="field__errors">
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A form field's frame: its label (a required one is marked), the control, a hint, and the list of
 * its error messages (docs/product.md#validation: a field shows a list), read out as they appear.
 */
export function FieldFrame({ label, required, errors, hint, children }: FieldFrameProps) {
  // The control's id: the label points at it; `${id}-errors`, `${id}-hint` describe it.
  const id = useId();
  return (
    <div className={errors?.length ? 'field field--invalid' : 'field'}>
      {/* The star stands beside the label, not in it: the field's name stays its label's words. */}
      <span className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {typeof children === 'function' ? children(controlProps(id, { required, errors, hint })) : children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}
