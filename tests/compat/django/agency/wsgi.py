"""WSGI entry point (runserver and any WSGI server)."""
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'agency.settings')
application = get_wsgi_application()
