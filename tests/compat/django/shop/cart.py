"""The cart kept under a Django session key, and turning it into an order."""
from decimal import Decimal

from django.contrib.sessions.models import Session
from django.db import transaction
from django.db.models import F
from django.utils import timezone
from rest_framework.exceptions import ValidationError

from .meeting import excursion_meeting_point, tour_meeting_point
from .models import Cart, CartItem, ExcursionEvent, Order, OrderItem, TourEvent
from .search import has_departed
from .serializers.cart import CartExcursionItemSerializer, CartTourItemSerializer, lines_total, tourist_lines


def own_session_key(request):
    """The request's own Django session key, created (and so sent as the `sessionid` cookie) when missing."""
    session = request.session
    if not session.get('cart'):
        session['cart'] = True  # marks the session modified: SessionMiddleware saves it and sets the cookie
    if not session.session_key:
        session.save()
    return session.session_key


def resolve_session_key(request, raw):
    """A live session's key is kept; an unknown, expired or missing one gives way to the request's own."""
    if raw and Session.objects.filter(session_key=raw, expire_date__gt=timezone.now()).exists():
        return raw
    return own_session_key(request)


def cart_for(request, raw):
    cart, _created = Cart.objects.get_or_create(session_key=resolve_session_key(request, raw))
    return cart


def excursion_items(cart):
    return cart.items.filter(kind='excursion').select_related(
        'excursion_event__excursion__group', 'excursion_event__excursion__location',
    )


def tour_items(cart):
    return cart.items.filter(kind='tour').select_related('tour_event__tour__group')


def part(serializer_class, items, context, with_total):
    data = {'items': serializer_class(items, many=True, context=context).data}
    if with_total:
        data['total'] = sum((Decimal(str(item['total'])) for item in data['items']), Decimal('0'))
    return data


def excursion_part(cart, context, with_total=False):
    return part(CartExcursionItemSerializer, excursion_items(cart), context, with_total)


def tour_part(cart, context, with_total=False):
    return part(CartTourItemSerializer, tour_items(cart), context, with_total)


def whole(cart, context):
    """The whole cart as the agency's backend answers it: three parts with `items` only."""
    return {
        'tours': tour_part(cart, context),
        'excursions': excursion_part(cart, context),
        'hotels': {'items': []},
    }


def put_event(cart, kind, event_id, counts):
    """Adds an event, or replaces the tourist counts of the same event already in the cart."""
    model = ExcursionEvent if kind == 'excursion' else TourEvent
    event = model.objects.filter(pk=event_id).first()
    if event is None:
        raise ValidationError({'event_id': ['Такой даты нет в расписании.']})
    start = (event.date, event.time) if kind == 'excursion' else (event.date_start, event.start_time)
    if has_departed(*start):
        raise ValidationError({'event_id': ['Эта дата уже прошла.']})
    wanted = sum(counts.values())
    if event.places_left < wanted:
        message = f'Осталось мест: {event.places_left}.' if event.places_left else 'Мест нет.'
        raise ValidationError({'tourists': [message]})
    CartItem.objects.update_or_create(
        cart=cart, kind=kind, **{f'{kind}_event': event}, defaults={'tourists': counts}
    )


def remove(cart, kind, ids):
    if ids:
        cart.items.filter(kind=kind, pk__in=ids).delete()


def _take_places(model, event_id, count, title):
    taken = model.objects.filter(pk=event_id, places_left__gte=count).update(places_left=F('places_left') - count)
    if not taken:
        raise ValidationError({'non_field_errors': [f'Недостаточно мест: {title}.']})


def _order_line(kind, event, booked, counts, start_time, started, **kept):
    """
    One cart line as an order line, its places taken; refused once its event has started (`started`).
    `kept`: what the line keeps of its event (dates, time, meeting point), as it is when ordered.
    """
    if has_departed(kept['date_start'], start_time):
        raise ValidationError({'non_field_errors': [f'{started}: {booked.title}.']})
    tourists = tourist_lines(counts, booked.prices.all())
    _take_places(type(event), event.pk, sum(counts.values()), booked.title)
    return OrderItem(
        type=kind, title=booked.title, url=booked.get_absolute_url(), image=booked.image.name, tourists=tourists,
        total=Decimal(str(lines_total(tourists))), **kept,
    )


@transaction.atomic
def place_order(cart, user, customer):
    """Turns the cart into an order: places are taken and the cart emptied, all or nothing."""
    excursions = list(excursion_items(cart))
    tours = list(tour_items(cart))
    if not excursions and not tours:
        raise ValidationError({'non_field_errors': ['Корзина пуста.']})
    lines = []
    for item in tours:
        event = item.tour_event
        lines.append(_order_line(
            'tour', event, event.tour, item.tourists, event.start_time, 'Тур уже начался',
            date_start=event.date_start, date_end=event.date_end, time=event.start_time,
            meeting_point=tour_meeting_point(event.tour),
        ))
    for item in excursions:
        event = item.excursion_event
        lines.append(_order_line(
            'excursion', event, event.excursion, item.tourists, event.time, 'Экскурсия уже началась',
            date_start=event.date, date_end=event.date, time=event.time,
            meeting_point=excursion_meeting_point(event.excursion), duration_minutes=event.excursion.duration_minutes,
        ))
    order = Order.objects.create(
        user=user if user is not None and user.is_authenticated else None,
        session_key=cart.session_key,
        total=sum((line.total for line in lines), Decimal('0')),
        **customer,
    )
    for position, line in enumerate(lines):
        line.order = order
        line.position = position
    OrderItem.objects.bulk_create(lines)
    cart.items.all().delete()
    return order
