"""Helpers for seeded rows: seo/og blocks and age prices."""
from decimal import Decimal

from ..images import picture

SITE_TITLE = 'Псковтур (compat)'


def meta_fields(title, description, name, keywords=''):
    """The seo/og model fields of a titled entity, with a 1200×630 og picture."""
    return {
        'seo_title': f'{title} — {SITE_TITLE}',
        'seo_description': description,
        'seo_h1': title,
        'seo_keywords': keywords,
        'og_title': title,
        'og_description': description,
        'og_image': picture(f'og-{name}', '1200x630'),
    }


def age_prices(adult, pensioner=0.85, student=0.75, child=0.5):
    """Prices per age category from the adult price, rounded to 50 roubles."""

    def round_50(value):
        return Decimal(int(round(value / 50)) * 50)

    return {
        'vzroslyi': Decimal(adult),
        'pensioner': round_50(adult * pensioner),
        'student': round_50(adult * student),
        'rebenok': round_50(adult * child),
    }
