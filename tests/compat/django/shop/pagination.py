"""Paginators: the project default is DRF's PageNumberPagination (settings); reviews take page_size."""
from rest_framework.pagination import PageNumberPagination


class ReviewPagination(PageNumberPagination):
    page_size_query_param = 'page_size'
    max_page_size = 100
