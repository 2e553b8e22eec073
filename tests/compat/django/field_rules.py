#!/usr/bin/env python3
"""What the reference backend's serializer fields say of values, for the field rules table (tests/unit).

    echo '[["Email", "a@b..c"]]' | /usr/bin/python3 tests/compat/django/field_rules.py

Reads a JSON list of [rule, value] pairs (rule: PersonName, Email, Phone or NewPassword, as the contract names
them) and
writes a JSON list: [] for a value the field takes, else its messages. Nothing touches a database.
"""
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    sys.path.insert(0, HERE)
    os.environ.setdefault('COMPAT_DB', os.path.join(tempfile.gettempdir(), 'field-rules-unused.sqlite3'))
    os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'agency.settings')
    import django

    django.setup()
    from django.contrib.auth import password_validation
    from django.core.exceptions import ValidationError as DjangoValidationError
    from rest_framework import serializers

    from shop.serializers.orders import OrderCreateSerializer
    from shop.serializers.passwords import SetPasswordSerializer

    fields = OrderCreateSerializer().fields
    password = SetPasswordSerializer().fields['password']
    by_rule = {'PersonName': fields['last_name'], 'Email': fields['email'], 'Phone': fields['phone']}
    answers = []
    for rule, value in json.load(sys.stdin):
        try:
            if rule == 'NewPassword':
                password.run_validation(value)
                password_validation.validate_password(value)
            else:
                by_rule[rule].run_validation(value)
            answers.append([])
        except serializers.ValidationError as error:
            answers.append([str(message) for message in error.detail])
        except DjangoValidationError as error:
            answers.append(list(error.messages))
    json.dump(answers, sys.stdout, ensure_ascii=False)


if __name__ == '__main__':
    main()
