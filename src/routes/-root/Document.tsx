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
        {/* The offline shell has no page in it: the browser renders one from its saved data. */}
        {shell ? <ClientOnly>{children}</ClientOnly> : children}
        <Scripts />
      </body>
    </html>
  );
}
