"""Site content: config, menus, banners, pages, reviews and feedback forms."""
from django.db import models

from .base import MetaFields


class SiteConfig(models.Model):
    """One key of the site config; a picture is kept in `file` and answered as its URL."""

    key = models.CharField('ключ', max_length=64, unique=True)
    value = models.TextField('значение', blank=True)
    file = models.FileField('файл', upload_to='config/', blank=True)

    class Meta:
        ordering = ('key',)


class MenuItem(models.Model):
    MENUS = (('header_menu', 'Шапка'), ('footer_menu', 'Подвал'))
    TYPES = (
        ('direct_link', 'Ссылка'),
        ('excursions', 'Экскурсии'),
        ('excursion', 'Экскурсия'),
        ('hotels', 'Отели'),
        ('hotel', 'Отель'),
        ('roomtype', 'Номер'),
        ('tours', 'Туры'),
        ('page', 'Страница'),
    )
    TARGETS = (('_self', 'В этом окне'), ('_blank', 'В новом окне'))

    menu = models.CharField('меню', max_length=16, choices=MENUS)
    parent = models.ForeignKey('self', on_delete=models.CASCADE, null=True, blank=True, related_name='children')
    position = models.PositiveIntegerField(default=0)
    title = models.CharField('название', max_length=200)
    type = models.CharField('тип', max_length=16, choices=TYPES)
    url = models.CharField('ссылка', max_length=255)
    target = models.CharField('окно', max_length=8, choices=TARGETS, default='_self')

    class Meta:
        ordering = ('menu', 'position', 'id')


class Banner(models.Model):
    GROUPS = (
        ('header_dropdowns', 'Меню в шапке'),
        ('main_blue_banners', 'Синие баннеры на главной'),
        ('main_offers_right', 'Предложения справа'),
        ('main_offers_slider', 'Слайдер на главной'),
    )

    group = models.CharField('группа', max_length=32, choices=GROUPS)
    position = models.PositiveIntegerField(default=0)
    title = models.CharField('заголовок', max_length=200)
    text = models.CharField('текст', max_length=255, blank=True)
    link = models.CharField('ссылка', max_length=255, blank=True)
    image = models.FileField('картинка', upload_to='banners/')

    class Meta:
        ordering = ('group', 'position', 'id')


class Page(MetaFields):
    path = models.CharField('путь', max_length=300, unique=True)
    title = models.CharField('заголовок', max_length=255)
    content = models.TextField('содержимое (HTML)', blank=True)

    class Meta:
        ordering = ('path',)


class Review(models.Model):
    name = models.CharField('имя', max_length=150)
    created = models.DateTimeField('создан')
    text = models.TextField('текст')
    rating = models.PositiveSmallIntegerField('оценка')

    class Meta:
        ordering = ('-created', '-id')


class FeedbackForm(models.Model):
    key = models.SlugField('ключ', max_length=64, unique=True)
    title = models.CharField('заголовок', max_length=200)


class FeedbackField(models.Model):
    TYPES = (
        ('CharField', 'Строка'),
        ('EmailField', 'E-mail'),
        ('PhoneField', 'Телефон'),
        ('TextAreaField', 'Текст'),
        ('FileField', 'Файл'),
    )

    form = models.ForeignKey(FeedbackForm, on_delete=models.CASCADE, related_name='fields')
    position = models.PositiveIntegerField(default=0)
    name = models.SlugField('имя поля', max_length=64)
    label = models.CharField('подпись', max_length=200)
    placeholder = models.CharField('подсказка', max_length=200, blank=True)
    required = models.BooleanField('обязательное', default=False)
    type = models.CharField('тип', max_length=16, choices=TYPES)

    class Meta:
        ordering = ('position', 'id')


class FeedbackSubmission(models.Model):
    form = models.ForeignKey(FeedbackForm, on_delete=models.CASCADE, related_name='submissions')
    client_id = models.CharField(max_length=64, null=True, blank=True)
    data = models.JSONField(default=dict)
    file = models.FileField(upload_to='feedback/', blank=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=('form', 'client_id'), name='feedback_once_per_client_id')]
