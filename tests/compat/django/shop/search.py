"""Search parameters of the catalogue calls and the Moscow clock that decides what has departed."""
import re
from dataclasses import dataclass, field
from datetime import timedelta

from django.db.models import Q
from django.utils import timezone
from rest_framework import serializers

from .models import ExcursionEvent, TourEvent

MAX_RANGE_DAYS = 366


def today():
    """Today in Europe/Moscow (TIME_ZONE)."""
    return timezone.localdate()


def not_departed(queryset, date_field, time_field):
    """Events whose start (date + time, Europe/Moscow) is still ahead."""
    now = timezone.localtime()
    return queryset.filter(
        Q(**{f'{date_field}__gt': now.date()}) | Q(**{date_field: now.date(), f'{time_field}__gt': now.time()})
    )


def has_departed(date, time):
    now = timezone.localtime()
    return (date, time) <= (now.date(), now.time())


def upcoming_excursion_events():
    return not_departed(ExcursionEvent.objects.all(), 'date', 'time')


def upcoming_tour_events():
    return not_departed(TourEvent.objects.all(), 'date_start', 'start_time')


@dataclass
class EventSearch:
    date_from: object
    date_to: object
    tourists: int = 1

    def events(self):
        """Excursion events in the range with at least `tourists` free places, not departed."""
        return upcoming_excursion_events().filter(
            date__gte=self.date_from, date__lte=self.date_to, places_left__gte=self.tourists
        )


class EventSearchSerializer(serializers.Serializer):
    """date_from / date_to / tourists; defaults: today … +60 days, 1 tourist."""

    date_from = serializers.DateField(required=False)
    date_to = serializers.DateField(required=False)
    tourists = serializers.IntegerField(required=False, min_value=1, max_value=50)

    def validate(self, attrs):
        date_from = attrs.get('date_from') or today()
        date_to = attrs.get('date_to') or date_from + timedelta(days=60)
        if date_to < date_from:
            raise serializers.ValidationError({'date_to': ['Дата окончания не может быть раньше даты начала.']})
        if (date_to - date_from).days > MAX_RANGE_DAYS:
            raise serializers.ValidationError({'date_to': ['Период поиска не может быть длиннее года.']})
        # Past days are never searched: events there have departed.
        return EventSearch(max(date_from, today()), date_to, attrs.get('tourists') or 1)


def event_search(request):
    serializer = EventSearchSerializer(data=request.query_params)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def default_search():
    return EventSearch(today(), today() + timedelta(days=60), 1)


ROOM = re.compile(r'^[1-6](-([0-9]|1[0-7])){0,4}$')


def next_friday(day):
    ahead = (4 - day.weekday()) % 7 or 7
    return day + timedelta(days=ahead)


@dataclass
class StaySearch:
    date_from: object
    date_to: object
    adults: int = 2
    children_ages: list = field(default_factory=list)

    @property
    def nights(self):
        return (self.date_to - self.date_from).days

    def as_dict(self):
        return {
            'date_from': self.date_from.isoformat(),
            'date_to': self.date_to.isoformat(),
            'nights': self.nights,
            'adults': self.adults,
            'children_ages': list(self.children_ages),
        }


class StaySearchSerializer(serializers.Serializer):
    """date_from / date_to / room; defaults: the next Friday, 3 nights, room '2'."""

    date_from = serializers.DateField(required=False)
    date_to = serializers.DateField(required=False)
    room = serializers.RegexField(ROOM, required=False, max_length=20)

    def validate(self, attrs):
        date_from = attrs.get('date_from') or next_friday(today())
        date_to = attrs.get('date_to') or date_from + timedelta(days=3)
        if date_from < today():
            raise serializers.ValidationError({'date_from': ['Дата заезда не может быть в прошлом.']})
        nights = (date_to - date_from).days
        if nights < 1:
            raise serializers.ValidationError({'date_to': ['Дата выезда должна быть позже даты заезда.']})
        if nights > 30:
            raise serializers.ValidationError({'date_to': ['Проживание — не более 30 ночей.']})
        adults, *children = (int(part) for part in (attrs.get('room') or '2').split('-'))
        return StaySearch(date_from, date_to, adults, children)


def stay_search(request):
    serializer = StaySearchSerializer(data=request.query_params)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data
