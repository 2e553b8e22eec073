import { useEffect, useState } from 'react';
import { ModalDialog } from '@/shared/ui/Dialog';
import { qrPath } from './qr-path';

type Drawn = { size: number; path: string };

/**
 * The order's number as a QR code, for the guide or the office to scan (drawn once its encoder
 * came). A tap opens it large on white, which a scanner reads from a dim phone screen; Escape or
 * 'Закрыть' closes it.
 */
export function OrderQrCode({ number }: { number: string }) {
  const [code, setCode] = useState<Drawn | null>(null);
  const [large, setLarge] = useState(false);
  useEffect(() => {
    let current = true;
    void qrPath(number).then((drawn) => current && setCode(drawn));
    return () => {
      current = false;
    };
  }, [number]);
  return (
    <>
      <button
        type="button"
        className="trip-code__open"
        aria-label={`Показать QR-код заказа ${number} крупно`}
        onClick={() => setLarge(true)}
      >
        <QrCode code={code} className="trip-code__qr" />
      </button>
      {large ? (
        <ModalDialog title={`Заказ ${number}`} width={478} onClose={() => setLarge(false)}>
          <div className="trip-code__large">
            <QrCode code={code} className="trip-code__qr-large" label={`QR-код заказа ${number}`} />
            <p className="trip-code__digits">{number}</p>
            <button type="button" className="button button--primary" onClick={() => setLarge(false)}>
              Закрыть
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}

function QrCode({ code, className, label }: { code: Drawn | null; className: string; label?: string }) {
  const size = code?.size ?? 1;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      {code && <path d={code.path} fill="#000" />}
    </svg>
  );
}
