import { ModalDialog } from '@/shared/ui/Dialog';
import type { LoadSearchEntries } from './combobox';
import { SearchField } from './SearchField';

interface SearchDialogProps {
  loadEntries: LoadSearchEntries;
  onClose: () => void;
}

/** The phone's search panel: the header's field, full width, focused; it closes once a page is chosen. */
export function SearchDialog({ loadEntries, onClose }: SearchDialogProps) {
  return (
    <ModalDialog title="Поиск" width={652} onClose={onClose}>
      <SearchField variant="panel" loadEntries={loadEntries} onDone={onClose} />
    </ModalDialog>
  );
}
