import { ClientOnly, HeadContent, Scripts, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SHELL_ATTRIBUTE } from '@/shared/lib/app-shell';

/** The whole document: the server renders it, the browser hydrates it. */
export function Document({ children }: { children: ReactNode }) {
  const shell = useRouter().isShell();
  return (
    <html lang="ru" {...(shell ? { [SHELL_ATTRIBUTE]: '' } : {})}>
      <head>
        <HeadContent />
      </head>
      <body>
        {/* The offline shell has no page in it: the browser renders one from its saved data. The
            server also sends it for a page it could not render (docs/product.md#error-page). */}
        {shell ? (
          <>
            <noscript>
              <section className="error-page container">
                <h1 className="error-page__title">Ошибка обращения к сервису</h1>
                <p className="error-page__text">
                  Мы уже исправляем проблему. Пожалуйста, обновите страницу немного позже.
                </p>
              </section>
            </noscript>
            <ClientOnly>{children}</ClientOnly>
          </>
        ) : (
          children
        )}
        <Scripts />
      </body>
    </html>
  );
}
