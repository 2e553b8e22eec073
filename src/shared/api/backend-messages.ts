import { FIELD_MESSAGES, FIELD_RULES } from '@contract/field-rules.gen';

/**
 * Some of the backend's messages come in English whatever its language (a project may leave DRF
 * and simplejwt untranslated), and some Russian ones say more than the visitor should hear. The visitor reads Russian, so those are
 * replaced here, once, as the API client turns an answer into an `ApiError`.
 */

type Translation = string | ((match: RegExpExecArray) => string);

const withLimit = (words: string, match: RegExpExecArray): string => words.replace('{limit}', match[1] ?? '');

const SESSION_ENDED = 'Сеанс истёк. Войдите снова.';

const KNOWN: ReadonlyArray<readonly [RegExp, Translation]> = [
  [/^No active account found with the given credentials/i, 'Неверный e-mail или пароль.'],
  // simplejwt's own Russian words say the account does not exist, which a sign-in must not tell.
  [/^Не найдено активной уч[её]тной записи/i, 'Неверный e-mail или пароль.'],
  [/^Token is (invalid or expired|blacklisted)/i, SESSION_ENDED],
  [/^Given token not valid for any token type/i, SESSION_ENDED],
  [/^Token has no id|^Token contained no recognizable user identification/i, SESSION_ENDED],
  [/^Authentication credentials were not provided/i, 'Войдите, чтобы продолжить.'],
  [/^User (not found|is inactive)/i, 'Учётная запись не найдена или отключена.'],
  [/^CSRF Failed/i, 'Не удалось подтвердить запрос. Обновите страницу и попробуйте снова.'],
  [/^Invalid page/i, 'Такой страницы нет.'],
  [/^Not found/i, 'Не найдено.'],
  [
    /^Request was throttled\. Expected available in (\d+) seconds?/i,
    (match) => `Слишком много попыток. Повторите через ${match[1]} с.`,
  ],
  [/^Request was throttled/i, 'Слишком много попыток. Повторите позже.'],
  // DRF's English for the contract's own words.
  [/^This field is required/i, FIELD_MESSAGES.required],
  [/^This field may not be (blank|null)/i, FIELD_MESSAGES.blank],
  [/^Enter a valid email address/i, FIELD_RULES.Email.patterns[0].message],
  [
    /^Ensure this field has no more than (\d+) characters/i,
    (match) => withLimit(FIELD_MESSAGES.maxLength, match),
  ],
  [
    /^Ensure this field has at least (\d+) characters/i,
    (match) => withLimit(FIELD_MESSAGES.minLength, match),
  ],
  [/^A valid (integer|number) is required/i, 'Требуется число.'],
  [/^Date has wrong format/i, 'Неверный формат даты.'],
  [/^Method "[A-Z]+" not allowed/i, 'Это действие недоступно.'],
  [/^You do not have permission to perform this action/i, 'Недостаточно прав для этого действия.'],
  [/^Unsupported media type/i, 'Неподдерживаемый тип данных в запросе.'],
  [/^JSON parse error/i, 'Некорректный запрос.'],
];

/** What a message nobody translated says, by the answer's status. */
function byStatus(status: number): string {
  if (status === 401) return 'Войдите, чтобы продолжить.';
  if (status === 403) return 'Недостаточно прав для этого действия.';
  if (status === 404) return 'Не найдено.';
  if (status === 429) return 'Слишком много попыток. Повторите позже.';
  if (status >= 500) return 'Сервис временно недоступен. Попробуйте позже.';
  return 'Проверьте введённые данные.';
}

const CYRILLIC = /[А-Яа-яЁё]/;

/**
 * The backend's message as the visitor should read it: a known one in our words, another Russian
 * one as is, an English one by its status.
 */
export function inRussian(message: string, status: number): string {
  for (const [pattern, translation] of KNOWN) {
    const match = pattern.exec(message.trim());
    if (match) return typeof translation === 'string' ? translation : translation(match);
  }
  if (CYRILLIC.test(message)) return message;
  return /[A-Za-z]/.test(message) ? byStatus(status) : message;
}
