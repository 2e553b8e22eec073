import type { Db } from './db/connection.ts';
import { nowIso } from './lib/time.ts';

export type MailKind = 'login_code' | 'restore' | 'registration' | 'order' | 'payment' | 'feedback';

/**
 * The demo backend's "mail": every letter is stored (readable at GET /api/dev/outbox/) and printed on the
 * console, so a person trying the demo and the tests can read codes and links. OUTBOX_QUIET=1 skips printing.
 */
export class Outbox {
  private readonly insert;
  constructor(db: Db) {
    this.insert = db.prepare(
      'INSERT INTO outbox (created, kind, to_addr, subject, body) VALUES (?, ?, ?, ?, ?)',
    );
  }

  send(kind: MailKind, to: string, subject: string, body: string): void {
    this.insert.run(nowIso(), kind, to, subject, body);
    if (process.env.OUTBOX_QUIET !== '1') {
      console.log(`\n[outbox] ${kind} → ${to}\n  Тема: ${subject}\n  ${body.replace(/\n/g, '\n  ')}\n`);
    }
  }
}
