"""Excursion catalogue: groups (current or old catalogue), excursions, prices and dated events."""
from django.db import models

from .base import AgePrice, MetaFields


class ExcursionGroup(MetaFields):
    CATALOGS = (('current', 'Текущий каталог'), ('old', 'Старый каталог'))

    slug = models.SlugField('адрес', max_length=100, unique=True)
    catalog = models.CharField('каталог', max_length=8, choices=CATALOGS, default='current')
    position = models.PositiveIntegerField(default=0)
    title = models.CharField('название', max_length=255)
    description = models.TextField('описание', blank=True)
    image = models.FileField('картинка', upload_to='excursion_groups/')

    class Meta:
        ordering = ('position', 'id')

    def get_absolute_url(self):
        base = 'excursions_old' if self.catalog == 'old' else 'excursions'
        return f'/{base}/{self.slug}/'


class Excursion(MetaFields):
    group = models.ForeignKey(ExcursionGroup, on_delete=models.CASCADE, related_name='excursions')
    slug = models.SlugField('адрес', max_length=100, unique=True)
    position = models.PositiveIntegerField(default=0)
    title = models.CharField('название', max_length=255)
    short_description = models.TextField('кратко', blank=True)
    description = models.TextField('описание (HTML)', blank=True)
    duration_minutes = models.PositiveIntegerField('длительность, мин')
    meeting_point = models.CharField('место встречи', max_length=255, blank=True)
    location = models.ForeignKey('Location', on_delete=models.PROTECT, related_name='excursions')
    image = models.FileField('картинка', upload_to='excursions/')

    class Meta:
        ordering = ('group__position', 'position', 'id')

    def get_absolute_url(self):
        return f'{self.group.get_absolute_url()}{self.slug}/'


class ExcursionImage(models.Model):
    excursion = models.ForeignKey(Excursion, on_delete=models.CASCADE, related_name='images')
    position = models.PositiveIntegerField(default=0)
    image = models.FileField('картинка', upload_to='excursions/gallery/')

    class Meta:
        ordering = ('position', 'id')


class ExcursionPrice(AgePrice):
    excursion = models.ForeignKey(Excursion, on_delete=models.CASCADE, related_name='prices')

    class Meta:
        constraints = [models.UniqueConstraint(fields=('excursion', 'category'), name='excursion_price_once')]


class ExcursionEvent(models.Model):
    """One start of an excursion; its start is `date` + `time` in Europe/Moscow."""

    excursion = models.ForeignKey(Excursion, on_delete=models.CASCADE, related_name='events')
    date = models.DateField('дата')
    time = models.TimeField('время')
    places_total = models.PositiveIntegerField('мест всего')
    places_left = models.PositiveIntegerField('мест осталось')

    class Meta:
        ordering = ('date', 'time', 'id')
