"""The agency moves a booked trip, as its staff would in the admin: `move_trip <line id> --time 12:00`
(or --date YYYY-MM-DD, --meeting-point "…"). Saving the line tells the storefront (shop/push.py)."""
import datetime

from django.core.management.base import BaseCommand, CommandError

from shop.models.orders import OrderItem


class Command(BaseCommand):
    help = 'Moves a booked order line (its date, time or meeting point); the storefront is told.'

    def add_arguments(self, parser):
        parser.add_argument('item_id', type=int)
        parser.add_argument('--date')
        parser.add_argument('--time')
        parser.add_argument('--meeting-point')

    def handle(self, item_id, date=None, time=None, meeting_point=None, **options):
        item = OrderItem.objects.filter(pk=item_id).first()
        if item is None:
            raise CommandError(f'no order line {item_id}')
        if date:
            days = (datetime.date.fromisoformat(date) - item.date_start).days
            item.date_start += datetime.timedelta(days=days)
            item.date_end += datetime.timedelta(days=days)
        if time:
            item.time = datetime.time.fromisoformat(time)
        if meeting_point:
            item.meeting_point = {**(item.meeting_point or {}), 'text': meeting_point}
        item.save()
        self.stdout.write(f'moved {item.pk}')
