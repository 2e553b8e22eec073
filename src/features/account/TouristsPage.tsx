import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { countriesQueryOptions } from '@/shared/api/lookups/list-countries';
import { documentTypesQueryOptions } from '@/shared/api/lookups/list-document-types';
import { formatDate } from '@common/format';
import { showToast } from '@/shared/state/toasts';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { PageHeading } from '@/shared/ui/PageHeading';
import { createTourist } from './api/create-tourist';
import { deleteTourist } from './api/delete-tourist';
import { type Tourist, touristsQueryOptions } from '@/shared/api/user/tourists';
import { updateTourist } from './api/update-tourist';
import { AccountSkeleton } from './AccountSkeleton';
import { documentNumberEnd, maskDocumentNumber } from './document-number';
import { GENDER_OPTIONS } from './profile-form';
import { emptyTourist, touristFields, touristName, touristValues } from './tourist-form';
import { TouristForm } from './TouristForm';
import { formatPhoneNumber } from '@/shared/ui/forms/phone-rules';

type Editing = { mode: 'add' } | { mode: 'edit'; id: number } | null;

/** 'Мои туристы': the people a user books for, kept to fill orders faster. */
export function TouristsPage() {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const query = useQuery({ ...touristsQueryOptions(), enabled: hydrated });
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const listKey = touristsQueryOptions().queryKey;

  const saved = (tourists: Tourist[], message: string) => {
    queryClient.setQueryData(listKey, tourists);
    setEditing(null);
    showToast(message, 'success');
  };

  return (
    <>
      <PageHeading title="Мои туристы" />
      <p className="account-muted account-lead">
        Сохраните данные тех, с кем путешествуете, — при заказе их не придётся вводить заново.
      </p>
      {editing?.mode === 'add' ? (
        <TouristForm
          title="Новый турист"
          initial={emptyTourist()}
          submitLabel="Добавить"
          onSubmit={async (values) => {
            const created = await createTourist(touristFields(values));
            saved([...(query.data ?? []), created], `${touristName(created)}: турист добавлен.`);
          }}
          onCancel={() => {
            setEditing(null);
            addButton.current?.focus();
          }}
        />
      ) : (
        <button
          ref={addButton}
          type="button"
          className="button button--primary form-submit tourists__add"
          disabled={!query.data}
          onClick={() => setEditing({ mode: 'add' })}
        >
          Добавить туриста
        </button>
      )}
      {!query.data ? (
        query.isError ? (
          <LoadFailed error={query.error} what="список туристов" onRetry={() => void query.refetch()} />
        ) : (
          <AccountSkeleton rows={2} />
        )
      ) : query.data.length === 0 && editing === null ? (
        <p className="account-card account-muted">Пока нет сохранённых туристов.</p>
      ) : (
        <ul className="tourists">
          {query.data.map((tourist) =>
            editing?.mode === 'edit' && editing.id === tourist.id ? (
              <li key={tourist.id}>
                <TouristForm
                  title={`Изменить: ${touristName(tourist)}`}
                  initial={touristValues(tourist)}
                  submitLabel="Сохранить"
                  onSubmit={async (values) => {
                    const updated = await updateTourist(tourist.id, touristFields(values));
                    saved(
                      (query.data ?? []).map((item) => (item.id === updated.id ? updated : item)),
                      'Изменения сохранены.',
                    );
                  }}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={tourist.id}>
                <TouristCard
                  tourist={tourist}
                  onEdit={() => setEditing({ mode: 'edit', id: tourist.id })}
                  onDeleted={() =>
                    saved(
                      (query.data ?? []).filter((item) => item.id !== tourist.id),
                      `${touristName(tourist)}: турист удалён.`,
                    )
                  }
                />
              </li>
            ),
          )}
        </ul>
      )}
    </>
  );
}

function TouristCard({
  tourist,
  onEdit,
  onDeleted,
}: {
  tourist: Tourist;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState('');
  const confirmButton = useRef<HTMLButtonElement>(null);
  const countries = useQuery(countriesQueryOptions());
  const documentTypes = useQuery(documentTypesQueryOptions());
  const country = countries.data?.find((item) => item.id === tourist.country)?.name;
  const document = documentTypes.data?.find((item) => item.id === tourist.document_type)?.name;
  const gender = GENDER_OPTIONS.find((option) => option.value === String(tourist.gender))?.label;

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const remove = async () => {
    setDeleting(true);
    setError('');
    try {
      await deleteTourist(tourist.id);
      onDeleted();
    } catch {
      setError('Не удалось удалить. Проверьте соединение и попробуйте ещё раз.');
      setDeleting(false);
    }
  };

  const facts = [
    tourist.birth_date ? `Дата рождения: ${formatDate(tourist.birth_date)}` : '',
    gender ?? '',
    formatPhoneNumber(tourist.phone),
    tourist.email,
    country ? `Гражданство: ${country}` : '',
  ].filter(Boolean);
  const number = tourist.document_number.trim();

  return (
    <article className="account-card tourist">
      <h2 className="tourist__name">{touristName(tourist)}</h2>
      {facts.length || document ? (
        <ul className="tourist__facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          {document ? (
            <li>
              {document}
              {number ? (
                <>
                  {' '}
                  {/* Hidden but for its end, as a card number is; 'Изменить' shows it whole. */}
                  <span className="tourist__number" aria-hidden="true">
                    {maskDocumentNumber(number)}
                  </span>
                  <span className="visually-hidden">, номер оканчивается на {documentNumberEnd(number)}</span>
                </>
              ) : null}
            </li>
          ) : null}
        </ul>
      ) : null}
      {confirming ? (
        <div className="tourist__confirm" role="group" aria-label="Подтверждение удаления">
          <p className="tourist__question">Удалить туриста «{touristName(tourist)}»?</p>
          <div className="account-actions">
            <button
              ref={confirmButton}
              type="button"
              className="button button--danger"
              disabled={deleting}
              onClick={() => void remove()}
            >
              {deleting ? 'Удаляем…' : 'Удалить'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              Не удалять
            </button>
          </div>
          {error ? (
            <p className="field__errors" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="account-actions">
          <button type="button" className="button button--ghost" onClick={onEdit}>
            Изменить
          </button>
          <button
            type="button"
            className="button button--ghost tourist__delete"
            onClick={() => setConfirming(true)}
          >
            Удалить
          </button>
        </div>
      )}
    </article>
  );
}
