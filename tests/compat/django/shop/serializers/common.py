"""Serializer pieces shared by every area: seo/og blocks, prices, references and absolute file URLs."""
from rest_framework import serializers

from ..models.base import adult_fare, ordered_prices


def plain_serializer(model, fields):
    """A ModelSerializer that answers these fields of the model as DRF renders them, nothing computed."""
    meta = type('Meta', (), {'model': model, 'fields': fields})
    return type(f'{model.__name__}Serializer', (serializers.ModelSerializer,), {'Meta': meta})


def file_url(context, file):
    """What a `FileField(use_url=True)` answers: the file's absolute URL built from the request."""
    if not file:
        return None
    request = context.get('request')
    return request.build_absolute_uri(file.url) if request is not None else file.url


class SeoSerializer(serializers.Serializer):
    title = serializers.CharField(source='seo_title')
    description = serializers.CharField(source='seo_description')
    h1 = serializers.CharField(source='seo_h1')
    keywords = serializers.CharField(source='seo_keywords')


class OgSerializer(serializers.Serializer):
    title = serializers.CharField(source='og_title')
    description = serializers.CharField(source='og_description')
    image = serializers.FileField(source='og_image', read_only=True)


class MetaSerializerMixin(serializers.Serializer):
    seo = SeoSerializer(source='*', read_only=True)
    og = OgSerializer(source='*', read_only=True)


class PriceSerializer(serializers.Serializer):
    category = serializers.CharField()
    title = serializers.CharField(source='get_category_display')
    price = serializers.DecimalField(max_digits=10, decimal_places=2, coerce_to_string=False)


class PricedSerializerMixin(serializers.Serializer):
    """`price_from` (the adult fare) and `prices` (every age category, in order)."""

    price_from = serializers.SerializerMethodField()
    prices = serializers.SerializerMethodField()

    def get_price_from(self, obj):
        fare = adult_fare(obj.prices.all())
        return None if fare is None else float(fare)

    def get_prices(self, obj):
        return PriceSerializer(ordered_prices(obj.prices.all()), many=True).data


class GroupRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    slug = serializers.CharField()
    title = serializers.CharField()
    url = serializers.CharField(source='get_absolute_url')


class SitePageSerializer(serializers.ModelSerializer):
    """An entity with a page of its own on the site: `url` is that page's path."""

    url = serializers.CharField(source='get_absolute_url')


class CatalogCardSerializer(PricedSerializerMixin, SitePageSerializer):
    """A tour's or an excursion's card: its page, its group and its fares."""

    group = GroupRefSerializer()


class CatalogRefSerializer(GroupRefSerializer):
    image = serializers.FileField(read_only=True)


class ImageListField(serializers.Field):
    """A gallery (related objects with an `image` file) as a list of absolute URLs."""

    def __init__(self, **kwargs):
        kwargs['read_only'] = True
        super().__init__(**kwargs)

    def to_representation(self, manager):
        return [file_url(self.context, item.image) for item in manager.all()]


class MainGroupSerializer(serializers.Serializer):
    """A group on the home page: how many bookable items it has and the lowest adult fare among them."""

    id = serializers.IntegerField()
    slug = serializers.CharField()
    title = serializers.CharField()
    url = serializers.CharField(source='get_absolute_url')
    image = serializers.FileField(read_only=True)
    description = serializers.CharField()
    count = serializers.SerializerMethodField()
    price_from = serializers.SerializerMethodField()

    def items(self, obj):
        """The group's bookable excursions or tours (with prices)."""
        raise NotImplementedError

    def bookable(self, obj):
        if not hasattr(obj, 'bookable_items'):
            obj.bookable_items = self.items(obj)
        return obj.bookable_items

    def get_count(self, obj):
        return len(self.bookable(obj))

    def get_price_from(self, obj):
        fares = [fare for fare in (adult_fare(item.prices.all()) for item in self.bookable(obj)) if fare is not None]
        return float(min(fares)) if fares else None
