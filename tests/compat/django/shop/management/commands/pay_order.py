"""The agency records an order's payment, as its staff would in the admin: `pay_order <order id>`.
Saving the order tells the storefront (shop/push.py)."""
from django.core.management.base import BaseCommand, CommandError

from shop.models.orders import Order


class Command(BaseCommand):
    help = 'Marks an order paid in full; the storefront is told.'

    def add_arguments(self, parser):
        parser.add_argument('order_id', type=int)

    def handle(self, order_id, **options):
        order = Order.objects.filter(pk=order_id).first()
        if order is None:
            raise CommandError(f'no order {order_id}')
        order.paid = order.total
        order.status = 'paid'
        order.save()
        self.stdout.write(f'paid {order.pk}')
