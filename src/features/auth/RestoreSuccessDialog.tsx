import { useSnapshot } from 'valtio';
import { NoticeDialog } from '@/shared/ui/NoticeDialog';
import { authFlowState } from './state';
import './auth-dialog.css';

/**
 * Restore success (docs/product.md#dialogs, 502 px): where the link went and what to do with it, said alike for an
 * address with an account and one without (the backend answers both the same).
 */
export function RestoreSuccessDialog() {
  const { restoreEmail } = useSnapshot(authFlowState);
  return (
    <NoticeDialog
      name="restoreSuccess"
      title="Проверьте почту"
      text={
        <>
          Если адрес <span className="code-dialog__email">{restoreEmail}</span> зарегистрирован, мы отправили
          на него ссылку для смены пароля. Она действует один час. Письма нет — проверьте «Спам» и адрес.
        </>
      }
    />
  );
}
