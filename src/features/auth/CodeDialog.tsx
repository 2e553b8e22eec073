import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '@common/api/error';
import { AUTH_CODE_LENGTH, AUTH_CODE_RESEND_S } from '@/shared/config/constants';
import { closeDialog, openDialog } from '@/shared/state/dialogs';
import { showToast } from '@/shared/state/toasts';
import { Dialog } from '@/shared/ui/Dialog';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { useSecondsUntil } from '@/shared/lib/use-seconds-until';
import { sendEmailCode } from './api/send-email-code';
import { spreadDigits } from './code-digits';
import { signInWithCode } from './sign-in';
import { authFlowState, codeSent } from './state';
import './auth-dialog.css';

const EMPTY = Array.from({ length: AUTH_CODE_LENGTH }, () => '');

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Code entry (docs/product.md#code-entry, 478 px): four one-digit boxes; typing moves on, Backspace moves back, a paste
 * or the phone's one-time-code autofill fills them all, and the 4th digit sends the code. A wrong
 * code is said, the digits clear and the first box takes focus. 'Отправить ещё раз' waits 60 s.
 */
export function CodeDialog() {
  const { codeEmail, resendAt } = useSnapshot(authFlowState);
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const secondsLeft = useSecondsUntil(resendAt);
  const id = useId();
  // The boxes are disabled while a code is checked: the first takes focus once they are back.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) boxes.current[0]?.focus();
  }, [refocus]);

  async function send(code: string) {
    setBusy(true);
    setErrors([]);
    try {
      await signInWithCode(codeEmail, code);
      closeDialog('code');
      showToast('Вы вошли в личный кабинет.', 'success');
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.isNetworkError
          ? ['Нет соединения с сервером. Проверьте интернет и введите код ещё раз.']
          : error instanceof ApiError && error.messagesFor().length
            ? error.messagesFor()
            : ['Не удалось проверить код. Попробуйте ещё раз.'],
      );
      setDigits(EMPTY);
      setRefocus((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }

  function fill(from: number, typed: string) {
    const { digits: next, focus } = spreadDigits(digits, from, typed);
    setDigits(next);
    if (focus !== null) boxes.current[focus]?.focus();
    if (next.every(Boolean) && !busy) void send(next.join(''));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next);
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && index < AUTH_CODE_LENGTH - 1) boxes.current[index + 1]?.focus();
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  }

  async function resend() {
    setErrors([]);
    try {
      const answer = await sendEmailCode(codeEmail);
      codeSent(answer.email, answer.resend_after ?? AUTH_CODE_RESEND_S);
      setResent(true);
      setDigits(EMPTY);
      boxes.current[0]?.focus();
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && error.retryAfterS) {
        codeSent(codeEmail, error.retryAfterS);
      }
      setErrors(
        error instanceof ApiError && error.messagesFor().length
          ? error.messagesFor()
          : ['Не удалось отправить код. Проверьте соединение и попробуйте ещё раз.'],
      );
    }
  }

  return (
    <Dialog name="code" title="Введите код" width={478}>
      <div className="form-stack">
        <p className="dialog__text">
          {resent ? 'Новый код отправлен на ' : 'Мы отправили код из 4 цифр на '}
          <span className="code-dialog__email">{codeEmail}</span>.
        </p>
        <fieldset
          className={errors.length ? 'code-inputs code-inputs--invalid' : 'code-inputs'}
          aria-describedby={errors.length ? `${id}-errors` : undefined}
          disabled={busy}
        >
          <legend className="visually-hidden">Код из письма</legend>
          {digits.map((digit, index) => (
            <input
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              className="control-frame code-inputs__digit"
              value={digit}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Цифра ${index + 1} из ${AUTH_CODE_LENGTH}`}
              aria-invalid={errors.length ? true : undefined}
              data-autofocus={index === 0 ? '' : undefined}
              onChange={(event) => fill(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </fieldset>
        <div id={`${id}-errors`}>
          <FormAlert messages={errors} />
        </div>
        <div className="spread code-dialog__resend">
          <span aria-live="polite">
            {secondsLeft > 0 ? `Отправить ещё раз можно через ${clock(secondsLeft)}` : 'Не пришёл код?'}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={secondsLeft > 0}
            onClick={() => void resend()}
          >
            Отправить ещё раз
          </button>
        </div>
        <button type="button" className="link-button" onClick={() => openDialog('auth')}>
          Войти другим способом
        </button>
      </div>
    </Dialog>
  );
}
