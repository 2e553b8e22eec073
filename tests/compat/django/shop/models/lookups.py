"""Reference lists: countries, documents, cities, places and the hotels tours use."""
from django.db import models


class Country(models.Model):
    name = models.CharField('название', max_length=100)
    code = models.CharField('код ISO', max_length=2)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ('position', 'id')


class DocumentType(models.Model):
    name = models.CharField('название', max_length=100)
    code = models.CharField('код', max_length=32)
    mask = models.CharField('маска', max_length=32, blank=True)

    class Meta:
        ordering = ('id',)


class City(models.Model):
    name = models.CharField('название', max_length=100)
    region = models.CharField('регион', max_length=100)

    class Meta:
        ordering = ('id',)


class Location(models.Model):
    name = models.CharField('название', max_length=200)
    address = models.CharField('адрес', max_length=255)
    city = models.ForeignKey(City, on_delete=models.PROTECT, related_name='locations')
    latitude = models.FloatField('широта')
    longitude = models.FloatField('долгота')

    class Meta:
        ordering = ('id',)


class TourLocation(models.Model):
    name = models.CharField('название', max_length=200)
    description = models.TextField('описание', blank=True)
    image = models.FileField('картинка', upload_to='tour_locations/')

    class Meta:
        ordering = ('id',)


class TourHotel(models.Model):
    name = models.CharField('название', max_length=200)
    stars = models.PositiveSmallIntegerField('звёзды', default=0)
    city = models.CharField('город', max_length=100)
    address = models.CharField('адрес', max_length=255)

    class Meta:
        ordering = ('id',)
