import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useOnline } from '@/shared/lib/use-online';
import { showToast } from '@/shared/state/toasts';
import { SavedNote, SaveButton } from './SaveOfflineParts';
import type { PageToSave } from './load-page-data';
import { loadSavedItems, savedState, saveSavedPages } from './saved-state';
import '../offline.css';

/** The pages given (the favourites) as a slot's props. */
export interface SaveAllForOfflineProps {
  pages: readonly PageToSave[];
}

/**
 * One 'Сохранить для офлайна' for several pages at once: each is loaded without being shown and
 * kept like a page saved from the screen, so 'Сохранённое' lists and removes them one by one.
 */
export function SaveAllForOffline({ pages }: SaveAllForOfflineProps) {
  const router = useRouter();
  const online = useOnline();
  const { items } = useSnapshot(savedState);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (savedState.items === null) void loadSavedItems();
  }, []);
  const savedHrefs = new Set(items?.map((item) => item.href));
  const unsaved = pages.filter((page) => !savedHrefs.has(page.href));

  async function saveAll() {
    if (progress !== null) return;
    setProgress(0);
    try {
      const saved = await saveSavedPages(router, unsaved, setProgress);
      if (saved < unsaved.length) {
        showToast(
          `Не удалось сохранить ${unsaved.length - saved} из ${unsaved.length}: проверьте сеть.`,
          'error',
        );
      }
    } catch (error) {
      console.error('Не удалось сохранить страницы', error);
      showToast('Не получилось сохранить: на устройстве мало места или хранилище недоступно.', 'error');
    } finally {
      setProgress(null);
    }
  }

  if (pages.length === 0) return null;
  return (
    <div className="save-offline save-offline--all">
      {items !== null && unsaved.length === 0 ? (
        <SavedNote>Всё избранное сохранено для офлайна</SavedNote>
      ) : (
        <SaveButton
          busy={progress !== null}
          disabled={progress !== null || !online}
          onSave={() => void saveAll()}
        >
          {progress !== null ? `Сохраняем… ${progress} из ${unsaved.length}` : 'Сохранить для офлайна'}
        </SaveButton>
      )}
    </div>
  );
}
