import { useSnapshot } from 'valtio';
import { NoticeDialog } from '@/shared/ui/NoticeDialog';
import { authFlowState } from './state';
import './auth-dialog.css';

/** Spec §2 restore success (502 px): where the link went and what to do with it. */
export function RestoreSuccessDialog() {
  const { restoreEmail } = useSnapshot(authFlowState);
  return (
    <NoticeDialog
      name="restoreSuccess"
      title="Проверьте почту"
      text={
        <>
          Мы отправили ссылку для смены пароля на <span className="code-dialog__email">{restoreEmail}</span>.
          Откройте письмо и перейдите по ссылке — она действует один час.
        </>
      }
    />
  );
}
