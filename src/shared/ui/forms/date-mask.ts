import IMask, { type FactoryOpts } from 'imask';

/** Spec §5: a date is typed as day.month.year — 2, 2 and 4 digits. */
export const DISPLAY_DATE_FORMAT = 'DD.MM.YYYY';

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
