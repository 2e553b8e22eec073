import { useOnline } from '@/shared/lib/use-online';
import { lazyNamed } from '@/shared/ui/lazy-named';

const OfflineBannerView = lazyNamed(() => import('./OfflineBannerView'), 'OfflineBannerView');

/** 'Нет соединения…' while offline; its code loads the first time the network goes. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return <OfflineBannerView />;
}
