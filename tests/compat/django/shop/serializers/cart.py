"""Cart answers (the lean shape of the real backend: parts with `items`, no count or totals) and requests."""
from decimal import Decimal

from rest_framework import serializers

from ..models import CartItem
from ..models.base import AGE_CATEGORIES
from .common import CatalogRefSerializer

MAX_TOURISTS = 50


def tourist_lines(counts, prices):
    """Tourists of each age category in an item and their cost (docs/product.md#age-categories, in order)."""
    by_category = {price.category: price.price for price in prices}
    lines = []
    for category, title in AGE_CATEGORIES:
        count = int(counts.get(category) or 0)
        if count > 0:
            price = by_category.get(category, Decimal('0'))
            lines.append({
                'category': category, 'title': title, 'count': count, 'price': float(price),
                'total': float(price * count),
            })
    return lines


def lines_total(lines):
    return float(sum(Decimal(str(line['total'])) for line in lines))


class CartExcursionItemSerializer(serializers.ModelSerializer):
    event_id = serializers.IntegerField(source='excursion_event_id')
    excursion = CatalogRefSerializer(source='excursion_event.excursion')
    date = serializers.DateField(source='excursion_event.date')
    time = serializers.TimeField(source='excursion_event.time', format='%H:%M')
    duration_minutes = serializers.IntegerField(source='excursion_event.excursion.duration_minutes')
    tourists = serializers.SerializerMethodField()
    total = serializers.SerializerMethodField()

    class Meta:
        model = CartItem
        fields = ('id', 'event_id', 'excursion', 'date', 'time', 'duration_minutes', 'tourists', 'total')

    def get_tourists(self, obj):
        return tourist_lines(obj.tourists, obj.excursion_event.excursion.prices.all())

    def get_total(self, obj):
        return lines_total(self.get_tourists(obj))


class CartTourItemSerializer(serializers.ModelSerializer):
    event_id = serializers.IntegerField(source='tour_event_id')
    tour = CatalogRefSerializer(source='tour_event.tour')
    date_start = serializers.DateField(source='tour_event.date_start')
    date_end = serializers.DateField(source='tour_event.date_end')
    tourists = serializers.SerializerMethodField()
    total = serializers.SerializerMethodField()

    class Meta:
        model = CartItem
        fields = ('id', 'event_id', 'tour', 'date_start', 'date_end', 'tourists', 'total')

    def get_tourists(self, obj):
        return tourist_lines(obj.tourists, obj.tour_event.tour.prices.all())

    def get_total(self, obj):
        return lines_total(self.get_tourists(obj))


class TouristCountsSerializer(serializers.Serializer):
    vzroslyi = serializers.IntegerField(min_value=0, max_value=MAX_TOURISTS, required=False, default=0)
    pensioner = serializers.IntegerField(min_value=0, max_value=MAX_TOURISTS, required=False, default=0)
    student = serializers.IntegerField(min_value=0, max_value=MAX_TOURISTS, required=False, default=0)
    rebenok = serializers.IntegerField(min_value=0, max_value=MAX_TOURISTS, required=False, default=0)


class CartEventSerializer(serializers.Serializer):
    """`{"event_id": 12, "tourists": {"vzroslyi": 2}}`; the view checks the event itself."""

    event_id = serializers.IntegerField(min_value=1)
    tourists = TouristCountsSerializer()

    def validate_tourists(self, counts):
        total = sum(counts.values())
        if total < 1:
            raise serializers.ValidationError('Выберите хотя бы одного туриста.')
        if total > MAX_TOURISTS:
            raise serializers.ValidationError(f'Не больше {MAX_TOURISTS} туристов в одном заказе.')
        return {category: count for category, count in counts.items() if count > 0}
