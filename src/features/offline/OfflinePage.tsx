import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useOnline } from '@/shared/lib/use-online';
import { readRecentPages, type RecentPage } from './recent-pages';
import { PageLinkList } from './saved/PageLinkList';
import { SavedList } from './saved/SavedList';
import './offline.css';

/**
 * A page whose data this device never received, opened without a network: says so, offers what
 * opens offline, and shows the page by itself when the network returns.
 */
export function OfflinePage() {
  const router = useRouter();
  const online = useOnline();
  // Rendered in the browser only (a failed call there), so the list is read at once.
  const [recent] = useState<RecentPage[]>(readRecentPages);
  useEffect(() => {
    if (online) void router.invalidate();
  }, [online, router]);

  return (
    <section className="offline-page" aria-labelledby="offline-page-title">
      <h1 id="offline-page-title" className="page-title">
        Нет соединения
      </h1>
      <p className="offline-page__text">
        Эта страница ещё не открывалась на этом устройстве, поэтому без сети её не показать. Она откроется
        сама, когда появится сеть.
      </p>
      <h2 className="offline-page__heading">Сохранено для поездки</h2>
      <SavedList />
      {recent.length > 0 ? (
        <>
          <h2 className="offline-page__heading">Вы недавно смотрели</h2>
          <PageLinkList pages={recent} />
        </>
      ) : null}
    </section>
  );
}
