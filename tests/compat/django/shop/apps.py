from django.apps import AppConfig


class ShopConfig(AppConfig):
    name = 'shop'
    verbose_name = 'Магазин'

    def ready(self):
        # The storefront hears of booked trips that change (the tripEvent webhook).
        from . import push  # noqa: F401
