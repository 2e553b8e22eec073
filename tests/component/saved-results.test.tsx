import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@common/api/error';
import { useResultsOrSaved } from '@/shared/api/saved-results';
import { SavedResultsNote } from '@/shared/ui/SavedResultsNote';

type Search = { date_from: string; date_to: string };
const SAVED: Search = { date_from: '2026-12-01', date_to: '2026-12-08' };
const ASKED: Search = { date_from: '2026-12-07', date_to: '2026-12-14' };

/** What the server answers the list's search with, in this test. */
let failure = new ApiError(502, {});

/** A list of titles under one key per search, as the catalogue's lists are kept. */
const listOptions = (search: Search) =>
  queryOptions({
    queryKey: ['list', search] as const,
    queryFn: (): Promise<string[]> => Promise.reject(failure),
    retry: false,
  });

/** A list as the catalogue draws one: its results, the saved ones with their note, or a failure. */
function List() {
  const { data, saved, search } = useResultsOrSaved(listOptions(ASKED));
  if (data === undefined) return <p>не загрузилось</p>;
  return (
    <>
      {saved ? (
        <SavedResultsNote dates={search} receivedAt={saved.receivedAt} offline={saved.offline} />
      ) : null}
      <ul>
        {data.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    </>
  );
}

function renderList(fails: ApiError) {
  failure = fails;
  const client = new QueryClient();
  client.setQueryData(listOptions(SAVED).queryKey, ['Псков за один день']);
  render(
    <QueryClientProvider client={client}>
      <List />
    </QueryClientProvider>,
  );
}

describe('a list whose search the server cannot answer', () => {
  it('shows the results saved for another search, and says the server is not answering, not the network', async () => {
    renderList(new ApiError(502, { non_field_errors: ['Сервер агентства сейчас не отвечает.'] }));
    expect(await screen.findByText('Псков за один день')).toBeTruthy();
    const note = screen.getByRole('status');
    expect(note.textContent).toMatch(
      /^Сервер\sне\sотвечает\s—\sпоказаны\sсохранённые\sрезультаты\sна\s1\D+8\sдекабря/,
    );
  });

  it('shows nothing saved for a refusal of the search itself (a 4xx)', async () => {
    renderList(new ApiError(400, { date_from: ['Неверная дата.'] }));
    expect(await screen.findByText('не загрузилось')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
