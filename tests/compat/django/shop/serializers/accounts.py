"""Account answers: the user, saved tourists, courses and registration."""
from django.contrib.auth import password_validation
from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import serializers

from ..models import Tourist, User, UserCourse
from ..search import today
from ..validators import ContractEmailField, PhoneField, no_digits, no_spaces
from .common import plain_serializer

NO_DIGITS = {'validators': [no_digits]}
NAME = {'allow_blank': False, 'required': False, **NO_DIGITS}


class PersonSerializer(serializers.ModelSerializer):
    """A user's or a tourist's own data: an optional phone and a birth date not in the future."""

    phone = PhoneField(required=False, allow_blank=True)

    def validate_birth_date(self, value):
        if value is not None and value > today():
            raise serializers.ValidationError('Дата рождения не может быть в будущем.')
        return value


class UserSerializer(PersonSerializer):
    class Meta:
        model = User
        fields = (
            'id', 'email', 'last_name', 'first_name', 'patronymic', 'phone', 'birth_date', 'gender', 'date_joined',
        )
        read_only_fields = ('id', 'email', 'date_joined')
        extra_kwargs = {'last_name': NAME, 'first_name': NAME, 'patronymic': NO_DIGITS}


class TouristSerializer(PersonSerializer):
    email = ContractEmailField(required=False, allow_blank=True)

    class Meta:
        model = Tourist
        fields = (
            'id', 'last_name', 'first_name', 'patronymic', 'birth_date', 'gender', 'phone', 'email', 'country',
            'document_type', 'document_number',
        )
        extra_kwargs = {'last_name': NO_DIGITS, 'first_name': NO_DIGITS, 'patronymic': NO_DIGITS}


UserCourseSerializer = plain_serializer(UserCourse, ('id', 'title', 'description', 'url', 'progress'))


class RegistrationSerializer(serializers.Serializer):
    last_name = serializers.CharField(max_length=150, validators=[no_digits])
    first_name = serializers.CharField(max_length=150, validators=[no_digits])
    patronymic = serializers.CharField(max_length=150, required=False, allow_blank=True, validators=[no_digits])
    email = ContractEmailField()
    phone = PhoneField()
    password = serializers.CharField(
        max_length=128, write_only=True, trim_whitespace=False, validators=[no_spaces],
    )
    password_confirm = serializers.CharField(max_length=128, write_only=True, trim_whitespace=False)

    def validate_email(self, value):
        if User.objects.filter(username__iexact=value).exists():
            raise serializers.ValidationError('Пользователь с таким e-mail уже зарегистрирован.')
        return value

    def validate(self, attrs):
        if attrs['password'] != attrs['password_confirm']:
            raise serializers.ValidationError({'password_confirm': ['Пароли не совпадают.']})
        user = User(
            username=attrs['email'], email=attrs['email'], first_name=attrs['first_name'],
            last_name=attrs['last_name'],
        )
        try:
            password_validation.validate_password(attrs['password'], user)
        except DjangoValidationError as error:
            raise serializers.ValidationError({'password': list(error.messages)})
        return attrs

    def create(self, validated_data):
        validated_data.pop('password_confirm')
        email = validated_data.pop('email')
        return User.objects.create_user(username=email, email=email, **validated_data)
