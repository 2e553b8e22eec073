import { useSnapshot } from 'valtio';
import { formatBytes } from '@common/format';
import { PageHeading } from '@/shared/ui/PageHeading';
import { savedState } from './saved-state';
import { SavedList } from './SavedList';
import '../offline.css';

/** 'Сохранённое': what opens without a network, with sizes; each can be removed. */
export function SavedPage() {
  const { items } = useSnapshot(savedState);
  const total = items?.reduce((sum, item) => sum + item.bytes, 0) ?? 0;
  return (
    <section className="saved-page">
      <PageHeading title="Сохранённое" />
      <p className="saved-page__intro">
        Эти страницы открываются без сети — с ценами, датами и фотографиями на момент сохранения.
        {total > 0 ? ` Занято на устройстве: ${formatBytes(total)}.` : ''}
      </p>
      <SavedList removable />
    </section>
  );
}
