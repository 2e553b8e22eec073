#!/usr/bin/env python3
"""Django's command-line utility for the compat reference backend.

Run it with /usr/bin/python3 (Debian's Django) and COMPAT_DB set, e.g.
`COMPAT_DB=/tmp/compat.sqlite3 /usr/bin/python3 manage.py check`.
"""
import os
import sys


def main():
    os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'agency.settings')
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == '__main__':
    main()
