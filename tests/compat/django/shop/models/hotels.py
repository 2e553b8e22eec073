"""Hotels, their room types and nightly prices with rooms left."""
from django.db import models

from .base import MetaFields


class Hotel(MetaFields):
    slug = models.SlugField('адрес', max_length=100, unique=True)
    position = models.PositiveIntegerField(default=0)
    title = models.CharField('название', max_length=255)
    stars = models.PositiveSmallIntegerField('звёзды', default=0)
    city = models.CharField('город', max_length=100)
    address = models.CharField('адрес', max_length=255)
    short_description = models.TextField('кратко', blank=True)
    description = models.TextField('описание (HTML)', blank=True)
    image = models.FileField('картинка', upload_to='hotels/')
    amenities = models.JSONField('удобства', default=list)
    latitude = models.FloatField('широта')
    longitude = models.FloatField('долгота')

    class Meta:
        ordering = ('position', 'id')

    def get_absolute_url(self):
        return f'/hotels/{self.slug}/'


class HotelImage(models.Model):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name='images')
    position = models.PositiveIntegerField(default=0)
    image = models.FileField('картинка', upload_to='hotels/gallery/')

    class Meta:
        ordering = ('position', 'id')


class RoomType(MetaFields):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name='room_types')
    slug = models.SlugField('адрес', max_length=100)
    position = models.PositiveIntegerField(default=0)
    title = models.CharField('название', max_length=255)
    description = models.TextField('описание (HTML)', blank=True)
    capacity_adults = models.PositiveSmallIntegerField('взрослых')
    capacity_total = models.PositiveSmallIntegerField('всего гостей')
    area = models.FloatField('площадь, м²')
    beds = models.CharField('кровати', max_length=200)
    image = models.FileField('картинка', upload_to='rooms/')
    amenities = models.JSONField('удобства', default=list)
    base_price = models.DecimalField('базовая цена', max_digits=10, decimal_places=2)

    class Meta:
        ordering = ('hotel__position', 'position', 'id')
        constraints = [models.UniqueConstraint(fields=('hotel', 'slug'), name='room_slug_per_hotel')]

    def get_absolute_url(self):
        return f'{self.hotel.get_absolute_url()}?room_type={self.slug}'


class RoomTypeImage(models.Model):
    room_type = models.ForeignKey(RoomType, on_delete=models.CASCADE, related_name='images')
    position = models.PositiveIntegerField(default=0)
    image = models.FileField('картинка', upload_to='rooms/gallery/')

    class Meta:
        ordering = ('position', 'id')


class RoomNight(models.Model):
    room_type = models.ForeignKey(RoomType, on_delete=models.CASCADE, related_name='nights')
    date = models.DateField('ночь с')
    price = models.DecimalField('цена', max_digits=10, decimal_places=2)
    rooms_left = models.PositiveIntegerField('номеров осталось')

    class Meta:
        ordering = ('date',)
        constraints = [models.UniqueConstraint(fields=('room_type', 'date'), name='room_night_once')]
