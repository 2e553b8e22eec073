"""Where tourists meet, as the contract's `MeetingPoint`: a tour's departure, an excursion's start."""


def meeting_point(text, address='', latitude=None, longitude=None):
    """The contract's `MeetingPoint`; None without a text (the storefront then names no meeting place)."""
    text = text.strip()
    if not text:
        return None
    point = {'text': text}
    if address:
        point['address'] = address
    point.update(latitude=latitude, longitude=longitude)
    return point


def tour_meeting_point(tour):
    return meeting_point(tour.meeting_text, tour.meeting_address, tour.meeting_latitude, tour.meeting_longitude)


def excursion_meeting_point(excursion):
    """The excursion's meeting text with its place's address and coordinates, as the demo backend keeps it."""
    location = excursion.location
    return meeting_point(excursion.meeting_point, location.address, location.latitude, location.longitude)
