"""Lookup lists (spec §7: countries, document types, cities, locations, tour places and hotels)."""
from rest_framework import serializers

from ..models import City, Country, DocumentType, Hotel, Location, RoomType, TourHotel, TourLocation


class CountrySerializer(serializers.ModelSerializer):
    class Meta:
        model = Country
        fields = ('id', 'name', 'code')


class DocumentTypeSerializer(serializers.ModelSerializer):
    class Meta:
        model = DocumentType
        fields = ('id', 'name', 'code', 'mask')


class CitySerializer(serializers.ModelSerializer):
    class Meta:
        model = City
        fields = ('id', 'name', 'region')


class LocationSerializer(serializers.ModelSerializer):
    class Meta:
        model = Location
        fields = ('id', 'name', 'address', 'city', 'latitude', 'longitude')


class TourLocationSerializer(serializers.ModelSerializer):
    class Meta:
        model = TourLocation
        fields = ('id', 'name', 'description', 'image')


class TourHotelSerializer(serializers.ModelSerializer):
    class Meta:
        model = TourHotel
        fields = ('id', 'name', 'stars', 'city', 'address')


class RoomTypeLookupSerializer(serializers.ModelSerializer):
    class Meta:
        model = RoomType
        fields = ('id', 'slug', 'title')


class HotelLookupSerializer(serializers.ModelSerializer):
    room_types = RoomTypeLookupSerializer(many=True, read_only=True)

    class Meta:
        model = Hotel
        fields = ('id', 'slug', 'title', 'stars', 'city', 'room_types')
