"""Excursion catalogue: groups (current or old catalogue), excursions, prices and dated events."""
from django.db import models

from .base import CatalogGroup, CatalogItem, Departure, age_prices_of, gallery_of


class ExcursionGroup(CatalogGroup):
    CATALOGS = (('current', 'Текущий каталог'), ('old', 'Старый каталог'))

    catalog = models.CharField('каталог', max_length=8, choices=CATALOGS, default='current')
    image = models.FileField('картинка', upload_to='excursion_groups/')

    def get_absolute_url(self):
        base = 'excursions_old' if self.catalog == 'old' else 'excursions'
        return f'/{base}/{self.slug}/'


class Excursion(CatalogItem):
    group = models.ForeignKey(ExcursionGroup, on_delete=models.CASCADE, related_name='excursions')
    duration_minutes = models.PositiveIntegerField('длительность, мин')
    meeting_point = models.CharField('место встречи', max_length=255, blank=True)
    location = models.ForeignKey('Location', on_delete=models.PROTECT, related_name='excursions')
    image = models.FileField('картинка', upload_to='excursions/')

    class Meta:
        ordering = ('group__position', 'position', 'id')

    def get_absolute_url(self):
        return f'{self.group.get_absolute_url()}{self.slug}/'


ExcursionImage = gallery_of(Excursion, 'excursion')
ExcursionPrice = age_prices_of(Excursion, 'excursion')


class ExcursionEvent(Departure):
    """One start of an excursion; its start is `date` + `time` in Europe/Moscow."""

    excursion = models.ForeignKey(Excursion, on_delete=models.CASCADE, related_name='events')
    date = models.DateField('дата')
    time = models.TimeField('время')

    class Meta:
        ordering = ('date', 'time', 'id')
