"""Hotel catalogue answers; offers come from shop.stays (attached to the objects by the views)."""
from rest_framework import serializers

from ..models import Hotel, RoomType
from .common import CatalogRefSerializer, ImageListField, MetaSerializerMixin, SitePageSerializer


class NightPriceSerializer(serializers.Serializer):
    date = serializers.DateField()
    price = serializers.DecimalField(max_digits=10, decimal_places=2, coerce_to_string=False)
    available = serializers.BooleanField()


class RoomTypeOfferSerializer(SitePageSerializer):
    nights = NightPriceSerializer(source='stay_nights', many=True)
    total = serializers.DecimalField(source='stay_total', max_digits=12, decimal_places=2, coerce_to_string=False)

    class Meta:
        model = RoomType
        fields = (
            'id', 'slug', 'title', 'url', 'image', 'capacity_adults', 'capacity_total', 'area', 'beds', 'amenities',
            'nights', 'total',
        )


class RoomTypeDetailSerializer(MetaSerializerMixin, RoomTypeOfferSerializer):
    images = ImageListField()
    available = serializers.BooleanField(source='stay_available')
    hotel = CatalogRefSerializer()
    search = serializers.SerializerMethodField()

    class Meta(RoomTypeOfferSerializer.Meta):
        fields = RoomTypeOfferSerializer.Meta.fields + (
            'description', 'images', 'available', 'hotel', 'search', 'seo', 'og',
        )

    def get_search(self, obj):
        return self.context['search'].as_dict()


class HotelCardSerializer(SitePageSerializer):
    """A hotel with `priced` room offers attached (see shop.stays.with_offers)."""

    price_from = serializers.SerializerMethodField()
    total_from = serializers.SerializerMethodField()

    class Meta:
        model = Hotel
        fields = (
            'id', 'slug', 'title', 'url', 'stars', 'city', 'address', 'short_description', 'image', 'price_from',
            'total_from',
        )

    def get_price_from(self, obj):
        prices = [night['price'] for room in obj.priced for night in room.stay_nights]
        return float(min(prices)) if prices else None

    def get_total_from(self, obj):
        totals = [room.stay_total for room in obj.priced]
        return float(min(totals)) if totals else None


class HotelDetailSerializer(MetaSerializerMixin, HotelCardSerializer):
    images = ImageListField()
    search = serializers.SerializerMethodField()
    room_types = RoomTypeOfferSerializer(source='offers', many=True)

    class Meta(HotelCardSerializer.Meta):
        fields = HotelCardSerializer.Meta.fields + (
            'description', 'images', 'amenities', 'latitude', 'longitude', 'search', 'room_types', 'seo', 'og',
        )

    def get_search(self, obj):
        return self.context['search'].as_dict()
