from django.shortcuts import get_object_or_404
from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from .models import Book, Chapter
from .pagination import CursorPages
from .serializers import BookSerializer, ChapterSerializer


class BookViewSet(viewsets.ModelViewSet):
    queryset = Book.objects.all()
    serializer_class = BookSerializer
    lookup_field = "slug"

    @action(detail=True, methods=["post"])
    def archive(self, request, slug=None):
        """POST /books/{slug}/archive/: a state change that is not a plain field edit gets its
        own verb. Archiving twice is harmless: 200 both times."""
        book = self.get_object()
        book.archived = True
        book.save(update_fields=["archived"])
        return Response(self.get_serializer(book).data)


class ShelfViewSet(viewsets.ReadOnlyModelViewSet):
    """GET /shelf/ and /shelf/{slug}/: the same books, paged by cursor."""

    queryset = Book.objects.all()
    serializer_class = BookSerializer
    lookup_field = "slug"
    pagination_class = CursorPages


class ChapterViewSet(viewsets.ModelViewSet):
    serializer_class = ChapterSerializer
    # Chapters are listed, added, read, edited in part and deleted; not replaced (no PUT).
    http_method_names = ["get", "post", "patch", "delete", "head", "options"]

    def get_book(self):
        # Every chapter URL names its book: an unknown one is a 404 for the whole subtree,
        # {"detail": "No Book matches the given query."}.
        if not hasattr(self, "_book"):
            self._book = get_object_or_404(Book, slug=self.kwargs["book_slug"])
        return self._book

    def get_queryset(self):
        return Chapter.objects.filter(book=self.get_book())

    def perform_create(self, serializer):
        serializer.save(book=self.get_book())
