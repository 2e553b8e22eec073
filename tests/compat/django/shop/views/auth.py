"""Authentication: simplejwt's own views (in urls.py), a refresh that survives a lost answer, logout,
registration and password restore."""
import hashlib

from django.conf import settings
from django.core.cache import cache
from django.core.mail import send_mail
from django.db import transaction
from rest_framework import status
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView
from rest_framework_simplejwt.exceptions import InvalidToken, TokenError
from rest_framework_simplejwt.serializers import TokenRefreshSerializer
from rest_framework_simplejwt.token_blacklist.models import BlacklistedToken, OutstandingToken
from rest_framework_simplejwt.tokens import RefreshToken
from rest_framework_simplejwt.views import TokenRefreshView

from ..serializers.accounts import RegistrationSerializer, UserSerializer
from ..serializers.passwords import RestoreSerializer, SetPasswordSerializer, restore_token


# How long a rotated refresh token is answered again with the pair its rotation made.
REFRESH_REUSE_SECONDS = 30


class ReusableRefreshSerializer(TokenRefreshSerializer):
    """simplejwt's rotation, with a reuse interval: the same refresh token presented again within
    REFRESH_REUSE_SECONDS gets the refresh token its first use got and a new access token, as long
    as that refresh token is not blacklisted (a sign-out ends it). Without it, an answer lost on the
    way (a network cut just after the rotation) would sign the tourist out: the token the storefront
    still holds is blacklisted (docs/decisions/046). The cache must be shared by every worker of the
    backend and outlive its restarts (agency/settings.py).
    """

    def validate(self, attrs):
        key = 'refresh-answer:' + hashlib.sha256(attrs['refresh'].encode()).hexdigest()
        answered = cache.get(key)
        if answered is not None:
            try:
                # Checks its signature, expiry and the blacklist.
                refresh = RefreshToken(answered['refresh'])
            except TokenError as error:
                raise InvalidToken(error.args[0]) from error
            # The pair's access token may have ended since (the soak's live 5 s): a new one from the
            # same refresh token, issued now, as a rotation would (the storefront reads the backend's
            # clock from `iat`, which simplejwt copies from the refresh token).
            access = refresh.access_token
            access.set_iat()
            return {'access': str(access), 'refresh': answered['refresh']}
        # The old token's blacklisting commits only once its answer is kept: a backend stopped
        # between the two would otherwise refuse the token whose answer it never sent.
        with transaction.atomic():
            data = super().validate(attrs)
            cache.set(key, data, REFRESH_REUSE_SECONDS)
        return data


class RefreshView(TokenRefreshView):
    serializer_class = ReusableRefreshSerializer


class LogoutView(APIView):
    """Blacklists the given refresh token; unknown or invalid tokens still answer 200 `{}`.

    Without a refresh token, every outstanding refresh token of the authenticated user is revoked.
    """

    permission_classes = (AllowAny,)

    def post(self, request):
        refresh = request.data.get('refresh') if hasattr(request.data, 'get') else None
        if refresh:
            try:
                RefreshToken(refresh).blacklist()
            except TokenError:
                pass
        elif request.user.is_authenticated:
            revoke_refresh_tokens(request.user)
        return Response({})


class RegistrationView(APIView):
    """Registers and logs in; a failure also lists every message in `details.errors` (docs/product.md#errors)."""

    permission_classes = (AllowAny,)

    def post(self, request):
        serializer = RegistrationSerializer(data=request.data)
        if not serializer.is_valid():
            errors = dict(serializer.errors)
            errors['errors'] = [str(message) for messages in serializer.errors.values() for message in messages]
            raise ValidationError(errors)
        user = serializer.save()
        refresh = RefreshToken.for_user(user)
        return Response(
            {'user': UserSerializer(user).data, 'access': str(refresh.access_token), 'refresh': str(refresh)},
            status=status.HTTP_201_CREATED,
        )


def revoke_refresh_tokens(user):
    for token in OutstandingToken.objects.filter(user=user):
        BlacklistedToken.objects.get_or_create(token=token)


class RestoreView(APIView):
    """`api/accounts/restore` (no trailing slash): mails a `/password-recovery/?token=…` link to an account's address."""

    permission_classes = (AllowAny,)

    def post(self, request):
        serializer = RestoreSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        if serializer.user is not None:
            token = restore_token(serializer.user)
            send_mail(
                'Восстановление пароля на сайте «Псковтур»',
                # The storefront's origin from the settings, never the request's host (a forged Host
                # would send the link, and the account, elsewhere).
                f'Чтобы задать новый пароль, перейдите по ссылке:\n{settings.STOREFRONT_ORIGIN}/password-recovery/?token={token}\n'
                'Ссылка действует 1 час.',
                None,
                [serializer.user.email],
            )
        return Response({'detail': 'Письмо для восстановления пароля отправлено на почту.'})


class SetPasswordView(APIView):
    """`api/accounts/set-password` (PATCH, no trailing slash); a restore also revokes the refresh tokens."""

    permission_classes = (AllowAny,)

    def patch(self, request):
        serializer = SetPasswordSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        user = serializer.user
        user.set_password(serializer.validated_data['password'])
        user.save(update_fields=['password'])
        if serializer.via_restore:
            revoke_refresh_tokens(user)
        return Response({'detail': 'Пароль изменён.'})
