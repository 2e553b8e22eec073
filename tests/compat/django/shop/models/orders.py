"""Carts kept under a Django session key, and the orders made from them."""
from decimal import Decimal

from django.conf import settings
from django.db import models

STATUSES = (
    ('new', 'Ожидает оплаты'),
    ('prepaid', 'Внесена предоплата'),
    ('paid', 'Оплачен'),
    ('payment_canceled', 'Оплата отменена'),
    ('completed', 'Завершён'),
    ('canceled', 'Отменён'),
)
COMPLETED_STATUSES = ('completed', 'canceled')


class Cart(models.Model):
    session_key = models.CharField('ключ сессии', max_length=40, unique=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)


class CartItem(models.Model):
    KINDS = (('excursion', 'Экскурсия'), ('tour', 'Тур'))

    cart = models.ForeignKey(Cart, on_delete=models.CASCADE, related_name='items')
    kind = models.CharField(max_length=16, choices=KINDS)
    excursion_event = models.ForeignKey('ExcursionEvent', on_delete=models.CASCADE, null=True, blank=True)
    tour_event = models.ForeignKey('TourEvent', on_delete=models.CASCADE, null=True, blank=True)
    tourists = models.JSONField('туристы по категориям', default=dict)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ('id',)


class Order(models.Model):
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name='orders'
    )
    session_key = models.CharField(max_length=40, blank=True)
    status = models.CharField('статус', max_length=16, choices=STATUSES, default='new')
    created = models.DateTimeField('создан', auto_now_add=True)
    total = models.DecimalField('сумма', max_digits=12, decimal_places=2)
    paid = models.DecimalField('оплачено', max_digits=12, decimal_places=2, default=Decimal('0'))
    last_name = models.CharField('фамилия', max_length=150)
    first_name = models.CharField('имя', max_length=150)
    patronymic = models.CharField('отчество', max_length=150, blank=True)
    email = models.EmailField('e-mail')
    phone = models.CharField('телефон', max_length=32)
    comment = models.TextField('комментарий', blank=True)

    class Meta:
        ordering = ('-id',)

    @property
    def number(self):
        return f'PT-{self.pk:06d}'

    @property
    def completed(self):
        return self.status in COMPLETED_STATUSES

    @property
    def to_pay(self):
        if self.completed:
            return Decimal('0')
        return max(Decimal('0'), self.total - self.paid)


class OrderItem(models.Model):
    TYPES = (('excursion', 'Экскурсия'), ('tour', 'Тур'), ('room', 'Номер'))

    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name='items')
    position = models.PositiveIntegerField(default=0)
    type = models.CharField(max_length=16, choices=TYPES)
    title = models.CharField(max_length=255)
    url = models.CharField(max_length=255)
    image = models.FileField(upload_to='orders/', blank=True)
    date_start = models.DateField()
    date_end = models.DateField()
    time = models.TimeField(null=True, blank=True)
    tourists = models.JSONField(default=list)
    total = models.DecimalField(max_digits=12, decimal_places=2)
    # Kept as ordered (the contract's `MeetingPoint`), so a later change of the tour does not move the trip.
    meeting_point = models.JSONField('место встречи', null=True, blank=True)
    duration_minutes = models.PositiveIntegerField('длительность, мин', null=True, blank=True)

    class Meta:
        ordering = ('position', 'id')
