"""Lookup lists, each a paged DRF list of one model's rows: its path, rows and serializer."""
from django.urls import path
from rest_framework import generics

from ..models import City, Country, DocumentType, Hotel, Location, TourHotel, TourLocation
from ..serializers.lookups import (
    CitySerializer, CountrySerializer, DocumentTypeSerializer, HotelLookupSerializer, LocationSerializer,
    TourHotelSerializer, TourLocationSerializer,
)

LISTS = (
    ('api/countries/', Country.objects.all(), CountrySerializer),
    ('api/document_types/', DocumentType.objects.all(), DocumentTypeSerializer),
    ('api/cities/', City.objects.all(), CitySerializer),
    ('api/locations/', Location.objects.all(), LocationSerializer),
    ('api/tour_locations/', TourLocation.objects.all(), TourLocationSerializer),
    ('api/tour_hotels/', TourHotel.objects.all(), TourHotelSerializer),
    ('api/hotels/', Hotel.objects.prefetch_related('room_types'), HotelLookupSerializer),
)

# ListAPIView takes the queryset anew (`.all()`) for each request.
urlpatterns = [
    path(route, generics.ListAPIView.as_view(queryset=rows, serializer_class=serializer))
    for route, rows, serializer in LISTS
]
