#!/usr/bin/env python3
"""Runs the compat reference backend: create the tables, seed, then Django's runserver (threaded, no reloader).

    COMPAT_DB=/tmp/compat.sqlite3 COMPAT_PORT=8123 /usr/bin/python3 tests/compat/django/serve.py

Environment: COMPAT_DB (required, SQLite file), COMPAT_PORT (default 8000), COMPAT_MEDIA_ROOT (default: `media`
next to the database), JWT_ACCESS_SECONDS (default 1800), ALLOWED_HOSTS (comma-separated, default
`127.0.0.1,localhost`; add any X-Forwarded-Host a proxy sends). Ready when `GET /api/configs/` answers 200.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    if not os.environ.get('COMPAT_DB'):
        sys.exit('serve.py: set COMPAT_DB to the path of the SQLite database file.')
    # Relative paths are taken from the caller's working directory.
    os.environ['COMPAT_DB'] = os.path.abspath(os.environ['COMPAT_DB'])
    if os.environ.get('COMPAT_MEDIA_ROOT'):
        os.environ['COMPAT_MEDIA_ROOT'] = os.path.abspath(os.environ['COMPAT_MEDIA_ROOT'])
    port = os.environ.get('COMPAT_PORT', '8000')
    if not port.isdigit():
        sys.exit(f'serve.py: COMPAT_PORT must be a number, not {port!r}.')

    sys.path.insert(0, HERE)
    os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'agency.settings')
    try:
        import django
    except ImportError:
        sys.exit('serve.py: Django is not importable; run it with /usr/bin/python3 (Debian python3-django).')
    django.setup()

    from django.core.management import call_command

    os.makedirs(os.path.dirname(os.environ['COMPAT_DB']), exist_ok=True)
    # The database is a throwaway made fresh for each run, so the shop app keeps no migrations: its tables are
    # made straight from the models (run_syncdb), Django's own apps and simplejwt's blacklist are migrated.
    call_command('migrate', interactive=False, verbosity=0, run_syncdb=True)
    call_command('seed_compat')
    call_command('runserver', f'127.0.0.1:{port}', use_reloader=False, use_threading=True)


if __name__ == '__main__':
    main()
