import { describe, expect, it } from 'vitest';
import { inRussian } from '@/shared/api/backend-messages';
import { ApiError, hasEnglish, parseErrorDetails, translateDetails } from '@common/api/error';

describe('API error details', () => {
  it('reads the agency wrapper with per-field lists', () => {
    expect(
      parseErrorDetails({ details: { email: ['Неверный e-mail.'], non_field_errors: ['Ошибка.'] } }),
    ).toEqual({
      email: ['Неверный e-mail.'],
      non_field_errors: ['Ошибка.'],
    });
  });

  it('reads details.errors for login and registration', () => {
    expect(parseErrorDetails({ details: { errors: ['Пользователь уже существует.'] } })).toEqual({
      errors: ['Пользователь уже существует.'],
    });
  });

  it('reads plain DRF detail as a form-level message, in Russian, and drops the token code', () => {
    const details = parseErrorDetails({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
    expect(hasEnglish(details)).toBe(true);
    expect(translateDetails(details, 401, inRussian)).toEqual({
      non_field_errors: ['Сеанс истёк. Войдите снова.'],
    });
  });

  it('says simplejwt’s wrong-password answer in Russian, once, whichever shape carries it', () => {
    const message = 'No active account found with the given credentials';
    expect(translateDetails(parseErrorDetails({ detail: message }), 401, inRussian)).toEqual({
      non_field_errors: ['Неверный e-mail или пароль.'],
    });
    const wrapped = parseErrorDetails({ detail: message, details: { errors: [message, message] } });
    expect(translateDetails(wrapped, 401, inRussian)).toEqual({ errors: ['Неверный e-mail или пароль.'] });
  });

  it('knows Russian details need no translation (the table is not even loaded for them)', () => {
    expect(hasEnglish({ email: ['Неверный e-mail.'], phone: ['+7 (999) 999-99-99'] })).toBe(false);
  });

  it('reads plain DRF field errors', () => {
    expect(parseErrorDetails({ phone: ['Обязательное поле.'] })).toEqual({ phone: ['Обязательное поле.'] });
  });

  it('survives bodies that are not JSON objects', () => {
    expect(parseErrorDetails(undefined)).toEqual({});
    expect(parseErrorDetails('Bad Gateway')).toEqual({});
  });

  it('carries status, details and a message', () => {
    const error = new ApiError(400, { email: ['Введите правильный адрес.'] });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Введите правильный адрес.');
    expect(error.messagesFor('email')).toEqual(['Введите правильный адрес.']);
    expect(error.messagesFor()).toEqual([]);
    expect(new ApiError(404, {}).isNotFound).toBe(true);
  });
});
