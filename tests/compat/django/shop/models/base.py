"""Pieces shared by the models: age categories, the seo/og blocks of titled pages and the catalogue's bases."""
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
    """The `seo` and `og` blocks every titled entity carries (docs/product.md#page-metadata)."""

    seo_title = models.CharField('SEO: заголовок', max_length=255, blank=True)
    seo_description = models.TextField('SEO: описание', blank=True)
    seo_h1 = models.CharField('SEO: H1', max_length=255, blank=True)
    seo_keywords = models.CharField('SEO: ключевые слова', max_length=255, blank=True)
    og_title = models.CharField('OG: заголовок', max_length=255, blank=True)
    og_description = models.TextField('OG: описание', blank=True)
    og_image = models.FileField('OG: картинка', upload_to='og/', blank=True)

    class Meta:
        abstract = True


class Positioned(models.Model):
    """A row of a list its editors put in order."""

    position = models.PositiveIntegerField(default=0)

    class Meta:
        abstract = True
        ordering = ('position', 'id')


class CatalogPage(MetaFields, Positioned):
    """A catalogue entity with a page of its own: its address and title."""

    slug = models.SlugField('адрес', max_length=100, unique=True)
    title = models.CharField('название', max_length=255)

    class Meta(Positioned.Meta):
        abstract = True


class CatalogGroup(CatalogPage):
    """A group of tours or excursions."""

    description = models.TextField('описание', blank=True)

    class Meta(CatalogPage.Meta):
        abstract = True


class CatalogItem(CatalogPage):
    """A tour, an excursion or a hotel: a card's short text and the page's HTML."""

    short_description = models.TextField('кратко', blank=True)
    description = models.TextField('описание (HTML)', blank=True)

    class Meta(CatalogPage.Meta):
        abstract = True


class GalleryImage(Positioned):
    """One more picture of an entity's gallery."""

    class Meta(Positioned.Meta):
        abstract = True


def gallery_of(owner, field):
    """The model `<Owner>Image` of `owner.images`, its files in a `gallery/` folder beside the owner's picture."""
    upload_to = owner._meta.get_field('image').upload_to + 'gallery/'
    return type(f'{owner.__name__}Image', (GalleryImage,), {
        '__module__': owner.__module__,
        field: models.ForeignKey(owner, on_delete=models.CASCADE, related_name='images'),
        'image': models.FileField('картинка', upload_to=upload_to),
    })


class Departure(models.Model):
    """A dated start with a limited number of places."""

    places_total = models.PositiveIntegerField('мест всего')
    places_left = models.PositiveIntegerField('мест осталось')

    class Meta:
        abstract = True


class AgePrice(models.Model):
    """A price for one age category."""

    category = models.CharField('категория', max_length=16, choices=AGE_CATEGORIES)
    price = models.DecimalField('цена', max_digits=10, decimal_places=2)

    class Meta:
        abstract = True


def age_prices_of(owner, field):
    """The model `<Owner>Price` of `owner.prices`: one price per age category."""
    meta = type('Meta', (), {
        'constraints': [models.UniqueConstraint(fields=(field, 'category'), name=f'{field}_price_once')],
    })
    return type(f'{owner.__name__}Price', (AgePrice,), {
        '__module__': owner.__module__,
        field: models.ForeignKey(owner, on_delete=models.CASCADE, related_name='prices'),
        'Meta': meta,
    })


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
