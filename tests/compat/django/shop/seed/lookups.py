"""Seeded lookups: countries, document types, cities, locations, tour places and tour hotels."""
from ..images import picture
from ..models import City, Country, DocumentType, Location, TourHotel, TourLocation

COUNTRIES = [
    ('Россия', 'RU'), ('Беларусь', 'BY'), ('Казахстан', 'KZ'), ('Армения', 'AM'), ('Узбекистан', 'UZ'),
    ('Киргизия', 'KG'), ('Таджикистан', 'TJ'), ('Азербайджан', 'AZ'), ('Сербия', 'RS'), ('Китай', 'CN'),
    ('Индия', 'IN'), ('Турция', 'TR'), ('Германия', 'DE'), ('Латвия', 'LV'), ('Эстония', 'EE'),
]

DOCUMENT_TYPES = [
    ('Паспорт РФ', 'passport_rf', '9999 999999'),
    ('Заграничный паспорт', 'passport_foreign_rf', '99 9999999'),
    ('Свидетельство о рождении', 'birth_certificate', ''),
]

CITIES = [
    ('Псков', 'Псковская область'),
    ('Изборск', 'Псковская область'),
    ('Печоры', 'Псковская область'),
    ('Пушкинские Горы', 'Псковская область'),
    ('Москва', 'Москва'),
]

# name, address, city index, latitude, longitude
LOCATIONS = [
    ('Псковский кремль (Кром)', 'г. Псков, Кремль, 4', 0, 57.8223, 28.3287),
    ('Туристический центр на Некрасова', 'г. Псков, ул. Некрасова, 9', 0, 57.8163, 28.3349),
    ('Мирожский монастырь', 'г. Псков, наб. реки Великой, 2', 0, 57.8081, 28.3257),
    ('Изборская крепость', 'Печорский р-н, д. Изборск, ул. Печорская, 39', 1, 57.7092, 27.8592),
    ('Псково-Печерский монастырь', 'г. Печоры, ул. Международная, 5', 2, 57.8115, 27.6143),
    ('Музей-заповедник «Михайловское»', 'Пушкиногорский р-н, д. Бугрово', 3, 57.0575, 28.9236),
    ('Талабские острова, причал', 'г. Псков, Пароменская набережная, 2', 0, 57.8198, 28.3371),
]

TOUR_LOCATIONS = [
    ('Псков', 'Кремль, Довмонтов город, Поганкины палаты и Мирожский монастырь с фресками XII века.'),
    ('Изборск', 'Крепость XIV века, Словенские ключи и вид на Мальскую долину.'),
    ('Печоры', 'Действующий Псково-Печерский монастырь и Богом зданные пещеры.'),
    ('Пушкинские Горы', 'Михайловское, Тригорское, Петровское и Святогорский монастырь.'),
]

TOUR_HOTELS = [
    ('Гостиница «Старый Псков»', 4, 'Псков', 'ул. Советская, 3'),
    ('Отель «Двор Подзноева»', 4, 'Псков', 'ул. Некрасова, 1Б'),
    ('Турбаза «Берёзка»', 2, 'Пушкинские Горы', 'ул. Пушкинская, 20'),
]


def seed_lookups():
    for position, (name, code) in enumerate(COUNTRIES):
        Country.objects.create(name=name, code=code, position=position)
    for name, code, mask in DOCUMENT_TYPES:
        DocumentType.objects.create(name=name, code=code, mask=mask)
    cities = [City.objects.create(name=name, region=region) for name, region in CITIES]
    locations = [
        Location.objects.create(name=name, address=address, city=cities[city], latitude=lat, longitude=lng)
        for name, address, city, lat, lng in LOCATIONS
    ]
    tour_locations = [
        TourLocation.objects.create(name=name, description=description, image=picture(f'place-{index + 1}'))
        for index, (name, description) in enumerate(TOUR_LOCATIONS)
    ]
    tour_hotels = [
        TourHotel.objects.create(name=name, stars=stars, city=city, address=address)
        for name, stars, city, address in TOUR_HOTELS
    ]
    return locations, tour_locations, tour_hotels
