"""Tour catalogue answers: cards with future departures, details, groups and home-page groups."""
from rest_framework import serializers

from ..meeting import tour_meeting_point
from ..models import Tour, TourEvent, TourGroup, TourProgramDay
from ..search import upcoming_tour_events
from .common import (
    CatalogCardSerializer, ImageListField, MainGroupSerializer, MetaSerializerMixin, SitePageSerializer,
    plain_serializer,
)
from .lookups import TourHotelSerializer, TourLocationSerializer


class TourEventSerializer(serializers.ModelSerializer):
    """A departure; `time` is when its group meets on `date_start` (the contract's optional field)."""

    time = serializers.TimeField(source='start_time', format='%H:%M')

    class Meta:
        model = TourEvent
        fields = ('id', 'date_start', 'date_end', 'places_total', 'places_left', 'time')
TourProgramDaySerializer = plain_serializer(TourProgramDay, ('day', 'title', 'text'))


class TourCardSerializer(CatalogCardSerializer):
    nights = serializers.SerializerMethodField()
    events = serializers.SerializerMethodField()

    class Meta:
        model = Tour
        fields = (
            'id', 'slug', 'title', 'url', 'group', 'short_description', 'image', 'days', 'nights', 'price_from',
            'prices', 'events',
        )

    def get_nights(self, obj):
        return max(obj.days - 1, 0)

    def get_events(self, obj):
        return TourEventSerializer(upcoming_tour_events().filter(tour=obj), many=True).data


class TourDetailSerializer(MetaSerializerMixin, TourCardSerializer):
    images = ImageListField()
    program = TourProgramDaySerializer(many=True, read_only=True)
    hotels = TourHotelSerializer(many=True, read_only=True)
    locations = TourLocationSerializer(many=True, read_only=True)
    meeting_point = serializers.SerializerMethodField()

    class Meta(TourCardSerializer.Meta):
        fields = TourCardSerializer.Meta.fields + (
            'description', 'images', 'program', 'included', 'hotels', 'locations', 'meeting_point', 'seo', 'og',
        )

    def get_meeting_point(self, obj):
        return tour_meeting_point(obj)


class TourGroupSerializer(MetaSerializerMixin, SitePageSerializer):
    tours = serializers.SerializerMethodField()

    class Meta:
        model = TourGroup
        fields = ('id', 'slug', 'title', 'url', 'description', 'image', 'seo', 'og', 'tours')

    def get_tours(self, obj):
        tours = obj.tours.select_related('group').prefetch_related('prices')
        return TourCardSerializer(tours, many=True, context=self.context).data


class MainTourGroupSerializer(MainGroupSerializer):
    def items(self, obj):
        return list(obj.tours.prefetch_related('prices'))
