import type { MailKind } from '../repositories/outbox.ts';
import { nowIso } from '../lib/time.ts';
import { shared } from './shared.ts';

export interface Mail {
  send(kind: MailKind, to: string, subject: string, body: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

/**
 * The demo backend's "mail": every letter is stored (the test tools read it at /api/dev/outbox/) and
 * printed on the console, so a person trying the demo and the tests can read codes and links.
 * OUTBOX_QUIET=1 skips printing.
 */
export const mail = shared(async (app) => {
  const { outbox } = app.repositories;
  app.decorate('mail', {
    send(kind, to, subject, body) {
      outbox.add({ created: nowIso(), kind, to, subject, body });
      if (process.env.OUTBOX_QUIET !== '1') {
        console.log(`\n[outbox] ${kind} → ${to}\n  Тема: ${subject}\n  ${body.replace(/\n/g, '\n  ')}\n`);
      }
    },
  } satisfies Mail);
});
