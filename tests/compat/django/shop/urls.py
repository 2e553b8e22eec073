"""API paths exactly as docs/product.md#calls and the contract write them (some deliberately without a trailing slash)."""
from django.urls import path
from rest_framework_simplejwt.views import TokenObtainPairView, TokenVerifyView

from .views import account, auth, cart, catalog, content, lookups, payment

urlpatterns = [
    # auth
    path('api/auth/token/', TokenObtainPairView.as_view()),
    path('api/auth/token/verify/', TokenVerifyView.as_view()),
    path('api/auth/token/refresh/', auth.RefreshView.as_view()),
    path('api/auth/logout/', auth.LogoutView.as_view()),
    path('api/accounts/registration/', auth.RegistrationView.as_view()),
    path('api/accounts/restore', auth.RestoreView.as_view()),
    path('api/accounts/set-password', auth.SetPasswordView.as_view()),
    # account
    path('api/user/', account.CurrentUserView.as_view()),
    path('api/user/courses/', account.CourseListView.as_view()),
    path('api/user/tourists/', account.TouristListView.as_view()),
    path('api/user/tourists/<int:pk>/', account.TouristUpdateView.as_view()),
    path('api/user/tourists/<int:pk>', account.TouristDeleteView.as_view()),
    path('api/user/session/', cart.SessionView.as_view()),
    path('api/user/<int:pk>/', account.UserView.as_view()),
    path('api/order/history/list/', account.OrderHistoryView.as_view()),
    path('api/order/history/<int:pk>/', account.OrderDetailView.as_view()),
    # cart and order
    path('api/cart/', cart.CartView.as_view()),
    path('api/cart/excursion/', cart.CartEventView.as_view(kind='excursion')),
    path('api/cart/tour/', cart.CartEventView.as_view(kind='tour')),
    path('api/cart/order/', cart.CartOrderView.as_view()),
    # payment
    path('api/payment/cost_selection/<int:pk>/', payment.CostSelectionView.as_view()),
    # content
    path('api/configs/', content.ConfigView.as_view()),
    path('api/menus/', content.MenusView.as_view()),
    path('api/banners/header_dropdowns/', content.BannerListView.as_view(group='header_dropdowns')),
    path('api/banners/main_blue_banners/', content.BannerListView.as_view(group='main_blue_banners')),
    path('api/banners/main_offers_right/', content.BannerListView.as_view(group='main_offers_right')),
    path('api/banners/main_offers_slider/', content.BannerListView.as_view(group='main_offers_slider')),
    path('api/pages/<slug:path>/extended/', content.PageView.as_view()),
    path('api/pages/<path:path>/', content.PageView.as_view()),
    path('api/feedback/<str:key>/', content.FeedbackFormView.as_view()),
    path('api/feedback/<str:key>/process/', content.FeedbackProcessView.as_view()),
    path('api/reviews/', content.ReviewListView.as_view()),
    # lookups
    *lookups.urlpatterns,
    # catalogue: excursions
    path('api/excursions/', catalog.ExcursionListView.as_view()),
    path('api/catalog/excursions/<path:path>/', catalog.ExcursionDetailView.as_view()),
    path('api/catalog/group_excursions/', catalog.ExcursionGroupListView.as_view(catalog='current')),
    path('api/catalog/group_excursions/<path:path>/', catalog.ExcursionGroupView.as_view()),
    path('api/catalog/group_excursion_list/', catalog.ExcursionGroupListView.as_view(catalog='old')),
    path('api/catalog/group_excursion_detail/<int:pk>/', catalog.ExcursionGroupView.as_view()),
    path('api/main/group_excursions/', catalog.MainExcursionGroupListView.as_view()),
    # catalogue: tours
    path('api/catalog/group_tours/', catalog.TourGroupListView.as_view()),
    path('api/catalog/group_tours/<path:path>/', catalog.TourGroupView.as_view()),
    path('api/catalog/tours/<path:path>/', catalog.TourDetailView.as_view()),
    path('api/main/group_tours/', catalog.MainTourGroupListView.as_view()),
    # catalogue: hotels
    path('api/catalog/hotels/', catalog.HotelListView.as_view()),
    path('api/catalog/hotels/<path:path>/', catalog.HotelDetailView.as_view()),
    path('api/catalog/room_type/<path:path>/', catalog.RoomTypeView.as_view()),
]
