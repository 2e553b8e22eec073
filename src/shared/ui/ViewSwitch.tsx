import type { ReactNode } from 'react';
import { LinkSwitch } from './LinkSwitch';

/** A catalogue's two views of the same search: its list and its table (router `Link`s carrying the search). */
export function ViewSwitch({ list, table }: { list: ReactNode; table: ReactNode }) {
  return (
    <LinkSwitch label="Вид каталога">
      {list}
      {table}
    </LinkSwitch>
  );
}
