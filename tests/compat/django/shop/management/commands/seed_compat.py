"""`manage.py seed_compat`: fills an empty database with the compat seed; does nothing when data exists."""
from django.core.management.base import BaseCommand

from ...seed import is_seeded, seed


class Command(BaseCommand):
    help = 'Seeds the compat reference backend (idempotent: nothing happens when data exists).'

    def handle(self, *args, **options):
        if is_seeded():
            self.stdout.write('Seed: data exists, nothing to do.')
            return
        seed()
        self.stdout.write(self.style.SUCCESS('Seed: done.'))
