import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maskDocumentNumber } from '@/features/account/document-number';
import { TouristsPage } from '@/features/account/TouristsPage';
import { json, renderInRouter, stubFetch } from './router-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TOURIST = {
  id: 3,
  last_name: 'Петров',
  first_name: 'Антон',
  patronymic: '',
  birth_date: null,
  gender: null,
  phone: '',
  email: '',
  country: 1,
  document_type: 1,
  document_number: '4012 345678',
};

describe("a saved tourist's document number", () => {
  it.each([
    ['4012 345678', '•••• ••5678'],
    ['72 1234567', '•• •••4567'],
    ['II-АБ 123456', '••-•• ••3456'],
    ['123', '123'],
  ])('%s is shown as %s', (number, masked) => {
    expect(maskDocumentNumber(number)).toBe(masked);
  });

  it('is hidden but for its end in the list, and whole in the form that changes it', async () => {
    stubFetch((_request, url) => {
      if (url.pathname === '/api/user/tourists/') return json([TOURIST]);
      if (url.pathname === '/api/countries/') return json([{ id: 1, name: 'Россия', code: 'RU' }]);
      if (url.pathname === '/api/document_types/')
        return json([{ id: 1, name: 'Паспорт гражданина РФ', code: 'passport', mask: '9999 999999' }]);
      return undefined;
    });
    renderInRouter(<TouristsPage />);
    const card = (await screen.findByRole('heading', { name: 'Петров Антон' })).closest('article')!;
    await waitFor(() => expect(card.textContent).toContain('Паспорт гражданина РФ •••• ••5678'));
    expect(card.textContent).not.toContain('4012');
    expect(within(card).getByText(/номер оканчивается на 5678/)).toBeTruthy();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Изменить' }));
    const form = await screen.findByRole('form', { name: 'Изменить: Петров Антон' });
    await waitFor(() =>
      expect(within(form).getByLabelText<HTMLInputElement>('Номер документа').value).toBe('4012 345678'),
    );
  });
});
