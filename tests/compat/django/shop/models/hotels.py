"""Hotels, their room types and nightly prices with rooms left."""
from django.db import models

from .base import CatalogItem, CatalogPage, gallery_of


class Hotel(CatalogItem):
    stars = models.PositiveSmallIntegerField('звёзды', default=0)
    city = models.CharField('город', max_length=100)
    address = models.CharField('адрес', max_length=255)
    image = models.FileField('картинка', upload_to='hotels/')
    amenities = models.JSONField('удобства', default=list)
    latitude = models.FloatField('широта')
    longitude = models.FloatField('долгота')

    def get_absolute_url(self):
        return f'/hotels/{self.slug}/'


HotelImage = gallery_of(Hotel, 'hotel')


class RoomType(CatalogPage):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name='room_types')
    # Unique per hotel only (see Meta), unlike other catalogue pages.
    slug = models.SlugField('адрес', max_length=100)
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


RoomTypeImage = gallery_of(RoomType, 'room_type')


class RoomNight(models.Model):
    room_type = models.ForeignKey(RoomType, on_delete=models.CASCADE, related_name='nights')
    date = models.DateField('ночь с')
    price = models.DecimalField('цена', max_digits=10, decimal_places=2)
    rooms_left = models.PositiveIntegerField('номеров осталось')

    class Meta:
        ordering = ('date',)
        constraints = [models.UniqueConstraint(fields=('room_type', 'date'), name='room_night_once')]
