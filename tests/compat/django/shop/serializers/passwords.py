"""Password restore and change (docs/product.md#authentication-and-account: `api/accounts/restore`, `api/accounts/set-password`)."""
from django.contrib.auth import password_validation
from django.contrib.auth.tokens import default_token_generator
from django.core.exceptions import ValidationError as DjangoValidationError
from django.utils.encoding import force_bytes, force_str
from django.utils.http import urlsafe_base64_decode, urlsafe_base64_encode
from rest_framework import serializers
from rest_framework_simplejwt.exceptions import TokenError
from rest_framework_simplejwt.tokens import AccessToken

from ..models import User
from ..validators import ContractEmailField, no_spaces


def restore_token(user):
    """`<uid>:<token>` from Django's password reset token generator (1 h, void once the password changes)."""
    return f'{urlsafe_base64_encode(force_bytes(user.pk))}:{default_token_generator.make_token(user)}'


def user_by_restore_token(value):
    uid, _sep, token = value.partition(':')
    try:
        user = User.objects.get(pk=force_str(urlsafe_base64_decode(uid)))
    except (ValueError, TypeError, OverflowError, User.DoesNotExist):
        return None
    return user if default_token_generator.check_token(user, token) else None


def user_by_access_token(value):
    try:
        token = AccessToken(value)
    except TokenError:
        return None
    return User.objects.filter(pk=token.get('user_id')).first()


class RestoreSerializer(serializers.Serializer):
    email = ContractEmailField()

    def validate_email(self, value):
        # No word on whether the address has an account: the answer is the same, the letter is not.
        self.user = User.objects.filter(username__iexact=value, is_active=True).first()
        return value


class SetPasswordSerializer(serializers.Serializer):
    """`access_token` is the restore token from the letter or the user's JWT access token."""

    access_token = serializers.CharField(max_length=2000)
    password = serializers.CharField(max_length=128, trim_whitespace=False, validators=[no_spaces])
    confirm_password = serializers.CharField(max_length=128, trim_whitespace=False)

    def validate(self, attrs):
        user = user_by_restore_token(attrs['access_token'])
        self.via_restore = user is not None
        user = user or user_by_access_token(attrs['access_token'])
        if user is None:
            raise serializers.ValidationError({'access_token': ['Недействительный или просроченный токен.']})
        if attrs['password'] != attrs['confirm_password']:
            raise serializers.ValidationError({'confirm_password': ['Пароли не совпадают.']})
        try:
            password_validation.validate_password(attrs['password'], user)
        except DjangoValidationError as error:
            raise serializers.ValidationError({'password': list(error.messages)})
        self.user = user
        return attrs
