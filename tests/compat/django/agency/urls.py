"""Root URLs: the shop API, DRF's browsable-API login and media files (served explicitly, DEBUG is off)."""
from django.conf import settings
from django.urls import include, path, re_path
from django.views.static import serve

urlpatterns = [
    path('', include('shop.urls')),
    path('api/api-auth/', include('rest_framework.urls')),
    re_path(r'^media/(?P<path>.*)$', serve, {'document_root': settings.MEDIA_ROOT}),
]
