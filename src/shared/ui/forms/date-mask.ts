import type { FactoryOpts, InputMask } from 'imask';
import type { IMaskFactory } from './load-imask';

/** imask options of the date field: digits only, dots put in automatically, day 1–31, month 1–12. */
export const dateMaskOptions = (IMask: IMaskFactory) =>
  ({
    mask: 'DD.MM.YYYY',
    lazy: true,
    blocks: {
      DD: { mask: IMask.MaskedRange, from: 1, to: 31, maxLength: 2, autofix: 'pad' },
      MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2, autofix: 'pad' },
      YYYY: { mask: IMask.MaskedRange, from: 1900, to: 2099, maxLength: 4 },
    },
  }) satisfies FactoryOpts;

export type DateMask = InputMask<ReturnType<typeof dateMaskOptions>>;

/** Puts the date mask on a field; `IMask` is imask as load-imask.ts brings it. */
export function attachDateMask(IMask: IMaskFactory, input: HTMLInputElement): DateMask {
  return IMask(input, dateMaskOptions(IMask));
}
