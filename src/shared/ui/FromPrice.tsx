import { formatPrice } from '@common/format';

interface FromPriceProps {
  /** An adult's fare (`adultFare`). */
  roubles: number;
  /** The class of the 'от' word (cards set it smaller). */
  labelClassName?: string;
}

/** 'от 900,00 ₽', which a screen reader hears in full: 'от 900,00 ₽ за взрослого'. */
export function FromPrice({ roubles, labelClassName }: FromPriceProps) {
  return (
    <>
      <span className={labelClassName}>от</span> {formatPrice(roubles)}
      <span className="visually-hidden"> за взрослого</span>
    </>
  );
}
