import { badRequest } from '../errors.ts';
import { shared } from './shared.ts';

/**
 * Only JSON and multipart are understood (as DRF's default parsers): anything else is 415. An empty
 * JSON body is "no body" (DRF-style clients send one on empty POSTs); keys like __proto__ are dropped.
 */
export const jsonBody = shared(async (app) => {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) =>
          key === '__proto__' || key === 'constructor' ? undefined : value,
        ),
      );
    } catch {
      done(badRequest({ non_field_errors: ['Некорректный JSON.'] }), undefined);
    }
  });
});
