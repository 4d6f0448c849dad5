from rest_framework.pagination import CursorPagination, PageNumberPagination


class Pagination(PageNumberPagination):
    """?page=N (from 1, or `last`) and ?page_size=M (at most 100; 10 when absent or invalid).
    A page past the end is 404 {"detail": "Invalid page."}.

    A module of its own: settings name it, and DRF imports it while importing its generic views,
    so it must not live in views.py, which imports those views (a circular import)."""

    page_size_query_param = "page_size"
    max_page_size = 100


class CursorPages(CursorPagination):
    """?cursor= (opaque, from the link the page before gave as `next`) and ?page_size=M: the
    shelf's books by slug, answered {next, previous, results}, with no count."""

    ordering = "slug"
    page_size_query_param = "page_size"
    max_page_size = 100
