import { pluralize, STAR_FORMS } from '@common/format';

export function Stars({ count }: { count: number }) {
  if (count < 1) return null;
  return (
    <span className="stars" role="img" aria-label={pluralize(count, STAR_FORMS)}>
      {'★'.repeat(count)}
    </span>
  );
}
