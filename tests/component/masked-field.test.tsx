import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MaskedField } from '@/shared/ui/forms/MaskedField';

describe('a document number field under the backend’s mask', () => {
  it('re-reads what was typed before the mask came, and the form hears the masked value', async () => {
    const onChange = vi.fn();
    render(
      <MaskedField
        label="Номер документа"
        name="document_number"
        value=""
        onChange={onChange}
        pattern="9999 999999"
      />,
    );
    // Typed (or autofilled) before imask's chunk has arrived: the field is a plain input still.
    const field = screen.getByLabelText<HTMLInputElement>('Номер документа');
    fireEvent.input(field, { target: { value: '4012345678' } });
    expect(onChange).toHaveBeenLastCalledWith('4012345678');
    await waitFor(() => expect(field.value).toBe('4012 345678'));
    expect(onChange).toHaveBeenLastCalledWith('4012 345678');
  });
});
