"""Catalogue: excursions (current and old), tours and hotels, searched by dates and tourists or room."""
from django.http import Http404
from django.shortcuts import get_object_or_404
from rest_framework import generics
from rest_framework.exceptions import ValidationError

from .. import stays
from ..models import Excursion, ExcursionGroup, Hotel, RoomType, Tour, TourGroup
from ..paths import clean_path
from ..search import event_search, stay_search
from ..serializers.excursions import (
    ExcursionCardSerializer, ExcursionDetailSerializer, ExcursionGroupSerializer, MainExcursionGroupSerializer,
    available_excursions,
)
from ..serializers.hotels import HotelCardSerializer, HotelDetailSerializer, RoomTypeDetailSerializer
from ..serializers.tours import MainTourGroupSerializer, TourDetailSerializer, TourGroupSerializer


def segments(kwargs, most=2):
    """The `{path}` parameter as slug segments: `slug` or `group/slug` (anything else is not found)."""
    parts = clean_path(kwargs['path']).split('/')
    if len(parts) > most:
        raise Http404
    return parts


def by_path(queryset, parts):
    """The item named by its slug, checked against its group's slug when the path has one."""
    item = get_object_or_404(queryset, slug=parts[-1])
    if len(parts) == 2 and parts[0] != item.group.slug:
        raise Http404
    return item


class EventSearchMixin:
    """Puts the excursion search (date_from, date_to, tourists) into the serializer context."""

    def get_serializer_context(self):
        context = super().get_serializer_context()
        context['search'] = self.search
        return context

    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)
        self.search = event_search(request)


class ExcursionListView(EventSearchMixin, generics.ListAPIView):
    """`api/excursions/`: the flat list of available excursions (`catalog=current|old`)."""

    serializer_class = ExcursionCardSerializer

    def get_queryset(self):
        catalog = self.request.query_params.get('catalog', 'current')
        if catalog not in ('current', 'old'):
            raise ValidationError({'catalog': ['Допустимые значения: current, old.']})
        return available_excursions(self.search, group__catalog=catalog).prefetch_related('prices')


class ExcursionDetailView(EventSearchMixin, generics.RetrieveAPIView):
    serializer_class = ExcursionDetailSerializer

    def get_object(self):
        queryset = Excursion.objects.select_related('group', 'location').prefetch_related('prices', 'images')
        return by_path(queryset, segments(self.kwargs))


class ExcursionGroupListView(EventSearchMixin, generics.ListAPIView):
    """Groups of one catalogue that have available excursions, each with those excursions."""

    serializer_class = ExcursionGroupSerializer
    catalog = 'current'

    def get_queryset(self):
        return ExcursionGroup.objects.filter(
            catalog=self.catalog, excursions__events__in=self.search.events()
        ).distinct().order_by('position', 'id')


class ExcursionGroupView(EventSearchMixin, generics.RetrieveAPIView):
    """One group by slug (`group_excursions/<path>/`) or by id (`group_excursion_detail/<id>/`)."""

    serializer_class = ExcursionGroupSerializer

    def get_object(self):
        if 'pk' in self.kwargs:
            return get_object_or_404(ExcursionGroup, pk=self.kwargs['pk'])
        return get_object_or_404(ExcursionGroup, slug=segments(self.kwargs, most=1)[0])


class MainExcursionGroupListView(generics.ListAPIView):
    queryset = ExcursionGroup.objects.filter(catalog='current')
    serializer_class = MainExcursionGroupSerializer


class TourGroupListView(generics.ListAPIView):
    queryset = TourGroup.objects.all()
    serializer_class = TourGroupSerializer


class TourGroupView(generics.RetrieveAPIView):
    serializer_class = TourGroupSerializer

    def get_object(self):
        return get_object_or_404(TourGroup, slug=segments(self.kwargs, most=1)[0])


class TourDetailView(generics.RetrieveAPIView):
    serializer_class = TourDetailSerializer

    def get_object(self):
        queryset = Tour.objects.select_related('group').prefetch_related(
            'prices', 'images', 'program', 'hotels', 'locations'
        )
        return by_path(queryset, segments(self.kwargs))


class MainTourGroupListView(generics.ListAPIView):
    queryset = TourGroup.objects.all()
    serializer_class = MainTourGroupSerializer


class StaySearchMixin:
    """Puts the stay search (date_from, date_to, room) into the serializer context."""

    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)
        self.search = stay_search(request)

    def get_serializer_context(self):
        context = super().get_serializer_context()
        context['search'] = self.search
        return context


class HotelListView(StaySearchMixin, generics.ListAPIView):
    """Hotels with at least one room type that fits and is free every night; the page adds `search`."""

    serializer_class = HotelCardSerializer

    def get_queryset(self):
        hotels = Hotel.objects.prefetch_related('room_types')
        return [hotel for hotel in (stays.with_offers(hotel, self.search) for hotel in hotels) if hotel.offers]

    def get_paginated_response(self, data):
        response = super().get_paginated_response(data)
        response.data['search'] = self.search.as_dict()
        return response


class HotelDetailView(StaySearchMixin, generics.RetrieveAPIView):
    serializer_class = HotelDetailSerializer

    def get_object(self):
        slug = segments(self.kwargs, most=1)[0]
        hotel = get_object_or_404(Hotel.objects.prefetch_related('room_types', 'images'), slug=slug)
        return stays.with_offers(hotel, self.search)


class RoomTypeView(StaySearchMixin, generics.RetrieveAPIView):
    """A room type by `hotel-slug/room-slug` or numeric id, with nightly prices for the search."""

    serializer_class = RoomTypeDetailSerializer

    def get_object(self):
        parts = segments(self.kwargs)
        queryset = RoomType.objects.select_related('hotel')
        if len(parts) == 1 and parts[0].isdigit():
            room = get_object_or_404(queryset, pk=int(parts[0]))
        elif len(parts) == 2:
            room = get_object_or_404(queryset, hotel__slug=parts[0], slug=parts[1])
        else:
            raise Http404
        return stays.offer(room, self.search)
