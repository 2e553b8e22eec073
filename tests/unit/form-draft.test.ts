// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAllDrafts, readDraft, saveDraft, withDraft } from '@/shared/ui/forms/form-draft';

// What a visitor typed stays on the device until it is sent: the drafts' own rules.
describe('form drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keep the text and the rows of a form, never a password, a file or a consent', () => {
    saveDraft(
      'order',
      {
        last_name: 'Соколова',
        password: 'secret-1',
        file: new Blob(['%PDF']),
        personal_data_consent: true,
        participants: [{ last_name: 'Соколов', first_name: 'Иван' }],
      },
      ['password'],
    );
    expect(readDraft('order')).toEqual({
      last_name: 'Соколова',
      participants: [{ last_name: 'Соколов', first_name: 'Иван' }],
    });
  });

  it('go when nothing typed is left', () => {
    saveDraft('restore', { email: 'a@b.ru' });
    saveDraft('restore', { email: '  ' });
    expect(readDraft('restore')).toBeNull();
  });

  it('put back only the fields the form has', () => {
    expect(withDraft({ email: '', phone: '' }, { email: 'a@b.ru', extra: 'x' })).toEqual({
      email: 'a@b.ru',
      phone: '',
    });
  });

  it('ignore what is not a draft, and all go on sign-out', () => {
    localStorage.setItem('storefront-draft:feedback', '"nonsense"');
    expect(readDraft('feedback')).toBeNull();
    saveDraft('feedback', { message: 'Привет' });
    localStorage.setItem('unrelated', 'stays');
    forgetAllDrafts();
    expect(readDraft('feedback')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('stays');
  });
});
