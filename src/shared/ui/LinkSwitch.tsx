import { Children, type ReactNode } from 'react';
import './LinkSwitch.css';

/**
 * Links to views of one thing (a catalogue's list and table, active and completed orders) as one
 * segmented control; the router marks the current link `aria-current`.
 */
export function LinkSwitch({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className="link-switch">
        {Children.map(children, (link) => (
          <li>{link}</li>
        ))}
      </ul>
    </nav>
  );
}
