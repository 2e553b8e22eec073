import type { ReactNode } from 'react';
import type { DialogName } from '@/shared/state/dialogs';
import { Dialog } from './Dialog';
import { DialogDoneButton } from './DialogDoneButton';

interface NoticeDialogProps {
  name: DialogName;
  title: string;
  /** What the dialog tells. */
  text: ReactNode;
  /** What the visitor can do next; 'Понятно' when there is nothing else. */
  children?: ReactNode;
}

/** A dialog that tells something (docs/product.md#dialogs, 502 px): its text, then what to do next. */
export function NoticeDialog({ name, title, text, children }: NoticeDialogProps) {
  return (
    <Dialog name={name} title={title} width={502}>
      <div className="form-stack">
        <p className="dialog__text">{text}</p>
        {children ?? <DialogDoneButton dialog={name} />}
      </div>
    </Dialog>
  );
}
