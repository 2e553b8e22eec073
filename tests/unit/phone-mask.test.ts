// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import IMask from 'imask';
import { attachPhoneMask } from '@/shared/ui/forms/phone-mask';
import { phoneProblem } from '@/shared/ui/forms/field-rules';

// The phone field's mask as a visitor meets it: typed key by key, or pasted and autofilled whole.

function field(russianCode: boolean) {
  const input = document.createElement('input');
  document.body.append(input);
  return { input, mask: attachPhoneMask(IMask, input, () => russianCode) };
}

function typed(text: string, russianCode = true): string {
  const { input, mask } = field(russianCode);
  for (const key of text) {
    input.value += key;
    input.setSelectionRange(input.value.length, input.value.length);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return mask.value;
}

function pasted(text: string, russianCode = true): string {
  const { input, mask } = field(russianCode);
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return mask.value;
}

describe("the phone mask with 'Код РФ' on", () => {
  it.each([
    ['89111234567', '+7 (911) 123-45-67'],
    ['79111234567', '+7 (911) 123-45-67'],
    ['9111234567', '+7 (911) 123-45-67'],
    ['+79111234567', '+7 (911) 123-45-67'],
    ['88112290000', '+7 (811) 229-00-00'],
    ['+78112290000', '+7 (811) 229-00-00'],
  ])('typed %s gives %s', (keys, shown) => {
    expect(typed(keys)).toBe(shown);
  });

  it.each([
    ['89111234567', '+7 (911) 123-45-67'],
    ['8 (911) 123-45-67', '+7 (911) 123-45-67'],
    ['+7 (911) 123-45-67', '+7 (911) 123-45-67'],
    ['+7 911 123 45 67', '+7 (911) 123-45-67'],
    ['9111234567', '+7 (911) 123-45-67'],
    // Typed before the mask had loaded, and masked when it came.
    ['8921555', '+7 (921) 555'],
  ])('pasted or autofilled %s gives %s', (text, shown) => {
    expect(pasted(text)).toBe(shown);
  });

  it('an unfinished number stays unfinished and is said to be so, never cut to look whole', () => {
    const shown = typed('8911123');
    expect(shown).toBe('+7 (911) 123');
    expect(phoneProblem(shown)).toBe('Введите номер полностью: +7 (999) 999-99-99');
  });

  it('a foreign number goes to the international mask', () => {
    expect(typed('+380501234567')).toBe('+380501234567');
  });
});

describe("the phone mask with 'Код РФ' off", () => {
  it('takes + and the digits as typed', () => {
    expect(typed('+4930123456', false)).toBe('+4930123456');
    expect(typed('79111234567', false)).toBe('+79111234567');
  });
});
