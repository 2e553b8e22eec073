"""Cart and ordering: plain DRF views with the default authentication (so CSRF applies to a logged-in
Django session), carts kept under Django session keys."""
import re

from rest_framework import status
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from .. import cart as carts
from ..serializers.cart import CartEventSerializer
from ..serializers.orders import OrderCreateSerializer, OrderSerializer

IDS = re.compile(r'^[0-9]{1,10}(,[0-9]{1,10}){0,99}$')


def id_list(request, name):
    raw = request.query_params.get(name, '')
    if not raw:
        return []
    if not IDS.match(raw):
        raise ValidationError({name: ['Ожидаются номера через запятую.']})
    return [int(part) for part in raw.split(',')]


class SessionView(APIView):
    """`api/user/session/`: the request's Django session key (Django sets its HttpOnly `sessionid` cookie)."""

    def get(self, request):
        return Response({'sessionid': carts.own_session_key(request)})


class CartView(APIView):
    """GET the whole cart; DELETE `tours=`, `excursions=`, `rooms=` item ids and answer the whole cart."""

    def get(self, request):
        cart = carts.cart_for(request, request.query_params.get('sessionid'))
        return Response(carts.whole(cart, {'request': request}))

    def delete(self, request):
        ids = {name: id_list(request, name) for name in ('tours', 'excursions', 'rooms')}
        cart = carts.cart_for(request, request.query_params.get('sessionid'))
        carts.remove(cart, 'tour', ids['tours'])
        carts.remove(cart, 'excursion', ids['excursions'])
        # There are no rooms in this backend's carts: `rooms` ids never match anything.
        return Response(carts.whole(cart, {'request': request}))


class CartEventView(APIView):
    """PATCH an excursion or tour event with tourists per age category; answers that part of the cart."""

    kind = None

    def patch(self, request):
        serializer = CartEventSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        cart = carts.cart_for(request, request.query_params.get('sessionid'))
        carts.put_event(cart, self.kind, serializer.validated_data['event_id'], serializer.validated_data['tourists'])
        context = {'request': request}
        if self.kind == 'excursion':
            return Response(carts.excursion_part(cart, context, with_total=True))
        return Response(carts.tour_part(cart, context, with_total=True))


class CartOrderView(APIView):
    """POST `api/cart/order/`: orders the whole cart (the user's, with a valid JWT) and empties it."""

    def post(self, request):
        serializer = OrderCreateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        cart = carts.cart_for(request, request.query_params.get('sessionid'))
        order = carts.place_order(cart, request.user, serializer.validated_data)
        return Response(OrderSerializer(order, context={'request': request}).data, status=status.HTTP_201_CREATED)
