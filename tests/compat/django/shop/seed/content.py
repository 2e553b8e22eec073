"""Seeded content: config, menus, banners, pages, the feedback form and reviews."""
from datetime import timedelta

from django.utils import timezone

from ..images import picture
from ..serializers.orders import PREPAYMENT_PERCENT, REST_DUE_DAYS
from ..models import Banner, FeedbackField, FeedbackForm, MenuItem, Page, Review, SiteConfig
from .meta import SITE_TITLE, meta_fields

CONFIG = {
    'SITE_NAME': SITE_TITLE,
    'SITE_DESCRIPTION': 'Экскурсии, туры и отели Пскова и Псковской области: Изборск, Печоры, Пушкинские Горы.',
    'SITE_KEYWORDS': 'Псков, экскурсии, туры, отели, Изборск, Печоры',
    'COUNTERS_HEAD': '',
    'GOALS': '',
    'META_TAGS': '',
    'HEADER_PHONE': '+7 (8112) 29-00-00',
    'SOCIALS_VK': 'https://vk.com/pskovtour_compat',
    'SOCIALS_TG': 'https://t.me/pskovtour_compat',
    'SOCIALS_VIBER': '',
    'SOCIALS_WHATSAPP': 'https://wa.me/78112290000',
    'SOCIALS_MAX': '',
    'OFFICE_PSKOV_ADDRESS_1': 'г. Псков, Октябрьский проспект, д. 22, офис 3',
    'OFFICE_PSKOV_ADDRESS_2': '',
    'OFFICE_PSKOV_PHONE_1': '+7 (8112) 29-00-00',
    'OFFICE_PSKOV_PHONE_2': '+7 (911) 350-12-34',
    'OFFICE_PSKOV_EMAIL': 'pskov@pskovtour.example',
    'OFFICE_PSKOV_SCHEDULE': 'Пн–Пт 9:00–19:00, Сб 10:00–16:00',
    'OFFICE_MOSCOW_ADDRESS_1': 'г. Москва, ул. Мясницкая, д. 24/7, стр. 1, офис 412',
    'OFFICE_MOSCOW_ADDRESS_2': '',
    'OFFICE_MOSCOW_PHONE_1': '+7 (495) 120-45-67',
    'OFFICE_MOSCOW_PHONE_2': '',
    'OFFICE_MOSCOW_EMAIL': 'moscow@pskovtour.example',
    'OFFICE_MOSCOW_SCHEDULE': 'Пн–Пт 10:00–20:00',
    'PERSONAL_DATA_POLICY_DATE': '2024-03-01',
    # The rules `serializers/orders.py` applies, stated for the storefront to quote before an order.
    'PREPAYMENT_PERCENT': str(PREPAYMENT_PERCENT),
    'PREPAYMENT_REST_DAYS': str(REST_DUE_DAYS),
    'FREE_CANCELLATION_DAYS_TOUR': '4',
    'FREE_CANCELLATION_DAYS_OTHER': '1',
}

# (title, type, url, target, children)
HEADER_MENU = [
    ('Экскурсии', 'excursions', '/excursions/', '_self', [
        ('Обзорные по Пскову', 'excursion', '/excursions/pskov-obzornye/', '_self', []),
        ('Изборск, Печоры и Пушкинские Горы', 'excursion', '/excursions/izborsk-pechory/', '_self', []),
    ]),
    ('Туры', 'tours', '/tours/', '_self', [
        ('Туры выходного дня', 'tours', '/tours/vyhodnogo-dnya/', '_self', []),
        ('Многодневные туры', 'tours', '/tours/mnogodnevnye/', '_self', []),
    ]),
    ('Отели', 'hotels', '/hotels/', '_self', [
        ('Гостиница «Старый Псков»', 'hotel', '/hotels/staryj-pskov/', '_self', []),
        ('Люкс в «Дворе Подзноева»', 'roomtype', '/hotels/dvor-podznoeva/?room_type=lux', '_self', []),
    ]),
    ('Отзывы', 'page', '/about/comments/', '_self', []),
    ('Псковский кремль 3D', 'direct_link', 'https://pskovkremlin.example/', '_blank', []),
]
FOOTER_MENU = [
    ('Экскурсии', 'excursions', '/excursions/', '_self', []),
    ('Туры', 'tours', '/tours/', '_self', []),
    ('Отели', 'hotels', '/hotels/', '_self', []),
    ('Политика конфиденциальности', 'page', '/about/policy/', '_self', []),
]

# group: (size, [(title, text, link)])
BANNERS = {
    'header_dropdowns': ('320x200', [
        ('Изборск и Печоры за один день', 'Выезд каждый день', '/excursions/izborsk-pechory/izborsk-i-pechory/'),
        ('Туры выходного дня', 'Два дня в Пскове с проживанием', '/tours/vyhodnogo-dnya/'),
        ('Отели в центре Пскова', 'Номера с видом на кремль', '/hotels/staryj-pskov/'),
    ]),
    'main_blue_banners': ('168x168', [
        ('Скидка пенсионерам', 'До 15% на все экскурсии', '/excursions/'),
        ('Оплата картой онлайн', 'Предоплата 30% для туров', '/tours/'),
    ]),
    'main_offers_right': ('512x240', [
        ('Пушкинские Горы', 'Михайловское и Тригорское за один день',
         '/excursions/izborsk-pechory/pushkinskie-gory-za-den/'),
        ('Талабские острова', 'Теплоход по Псковскому озеру', '/excursions/izborsk-pechory/talabskie-ostrova/'),
    ]),
    'main_offers_slider': ('1056x512', [
        ('Псков — город-крепость', 'Обзорные экскурсии каждый день', '/excursions/pskov-obzornye/'),
        ('Золотое кольцо Псковщины', 'Четыре дня, четыре города', '/tours/mnogodnevnye/zolotoe-kolco-pskovshchiny/'),
    ]),
}

POLICY = """<p>Настоящая политика описывает, как ООО «Псковтур» (далее — Оператор) обрабатывает персональные данные \
пользователей сайта в соответствии с Федеральным законом № 152-ФЗ «О персональных данных».</p>
<h2>1. Какие данные мы обрабатываем</h2>
<p>Фамилию, имя, отчество, адрес электронной почты, номер телефона и данные документов туристов — только \
в объёме, необходимом для оформления заказа.</p>
<h2>2. Цели обработки</h2>
<p>Оформление и исполнение договора на туристские услуги, связь с клиентом, направление подтверждений заказа.</p>
<h2>3. Ваши права</h2>
<p>Вы можете запросить сведения о своих данных, их исправление или удаление, написав на \
<a href="mailto:pskov@pskovtour.example">pskov@pskovtour.example</a>.</p>"""

PAGES = [
    ('about', 'О компании', 'Туристическая компания «Псковтур»: экскурсии, туры и отели Псковской области.',
     '<p>«Псковтур» показывает гостям Псковский кремль, Изборскую крепость и пушкинские места.</p>'),
    ('about/policy', 'Политика конфиденциальности', 'Как «Псковтур» обрабатывает персональные данные.', POLICY),
]

FEEDBACK_FIELDS = [
    ('name', 'Ваше имя', 'Иван Иванов', True, 'CharField'),
    ('email', 'E-mail', 'example@mail.ru', True, 'EmailField'),
    ('phone', 'Телефон', '+7 (999) 999-99-99', False, 'PhoneField'),
    ('message', 'Сообщение', 'Ваш вопрос или пожелание', True, 'TextAreaField'),
    ('file', 'Прикрепить файл', 'Только .pdf, не более 5 МБ', False, 'FileField'),
]

REVIEWERS = [
    'Анна Смирнова', 'Игорь Петров', 'Елена В.', 'Семья Кузнецовых', 'Ольга Михайловна', 'Дмитрий',
    'Марина Соколова', 'Павел Андреевич', 'Наталья К.', 'Сергей и Ирина', 'Татьяна Лебедева', 'Алексей',
    'Вера Николаевна', 'Константин Орлов', 'Юлия', 'Михаил Зайцев', 'Светлана П.', 'Григорий',
    'Людмила Фёдоровна', 'Артём Волков', 'Ксения', 'Виктор Степанович', 'Екатерина Морозова', 'Роман',
    'Галина Ивановна',
]
PLACES = [
    'Псковский кремль', 'Изборскую крепость', 'Псково-Печерский монастырь', 'Михайловское',
    'Мирожский монастырь', 'Талабские острова', 'Запсковье', 'Поганкины палаты',
]
VERDICTS = {
    5: 'Гид рассказывал живо и интересно, всё по времени, обязательно поедем ещё.',
    4: 'Всё понравилось, только автобус немного задержался утром.',
    3: 'Интересно, но группа была большая, и гида было плохо слышно.',
}
RATINGS = [5, 5, 4, 5, 3, 5, 4, 5, 5, 4, 5, 5, 3, 5, 4, 5, 5, 5, 4, 5, 3, 5, 5, 4, 5]


def create_menu(menu, items, parent=None):
    for position, (title, kind, url, target, children) in enumerate(items):
        item = MenuItem.objects.create(
            menu=menu, parent=parent, position=position, title=title, type=kind, url=url, target=target
        )
        create_menu(menu, children, item)


def seed_content():
    for key, value in CONFIG.items():
        SiteConfig.objects.create(key=key, value=value)
    SiteConfig.objects.create(key='SITE_IMAGE', file=picture('site', '1200x630'))
    create_menu('header_menu', HEADER_MENU)
    create_menu('footer_menu', FOOTER_MENU)
    for group, (size, banners) in BANNERS.items():
        for position, (title, text, link) in enumerate(banners):
            image = picture(f"banner-{group.replace('_', '-')}-{position + 1}", size)
            Banner.objects.create(group=group, position=position, title=title, text=text, link=link, image=image)
    for path, title, description, html in PAGES:
        Page.objects.create(path=path, title=title, content=html, **meta_fields(title, description, 'site'))
    form = FeedbackForm.objects.create(key='header_write_us', title='Написать нам')
    for position, (name, label, placeholder, required, kind) in enumerate(FEEDBACK_FIELDS):
        FeedbackField.objects.create(
            form=form, position=position, name=name, label=label, placeholder=placeholder, required=required,
            type=kind,
        )
    now = timezone.now()
    for index, (name, rating) in enumerate(zip(REVIEWERS, RATINGS)):
        place = PLACES[index % len(PLACES)]
        Review.objects.create(
            name=name, rating=rating, created=now - timedelta(days=3 * index + 1, hours=index),
            text=f'Ездили на экскурсию в {place}. {VERDICTS[rating]}',
        )
