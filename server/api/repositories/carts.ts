import { transaction } from '../db/connection.ts';
import type { Db } from '../db/connection.ts';
import { statements } from './statements.ts';

export type CartItemKind = 'excursion' | 'tour' | 'room';

interface CartItemRow {
  id: number;
  kind: CartItemKind;
  /** The excursion or tour event, or the room type. */
  ref_id: number;
  /** JSON: tourist counts per age category, or a room's `{adults, children_ages}`. */
  tourists: string;
  date_from: string | null;
  date_to: string | null;
}

/** Cart sessions (Django's session keys) and the items in them. */
export function createCartsRepository(db: Db) {
  const { row, rows, change } = statements(db);
  const selectSession = row<{ touched_at: number }, [sessionId: string]>(
    'SELECT touched_at FROM cart_session WHERE id = ?',
  );
  const insertSession = change<[sessionId: string, createdAt: number, touchedAt: number]>(
    'INSERT INTO cart_session (id, created_at, touched_at) VALUES (?, ?, ?)',
  );
  const restartSession = change<[createdAt: number, touchedAt: number, sessionId: string]>(
    'UPDATE cart_session SET created_at = ?, touched_at = ? WHERE id = ?',
  );
  const touchSession = change<[touchedAt: number, sessionId: string]>(
    'UPDATE cart_session SET touched_at = ? WHERE id = ?',
  );
  const dropEvent = change<[sessionId: string, kind: CartItemKind, eventId: number]>(
    'DELETE FROM cart_item WHERE session_id = ? AND kind = ? AND ref_id = ?',
  );
  const insertEvent = change<
    [sessionId: string, kind: CartItemKind, eventId: number, tourists: string, now: number]
  >('INSERT INTO cart_item (session_id, kind, ref_id, tourists, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertRoom = db.prepare(
    'INSERT INTO cart_item (session_id, kind, ref_id, tourists, date_from, date_to, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const clear = change<[sessionId: string]>('DELETE FROM cart_item WHERE session_id = ?');

  return {
    /** When the session was last used, or undefined for an id never seen. */
    touchedAt: (sessionId: string) => selectSession(sessionId)?.touched_at,
    addSession(sessionId: string, now: number): void {
      insertSession(sessionId, now, now);
    },
    /** The same id with an empty cart, as new. */
    restartSession: transaction(db, (sessionId: string, now: number) => {
      clear(sessionId);
      restartSession(now, now, sessionId);
    }),
    touchSession(sessionId: string, now: number): void {
      touchSession(now, sessionId);
    },
    items: rows<CartItemRow, [sessionId: string, kind: CartItemKind]>(
      'SELECT * FROM cart_item WHERE session_id = ? AND kind = ? ORDER BY id',
    ),
    /** Adds an event, or replaces the counts of the same event already in the cart. */
    putEvent: transaction(
      db,
      (sessionId: string, kind: 'excursion' | 'tour', eventId: number, counts: object, now: number) => {
        dropEvent(sessionId, kind, eventId);
        insertEvent(sessionId, kind, eventId, JSON.stringify(counts), now);
      },
    ),
    addRoom(
      sessionId: string,
      roomTypeId: number,
      guests: object,
      stay: { date_from: string; date_to: string },
      now: number,
    ): void {
      insertRoom.run(
        sessionId,
        'room',
        roomTypeId,
        JSON.stringify(guests),
        stay.date_from,
        stay.date_to,
        now,
      );
    },
    remove(sessionId: string, kind: CartItemKind, ids: readonly number[]): void {
      if (ids.length === 0) return;
      db.prepare(
        `DELETE FROM cart_item WHERE session_id = ? AND kind = ? AND id IN (${ids.map(() => '?').join(',')})`,
      ).run(sessionId, kind, ...ids);
    },
    clear(sessionId: string): void {
      clear(sessionId);
    },
  };
}
