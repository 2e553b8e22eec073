import type { FactoryOpts, InputMask } from 'imask';
import type { IMaskFactory } from './load-imask';
import { INTERNATIONAL_PHONE_MASK, phoneMaskKind, RUSSIAN_PHONE_MASK, russianStart } from './phone-rules';

function phoneMaskOptions(russianCode: () => boolean) {
  return {
    mask: [
      { mask: RUSSIAN_PHONE_MASK, lazy: true },
      { mask: INTERNATIONAL_PHONE_MASK, lazy: true },
    ],
    // How a number starts (imask asks the whole dynamic mask, not the chosen one): a first 8 or 7,
    // a number pasted or autofilled whole.
    prepare: (appended: string, masked: { value: string }) =>
      masked.value === '' && russianCode() ? russianStart(appended) : appended,
    dispatch: (appended: string, dynamicMasked: { value: string; compiledMasks: unknown[] }) => {
      const kind = phoneMaskKind(dynamicMasked.value + appended, russianCode());
      return dynamicMasked.compiledMasks[kind === 'russian' ? 0 : 1];
    },
  } as FactoryOpts;
}

export type PhoneMask = InputMask<ReturnType<typeof phoneMaskOptions>>;

/**
 * Puts the phone masks of docs/product.md#validation on a field: Russian or international, chosen as the value is typed
 * (`russianCode` is read at every keystroke). `IMask` is imask as load-imask.ts brings it.
 */
export function attachPhoneMask(
  IMask: IMaskFactory,
  input: HTMLInputElement,
  russianCode: () => boolean,
): PhoneMask {
  return IMask(input, phoneMaskOptions(russianCode));
}

/** Whether the mask in use is the Russian one. */
export const usesRussianMask = (mask: PhoneMask): boolean =>
  (mask.masked as unknown as { currentMask?: { mask: unknown } }).currentMask?.mask === RUSSIAN_PHONE_MASK;
