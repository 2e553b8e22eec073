"""Field rules shared by serializers: phone numbers and names as the site's forms accept them (docs/decisions/021, 037)."""
import re

from django.core.validators import RegexValidator
from rest_framework import serializers

# The contract's `PersonName`: its pattern and its `x-pattern-message`.
NAME_MESSAGE = 'Без цифр: фамилия, имя и отчество пишутся буквами.'
no_digits = RegexValidator(r'^[^0-9]*$', NAME_MESSAGE)

PHONE_MESSAGE = 'Введите телефон в формате +7 (999) 999-99-99 или + и 7–15 цифр.'


def normalise_phone(value):
    """`+7 (999) 999-99-99` or `+` and 7–15 digits → `+digits`; None when it is neither."""
    value = value.strip()
    if not re.fullmatch(r'\+[\d\s()-]+', value):
        return None
    digits = re.sub(r'\D', '', value)
    if not 7 <= len(digits) <= 15:
        return None
    if value.startswith('+7') and ('(' in value or ')' in value) and len(digits) != 11:
        return None
    return f'+{digits}'


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
