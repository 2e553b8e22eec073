import './ResultStates.css';

/** 'Найдено: 7 туров' above a list's results, read out when a new search changes it. */
export function ResultsCount({ children }: { children: string }) {
  return (
    <p className="results-count" aria-live="polite">
      {children}
    </p>
  );
}
