"""Settings of the compat reference backend, configured like the agency's real Django project."""
import os
from datetime import timedelta
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get('SECRET_KEY', 'compat-reference-backend-test-only-key-not-for-production')
DEBUG = False
ALLOWED_HOSTS = [
    host.strip() for host in os.environ.get('ALLOWED_HOSTS', '127.0.0.1,localhost').split(',') if host.strip()
]
USE_X_FORWARDED_HOST = True
# Where the storefront is: letters link there, whatever Host a request came with (a password-reset
# link built from the request's host is the classic account takeover).
STOREFRONT_ORIGIN = os.environ.get('STOREFRONT_ORIGIN', 'http://127.0.0.1').rstrip('/')
# Where the storefront takes its trip events (`tripEvent`), and what they are signed with; unset: none sent.
STOREFRONT_PUSH_URL = os.environ.get('STOREFRONT_PUSH_URL', '')
PUSH_WEBHOOK_SECRET = os.environ.get('PUSH_WEBHOOK_SECRET', '')
SECURE_PROXY_SSL_HEADER = ('HTTP_X_FORWARDED_PROTO', 'https')
APPEND_SLASH = True

INSTALLED_APPS = [
    'django.contrib.auth',
    'django.contrib.contenttypes',
    'django.contrib.sessions',
    'django.contrib.messages',
    'django.contrib.staticfiles',
    'rest_framework',
    'rest_framework_simplejwt.token_blacklist',
    'shop',
]

MIDDLEWARE = [
    'django.middleware.security.SecurityMiddleware',
    'django.contrib.sessions.middleware.SessionMiddleware',
    'django.middleware.common.CommonMiddleware',
    'django.middleware.csrf.CsrfViewMiddleware',
    'django.contrib.auth.middleware.AuthenticationMiddleware',
    'django.contrib.messages.middleware.MessageMiddleware',
]

ROOT_URLCONF = 'agency.urls'
WSGI_APPLICATION = 'agency.wsgi.application'

TEMPLATES = [
    {
        'BACKEND': 'django.template.backends.django.DjangoTemplates',
        'DIRS': [],
        'APP_DIRS': True,
        'OPTIONS': {
            'context_processors': [
                'django.template.context_processors.debug',
                'django.template.context_processors.request',
                'django.contrib.auth.context_processors.auth',
                'django.contrib.messages.context_processors.messages',
            ],
        },
    },
]

_db_path = os.environ.get('COMPAT_DB')
if not _db_path:
    raise ImproperlyConfigured('Set COMPAT_DB to the path of the SQLite database file.')
DB_PATH = Path(_db_path).resolve()
DATABASES = {
    'default': {
        # django.db.backends.sqlite3 with WAL and BEGIN IMMEDIATE (see agency/sqlite/base.py).
        'ENGINE': 'agency.sqlite',
        'NAME': str(DB_PATH),
        # runserver is threaded: wait for a writer instead of failing with "database is locked".
        'OPTIONS': {'timeout': 20},
    }
}
# The refresh reuse interval (shop/views/auth.py) keeps the answers it gave in the cache: on disk
# beside the database, so every worker shares it and a restart of the backend keeps it (in memory,
# a refresh answered just before an outage and lost on the way would be refused after it).
CACHES = {
    'default': {
        'BACKEND': 'django.core.cache.backends.filebased.FileBasedCache',
        'LOCATION': str(DB_PATH.with_name(DB_PATH.name + '.cache')),
    }
}
DEFAULT_AUTO_FIELD = 'django.db.models.AutoField'

AUTH_USER_MODEL = 'shop.User'
AUTH_PASSWORD_VALIDATORS = [
    {'NAME': 'django.contrib.auth.password_validation.UserAttributeSimilarityValidator'},
    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator'},
    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},
    {'NAME': 'django.contrib.auth.password_validation.NumericPasswordValidator'},
]
LOGIN_REDIRECT_URL = '/api/user/'

LANGUAGE_CODE = 'ru'
TIME_ZONE = 'Europe/Moscow'
USE_I18N = True
USE_L10N = True
USE_TZ = True

STATIC_URL = '/static/'
MEDIA_URL = '/media/'
MEDIA_ROOT = Path(os.environ.get('COMPAT_MEDIA_ROOT') or DB_PATH.parent / 'media').resolve()

REST_FRAMEWORK = {
    'DEFAULT_PAGINATION_CLASS': 'rest_framework.pagination.PageNumberPagination',
    'PAGE_SIZE': 10,
    'DEFAULT_AUTHENTICATION_CLASSES': (
        'rest_framework_simplejwt.authentication.JWTAuthentication',
        'rest_framework.authentication.SessionAuthentication',
    ),
    'DEFAULT_PERMISSION_CLASSES': ('rest_framework.permissions.AllowAny',),
    'EXCEPTION_HANDLER': 'shop.exceptions.exception_handler',
}

SIMPLE_JWT = {
    'AUTH_HEADER_NAME': 'HTTP_JWT_ACCESS_TOKEN',
    'AUTH_HEADER_TYPES': ('Bearer',),
    'ACCESS_TOKEN_LIFETIME': timedelta(seconds=int(os.environ.get('JWT_ACCESS_SECONDS', '1800'))),
    'REFRESH_TOKEN_LIFETIME': timedelta(days=30),
    'ROTATE_REFRESH_TOKENS': True,
    'BLACKLIST_AFTER_ROTATION': True,
    'UPDATE_LAST_LOGIN': False,
}

# Letters (password restore) are written as files: COMPAT_MAIL_DIR, default `mail` next to the database.
EMAIL_BACKEND = 'django.core.mail.backends.filebased.EmailBackend'
EMAIL_FILE_PATH = Path(os.environ.get('COMPAT_MAIL_DIR') or DB_PATH.parent / 'mail').resolve()
DEFAULT_FROM_EMAIL = 'noreply@pskovtour.example'
PASSWORD_RESET_TIMEOUT = 3600

# Server errors go to stderr (DEBUG is off, so Django would otherwise only mail them to ADMINS).
LOGGING = {
    'version': 1,
    'disable_existing_loggers': False,
    'handlers': {'stderr': {'class': 'logging.StreamHandler'}},
    'loggers': {
        'django.request': {'handlers': ['stderr'], 'level': 'ERROR', 'propagate': False},
        # runserver's line per request; COMPAT_QUIET=1 (the test run) keeps only its errors (5xx).
        'django.server': {
            'handlers': ['stderr'],
            'level': 'ERROR' if os.environ.get('COMPAT_QUIET') == '1' else 'INFO',
            'propagate': False,
        },
    },
}
