import IMask, { type FactoryOpts, type InputMask } from 'imask';

/** imask options of the date field: digits only, dots put in automatically, day 1–31, month 1–12. */
export const DATE_MASK_OPTIONS = {
  mask: 'DD.MM.YYYY',
  lazy: true,
  blocks: {
    DD: { mask: IMask.MaskedRange, from: 1, to: 31, maxLength: 2, autofix: 'pad' },
    MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2, autofix: 'pad' },
    YYYY: { mask: IMask.MaskedRange, from: 1900, to: 2099, maxLength: 4 },
  },
} satisfies FactoryOpts;

export type DateMask = InputMask<typeof DATE_MASK_OPTIONS>;

/** Puts the date mask on a field; loaded on demand so that imask stays out of a page's first load. */
export function attachDateMask(input: HTMLInputElement): DateMask {
  return IMask(input, DATE_MASK_OPTIONS);
}
