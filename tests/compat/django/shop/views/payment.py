"""Payment choices for an order (the YooKassa calls are not part of this reference backend)."""
from django.http import Http404
from django.shortcuts import get_object_or_404
from rest_framework.exceptions import NotAuthenticated
from rest_framework.generics import RetrieveAPIView

from ..models import Order
from ..serializers.orders import CostSelectionSerializer


class CostSelectionView(RetrieveAPIView):
    """An order of a user needs that user's token; an anonymous order is open by id."""

    serializer_class = CostSelectionSerializer

    def get_object(self):
        order = get_object_or_404(Order, pk=self.kwargs['pk'])
        if order.user_id is not None and order.user_id != self.request.user.pk:
            if not self.request.user.is_authenticated:
                raise NotAuthenticated()
            raise Http404
        return order
