import { adultFare } from '@/shared/lib/adult-fare';
import { FromPrice } from '@/shared/ui/FromPrice';

/** A dated trip's card ends with what one adult pays: 'от 900,00 ₽'. */
export function CardPrice({ trip }: { trip: Parameters<typeof adultFare>[0] }) {
  return (
    <p className="card__price">
      <FromPrice roubles={adultFare(trip)} labelClassName="card__price-label" />
    </p>
  );
}
