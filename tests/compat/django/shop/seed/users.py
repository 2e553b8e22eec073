"""The seeded customer the tests sign in with."""
from ..models import User

EMAIL = 'compat@pskovtour.example'
PASSWORD = 'compat-pass-2026'


def seed_users():
    User.objects.create_user(
        username=EMAIL, email=EMAIL, password=PASSWORD, last_name='Смирнова', first_name='Анна',
        patronymic='Петровна', phone='+79111234567',
    )
