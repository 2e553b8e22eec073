"""The agency's error wrapper (docs/product.md#errors) around DRF's default exception handler.

A validation error answers `{"details": <its data>}` (a top-level list becomes
`{"details": {"non_field_errors": [...]}}`); any other error keeps DRF's `detail` (and `code` when the
exception carries one) and adds `"details": {"errors": [<detail>]}`.
"""
from rest_framework.exceptions import ValidationError
from rest_framework.views import exception_handler as drf_exception_handler


def exception_handler(exc, context):
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    if isinstance(exc, ValidationError):
        response.data = {'details': {'non_field_errors': data} if isinstance(data, list) else data}
    elif isinstance(data, dict) and 'detail' in data:
        data['details'] = {'errors': [data['detail']]}
    elif isinstance(data, list):
        response.data = {'details': {'errors': data}}
    return response
