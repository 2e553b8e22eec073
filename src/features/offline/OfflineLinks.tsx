import type { ReactNode } from 'react';
import { AppLink } from '@/shared/ui/AppLink';
import { InstallEntry } from './InstallEntry';

/** The footer's way to what opens offline, and to installing the app; `children` go first. */
export function OfflineLinks({ children }: { children?: ReactNode }) {
  return (
    <div className="offline-links">
      {children}
      <AppLink href="/saved/">Сохранённое для офлайна</AppLink>
      <InstallEntry />
    </div>
  );
}
