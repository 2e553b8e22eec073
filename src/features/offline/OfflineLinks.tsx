import { AppLink } from '@/shared/ui/AppLink';
import { InstallEntry } from './InstallEntry';

/** The footer's way to what opens offline, and to installing the app. */
export function OfflineLinks() {
  return (
    <div className="offline-links">
      <AppLink href="/saved/" className="offline-links__saved">
        Сохранённое для офлайна
      </AppLink>
      <InstallEntry />
    </div>
  );
}
