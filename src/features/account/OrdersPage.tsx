import { useQuery } from '@tanstack/react-query';
import { Link, useHydrated } from '@tanstack/react-router';
import { AppLink } from '@/shared/ui/AppLink';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { LinkSwitch } from '@/shared/ui/LinkSwitch';
import { PageHeading } from '@/shared/ui/PageHeading';
import { orderQueryOptions, ordersQueryOptions } from '@/shared/api/user/orders';
import { AccountSkeleton } from './AccountSkeleton';
import { OrderCard } from './OrderCard';
import type { OrdersSearch } from './orders-search';

/**
 * 'История заказов': active and completed orders in two tabs, newest first; an order opens in
 * place with its items (its own address: `?order=`), and an unpaid one offers 'Оплатить'.
 */
export function OrdersPage({ search }: { search: OrdersSearch }) {
  const hydrated = useHydrated();
  const completed = search.tab === 'completed';
  const list = useQuery({ ...ordersQueryOptions(completed), enabled: hydrated });
  const listed = list.data?.results.find((order) => order.id === search.order);
  // An order opened by its address that is not in this tab's list is fetched on its own.
  const single = useQuery({
    ...orderQueryOptions(search.order ?? 0),
    enabled: hydrated && search.order !== undefined && list.isSuccess && !listed,
  });

  return (
    <>
      <PageHeading title="История заказов" />
      <LinkSwitch label="Заказы">
        <Link
          to="/user/orders/"
          search={{}}
          activeOptions={{ includeSearch: true, exact: true }}
          aria-current={completed ? undefined : 'page'}
        >
          Активные
        </Link>
        <Link to="/user/orders/" search={{ tab: 'completed' }} aria-current={completed ? 'page' : undefined}>
          Завершённые
        </Link>
      </LinkSwitch>
      {!list.data ? (
        list.isError ? (
          <LoadFailed error={list.error} what="заказы" onRetry={() => void list.refetch()} />
        ) : (
          <AccountSkeleton rows={3} />
        )
      ) : (
        <>
          {single.data ? <OrderCard order={single.data} open /> : null}
          {list.data.results.length === 0 ? (
            <div className="account-card account-muted">
              {completed ? (
                'Завершённых заказов пока нет.'
              ) : (
                <>
                  Активных заказов нет. <AppLink href="/excursions/">Выбрать экскурсию</AppLink> или{' '}
                  <AppLink href="/tours/">тур</AppLink>.
                </>
              )}
            </div>
          ) : (
            <ul className="stack orders">
              {list.data.results.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} open={order.id === search.order} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
