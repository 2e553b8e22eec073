/** The search page's address: `q`, trimmed; anything else is an empty query. */
export const parseSearchQuery = (raw: Record<string, unknown>): { q: string } => ({
  q: typeof raw.q === 'string' ? raw.q.trim() : typeof raw.q === 'number' ? String(raw.q) : '',
});

export const searchPageTitle = (query: string) => (query ? `Поиск: «${query}»` : 'Поиск');
