"""Users, their saved tourists and guide-school courses."""
from django.contrib.auth.models import AbstractUser
from django.db import models

from .base import GENDERS


class User(AbstractUser):
    """The agency's user; `username` is the e-mail."""

    patronymic = models.CharField('отчество', max_length=150, blank=True)
    phone = models.CharField('телефон', max_length=32, blank=True)
    birth_date = models.DateField('дата рождения', null=True, blank=True)
    gender = models.PositiveSmallIntegerField('пол', choices=GENDERS, null=True, blank=True)


class Tourist(models.Model):
    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name='tourists')
    last_name = models.CharField('фамилия', max_length=150)
    first_name = models.CharField('имя', max_length=150)
    patronymic = models.CharField('отчество', max_length=150, blank=True)
    birth_date = models.DateField('дата рождения', null=True, blank=True)
    gender = models.PositiveSmallIntegerField('пол', choices=GENDERS, null=True, blank=True)
    phone = models.CharField('телефон', max_length=32, blank=True)
    email = models.EmailField('e-mail', blank=True)
    country = models.ForeignKey('Country', on_delete=models.SET_NULL, null=True, blank=True)
    document_type = models.ForeignKey('DocumentType', on_delete=models.SET_NULL, null=True, blank=True)
    document_number = models.CharField('номер документа', max_length=32, blank=True)

    class Meta:
        ordering = ('id',)


class UserCourse(models.Model):
    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name='courses')
    title = models.CharField('название', max_length=255)
    description = models.TextField('описание', blank=True)
    url = models.CharField('ссылка', max_length=255, blank=True)
    progress = models.PositiveSmallIntegerField('прогресс', default=0)

    class Meta:
        ordering = ('id',)
