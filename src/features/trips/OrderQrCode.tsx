import { useEffect, useState } from 'react';
import { qrPath } from './qr-path';

/** The order's number as a QR code, for the guide or the office to scan (drawn once its encoder came). */
export function OrderQrCode({ number }: { number: string }) {
  const [code, setCode] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrPath(number).then((drawn) => current && setCode(drawn));
    return () => {
      current = false;
    };
  }, [number]);
  const size = code?.size ?? 1;
  return (
    <svg
      className="trip-code__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={`QR-код заказа ${number}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      {code && <path d={code.path} fill="#000" />}
    </svg>
  );
}
