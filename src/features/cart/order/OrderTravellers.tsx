import { useEffect } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Tourist } from '@/shared/api/user/tourists';
import { BirthDateField } from '@/shared/ui/forms/BirthDateField';
import { PersonNameFields, registerPersonName } from '@/shared/ui/forms/PersonNameFields';
import { SelectField } from '@/shared/ui/forms/SelectField';
import { emptyTraveller, touristLabel, travellerOf, type OrderValues } from './order-form';
import type { TravellerPlaces } from './traveller-places';
import { useTravellerHints } from './use-traveller-hints';

interface OrderTravellersProps {
  form: UseFormReturn<OrderValues>;
  /** Who travels: the places of the largest tour in the cart, and the day it leaves. */
  travellers: TravellerPlaces;
  /** The signed-in user's saved tourists, offered for each traveller. */
  tourists: readonly Tourist[];
}

/**
 * 'Кто едет': a tour needs the name of everyone who travels (the agency books hotels and
 * insurance with them). A saved tourist fills a traveller in one choice. Each place says its fare's
 * age category; a tourist named twice, or an age that does not fit the place, is hinted at there.
 */
export function OrderTravellers({ form, travellers, tourists }: OrderTravellersProps) {
  const { control, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'participants' });
  const count = travellers.places.length;
  const hints = useTravellerHints(useWatch({ control, name: 'participants' }) ?? [], travellers);

  // As many travellers as the tour has tourists (the cart may change while the page is open).
  useEffect(() => {
    if (fields.length < count)
      append(Array.from({ length: count - fields.length }, emptyTraveller), { shouldFocus: false });
    else if (fields.length > count)
      remove(Array.from({ length: fields.length - count }, (_, i) => count + i));
  }, [count, fields.length, append, remove]);

  const options = tourists.map((tourist) => ({ value: String(tourist.id), label: touristLabel(tourist) }));

  return (
    <fieldset className="order-travellers">
      <legend className="order-section__title">Кто едет в тур</legend>
      <p className="quiet-note order-travellers__note">Имена нужны для брони гостиниц и страховки.</p>
      {fields.map((row, index) => {
        const place = travellers.places[index];
        const hint = hints[index];
        const hintId = `traveller-${index}-hint`;
        return (
          <div
            key={row.id}
            className="stack order-traveller"
            role="group"
            aria-label={`Участник ${index + 1}`}
            aria-describedby={hint ? hintId : undefined}
          >
            <p className="order-traveller__title">
              Участник {index + 1}
              {place ? <span className="order-traveller__place"> · {place.title}</span> : null}
            </p>
            {index === 0 ? (
              <button
                type="button"
                className="button button--ghost order-traveller__buyer"
                onClick={() => {
                  // The buyer usually travels too: their name, typed once above, fills the first place.
                  const [last, first, middle] = form.getValues(['last_name', 'first_name', 'patronymic']);
                  const names = { last_name: last, first_name: first, patronymic: middle };
                  for (const field of ['last_name', 'first_name', 'patronymic'] as const)
                    setValue(`participants.0.${field}`, names[field], {
                      shouldDirty: true,
                      shouldValidate: formState.isSubmitted,
                    });
                }}
              >
                Вписать данные покупателя
              </button>
            ) : null}
            {options.length ? (
              <SelectField
                label="Из сохранённых туристов"
                name={`traveller-${index}-saved`}
                options={options}
                placeholder="Выберите туриста"
                defaultValue=""
                onChange={(event) => {
                  const tourist = tourists.find((candidate) => String(candidate.id) === event.target.value);
                  if (!tourist) return;
                  const traveller = travellerOf(tourist);
                  for (const field of ['last_name', 'first_name', 'patronymic', 'birth_date'] as const)
                    setValue(`participants.${index}.${field}`, traveller[field], {
                      shouldDirty: true,
                      shouldValidate: formState.isSubmitted,
                    });
                }}
              />
            ) : null}
            <div className="form-row form-row--2">
              <PersonNameFields
                fields={registerPersonName(form, (field) => `participants.${index}.${field}`)}
                autoComplete={false}
              />
              <BirthDateField control={control} name={`participants.${index}.birth_date`} />
            </div>
            {hint ? (
              <p className="order-traveller__hint" id={hintId} role="status">
                {hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
