"""The compat seed: small, but enough to page through (15 countries, 12 excursions, 25 reviews)."""
from django.db import transaction

from ..models import Country
from .content import seed_content
from .excursions import seed_excursions
from .hotels import seed_hotels
from .lookups import seed_lookups
from .tours import seed_tours
from .users import seed_users


def is_seeded():
    return Country.objects.exists()


@transaction.atomic
def seed():
    locations, tour_locations, tour_hotels = seed_lookups()
    seed_excursions(locations)
    seed_tours(tour_locations, tour_hotels)
    seed_hotels()
    seed_content()
    seed_users()
