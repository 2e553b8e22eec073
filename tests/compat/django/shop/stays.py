"""Hotel stays: which room types fit a search and what each night of it costs."""
from datetime import timedelta


def fits(room, search):
    return room.capacity_adults >= search.adults and room.capacity_total >= search.adults + len(search.children_ages)


def nights(room, search):
    """Every night of the stay with its price and whether a room is left (a missing night is not)."""
    rows = {night.date: night for night in room.nights.filter(date__gte=search.date_from, date__lt=search.date_to)}
    result = []
    for index in range(search.nights):
        date = search.date_from + timedelta(days=index)
        row = rows.get(date)
        result.append({'date': date, 'price': row.price if row else 0, 'available': bool(row and row.rooms_left > 0)})
    return result


def offer(room, search):
    """A room type offer for the search: its nights, their total and whether it can be booked."""
    room.stay_nights = nights(room, search)
    room.stay_total = sum(night['price'] for night in room.stay_nights)
    room.stay_available = fits(room, search) and all(night['available'] for night in room.stay_nights)
    return room


def available_rooms(hotel, search):
    return [room for room in (offer(room, search) for room in hotel.room_types.all()) if room.stay_available]


def with_offers(hotel, search):
    """The hotel with `offers` (available room types) and `priced` (what its card's prices come from)."""
    hotel.offers = available_rooms(hotel, search)
    hotel.priced = hotel.offers or [offer(room, search) for room in hotel.room_types.all()]
    return hotel
