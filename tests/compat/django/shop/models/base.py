"""Pieces shared by the models: age categories and the seo/og blocks of titled pages."""
from django.db import models

AGE_CATEGORIES = (
    ('vzroslyi', 'Взрослый'),
    ('pensioner', 'Пенсионер'),
    ('student', 'Студент, учащийся старше 14 лет'),
    ('rebenok', 'Ребенок'),
)
AGE_ORDER = {category: index for index, (category, _title) in enumerate(AGE_CATEGORIES)}

GENDERS = ((0, 'Мужской'), (1, 'Женский'))


class MetaFields(models.Model):
    """The `seo` and `og` blocks every titled entity carries (spec §3)."""

    seo_title = models.CharField('SEO: заголовок', max_length=255, blank=True)
    seo_description = models.TextField('SEO: описание', blank=True)
    seo_h1 = models.CharField('SEO: H1', max_length=255, blank=True)
    seo_keywords = models.CharField('SEO: ключевые слова', max_length=255, blank=True)
    og_title = models.CharField('OG: заголовок', max_length=255, blank=True)
    og_description = models.TextField('OG: описание', blank=True)
    og_image = models.FileField('OG: картинка', upload_to='og/', blank=True)

    class Meta:
        abstract = True


class AgePrice(models.Model):
    """A price for one age category."""

    category = models.CharField('категория', max_length=16, choices=AGE_CATEGORIES)
    price = models.DecimalField('цена', max_digits=10, decimal_places=2)

    class Meta:
        abstract = True


def ordered_prices(prices):
    """Prices in the order of AGE_CATEGORIES."""
    return sorted(prices, key=lambda price: AGE_ORDER[price.category])


def adult_fare(prices):
    """What one adult pays: the fare an 'от' price quotes."""
    prices = list(prices)
    for price in prices:
        if price.category == 'vzroslyi':
            return price.price
    return min((price.price for price in prices), default=None)
