"""Seeded tours: two groups, three tours, weekly departures over the next 90 days."""
from datetime import timedelta

from ..images import picture
from ..models import Tour, TourEvent, TourGroup, TourImage, TourPrice, TourProgramDay
from ..search import today
from .meta import age_prices, meta_fields

HORIZON_DAYS = 90
PLACES = 20
INCLUDED = ['Экскурсионное обслуживание по программе', 'Входные билеты в музеи', 'Транспорт по программе']
# Where the groups meet (Tour.meeting_*), as the demo backend's seed has them.
RAILWAY_STATION = {
    'meeting_text': 'Железнодорожный вокзал Пскова, у главного входа', 'meeting_address': 'Псков, ул. Вокзальная, 40',
    'meeting_latitude': 57.8117, 'meeting_longitude': 28.3559,
}
OLGA_MONUMENT = {
    'meeting_text': 'У памятника княгине Ольге, Октябрьская площадь', 'meeting_address': 'Псков, Октябрьская площадь',
    'meeting_latitude': 57.8137, 'meeting_longitude': 28.3372,
}

GROUPS = [
    {
        'slug': 'vyhodnogo-dnya',
        'title': 'Туры выходного дня',
        'description': 'Два дня: приехать в субботу утром и увидеть главное Псковской земли.',
        'tours': [
            {
                'slug': 'pskov-izborsk-pechory-2-dnya', 'title': 'Псков — Изборск — Печоры, 2 дня',
                'short': 'Кремль и Мирожский монастырь в первый день, Изборск и Печоры во второй.',
                'days': 2, 'adult': 9800, 'first_day': 1, 'hotels': [0, 1], 'locations': [0, 1, 2],
                'meeting': RAILWAY_STATION,
                'program': [
                    ('Псков', 'Обзорная экскурсия по кремлю и Довмонтову городу, Мирожский монастырь.'),
                    ('Изборск и Печоры', 'Изборская крепость, Словенские ключи, Псково-Печерский монастырь.'),
                ],
                'included': ['Проживание 1 ночь с завтраком', 'Обед во второй день'],
            },
            {
                'slug': 'pushkinskie-gory-2-dnya', 'title': 'Пушкиногорье, 2 дня',
                'short': 'Михайловское, Тригорское, Петровское и вечер у Сороти.',
                'days': 2, 'adult': 8700, 'first_day': 3, 'hotels': [2], 'locations': [3],
                'meeting': OLGA_MONUMENT,
                'program': [
                    ('Михайловское', 'Святогорский монастырь, усадьба Михайловское, вечер у костра.'),
                    ('Тригорское и Петровское', 'Усадьбы Осиповых-Вульф и Ганнибалов, возвращение в Псков.'),
                ],
                'included': ['Проживание 1 ночь', 'Завтрак и ужин'],
            },
        ],
    },
    {
        'slug': 'mnogodnevnye',
        'title': 'Многодневные туры',
        'description': 'Четыре дня по Псковщине: города, монастыри и усадьбы.',
        'tours': [
            {
                'slug': 'zolotoe-kolco-pskovshchiny', 'title': 'Золотое кольцо Псковщины, 4 дня',
                'short': 'Псков, Изборск, Печоры и Пушкинские Горы за одну поездку.',
                'days': 4, 'adult': 18900, 'first_day': 5, 'hotels': [0, 2], 'locations': [0, 1, 2, 3],
                'meeting': RAILWAY_STATION,
                'program': [
                    ('Псков', 'Кремль, Поганкины палаты, вечерняя прогулка по набережной.'),
                    ('Изборск', 'Крепость, Словенские ключи, обед в гостевом доме.'),
                    ('Печоры', 'Псково-Печерский монастырь и пещеры.'),
                    ('Пушкинские Горы', 'Михайловское и Тригорское, возвращение в Псков.'),
                ],
                'included': ['Проживание 3 ночи с завтраком', 'Обеды по программе'],
            },
        ],
    },
]


def seed_tours(tour_locations, tour_hotels):
    start = today()
    for group_position, spec in enumerate(GROUPS):
        group = TourGroup.objects.create(
            slug=spec['slug'], position=group_position, title=spec['title'], description=spec['description'],
            image=picture(spec['slug']), **meta_fields(spec['title'], spec['description'], spec['slug']),
        )
        for position, item in enumerate(spec['tours']):
            tour = Tour.objects.create(
                group=group, slug=item['slug'], position=position, title=item['title'],
                short_description=item['short'], description=f"<p>{item['short']}</p>", days=item['days'],
                image=picture(item['slug']), included=INCLUDED + item['included'], **item['meeting'],
                **meta_fields(item['title'], item['short'], item['slug'], f"тур, {item['title']}"),
            )
            tour.hotels.set([tour_hotels[index] for index in item['hotels']])
            tour.locations.set([tour_locations[index] for index in item['locations']])
            for index in (1, 2):
                gallery = picture(f"{item['slug']}-{index}", '840x560')
                TourImage.objects.create(tour=tour, position=index, image=gallery)
            for day, (title, text) in enumerate(item['program'], start=1):
                TourProgramDay.objects.create(tour=tour, day=day, title=title, text=text)
            for category, price in age_prices(item['adult'], pensioner=0.9, student=0.85, child=0.7).items():
                TourPrice.objects.create(tour=tour, category=category, price=price)
            TourEvent.objects.bulk_create(
                TourEvent(
                    tour=tour, date_start=start + timedelta(days=offset),
                    date_end=start + timedelta(days=offset + item['days'] - 1), places_total=PLACES,
                    places_left=PLACES,
                )
                for offset in range(item['first_day'], HORIZON_DAYS + 1, 7)
            )
