import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { isChunkLoadError, reloadForChunkError } from '@/shared/lib/chunk-reload';

/**
 * A named export of a module that loads the first time it renders: for what a first visit does not
 * show (dialogs, the update prompt, toasts, the offline banner, menus). Render it inside
 * `<Suspense>`.
 *
 * None of these is the page itself, so a file that cannot load never takes the page down: online,
 * the page reloads once (a new release removed the file); offline, before the service worker has
 * cached the app, the piece is left out.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  const Nothing: ComponentType<Props> = () => null;
  return lazy(() =>
    load().then(
      (module): { default: ComponentType<Props> } => ({ default: module[name] }),
      (error: unknown) => {
        if (navigator.onLine && isChunkLoadError(error)) reloadForChunkError(error);
        else console.warn('Не удалось загрузить часть страницы', error);
        return { default: Nothing };
      },
    ),
  );
}
