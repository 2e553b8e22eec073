"""Tells the storefront when a booked trip changes (docs/decisions/047, the contract's `tripEvent`
webhook): a line's date, time or meeting point, an order cancelled or paid. Signed with
PUSH_WEBHOOK_SECRET; sent once the change is committed, to STOREFRONT_PUSH_URL. Without both
settings nothing is sent. A real backend would queue the call and retry it (same `id`); here a
call that fails is logged.
"""
import hashlib
import hmac
import json
import logging
import time
import urllib.request
import uuid

from django.conf import settings
from django.db import transaction
from django.db.models.signals import post_save, pre_save
from django.dispatch import receiver

from .models.orders import Order, OrderItem

log = logging.getLogger(__name__)
BOOKED = ('paid', 'prepaid')


def _when(item):
    return item.date_start.isoformat(), item.time.strftime('%H:%M') if item.time else None


def _line(item):
    date_start, at = _when(item)
    return {
        'id': item.pk,
        'type': item.type,
        'title': item.title,
        'url': item.url,
        'date_start': date_start,
        'time': at,
        'meeting_point': item.meeting_point or None,
    }


def _send(event):
    url, secret = getattr(settings, 'STOREFRONT_PUSH_URL', ''), getattr(settings, 'PUSH_WEBHOOK_SECRET', '')
    if not url or not secret:
        return
    body = json.dumps(event, ensure_ascii=False).encode()
    timestamp = str(int(time.time()))
    signature = hmac.new(secret.encode(), timestamp.encode() + b'.' + body, hashlib.sha256).hexdigest()
    request = urllib.request.Request(url, data=body, method='POST', headers={
        'Content-Type': 'application/json',
        'X-Push-Timestamp': timestamp,
        'X-Push-Signature': f'v1={signature}',
    })
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            answer.read()
    except Exception:  # noqa: BLE001 - a failed call must never fail the change itself
        log.exception('the storefront did not take trip event %s', event['id'])


def tell(kind, order, item, before=None, event_id=None):
    event = {'id': event_id or str(uuid.uuid4()), 'type': kind, 'order': {'id': order.pk, 'user_id': order.user_id},
             'item': _line(item)}
    if before:
        event['before'] = before
    transaction.on_commit(lambda: _send(event))


@receiver(pre_save, sender=OrderItem)
def _remember_line(sender, instance, **kwargs):
    old = OrderItem.objects.filter(pk=instance.pk).first() if instance.pk else None
    instance._before = None if old is None else {
        'date_start': _when(old)[0], 'time': _when(old)[1], 'meeting_point': old.meeting_point or None,
    }


@receiver(post_save, sender=OrderItem)
def _line_changed(sender, instance, created, **kwargs):
    before = getattr(instance, '_before', None)
    if created or before is None or instance.order.status not in BOOKED:
        return
    now = {'date_start': _when(instance)[0], 'time': _when(instance)[1],
           'meeting_point': instance.meeting_point or None}
    if now != before:
        tell('trip_changed', instance.order, instance, before)


@receiver(pre_save, sender=Order)
def _remember_order(sender, instance, **kwargs):
    old = Order.objects.filter(pk=instance.pk).first() if instance.pk else None
    instance._was = None if old is None else (old.status, old.paid)


@receiver(post_save, sender=Order)
def _order_changed(sender, instance, created, **kwargs):
    was = getattr(instance, '_was', None)
    if created or was is None:
        return
    status, paid = was
    if instance.status == 'canceled' and status in BOOKED:
        for item in instance.items.all():
            tell('trip_canceled', instance, item)
    elif instance.status in BOOKED and instance.paid > paid:
        for item in instance.items.all():
            tell('order_paid', instance, item)
