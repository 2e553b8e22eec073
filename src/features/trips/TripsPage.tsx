import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { configsQueryOptions } from '@/shared/api/site-config';
import { useAgencyNow } from '@/shared/lib/use-agency-now';
import { useOnline } from '@/shared/lib/use-online';
import { AppLink } from '@/shared/ui/AppLink';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { PushSwitch } from '@/shared/push/PushSwitch';
import { PastTrips } from './PastTrips';
import { TripCard } from './TripCard';
import { agencyInstant, isPast } from './trip-time';
import { acknowledgeChange, savedTripsQueryOptions, tripsQueryOptions } from './trips-queries';
import './trips.css';

/**
 * 'Мои поездки': the signed-in tourist's upcoming paid trips as cards, in date order, the past ones
 * folded below. The device's copy shows at once and offline; the network's replaces it.
 */
export function TripsPage({ origin }: { origin: string }) {
  const hydrated = useHydrated();
  const online = useOnline();
  const queryClient = useQueryClient();
  const device = useQuery({ ...savedTripsQueryOptions(), enabled: hydrated });
  const network = useQuery({ ...tripsQueryOptions(), enabled: hydrated });
  const { data: config } = useQuery(configsQueryOptions());
  const moment = useAgencyNow();
  const saved = network.data ?? device.data ?? null;
  const phone = config?.HEADER_PHONE?.trim() || config?.OFFICE_PSKOV_PHONE_1?.trim() || null;

  let content;
  if (!saved || !moment) {
    content =
      network.isError && !device.isPending ? (
        <LoadFailed error={network.error} what="поездки" onRetry={() => void network.refetch()} />
      ) : (
        <div className="account-card skeleton trips-loading" aria-busy="true" aria-label="Загружаем" />
      );
  } else {
    const now = agencyInstant(moment.date, moment.time);
    const upcoming = saved.trips.filter((trip) => !isPast(trip, now));
    const past = saved.trips.filter((trip) => isPast(trip, now));
    content = (
      <>
        {upcoming.length === 0 ? (
          <p className="account-card account-muted">
            Предстоящих поездок нет. <AppLink href="/excursions/">Выбрать экскурсию</AppLink> или{' '}
            <AppLink href="/tours/">тур</AppLink>.
          </p>
        ) : (
          <ul className="stack trips">
            {upcoming.map((trip) => (
              <li key={trip.key}>
                <TripCard
                  trip={trip}
                  change={saved.changes[trip.key]}
                  onAcknowledge={() => void acknowledgeChange(queryClient, saved, trip.key)}
                  now={now}
                  phone={phone}
                  origin={origin}
                  savedAt={saved.savedAt}
                  offline={!online || network.isError}
                />
              </li>
            ))}
          </ul>
        )}
        {past.length > 0 ? <PastTrips trips={past} /> : null}
      </>
    );
  }

  return (
    <>
      <PageHeading title="Мои поездки" />
      <p className="trips-intro">
        Оплаченные поездки открываются и без интернета: они хранятся на этом устройстве, пока вы не выйдете из
        личного кабинета.
      </p>
      {content}
      <div className="trips-push">
        <PushSwitch />
      </div>
    </>
  );
}
