import { Link } from '@tanstack/react-router';
import './tours.css';

/** No tours to show: say so and offer the way on. */
export function ToursEmpty({ text = 'Сейчас нет туров с ближайшими датами.' }: { text?: string }) {
  return (
    <div className="tours-empty" role="status">
      <p className="tours-empty__title">Ничего не найдено</p>
      <p className="tours-empty__text">{text} Загляните позже или позвоните нам — подберём программу.</p>
      <Link to="/" className="button button--ghost">
        На главную
      </Link>
    </div>
  );
}
