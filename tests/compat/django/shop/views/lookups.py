"""Lookup lists, each a paged DRF list."""
from rest_framework import generics

from ..models import City, Country, DocumentType, Hotel, Location, TourHotel, TourLocation
from ..serializers.lookups import (
    CitySerializer, CountrySerializer, DocumentTypeSerializer, HotelLookupSerializer, LocationSerializer,
    TourHotelSerializer, TourLocationSerializer,
)


class CountryListView(generics.ListAPIView):
    queryset = Country.objects.all()
    serializer_class = CountrySerializer


class DocumentTypeListView(generics.ListAPIView):
    queryset = DocumentType.objects.all()
    serializer_class = DocumentTypeSerializer


class CityListView(generics.ListAPIView):
    queryset = City.objects.all()
    serializer_class = CitySerializer


class LocationListView(generics.ListAPIView):
    queryset = Location.objects.all()
    serializer_class = LocationSerializer


class TourLocationListView(generics.ListAPIView):
    queryset = TourLocation.objects.all()
    serializer_class = TourLocationSerializer


class TourHotelListView(generics.ListAPIView):
    queryset = TourHotel.objects.all()
    serializer_class = TourHotelSerializer


class HotelLookupListView(generics.ListAPIView):
    queryset = Hotel.objects.prefetch_related('room_types')
    serializer_class = HotelLookupSerializer
