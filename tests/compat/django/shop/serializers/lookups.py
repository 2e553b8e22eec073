"""Lookup lists (docs/product.md#content-and-lookups: countries, document types, cities, locations, tour places and hotels)."""
from rest_framework import serializers

from ..models import City, Country, DocumentType, Hotel, Location, RoomType, TourHotel, TourLocation
from .common import plain_serializer

CountrySerializer = plain_serializer(Country, ('id', 'name', 'code'))
DocumentTypeSerializer = plain_serializer(DocumentType, ('id', 'name', 'code', 'mask'))
CitySerializer = plain_serializer(City, ('id', 'name', 'region'))
LocationSerializer = plain_serializer(Location, ('id', 'name', 'address', 'city', 'latitude', 'longitude'))
TourLocationSerializer = plain_serializer(TourLocation, ('id', 'name', 'description', 'image'))
TourHotelSerializer = plain_serializer(TourHotel, ('id', 'name', 'stars', 'city', 'address'))
RoomTypeLookupSerializer = plain_serializer(RoomType, ('id', 'slug', 'title'))


class HotelLookupSerializer(serializers.ModelSerializer):
    room_types = RoomTypeLookupSerializer(many=True, read_only=True)

    class Meta:
        model = Hotel
        fields = ('id', 'slug', 'title', 'stars', 'city', 'room_types')
