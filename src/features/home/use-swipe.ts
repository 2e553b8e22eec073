import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { isHorizontalDrag } from './slider-math';

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  horizontal: boolean;
}

/**
 * Pointer swipes (finger, pen or mouse drag) for a slider. The element needs `touch-action: pan-y`
 * so that vertical moves still scroll the page. `onEnd` gets the horizontal distance; the offset
 * lets the slide follow the finger meanwhile. A drag swallows the click that ends it, so a swipe
 * over a linked slide does not open the link.
 */
export function useSwipe(onEnd: (dx: number, width: number) => void) {
  const start = useRef<DragStart | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);

  function finish(event: PointerEvent<HTMLElement>, cancelled: boolean) {
    const drag = start.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    start.current = null;
    setOffset(0);
    if (drag.horizontal && !cancelled) onEnd(event.clientX - drag.x, event.currentTarget.clientWidth);
  }

  return {
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, horizontal: false };
        dragged.current = false;
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const drag = start.current;
        if (!drag || drag.pointerId !== event.pointerId) return;
        const dx = event.clientX - drag.x;
        if (!drag.horizontal && isHorizontalDrag(dx, event.clientY - drag.y)) {
          drag.horizontal = true;
          dragged.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        if (drag.horizontal) setOffset(dx);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
      onClickCapture(event: MouseEvent<HTMLElement>) {
        if (!dragged.current) return;
        dragged.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
