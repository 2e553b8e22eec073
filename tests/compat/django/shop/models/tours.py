"""Tour catalogue: groups, multi-day tours, their programme, prices and departures."""
import datetime

from django.db import models

from .base import AgePrice, MetaFields


class TourGroup(MetaFields):
    slug = models.SlugField('адрес', max_length=100, unique=True)
    position = models.PositiveIntegerField(default=0)
    title = models.CharField('название', max_length=255)
    description = models.TextField('описание', blank=True)
    image = models.FileField('картинка', upload_to='tour_groups/')

    class Meta:
        ordering = ('position', 'id')

    def get_absolute_url(self):
        return f'/tours/{self.slug}/'


class Tour(MetaFields):
    group = models.ForeignKey(TourGroup, on_delete=models.CASCADE, related_name='tours')
    slug = models.SlugField('адрес', max_length=100, unique=True)
    position = models.PositiveIntegerField(default=0)
    title = models.CharField('название', max_length=255)
    short_description = models.TextField('кратко', blank=True)
    description = models.TextField('описание (HTML)', blank=True)
    days = models.PositiveIntegerField('дней')
    image = models.FileField('картинка', upload_to='tours/')
    included = models.JSONField('включено', default=list)
    hotels = models.ManyToManyField('TourHotel', blank=True, related_name='tours')
    locations = models.ManyToManyField('TourLocation', blank=True, related_name='tours')

    class Meta:
        ordering = ('group__position', 'position', 'id')

    def get_absolute_url(self):
        return f'{self.group.get_absolute_url()}{self.slug}/'


class TourImage(models.Model):
    tour = models.ForeignKey(Tour, on_delete=models.CASCADE, related_name='images')
    position = models.PositiveIntegerField(default=0)
    image = models.FileField('картинка', upload_to='tours/gallery/')

    class Meta:
        ordering = ('position', 'id')


class TourProgramDay(models.Model):
    tour = models.ForeignKey(Tour, on_delete=models.CASCADE, related_name='program')
    day = models.PositiveIntegerField('день')
    title = models.CharField('заголовок', max_length=255)
    text = models.TextField('текст')

    class Meta:
        ordering = ('day', 'id')


class TourPrice(AgePrice):
    tour = models.ForeignKey(Tour, on_delete=models.CASCADE, related_name='prices')

    class Meta:
        constraints = [models.UniqueConstraint(fields=('tour', 'category'), name='tour_price_once')]


class TourEvent(models.Model):
    """A departure; the group meets at `start_time` (Europe/Moscow) on `date_start`."""

    tour = models.ForeignKey(Tour, on_delete=models.CASCADE, related_name='events')
    date_start = models.DateField('начало')
    date_end = models.DateField('окончание')
    start_time = models.TimeField('время сбора', default=datetime.time(9, 0))
    places_total = models.PositiveIntegerField('мест всего')
    places_left = models.PositiveIntegerField('мест осталось')

    class Meta:
        ordering = ('date_start', 'id')
