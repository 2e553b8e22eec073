"""Seeded hotels: two hotels with two room types each and nightly prices for 120 nights."""
from datetime import timedelta
from decimal import Decimal

from ..images import picture
from ..models import Hotel, HotelImage, RoomNight, RoomType, RoomTypeImage
from ..search import today
from .meta import meta_fields

NIGHTS_AHEAD = 120
ROOMS_LEFT = 3
BASICS = ['Wi-Fi', 'Телевизор', 'Душ', 'Фен']

HOTELS = [
    {
        'slug': 'staryj-pskov', 'title': 'Гостиница «Старый Псков»', 'stars': 4, 'city': 'Псков',
        'address': 'г. Псков, ул. Советская, 3',
        'short': 'В пяти минутах от кремля, с рестораном псковской кухни.',
        'amenities': ['Ресторан', 'Парковка', 'Сауна'], 'lat': 57.8189, 'lng': 28.3341,
        'rooms': [
            ('standard', 'Стандарт', 2, 2, 18, '1 двуспальная или 2 односпальные', 4900, ['Чайник']),
            ('family', 'Семейный', 2, 4, 38, '1 двуспальная и диван', 8400, ['Чайник', 'Мини-кухня']),
        ],
    },
    {
        'slug': 'dvor-podznoeva', 'title': 'Отель «Двор Подзноева»', 'stars': 4, 'city': 'Псков',
        'address': 'г. Псков, ул. Некрасова, 1Б',
        'short': 'Купеческие палаты XVII века, ресторан и пивоварня во дворе.',
        'amenities': ['Ресторан', 'Пивоварня', 'Трансфер'], 'lat': 57.8155, 'lng': 28.3362,
        'rooms': [
            ('standard', 'Стандарт', 2, 2, 20, '1 двуспальная', 5600, ['Чайник']),
            ('lux', 'Люкс', 2, 3, 42, '1 двуспальная и диван', 9800, ['Мини-бар', 'Халаты', 'Ванна']),
        ],
    },
]


def night_price(base, date):
    """Friday and Saturday nights cost a fifth more (rounded to 100 roubles)."""
    factor = 1.2 if date.weekday() in (4, 5) else 1
    return Decimal(int(round(base * factor, -2)))


def seed_hotels():
    start = today()
    for position, spec in enumerate(HOTELS):
        hotel = Hotel.objects.create(
            slug=spec['slug'], position=position, title=spec['title'], stars=spec['stars'], city=spec['city'],
            address=spec['address'], short_description=spec['short'], description=f"<p>{spec['short']}</p>",
            image=picture(spec['slug']), amenities=spec['amenities'], latitude=spec['lat'], longitude=spec['lng'],
            **meta_fields(spec['title'], spec['short'], spec['slug']),
        )
        HotelImage.objects.create(hotel=hotel, position=1, image=picture(f"{spec['slug']}-1", '840x560'))
        for room_position, (slug, title, adults, total, area, beds, price, extra) in enumerate(spec['rooms']):
            name = f"room-{spec['slug']}-{slug}"
            room = RoomType.objects.create(
                hotel=hotel, slug=slug, position=room_position, title=title,
                description=f'<p>{title}: {beds}, {area} м².</p>', capacity_adults=adults, capacity_total=total,
                area=area, beds=beds, image=picture(name), amenities=BASICS + extra, base_price=Decimal(price),
                **meta_fields(f"{title} — {spec['title']}", f'{title}, {area} м²', name),
            )
            RoomTypeImage.objects.create(room_type=room, position=1, image=picture(f'{name}-1', '840x560'))
            nights = (start + timedelta(days=offset) for offset in range(NIGHTS_AHEAD))
            RoomNight.objects.bulk_create(
                RoomNight(room_type=room, date=date, price=night_price(price, date), rooms_left=ROOMS_LEFT)
                for date in nights
            )
