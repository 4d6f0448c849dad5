"""Routes: /books/..., /books/{slug}/chapters/..., each with the trailing slash DRF's routers
require (as the app declares its paths: /books/, /books/{slug}/chapters/).

    GET, POST                   /books/
    GET, PUT, PATCH, DELETE     /books/{slug}/
    POST                        /books/{slug}/archive/
    GET, POST                   /books/{slug}/chapters/
    GET, PATCH, DELETE          /books/{slug}/chapters/{id}/
    GET                         /shelf/, /shelf/{slug}/   (the books, paged by cursor)
    GET                         /   (DRF's API root: {"books": "http://127.0.0.1:PORT/books"})
    GET, POST                   /users/{user_id}/albums/{album_id}/photos   (JSON:API)
    GET, PATCH                  /photos/{id}   (JSON:API: each photo at a URL of its own)
"""
from django.conf import settings
from django.http import JsonResponse
from rest_framework.routers import DefaultRouter

from django.urls import path

from books.views import BookViewSet, ChapterViewSet, ShelfViewSet
from photos.views import PhotoViewSet

router = DefaultRouter()
router.register("books", BookViewSet, basename="book")
router.register("shelf", ShelfViewSet, basename="shelf")
# A router prefix may be a regex: its named group reaches the view as a URL keyword argument.
router.register(r"books/(?P<book_slug>[^/.]+)/chapters", ChapterViewSet, basename="chapter")

urlpatterns = router.urls + [
    path("users/<int:user_id>/albums/<int:album_id>/photos",
         PhotoViewSet.as_view({"get": "list", "post": "create"})),
    path("photos/<int:pk>", PhotoViewSet.as_view({"get": "retrieve", "patch": "partial_update"})),
]

if settings.DRF_SERVER_AUTH_ON:
    from django.urls import include
    from rest_framework.authtoken.views import obtain_auth_token
    from rest_framework_simplejwt.views import (TokenBlacklistView, TokenObtainPairView,
                                                TokenRefreshView)

    # Each project's views at the paths its documentation gives.
    urlpatterns += [
        path("api/token/", TokenObtainPairView.as_view()),
        path("api/token/refresh/", TokenRefreshView.as_view()),
        path("api/token/blacklist/", TokenBlacklistView.as_view()),
        path("api-token-auth/", obtain_auth_token),
        path("o/", include("oauth2_provider.urls", namespace="oauth2_provider")),
    ]


def not_found(request, exception=None):
    """A path no route matches (e.g. /authors/): DRF's own 404 body, compact as DRF writes it,
    not Django's HTML page."""
    compact = {"separators": (",", ":")}
    return JsonResponse({"detail": "Not found."}, status=404, json_dumps_params=compact)


handler404 = not_found
# An unexpected error: {"error": "Server Error (500)"} rather than HTML.
handler500 = "rest_framework.exceptions.server_error"
