/** A page of the account before its data has come: grey boxes the size of a form's rows. */
export function AccountSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="stack account-card account-skeleton" aria-busy="true" aria-label="Загружаем">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton account-skeleton__row" />
      ))}
    </div>
  );
}
