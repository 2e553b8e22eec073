import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { FEEDBACK_FORMS, MAX_FILE_BYTES } from '../routes/feedback/forms.ts';
import { shared } from './shared.ts';

/** Cookies (the cart's `sessionid`) and multipart forms, within the limits of the largest form. */
export const forms = shared(async (app) => {
  // The storefront server parses cookies for its session gateway already; alone (tests) it is ours.
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: Object.keys(FEEDBACK_FORMS).length + 2,
      fields: 40,
      fieldSize: 64 * 1024,
      parts: 60,
    },
  });
});
