import type { TourProgramDay } from '../api/types';
import { TourListSection } from './TourSection';
import './tours.css';

export function TourProgram({ days }: { days: readonly TourProgramDay[] }) {
  return (
    <TourListSection id="tour-program" title="Программа по дням" items={days} ordered>
      {(day) => (
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
      )}
    </TourListSection>
  );
}
