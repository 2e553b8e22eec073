"""`{path}` parameters: one or more slug segments joined by '/' (docs/product.md#content-and-lookups)."""
import re

from django.http import Http404

SAFE_PATH = re.compile(r'^[a-z0-9_-]+(/[a-z0-9_-]+)*$', re.IGNORECASE)


def clean_path(path):
    """A slug path ('about/policy'); anything else (empty segments, '..') is not found."""
    path = path.strip('/')
    if not path or len(path) > 300 or not SAFE_PATH.match(path):
        raise Http404
    return path
