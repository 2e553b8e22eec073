import type { Auth } from './auth.ts';
import type { Db } from './db/connection.ts';
import type { PictureCache } from './demo-data/pictures.ts';
import type { Outbox } from './outbox.ts';

/** What every route module of the demo backend gets. */
export interface Ctx {
  db: Db;
  auth: Auth;
  outbox: Outbox;
  pictures: PictureCache;
}
