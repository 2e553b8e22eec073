import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrderQrCode } from '@/features/trips/OrderQrCode';

const NUMBER = '2026-000123';

/** The large code's dialog, once drawn (its code path present). */
async function openLarge() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Показать QR-код заказа ${NUMBER} крупно` }));
  const dialog = screen.getByRole('dialog', { name: `Заказ ${NUMBER}` });
  const code = screen.getByRole('img', { name: `QR-код заказа ${NUMBER}` });
  await waitFor(() => expect(code.querySelector('path')).not.toBeNull());
  return { user, dialog };
}

describe("the trip card's QR code", () => {
  it('opens large on a tap, with the number under it, and closes by its button', async () => {
    render(<OrderQrCode number={NUMBER} />);
    const { user, dialog } = await openLarge();
    expect(dialog.textContent).toContain(NUMBER);
    await user.click(screen.getAllByRole('button', { name: 'Закрыть' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: `Показать QR-код заказа ${NUMBER} крупно` }),
    );
  });

  it('closes by Escape (the browser cancels the dialog)', async () => {
    render(<OrderQrCode number={NUMBER} />);
    const { dialog } = await openLarge();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
