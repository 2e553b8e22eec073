import { useSnapshot } from 'valtio';
import { workerState } from '@/shared/pwa/worker-state';
import { lazyNamed } from '@/shared/ui/lazy-named';

const UpdatePromptView = lazyNamed(() => import('./UpdatePromptView'), 'UpdatePromptView');

/** 'Доступна новая версия': its code loads when a new build waits (or has just taken over). */
export function UpdatePrompt() {
  const { updateWaiting, updateOnNextNavigation } = useSnapshot(workerState);
  if (!updateWaiting && !updateOnNextNavigation) return null;
  return <UpdatePromptView />;
}
