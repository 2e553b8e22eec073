"""Excursion catalogue answers: cards, details, groups and home-page groups."""
from rest_framework import serializers

from ..models import Excursion, ExcursionEvent, ExcursionGroup
from ..search import default_search
from .common import (
    CatalogCardSerializer, ImageListField, MainGroupSerializer, MetaSerializerMixin, SitePageSerializer,
)
from .lookups import LocationSerializer


def plural(count, forms):
    """Russian plural by the last digits: plural(5, ('час', 'часа', 'часов')) → 'часов'."""
    n = abs(count) % 100
    last = n % 10
    if 10 < n < 20:
        return forms[2]
    if 1 < last < 5:
        return forms[1]
    return forms[0] if last == 1 else forms[2]


def duration_display(minutes):
    hours, rest = divmod(minutes, 60)
    parts = []
    if hours:
        parts.append(f"{hours} {plural(hours, ('час', 'часа', 'часов'))}")
    if rest:
        parts.append(f"{rest} {plural(rest, ('минута', 'минуты', 'минут'))}")
    return ' '.join(parts)


def available_excursions(search, **filters):
    """Excursions with at least one event that fits the search, in catalogue order."""
    return (
        Excursion.objects.filter(events__in=search.events(), **filters)
        .select_related('group')
        .distinct()
        .order_by('group__position', 'group_id', 'position', 'id')
    )


class ExcursionEventSerializer(serializers.ModelSerializer):
    time = serializers.TimeField(format='%H:%M')

    class Meta:
        model = ExcursionEvent
        fields = ('id', 'date', 'time', 'places_total', 'places_left')


class ExcursionCardSerializer(CatalogCardSerializer):
    """An excursion with its events in the searched range (context `search`)."""

    catalog = serializers.CharField(source='group.catalog')
    duration_display = serializers.SerializerMethodField()
    events = serializers.SerializerMethodField()

    class Meta:
        model = Excursion
        fields = (
            'id', 'slug', 'title', 'url', 'catalog', 'group', 'short_description', 'image', 'duration_minutes',
            'duration_display', 'price_from', 'prices', 'events',
        )

    def get_duration_display(self, obj):
        return duration_display(obj.duration_minutes)

    def get_events(self, obj):
        search = self.context.get('search') or default_search()
        return ExcursionEventSerializer(search.events().filter(excursion=obj), many=True).data


class ExcursionDetailSerializer(MetaSerializerMixin, ExcursionCardSerializer):
    images = ImageListField()
    location = LocationSerializer()

    class Meta(ExcursionCardSerializer.Meta):
        fields = ExcursionCardSerializer.Meta.fields + (
            'description', 'images', 'meeting_point', 'location', 'seo', 'og',
        )


class ExcursionGroupSerializer(MetaSerializerMixin, SitePageSerializer):
    """A group with its available excursions for the search (context `search`)."""

    excursions = serializers.SerializerMethodField()

    class Meta:
        model = ExcursionGroup
        fields = ('id', 'slug', 'title', 'url', 'catalog', 'description', 'image', 'seo', 'og', 'excursions')

    def get_excursions(self, obj):
        search = self.context.get('search') or default_search()
        excursions = available_excursions(search, group=obj)
        return ExcursionCardSerializer(excursions, many=True, context=self.context).data


class MainExcursionGroupSerializer(MainGroupSerializer):
    def items(self, obj):
        return list(available_excursions(default_search(), group=obj).prefetch_related('prices'))
