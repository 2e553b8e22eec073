"""Seeded excursions: two current groups, twelve excursions, events twice a day for 30 days."""
from datetime import time, timedelta

from ..images import picture
from ..models import Excursion, ExcursionEvent, ExcursionGroup, ExcursionImage, ExcursionPrice
from ..search import today
from .meta import age_prices, meta_fields

EVENT_DAYS = 30
EVENT_TIMES = (time(10, 0), time(15, 0))
PLACES = 20

# slug, title, short description, minutes, adult price, location index, meeting point
GROUPS = [
    {
        'slug': 'pskov-obzornye',
        'title': 'Обзорные экскурсии по Пскову',
        'description': 'Кремль, Довмонтов город, купеческие палаты и храмы псковской школы зодчества.',
        'excursions': [
            ('pskovskij-kreml', 'Псковский кремль и Довмонтов город',
             'Троицкий собор, Перси, Вечевая площадь и фундаменты храмов Довмонтова города.', 120, 900, 0,
             'У памятника княгине Ольге, Октябрьская площадь'),
            ('pskov-za-odin-den', 'Псков за один день',
             'Кремль, Мирожский монастырь, Поганкины палаты и набережная Великой.', 360, 2400, 1,
             'Туристический центр, ул. Некрасова, 9'),
            ('mirozhskij-monastyr', 'Фрески Мирожского монастыря',
             'Спасо-Преображенский собор с домонгольской росписью из списка ЮНЕСКО.', 90, 1200, 2,
             'У входа в монастырь, наб. реки Великой, 2'),
            ('kupecheskij-pskov', 'Купеческий Псков: палаты и подворья',
             'Поганкины, Меньшиковы и Гурьевы палаты — как жили и торговали псковские купцы.', 150, 1100, 1,
             'У Поганкиных палат, ул. Некрасова, 7'),
            ('zapskove-peshkom', 'Запсковье пешком',
             'Тихие улицы за Псковой: церкви Богоявления и Косьмы и Дамиана с Примостья.', 100, 700, 1,
             'Туристический центр, ул. Некрасова, 9'),
            ('pskovskie-zvonnicy', 'Псковские звонницы',
             'Звонницы-стенки псковских храмов и рассказ о колокольных мастерах.', 90, 950, 0,
             'У Троицкого собора'),
        ],
    },
    {
        'slug': 'izborsk-pechory',
        'title': 'Изборск, Печоры и Пушкинские Горы',
        'description': 'Древняя крепость, Словенские ключи, Псково-Печерский монастырь и пушкинские места.',
        'excursions': [
            ('izborsk-i-pechory', 'Изборск и Псково-Печерский монастырь',
             'Крепость Изборска, Словенские ключи и монастырь в Печорах за один день.', 480, 2900, 3,
             'Туристический центр, ул. Некрасова, 9'),
            ('izborskaya-krepost', 'Изборская крепость',
             'Стены и башни XIV века, Никольский собор и Труворово городище.', 150, 1300, 3,
             'У главных ворот Изборской крепости'),
            ('pechery-monastyrya', 'Богом зданные пещеры Печор',
             'Псково-Печерский монастырь и его пещеры со свечой в руках.', 120, 1000, 4,
             'У Святых ворот монастыря, г. Печоры'),
            ('pushkinskie-gory-za-den', 'Пушкинские Горы за один день',
             'Святогорский монастырь, Михайловское и Тригорское.', 600, 3500, 5,
             'Туристический центр, ул. Некрасова, 9'),
            ('mihajlovskoe', 'Усадьба Михайловское',
             'Дом-музей поэта, парк, аллея Керн и вид на Сороть.', 120, 1100, 5,
             'У входа в музей-заповедник'),
            ('talabskie-ostrova', 'Талабские острова',
             'Теплоход по Псковскому озеру на остров Залита.', 300, 2200, 6,
             'Причал на Пароменской набережной'),
        ],
    },
]


def seed_excursions(locations):
    start = today()
    events = []
    for group_position, spec in enumerate(GROUPS):
        group = ExcursionGroup.objects.create(
            slug=spec['slug'], catalog='current', position=group_position, title=spec['title'],
            description=spec['description'], image=picture(spec['slug']),
            **meta_fields(spec['title'], spec['description'], spec['slug'], f"экскурсии, {spec['title']}"),
        )
        for position, (slug, title, short, minutes, adult, location, meeting) in enumerate(spec['excursions']):
            excursion = Excursion.objects.create(
                group=group, slug=slug, position=position, title=title, short_description=short,
                description=f'<p>{short}</p><p>Экскурсию ведёт аттестованный гид «Псковтур».</p>',
                duration_minutes=minutes, meeting_point=meeting, location=locations[location],
                image=picture(slug), **meta_fields(title, short, slug, f'экскурсия, {title}, Псков'),
            )
            for index in (1, 2):
                ExcursionImage.objects.create(
                    excursion=excursion, position=index, image=picture(f'{slug}-{index}', '840x560')
                )
            for category, price in age_prices(adult).items():
                ExcursionPrice.objects.create(excursion=excursion, category=category, price=price)
            for day in range(EVENT_DAYS):
                for at in EVENT_TIMES:
                    events.append(ExcursionEvent(
                        excursion=excursion, date=start + timedelta(days=day), time=at, places_total=PLACES,
                        places_left=PLACES,
                    ))
    ExcursionEvent.objects.bulk_create(events)
