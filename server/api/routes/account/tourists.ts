import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call, Schemas } from '../../contract/types.ts';
import { badRequest, notFound, type FieldErrors } from '../../errors.ts';
import { pageOfList } from '../../lib/paging.ts';
import { idParam } from '../../lib/path-ids.ts';
import { AT_PREFIX } from '../../plugins/django-paths.ts';
import type { TouristRow, TouristValues } from '../../repositories/tourists.ts';
import { checkNames, checkPersonFields } from './person-fields.ts';

const serializeTourist = (row: TouristRow): Schemas['Tourist'] => ({
  id: row.id,
  last_name: row.last_name,
  first_name: row.first_name,
  patronymic: row.patronymic,
  birth_date: row.birth_date,
  gender: row.gender,
  phone: row.phone,
  email: row.email,
  country: row.country_id,
  document_type: row.document_type_id,
  document_number: row.document_number,
});

/** `/api/user/tourists/…`: the signed-in user's travellers; another user's is simply not found. */
export const touristRoutes: FastifyPluginAsync = async (app) => {
  const { tourists, lookups } = app.repositories;
  const signedIn = app.auth.signedIn;

  /** The tourist of the path, looked up before the body is checked: an unknown one is 404, as in DRF. */
  const owned = new WeakMap<FastifyRequest, TouristRow>();
  const ownTourist = async (request: FastifyRequest) => {
    const id = idParam(request.params);
    const tourist = id === null ? undefined : tourists.find(id, request.userId!);
    if (!tourist) throw notFound();
    owned.set(request, tourist);
  };

  /** The row's values after `body`: checked, normalised, and what the body leaves out kept from `base`. */
  function valuesOf(body: Schemas['TouristUpdate'], base: TouristRow | null): TouristValues {
    const errors: FieldErrors = {};
    const normalised = checkPersonFields(body, errors);
    checkNames(body, errors);
    if (body.country && !lookups.countryExists(body.country)) errors.country = ['Неизвестная страна.'];
    if (body.document_type && !lookups.documentTypeExists(body.document_type))
      errors.document_type = ['Неизвестный тип документа.'];
    if (Object.keys(errors).length) throw badRequest(errors);
    const pick = <K extends keyof TouristRow>(
      key: K,
      value: TouristRow[K] | undefined,
      fallback: TouristRow[K],
    ) => (value !== undefined ? value : base ? base[key] : fallback);
    return {
      last_name: pick('last_name', body.last_name?.trim(), ''),
      first_name: pick('first_name', body.first_name?.trim(), ''),
      patronymic: pick('patronymic', body.patronymic?.trim(), ''),
      birth_date: pick('birth_date', body.birth_date, null),
      gender: pick('gender', body.gender, null),
      phone: pick('phone', normalised.phone, ''),
      email: pick('email', normalised.email, ''),
      country_id: pick('country_id', body.country, null),
      document_type_id: pick('document_type_id', body.document_type, null),
      document_number: pick('document_number', body.document_number?.trim(), ''),
    };
  }

  app.get<Call<'listTourists'>>(
    '/',
    { ...contract('listTourists'), preValidation: signedIn, ...AT_PREFIX },
    async (request) => pageOfList(request, request.query, tourists.of(request.userId!).map(serializeTourist)),
  );

  app.post<Call<'createTourist'>>(
    '/',
    { ...contract('createTourist'), preValidation: signedIn, ...AT_PREFIX },
    async (request, reply) => {
      const userId = request.userId!;
      const id = tourists.add(userId, valuesOf(request.body, null));
      reply.code(201);
      return serializeTourist(tourists.find(id, userId)!);
    },
  );

  app.patch<Call<'updateTourist'>>(
    '/:id/',
    { ...contract('updateTourist'), preValidation: [signedIn, ownTourist] },
    async (request) => {
      const tourist = owned.get(request)!;
      tourists.update(tourist.id, tourist.user_id, valuesOf(request.body, tourist));
      return serializeTourist(tourists.find(tourist.id, tourist.user_id)!);
    },
  );

  app.delete('/:id', { preValidation: [signedIn, ownTourist] }, async (request, reply) => {
    const tourist = owned.get(request)!;
    tourists.remove(tourist.id, tourist.user_id);
    return reply.code(204).send();
  });
};
