"""Site content: config, menus, banners, pages, reviews and feedback forms."""
from django.db import IntegrityError, transaction
from django.shortcuts import get_object_or_404
from rest_framework import generics, status
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from ..models import Banner, FeedbackForm, FeedbackSubmission, MenuItem, Page, Review, SiteConfig
from ..pagination import ReviewPagination
from ..paths import clean_path
from ..serializers.common import file_url
from ..serializers.content import (
    BannerSerializer, FeedbackFormSerializer, MenuItemSerializer, PageSerializer, ReviewSerializer,
    submission_serializer_class,
)

THANKS = 'Спасибо! Мы ответим в ближайшее время.'


class ConfigView(APIView):
    """The site config as a map of key to value; a picture key answers its file's absolute URL."""

    def get(self, request):
        context = {'request': request}
        return Response({
            row.key: file_url(context, row.file) if row.file else row.value for row in SiteConfig.objects.all()
        })


class MenusView(APIView):
    def get(self, request):
        context = {'request': request}
        roots = MenuItem.objects.filter(parent=None)
        return Response({
            menu: MenuItemSerializer(roots.filter(menu=menu), many=True, context=context).data
            for menu in ('header_menu', 'footer_menu')
        })


class BannerListView(generics.ListAPIView):
    serializer_class = BannerSerializer
    group = None

    def get_queryset(self):
        return Banner.objects.filter(group=self.group)


class PageView(generics.RetrieveAPIView):
    """`api/pages/<path>/` and `api/pages/<slug>/extended/`; query parameters are ignored."""

    serializer_class = PageSerializer

    def get_object(self):
        return get_object_or_404(Page, path=clean_path(self.kwargs['path']))


class ReviewListView(generics.ListAPIView):
    queryset = Review.objects.all()
    serializer_class = ReviewSerializer
    pagination_class = ReviewPagination


class FeedbackFormView(generics.RetrieveAPIView):
    queryset = FeedbackForm.objects.prefetch_related('fields')
    serializer_class = FeedbackFormSerializer
    lookup_field = 'key'


class FeedbackProcessView(APIView):
    """Checks a multipart submission against the form's fields; a repeated `client_id` is stored once."""

    parser_classes = (MultiPartParser, FormParser)

    def post(self, request, key):
        form = get_object_or_404(FeedbackForm, key=key)
        serializer = submission_serializer_class(form)(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = dict(serializer.validated_data)
        client_id = data.pop('client_id', '') or None
        files = {name: data.pop(name) for name in list(data) if hasattr(data[name], 'read')}
        if client_id:
            existing = FeedbackSubmission.objects.filter(form=form, client_id=client_id).first()
            if existing:
                return self.answer(existing, status.HTTP_200_OK)
        try:
            with transaction.atomic():
                submission = FeedbackSubmission(form=form, client_id=client_id, data=data)
                for file in files.values():
                    submission.file.save(file.name, file, save=False)
                submission.save()
        except IntegrityError:
            # Two identical submissions racing: the unique (form, client_id) keeps the first.
            return self.answer(FeedbackSubmission.objects.get(form=form, client_id=client_id), status.HTTP_200_OK)
        return self.answer(submission, status.HTTP_201_CREATED)

    def answer(self, submission, code):
        return Response({'id': submission.pk, 'client_id': submission.client_id, 'detail': THANKS}, status=code)
