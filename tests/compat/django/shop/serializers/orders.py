"""Orders as the contract's `Order` shape, and the payment choices for one."""
import datetime
from decimal import ROUND_CEILING, Decimal

from django.utils import timezone

from rest_framework import serializers

from ..models import Order, OrderItem
from ..validators import ContractEmailField, PhoneField, no_digits

PREPAYMENT_PERCENT = 30
# A prepayment is taken of the tours; the rest of the order is paid in full with it.
PREPAID_TYPES = ('tour',)
# The rest of a prepaid order is due this many days before its first tour.
REST_DUE_DAYS = 3


def money(**options):
    return serializers.DecimalField(max_digits=12, decimal_places=2, coerce_to_string=False, **options)


def with_pay_until(data, order):
    """`pay_until` only after a prepayment (the contract leaves it out otherwise)."""
    due = pay_until(order)
    if due is not None:
        data['pay_until'] = due.isoformat()
    return data


class OrderItemSerializer(serializers.ModelSerializer):
    time = serializers.TimeField(format='%H:%M', allow_null=True)
    total = money()

    class Meta:
        model = OrderItem
        fields = (
            'id', 'type', 'title', 'url', 'image', 'date_start', 'date_end', 'time', 'tourists', 'total',
            'meeting_point', 'duration_minutes',
        )


class CustomerSerializer(serializers.Serializer):
    last_name = serializers.CharField()
    first_name = serializers.CharField()
    patronymic = serializers.CharField()
    email = serializers.CharField()
    phone = serializers.CharField()


class OrderSerializer(serializers.ModelSerializer):
    status_display = serializers.CharField(source='get_status_display')
    total = money()
    paid = money()
    to_pay = money()
    customer = CustomerSerializer(source='*')
    items = OrderItemSerializer(many=True, read_only=True)

    class Meta:
        model = Order
        fields = (
            'id', 'number', 'status', 'status_display', 'created', 'completed', 'total', 'paid', 'to_pay',
            'customer', 'comment', 'items',
        )

    def to_representation(self, instance):
        return with_pay_until(super().to_representation(instance), instance)


class OrderCreateSerializer(serializers.Serializer):
    """The customer of a new order (the order body of docs/product.md#cart-and-order)."""

    last_name = serializers.CharField(max_length=150, validators=[no_digits])
    first_name = serializers.CharField(max_length=150, validators=[no_digits])
    patronymic = serializers.CharField(
        max_length=150, required=False, allow_blank=True, default='', validators=[no_digits],
    )
    email = ContractEmailField()
    phone = PhoneField()
    comment = serializers.CharField(max_length=2000, required=False, allow_blank=True, default='')


def rest_due(order):
    """The day the rest of a prepaid order is due: 3 days before its first tour (or its first item)."""
    items = list(order.items.all())
    tours = [item for item in items if item.type in PREPAID_TYPES]
    starts = sorted(item.date_start for item in (tours or items))
    if not starts:
        return None
    return starts[0] - datetime.timedelta(days=REST_DUE_DAYS if tours else 0)


def pay_until(order):
    """After a prepayment, until when the rest is to be paid; None while nothing or everything is paid."""
    return rest_due(order) if order.paid > 0 and order.to_pay > 0 else None


def payment_options(order):
    """
    Full payment of what is left; while nothing has been paid, a prepayment of 30 % of the tours with
    the rest of the order in full, the remainder due 3 days before the first tour (not offered once
    that day has passed).
    """
    left = order.to_pay
    if left <= 0:
        return []
    options = [{'type_payment': 'full', 'title': 'Полная оплата', 'amount': left, 'percent': 100}]
    tours = sum((item.total for item in order.items.all() if item.type in PREPAID_TYPES), Decimal('0'))
    due = rest_due(order)
    if order.paid == 0 and tours > 0 and due is not None and due >= timezone.localdate():
        amount = (tours * PREPAYMENT_PERCENT / 100).quantize(Decimal('1'), rounding=ROUND_CEILING) + (left - tours)
        if amount < left:
            options.append({
                'type_payment': 'prepayment', 'title': f'Предоплата {PREPAYMENT_PERCENT}%', 'amount': amount,
                'percent': PREPAYMENT_PERCENT, 'applies_to': list(PREPAID_TYPES), 'rest': left - amount,
                'rest_due': due,
            })
    return options


class PaymentOptionSerializer(serializers.Serializer):
    type_payment = serializers.CharField()
    title = serializers.CharField()
    amount = money()
    percent = serializers.IntegerField()
    applies_to = serializers.ListField(child=serializers.CharField(), required=False)
    rest = money(required=False)
    rest_due = serializers.DateField(required=False)

    def to_representation(self, instance):
        # A full payment has no prepayment fields: they are left out, not null.
        return {key: value for key, value in super().to_representation(instance).items() if key in instance}


class CostSelectionSerializer(serializers.ModelSerializer):
    order_id = serializers.IntegerField(source='id')
    order_number = serializers.CharField(source='number')
    status_display = serializers.CharField(source='get_status_display')
    total = money()
    paid = money()
    to_pay = money()
    options = serializers.SerializerMethodField()

    class Meta:
        model = Order
        fields = ('order_id', 'order_number', 'status', 'status_display', 'total', 'paid', 'to_pay', 'options')

    def get_options(self, obj):
        return PaymentOptionSerializer(payment_options(obj), many=True).data

    def to_representation(self, instance):
        return with_pay_until(super().to_representation(instance), instance)
