import type { ReactNode } from 'react';
import './ViewSwitch.css';

/**
 * A catalogue's two views of the same search: its list and its table. The links come from the
 * catalogue (router `Link`s carrying the search); the router marks the current one `aria-current`.
 */
export function ViewSwitch({ list, table }: { list: ReactNode; table: ReactNode }) {
  return (
    <nav aria-label="Вид каталога">
      <ul className="view-switch">
        <li>{list}</li>
        <li>{table}</li>
      </ul>
    </nav>
  );
}
