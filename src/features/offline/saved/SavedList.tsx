import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatBytes, formatReceivedAt } from '@common/format';
import { PageLinkList } from './PageLinkList';
import { loadSavedItems, removeSaved, savedState } from './saved-state';

/** The pages saved for the trip, each with its size and age; 'Удалить' only where `removable`. */
export function SavedList({ removable = false }: { removable?: boolean }) {
  const { items } = useSnapshot(savedState);
  useEffect(() => {
    void loadSavedItems();
  }, []);
  if (items === null) return <div className="skeleton skeleton--line" aria-busy="true" />;
  if (items.length === 0) {
    return (
      <p className="saved-list__empty">
        Пока ничего не сохранено. На странице каталога, тура, экскурсии или отеля нажмите «Сохранить для
        офлайна» — она будет открываться без сети.
      </p>
    );
  }
  return (
    <PageLinkList
      pages={items}
      details={(item) => (
        <>
          <span className="saved-list__meta">
            сохранено {formatReceivedAt(item.savedAt)} · {formatBytes(item.bytes)}
          </span>
          {removable ? (
            <button
              type="button"
              className="button button--ghost saved-list__remove"
              onClick={() => void removeSaved(item.href)}
            >
              Удалить<span className="visually-hidden">: {item.title}</span>
            </button>
          ) : null}
        </>
      )}
    />
  );
}
