import { useMemo } from 'react';
import { qrPath } from './qr-path';

/** The order's number as a QR code, for the guide or the office to scan. */
export function OrderQrCode({ number }: { number: string }) {
  const { size, path } = useMemo(() => qrPath(number), [number]);
  return (
    <svg
      className="trip-code__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={`QR-код заказа ${number}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
