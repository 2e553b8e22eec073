import { type ComponentType, lazy, type ReactNode, Suspense, use } from 'react';
import { isChunkLoadError, reloadForChunkError } from '@/shared/lib/chunk-reload';

type Load<Name extends string, Props> = () => Promise<Record<Name, ComponentType<Props>>>;

/**
 * A component whose code loads the first time it is shown: for what a page shows only in some
 * states (a failed or empty result, offline notes, dialogs, the update prompt, toasts, menus), so
 * a first visit does not download it. It renders inside its own `<Suspense>`.
 *
 * The server renders it at once: its build is one file (vite.config.ts), so the piece has loaded
 * before the first request. The browser hydrates what the server showed as soon as the piece's
 * file arrives, keeping the server's HTML until then (no layout shift).
 *
 * None of these pieces is the page itself, so a file that cannot load never takes the page down:
 * online, the page reloads once (a new release removed the file); offline, before the service
 * worker has cached the app, the piece is left out.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: Load<Name, Props>,
  name: Name,
  /** Shown while the file loads (nothing by default). */
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Loaded = import.meta.env.SSR ? onServer(load, name) : inBrowser(load, name);
  return function LazyPiece(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

function inBrowser<Name extends string, Props extends object>(load: Load<Name, Props>, name: Name) {
  const Nothing: ComponentType<Props> = () => null;
  return lazy(() =>
    load().then(
      (module): { default: ComponentType<Props> } => ({ default: module[name] }),
      (error: unknown) => {
        if (navigator.onLine && isChunkLoadError(error)) void reloadForChunkError(error);
        else console.warn('Не удалось загрузить часть страницы', error);
        return { default: Nothing };
      },
    ),
  );
}

function onServer<Name extends string, Props extends object>(load: Load<Name, Props>, name: Name) {
  let Component: ComponentType<Props> | null = null;
  const loading = load().then((module) => {
    Component = module[name];
  });
  return function ServerPiece(props: Props) {
    // Loaded before any request; `use` only covers a render in the server's very first moment.
    if (!Component) use(loading);
    const Loaded = Component!;
    return <Loaded {...props} />;
  };
}
