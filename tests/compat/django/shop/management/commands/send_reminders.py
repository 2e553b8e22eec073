"""The evening reminders (docs/decisions/047): every booked line of tomorrow (Moscow) is told to the
storefront as `trip_reminder`. Run daily at 18:00 Moscow time (cron, Celery beat); the event id is
the day's and the line's, so a second run the same evening is sent no further."""
import datetime
from zoneinfo import ZoneInfo

from django.core.management.base import BaseCommand

from shop.models.orders import OrderItem
from shop.push import BOOKED, tell


class Command(BaseCommand):
    help = "Tells the storefront of tomorrow's booked trips (the 18:00 reminder)."

    def handle(self, **options):
        tomorrow = datetime.datetime.now(ZoneInfo('Europe/Moscow')).date() + datetime.timedelta(days=1)
        lines = OrderItem.objects.filter(date_start=tomorrow, order__status__in=BOOKED).select_related('order')
        for line in lines:
            tell('trip_reminder', line.order, line, event_id=f'reminder:{tomorrow}:{line.order_id}:{line.pk}')
        self.stdout.write(f'reminded {len(lines)}')
