"""Field rules shared by serializers: names, phones and e-mails as the contract (contract/openapi.yaml) states them (docs/decisions/037, 041)."""
import re

from django.core.validators import RegexValidator
from rest_framework import serializers

# The contract's `PersonName`: its pattern and its `x-pattern-message`.
NAME_MESSAGE = 'Без цифр: фамилия, имя и отчество пишутся буквами.'
no_digits = RegexValidator(r'^[^0-9]*$', NAME_MESSAGE)

# The contract's `NewPassword` asks for no spaces (the storefront's password fields strip them); Django's password
# validators (settings.AUTH_PASSWORD_VALIDATORS) judge its length and digits, and more in their own words.
no_spaces = RegexValidator(r'^\S*\Z', 'Пароль не должен содержать пробелов.')

# The contract's `Phone`: `+7 (999) 999-99-99` (a value that starts `+7 (` needs all 11 digits), or `+` and 7–15
# digits with spaces, brackets and hyphens between them.
PHONE_MESSAGE = 'Введите телефон в формате +7 (999) 999-99-99 или + и 7–15 цифр.'
PHONE = re.compile(r'\+7 \((?:[ ()-]*[0-9]){10}[ ()-]*|\+(?!7 \()(?:[ ()-]*[0-9]){7,15}[ ()-]*')

# The contract's `Email`: something, @, a domain of dot-separated parts none of them empty (`a@b..c` is refused).
# Django's own EmailField refuses addresses the storefront's forms take (`ё@почта.рф`, `a@b.c`).
EMAIL_MESSAGE = 'Введите правильный адрес электронной почты.'
EMAIL = re.compile(r'[^\s@]+@[^\s@.]+(\.[^\s@.]+)+')


def normalise_phone(value):
    """A phone as the contract's `Phone` admits it → `+digits`; None when it does not."""
    if not PHONE.fullmatch(value):
        return None
    return '+' + re.sub(r'[^0-9]', '', value)


class PhoneField(serializers.CharField):
    """A phone number, stored as `+digits`."""

    def __init__(self, **kwargs):
        kwargs.setdefault('max_length', 32)
        super().__init__(**kwargs)

    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        if value == '':
            return value
        phone = normalise_phone(value)
        if phone is None:
            raise serializers.ValidationError(PHONE_MESSAGE)
        return phone


class ContractEmailField(serializers.CharField):
    """An e-mail address as the contract's `Email` admits it."""

    def __init__(self, **kwargs):
        kwargs.setdefault('max_length', 254)
        super().__init__(**kwargs)

    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        if value != '' and not EMAIL.fullmatch(value):
            raise serializers.ValidationError(EMAIL_MESSAGE)
        return value
