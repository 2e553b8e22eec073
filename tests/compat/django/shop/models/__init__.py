"""All models of the shop app, one module per area."""
from .accounts import Tourist, User, UserCourse
from .content import Banner, FeedbackField, FeedbackForm, FeedbackSubmission, MenuItem, Page, Review, SiteConfig
from .excursions import Excursion, ExcursionEvent, ExcursionGroup, ExcursionImage, ExcursionPrice
from .hotels import Hotel, HotelImage, RoomNight, RoomType, RoomTypeImage
from .lookups import City, Country, DocumentType, Location, TourHotel, TourLocation
from .orders import Cart, CartItem, Order, OrderItem
from .tours import Tour, TourEvent, TourGroup, TourImage, TourPrice, TourProgramDay

__all__ = [
    'Banner', 'Cart', 'CartItem', 'City', 'Country', 'DocumentType', 'Excursion', 'ExcursionEvent',
    'ExcursionGroup', 'ExcursionImage', 'ExcursionPrice', 'FeedbackField', 'FeedbackForm', 'FeedbackSubmission',
    'Hotel', 'HotelImage', 'Location', 'MenuItem', 'Order', 'OrderItem', 'Page', 'Review', 'RoomNight',
    'RoomType', 'RoomTypeImage', 'SiteConfig', 'Tour', 'TourEvent', 'TourGroup', 'TourHotel', 'TourImage',
    'TourLocation', 'TourPrice', 'TourProgramDay', 'Tourist', 'User', 'UserCourse',
]
