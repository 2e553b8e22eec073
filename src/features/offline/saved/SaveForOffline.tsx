import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatBytes } from '@common/format';
import { showToast } from '@/shared/state/toasts';
import { SavedNote, SaveButton } from './SaveOfflineParts';
import { picturesIn } from './pictures-in';
import { loadSavedItems, savedState, saveSaved } from './saved-state';

/**
 * 'Сохранить для офлайна' under a catalogue, tour, excursion or hotel page: the page's data (with
 * its events) and pictures are kept until removed on 'Сохранённое'.
 */
export function SaveForOffline() {
  const queryClient = useQueryClient();
  const href = useLocation({ select: (location) => location.href });
  const { items } = useSnapshot(savedState);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (savedState.items === null) void loadSavedItems();
  }, []);
  const saved = items?.find((item) => item.href === href);

  async function save() {
    const main = document.getElementById('main');
    if (!main || saving) return;
    setSaving(true);
    try {
      const title = main.querySelector('h1')?.textContent?.trim() || document.title;
      await saveSaved(queryClient, { href, title, pictures: picturesIn(main) });
    } catch (error) {
      console.error('Не удалось сохранить страницу', error);
      showToast(
        'Не получилось сохранить страницу: на устройстве мало места или хранилище недоступно.',
        'error',
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="save-offline">
      {saved ? (
        <SavedNote>Сохранено для офлайна · {formatBytes(saved.bytes)}</SavedNote>
      ) : (
        <SaveButton busy={saving} disabled={saving} onSave={() => void save()}>
          {saving ? 'Сохраняем…' : 'Сохранить для офлайна'}
        </SaveButton>
      )}
    </div>
  );
}
