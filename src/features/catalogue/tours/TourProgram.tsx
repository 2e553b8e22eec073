import type { TourProgramDay } from '../api/types';
import { TourSection } from './TourSection';
import './tours.css';

export function TourProgram({ days }: { days: readonly TourProgramDay[] }) {
  if (days.length === 0) return null;
  return (
    <TourSection id="tour-program" title="Программа по дням">
      <ol className="tour-program">
        {days.map((day) => (
          <li key={day.day} className="tour-program__day">
            <span className="tour-program__number" aria-hidden="true">
              {day.day}
            </span>
            <div>
              <h3 className="tour-program__title">
                <span className="visually-hidden">День {day.day}: </span>
                {day.title}
              </h3>
              <p className="tour-program__text">{day.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </TourSection>
  );
}
