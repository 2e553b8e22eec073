import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FromPrice } from '@/shared/ui/FromPrice';

describe('FromPrice', () => {
  it("shows 'от' and the sum, and a screen reader hears whose fare it is", () => {
    render(
      <p data-testid="price">
        <FromPrice roubles={900} />
      </p>,
    );
    expect(screen.getByTestId('price').textContent).toMatch(/^от 900,00\s₽ за взрослого$/);
  });
});
