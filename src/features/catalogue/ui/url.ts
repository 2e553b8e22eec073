/** A server path with the search carried along, so a detail page shows the dates the visitor chose. */
export function withSearch(path: string, search: Record<string, string | number>): string {
  const query = new URLSearchParams(
    Object.entries(search).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `${path}?${query.toString()}`;
}
