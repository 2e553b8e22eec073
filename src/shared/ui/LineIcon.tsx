import type { ReactNode } from 'react';

/**
 * A line icon on a 24-unit grid, drawn in the text's colour with round ends; hidden from screen
 * readers, since the control or text beside it says what it is.
 */
export function LineIcon({
  size = 20,
  strokeWidth = 2,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
