import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatBytes } from '@/shared/lib/format';
import { showToast } from '@/shared/state/toasts';
import { AppLink } from '@/shared/ui/AppLink';
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
        <p className="save-offline__done" role="status">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          </svg>
          Сохранено для офлайна · {formatBytes(saved.bytes)}
          <AppLink href="/saved/" className="save-offline__link">
            Сохранённое
          </AppLink>
        </p>
      ) : (
        <button
          type="button"
          className="button button--ghost save-offline__button"
          onClick={() => void save()}
          aria-busy={saving || undefined}
          disabled={saving}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M5 20h14v-2H5v2zm14-9h-4V3H9v8H5l7 7 7-7z" />
          </svg>
          {saving ? 'Сохраняем…' : 'Сохранить для офлайна'}
        </button>
      )}
    </div>
  );
}
