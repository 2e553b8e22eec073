"""Tour catalogue: groups, multi-day tours, their programme, prices and departures."""
import datetime

from django.db import models

from .base import CatalogGroup, CatalogItem, Departure, age_prices_of, gallery_of


class TourGroup(CatalogGroup):
    image = models.FileField('картинка', upload_to='tour_groups/')

    def get_absolute_url(self):
        return f'/tours/{self.slug}/'


class Tour(CatalogItem):
    group = models.ForeignKey(TourGroup, on_delete=models.CASCADE, related_name='tours')
    days = models.PositiveIntegerField('дней')
    image = models.FileField('картинка', upload_to='tours/')
    included = models.JSONField('включено', default=list)
    hotels = models.ManyToManyField('TourHotel', blank=True, related_name='tours')
    locations = models.ManyToManyField('TourLocation', blank=True, related_name='tours')
    # Where the group meets on a departure's first day (its time is the departure's `start_time`).
    meeting_text = models.CharField('место сбора', max_length=255, blank=True)
    meeting_address = models.CharField('адрес места сбора', max_length=255, blank=True)
    meeting_latitude = models.FloatField('широта места сбора', null=True, blank=True)
    meeting_longitude = models.FloatField('долгота места сбора', null=True, blank=True)

    class Meta:
        ordering = ('group__position', 'position', 'id')

    def get_absolute_url(self):
        return f'{self.group.get_absolute_url()}{self.slug}/'


TourImage = gallery_of(Tour, 'tour')


class TourProgramDay(models.Model):
    tour = models.ForeignKey(Tour, on_delete=models.CASCADE, related_name='program')
    day = models.PositiveIntegerField('день')
    title = models.CharField('заголовок', max_length=255)
    text = models.TextField('текст')

    class Meta:
        ordering = ('day', 'id')


TourPrice = age_prices_of(Tour, 'tour')


class TourEvent(Departure):
    """A departure; the group meets at `start_time` (Europe/Moscow) on `date_start`."""

    tour = models.ForeignKey(Tour, on_delete=models.CASCADE, related_name='events')
    date_start = models.DateField('начало')
    date_end = models.DateField('окончание')
    start_time = models.TimeField('время сбора', default=datetime.time(9, 0))

    class Meta:
        ordering = ('date_start', 'id')
