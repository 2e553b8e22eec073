import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast, toastsState } from '@/shared/state/toasts';
import { Toaster } from '@/shared/ui/Toaster';
import { renderInRouter } from './router-helpers';

afterEach(() => {
  act(() => {
    toastsState.items.splice(0);
  });
});

describe('a notice with a way on', () => {
  it('leads where it says through the router and goes away once followed', async () => {
    const { router } = renderInRouter(<Toaster />);
    act(() =>
      showToast('Добавлено в корзину.', 'success', 60_000, { label: 'Перейти в корзину', href: '/cart/' }),
    );
    const link = await screen.findByRole('link', { name: 'Перейти в корзину' });
    expect(link.getAttribute('href')).toBe('/cart/');
    expect(screen.getByRole('status').textContent).toContain('Добавлено в корзину.');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/'));
    expect(toastsState.items).toHaveLength(0);
  });
});
