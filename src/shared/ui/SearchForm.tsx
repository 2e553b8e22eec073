import { useRouter } from '@tanstack/react-router';
import type { FormHTMLAttributes } from 'react';

type SearchFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'onSubmit'> & {
  /** The field's id, for its label. */
  id: string;
  /** The field's name as a screen reader says it. */
  label: string;
  defaultValue?: string;
};

/**
 * A search of the whole site by the search page's own address (`/search/?q=`): it works before the
 * app's code has loaded, and goes through the router once it has.
 */
export function SearchForm({ id, label, defaultValue, className, ...rest }: SearchFormProps) {
  const router = useRouter();
  return (
    <form
      {...rest}
      action="/search/"
      className={className ? `search-form ${className}` : 'search-form'}
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q');
        void router.navigate({ to: '/search/', search: { q: typeof q === 'string' ? q.trim() : '' } });
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className="search-form__input"
        defaultValue={defaultValue}
        placeholder="Экскурсии, туры, отели"
        autoComplete="off"
      />
      <button type="submit" className="button button--primary">
        Найти
      </button>
    </form>
  );
}
