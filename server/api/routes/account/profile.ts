import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call, Schemas } from '../../contract/types.ts';
import { checkForm } from '../../contract/validation.ts';
import { serializeUser } from '../../domain/users.ts';
import { badRequest, notFound, type FieldErrors } from '../../errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { pageOfList } from '../../lib/paging.ts';
import { idParam } from '../../lib/path-ids.ts';
import { AT_PREFIX } from '../../plugins/django-paths.ts';
import type { UserRow } from '../../repositories/users.ts';
import { checkNames, checkPersonFields } from './person-fields.ts';

const TEXT_FIELDS = ['last_name', 'first_name', 'patronymic', 'phone'] as const;
const PROFILE_FIELDS = [...TEXT_FIELDS, 'birth_date', 'gender'] as const;

/** The profile form's fields (all text) as the JSON update has them. */
function fromForm(form: Schemas['UserUpdateForm']): Schemas['UserUpdate'] {
  const body: Schemas['UserUpdate'] = {};
  for (const field of TEXT_FIELDS) if (form[field] !== undefined) body[field] = form[field];
  if (form.birth_date !== undefined) {
    if (form.birth_date === '') body.birth_date = null;
    else if (/^\d{4}-\d{2}-\d{2}$/.test(form.birth_date) && !Number.isNaN(Date.parse(form.birth_date)))
      body.birth_date = form.birth_date;
    else throw badRequest({ birth_date: ['Неверный формат даты, нужен ГГГГ-ММ-ДД.'] });
  }
  if (form.gender !== undefined) body.gender = form.gender === '' ? null : (Number(form.gender) as 0 | 1);
  return body;
}

/** `/api/user/…`: the signed-in user's profile, by JSON or by the profile form, and their courses. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { users } = app.repositories;
  const signedIn = { preValidation: app.auth.signedIn };

  const currentUser = (request: FastifyRequest): UserRow => {
    const user = users.byId(request.userId!);
    if (!user) throw notFound();
    return user;
  };
  /** `/user/{id}/` is the current user's own id, or not found. */
  const ownUser = (request: FastifyRequest): UserRow => {
    const user = currentUser(request);
    if (idParam(request.params) !== user.id) throw notFound();
    return user;
  };

  function update(user: UserRow, body: Schemas['UserUpdate']): Schemas['User'] {
    const errors: FieldErrors = {};
    const normalised = checkPersonFields({ phone: body.phone, birth_date: body.birth_date }, errors);
    checkNames(body, errors);
    if (Object.keys(errors).length) throw badRequest(errors);
    const next = { ...user };
    for (const field of PROFILE_FIELDS) {
      if (body[field] === undefined) continue;
      if (field === 'phone') next.phone = normalised.phone ?? '';
      else if (field === 'gender') next.gender = body.gender ?? null;
      else if (field === 'birth_date') next.birth_date = body.birth_date ?? null;
      else next[field] = (body[field] ?? '').trim();
    }
    users.updateProfile(user.id, next);
    return serializeUser(next);
  }

  app.get('/', { ...signedIn, ...AT_PREFIX }, async (request) => serializeUser(currentUser(request)));

  app.patch<Call<'updateCurrentUser'>>(
    '/',
    { ...contract('updateCurrentUser'), ...signedIn, ...AT_PREFIX },
    async (request) => update(currentUser(request), request.body),
  );

  app.get('/:id/', signedIn, async (request) => serializeUser(ownUser(request)));

  // The profile form is multipart, read here rather than by a route schema, then checked as the JSON update.
  app.patch('/:id/', signedIn, async (request) => {
    const user = ownUser(request);
    if (!request.isMultipart()) throw badRequest({ non_field_errors: ['Ожидается multipart/form-data.'] });
    const { values } = await readMultipart(request, new Set());
    const body = fromForm(checkForm('UserUpdateForm', values));
    return update(user, checkForm('UserUpdate', body));
  });

  app.get<Call<'listUserCourses'>>(
    '/courses/',
    { ...contract('listUserCourses'), ...signedIn },
    async (request) => pageOfList(request, request.query, users.courses(request.userId!)),
  );
};
