"""Content answers: menus, banners, pages, reviews and feedback forms with their submissions."""
import re

from rest_framework import serializers

from ..models import Banner, FeedbackField, FeedbackForm, MenuItem, Page, Review
from ..validators import ContractEmailField, PhoneField
from .common import MetaSerializerMixin, plain_serializer

MAX_FILE_BYTES = 5 * 1024 * 1024
CLIENT_ID = re.compile(r'^[A-Za-z0-9_-]{8,64}$')


class MenuItemSerializer(serializers.ModelSerializer):
    children = serializers.SerializerMethodField()

    class Meta:
        model = MenuItem
        fields = ('title', 'type', 'url', 'target', 'children')

    def get_children(self, obj):
        return MenuItemSerializer(obj.children.all(), many=True, context=self.context).data


BannerSerializer = plain_serializer(Banner, ('id', 'title', 'text', 'link', 'image'))


class PageSerializer(MetaSerializerMixin, serializers.ModelSerializer):
    class Meta:
        model = Page
        fields = ('id', 'path', 'title', 'content', 'seo', 'og')


ReviewSerializer = plain_serializer(Review, ('id', 'name', 'created', 'text', 'rating'))
FeedbackFieldSerializer = plain_serializer(FeedbackField, ('id', 'name', 'label', 'placeholder', 'required', 'type'))


class FeedbackFormSerializer(serializers.ModelSerializer):
    fields = FeedbackFieldSerializer(many=True, read_only=True)

    class Meta:
        model = FeedbackForm
        fields = ('key', 'title', 'fields')


class PdfFileField(serializers.FileField):
    """A PDF (checked by content) of at most 5 MB."""

    def to_internal_value(self, data):
        file = super().to_internal_value(data)
        if file.size > MAX_FILE_BYTES:
            raise serializers.ValidationError('Файл больше 5 МБ.')
        head = file.read(5)
        file.seek(0)
        if head != b'%PDF-':
            raise serializers.ValidationError('Можно прикрепить только PDF-файл.')
        return file


def submission_field(definition):
    """The DRF field that checks one field of a server-defined feedback form."""
    options = {'required': definition.required, 'label': definition.label}
    if definition.type == 'FileField':
        return PdfFileField(**options)
    options['allow_blank'] = not definition.required
    if definition.type == 'EmailField':
        return ContractEmailField(**options)
    if definition.type == 'PhoneField':
        return PhoneField(**options)
    if definition.type == 'TextAreaField':
        return serializers.CharField(max_length=5000, **options)
    return serializers.CharField(max_length=200, **options)


def submission_serializer_class(form):
    """A serializer class built from the form's field list (plus the optional `client_id`)."""
    fields = {definition.name: submission_field(definition) for definition in form.fields.all()}
    fields['client_id'] = serializers.RegexField(CLIENT_ID, required=False, allow_blank=True)
    return type('FeedbackSubmissionSerializer', (serializers.Serializer,), fields)
