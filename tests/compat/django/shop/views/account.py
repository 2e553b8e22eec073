"""The personal account: user data, saved tourists, courses and order history (JWT or session)."""
from django.db.models import Max
from django.http import Http404
from rest_framework import generics
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated

from ..models import Order
from ..models.orders import COMPLETED_STATUSES
from ..search import today
from ..serializers.accounts import TouristSerializer, UserCourseSerializer, UserSerializer
from ..serializers.orders import OrderSerializer


class CurrentUserView(generics.RetrieveUpdateAPIView):
    """GET and PATCH `api/user/`."""

    permission_classes = (IsAuthenticated,)
    serializer_class = UserSerializer
    http_method_names = ('get', 'patch', 'head', 'options')

    def get_object(self):
        return self.request.user


class UserView(CurrentUserView):
    """GET and PATCH (JSON or multipart) `api/user/<id>/`: only the user's own id is found."""

    def get_object(self):
        if self.kwargs['pk'] != self.request.user.pk:
            raise Http404
        return self.request.user


class TouristListView(generics.ListCreateAPIView):
    permission_classes = (IsAuthenticated,)
    serializer_class = TouristSerializer

    def get_queryset(self):
        return self.request.user.tourists.all()

    def perform_create(self, serializer):
        serializer.save(user=self.request.user)


class TouristUpdateView(generics.UpdateAPIView):
    """PATCH `api/user/tourists/<id>/`."""

    permission_classes = (IsAuthenticated,)
    serializer_class = TouristSerializer
    http_method_names = ('patch', 'options')

    def get_queryset(self):
        return self.request.user.tourists.all()


class TouristDeleteView(generics.DestroyAPIView):
    """DELETE `api/user/tourists/<id>` (no trailing slash, as the backend declares it)."""

    permission_classes = (IsAuthenticated,)

    def get_queryset(self):
        return self.request.user.tourists.all()


class CourseListView(generics.ListAPIView):
    permission_classes = (IsAuthenticated,)
    serializer_class = UserCourseSerializer

    def get_queryset(self):
        return self.request.user.courses.all()


def complete_finished_orders(user):
    """A fully paid order whose last day has passed is completed (moves to the 'completed' tab)."""
    finished = (
        Order.objects.filter(user=user, status='paid')
        .annotate(last_day=Max('items__date_end'))
        .filter(last_day__lt=today())
        .values_list('pk', flat=True)
    )
    Order.objects.filter(pk__in=list(finished)).update(status='completed')


class OrderHistoryView(generics.ListAPIView):
    """`api/order/history/list/?completed=true|false`: the user's orders, newest first."""

    permission_classes = (IsAuthenticated,)
    serializer_class = OrderSerializer

    def get_queryset(self):
        completed = self.request.query_params.get('completed', 'false')
        if completed not in ('true', 'false'):
            raise ValidationError({'completed': ['Допустимые значения: true, false.']})
        complete_finished_orders(self.request.user)
        orders = Order.objects.filter(user=self.request.user).prefetch_related('items').order_by('-id')
        if completed == 'true':
            return orders.filter(status__in=COMPLETED_STATUSES)
        return orders.exclude(status__in=COMPLETED_STATUSES)


class OrderDetailView(generics.RetrieveAPIView):
    permission_classes = (IsAuthenticated,)
    serializer_class = OrderSerializer

    def get_queryset(self):
        return Order.objects.filter(user=self.request.user).prefetch_related('items')
