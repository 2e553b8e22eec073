"""Orders as the contract's `Order` shape, and the payment choices for one."""
from decimal import ROUND_CEILING, Decimal

from rest_framework import serializers

from ..models import Order, OrderItem
from ..validators import PhoneField, no_digits

PREPAYMENT_PERCENT = 30


def money(**options):
    return serializers.DecimalField(max_digits=12, decimal_places=2, coerce_to_string=False, **options)


class OrderItemSerializer(serializers.ModelSerializer):
    time = serializers.TimeField(format='%H:%M', allow_null=True)
    total = money()

    class Meta:
        model = OrderItem
        fields = ('id', 'type', 'title', 'url', 'image', 'date_start', 'date_end', 'time', 'tourists', 'total')


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


class OrderCreateSerializer(serializers.Serializer):
    """The customer of a new order (spec §7 order body)."""

    last_name = serializers.CharField(max_length=150, validators=[no_digits])
    first_name = serializers.CharField(max_length=150, validators=[no_digits])
    patronymic = serializers.CharField(
        max_length=150, required=False, allow_blank=True, default='', validators=[no_digits],
    )
    email = serializers.EmailField(max_length=254)
    phone = PhoneField()
    comment = serializers.CharField(max_length=2000, required=False, allow_blank=True, default='')


def payment_options(order):
    """Full payment of what is left, and a 30 % prepayment while nothing has been paid yet."""
    left = order.to_pay
    if left <= 0:
        return []
    options = [{'type_payment': 'full', 'title': 'Полная оплата', 'amount': left, 'percent': 100}]
    if order.paid == 0:
        amount = (order.total * PREPAYMENT_PERCENT / 100).quantize(Decimal('1'), rounding=ROUND_CEILING)
        options.append({
            'type_payment': 'prepayment', 'title': f'Предоплата {PREPAYMENT_PERCENT}%', 'amount': amount,
            'percent': PREPAYMENT_PERCENT,
        })
    return options


class PaymentOptionSerializer(serializers.Serializer):
    type_payment = serializers.CharField()
    title = serializers.CharField()
    amount = money()
    percent = serializers.IntegerField()


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
