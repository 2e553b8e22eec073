"""Django's SQLite backend, fit for the threaded runserver of the tests.

A real deployment uses a server database; with SQLite, concurrent requests that write inside
`transaction.atomic` (sessions, carts, orders) would fail at once with "database is locked" when two of them
try to upgrade their read locks. Here write-ahead logging lets readers run beside a writer, and every
transaction starts with BEGIN IMMEDIATE, so a second writer waits for the busy timeout instead.
"""
from django.db.backends.sqlite3 import base


class DatabaseWrapper(base.DatabaseWrapper):
    def get_new_connection(self, conn_params):
        connection = super().get_new_connection(conn_params)
        connection.execute('PRAGMA journal_mode=WAL')
        return connection

    def _start_transaction_under_autocommit(self):
        self.cursor().execute('BEGIN IMMEDIATE')
