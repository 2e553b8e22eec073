/** Half of migration 2: accounts and their tokens, tourists, carts, orders, payments, feedback, the outbox. */
export const PEOPLE_TABLES = `  CREATE TABLE user (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    last_name TEXT NOT NULL,
    first_name TEXT NOT NULL,
    patronymic TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    birth_date TEXT,
    gender INTEGER,
    date_joined TEXT NOT NULL
  );
  CREATE TABLE user_course (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    url TEXT NOT NULL,
    progress INTEGER NOT NULL
  );
  CREATE TABLE refresh_token (
    jti TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE TABLE email_code (
    email TEXT PRIMARY KEY COLLATE NOCASE,
    code TEXT NOT NULL,
    sent_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE restore_token (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE tourist (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    last_name TEXT NOT NULL,
    first_name TEXT NOT NULL,
    patronymic TEXT NOT NULL DEFAULT '',
    birth_date TEXT,
    gender INTEGER,
    phone TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    country_id INTEGER REFERENCES country(id),
    document_type_id INTEGER REFERENCES document_type(id),
    document_number TEXT NOT NULL DEFAULT ''
  );

  CREATE TABLE cart_session (
    id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    touched_at INTEGER NOT NULL
  );
  CREATE TABLE cart_item (
    id INTEGER PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES cart_session(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('excursion', 'tour', 'room')),
    ref_id INTEGER NOT NULL,
    tourists TEXT NOT NULL,
    date_from TEXT,
    date_to TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX cart_item_by_session ON cart_item (session_id);

  CREATE TABLE "order" (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES user(id) ON DELETE SET NULL,
    status TEXT NOT NULL,
    created TEXT NOT NULL,
    total REAL NOT NULL,
    paid REAL NOT NULL DEFAULT 0,
    customer TEXT NOT NULL,
    comment TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX order_by_user ON "order" (user_id, id);
  CREATE TABLE order_item (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    type TEXT NOT NULL,
    title TEXT NOT NULL,
    url TEXT NOT NULL,
    image TEXT NOT NULL,
    date_start TEXT NOT NULL,
    date_end TEXT NOT NULL,
    time TEXT,
    tourists TEXT NOT NULL,
    total REAL NOT NULL
  );
  CREATE TABLE payment (
    id TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
    type_payment TEXT NOT NULL,
    amount REAL NOT NULL,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    finished_at INTEGER
  );

  CREATE TABLE feedback_submission (
    id INTEGER PRIMARY KEY,
    form_key TEXT NOT NULL,
    client_id TEXT,
    data TEXT NOT NULL,
    file_name TEXT,
    file_size INTEGER,
    file BLOB,
    created TEXT NOT NULL,
    UNIQUE (form_key, client_id)
  );
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    created TEXT NOT NULL,
    kind TEXT NOT NULL,
    to_addr TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL
  );
  `;
