"""Photos as djangorestframework-jsonapi serves a model, listed and added under an album
(/users/{user_id}/albums/{album_id}/photos), each at a URL of its own (/photos/{id}): JSON:API
documents in and out
(`application/vnd.api+json` only: a request that accepts only `application/json` gets 406),
each record `{type: "photos", id, attributes}` with camelCased attribute names (settings.py),
lists paged by `page[number]` and `page[size]` with the count in `meta.pagination`, errors as
`{"errors": [{"detail", "source": {"pointer"}}]}`. No sign-in: these views take no credentials.
"""
from rest_framework.permissions import AllowAny
from rest_framework_json_api import parsers, renderers, serializers, views
from rest_framework_json_api.pagination import JsonApiPageNumberPagination

from .models import Photo


class PhotoSerializer(serializers.ModelSerializer):
    class Meta:
        model = Photo
        fields = ["album_id", "title", "url"]


class PhotoViewSet(views.ModelViewSet):
    serializer_class = PhotoSerializer
    resource_name = "photos"
    renderer_classes = [renderers.JSONRenderer]
    parser_classes = [parsers.JSONParser]
    pagination_class = JsonApiPageNumberPagination
    authentication_classes = []
    permission_classes = [AllowAny]
    # Listed, added, read and edited in part; not replaced or deleted.
    http_method_names = ["get", "post", "patch", "head", "options"]

    def get_queryset(self):
        # An album's photos, listed under it; one photo, at /photos/{id}, wherever it is.
        if "album_id" not in self.kwargs:
            return Photo.objects.all()
        return Photo.objects.filter(user_id=self.kwargs["user_id"],
                                    album_id=self.kwargs["album_id"])

    def perform_create(self, serializer):
        serializer.save(user_id=self.kwargs["user_id"], album_id=self.kwargs["album_id"])
