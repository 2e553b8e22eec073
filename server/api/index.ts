import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { Auth, loadSecret } from './auth.ts';
import type { Ctx } from './context.ts';
import { openDatabase } from './db/connection.ts';
import { badRequest, registerApiErrorHandling } from './errors.ts';
import { registerDjangoPaths } from './lib/django-paths.ts';
import { PictureCache } from './demo-data/pictures.ts';
import { Outbox } from './outbox.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { configRoutes } from './routes/configs.ts';
import { demoRoutes } from './routes/demo.ts';
import { devRoutes } from './routes/dev.ts';
import { FEEDBACK_FORMS, MAX_FILE_BYTES, feedbackRoutes } from './routes/feedback.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { menuRoutes } from './routes/menus.ts';
import { pageRoutes } from './routes/pages.ts';
import { paymentRoutes } from './routes/payment.ts';

export interface DemoApiOptions {
  databasePath: string;
  jwtSecret: string | undefined;
  /** The `/api/dev/*` test tools (`DEMO_DEV_TOOLS=1`); without them those calls are 404. */
  devTools: boolean;
}

/** JSON bodies: an empty body is "no body" (DRF-style clients send one on empty POSTs); keys like __proto__ are dropped. */
function registerJsonParser(app: FastifyInstance): void {
  // Only JSON and multipart are understood (as DRF's default parsers): anything else is 415.
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
}

/** The embedded demo backend: the contract of spec §7 over a local SQLite file. Mount under /api. */
export async function demoApi(app: FastifyInstance, options: DemoApiOptions): Promise<void> {
  const db = openDatabase(options.databasePath);
  app.addHook('onClose', async () => db.close());
  registerApiErrorHandling(app);
  registerDjangoPaths(app);
  registerJsonParser(app);
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
  const ctx: Ctx = {
    db,
    auth: new Auth(db, loadSecret(db, 'jwt', options.jwtSecret)),
    outbox: new Outbox(db),
    pictures: new PictureCache(),
  };
  configRoutes(app, db);
  menuRoutes(app, db);
  pageRoutes(app, db);
  authRoutes(app, ctx);
  accountRoutes(app, ctx);
  cartRoutes(app, ctx);
  paymentRoutes(app, ctx);
  catalogRoutes(app, ctx);
  lookupRoutes(app, ctx);
  feedbackRoutes(app, ctx);
  demoRoutes(app, ctx);
  if (options.devTools) devRoutes(app, ctx);
}
