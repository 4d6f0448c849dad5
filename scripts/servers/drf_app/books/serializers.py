from rest_framework import serializers

from .models import Book, Chapter


class BookSerializer(serializers.ModelSerializer):
    # JSONField would accept any JSON; say what we mean: a list of short strings.
    tags = serializers.ListField(child=serializers.CharField(max_length=50), required=False)
    # Clients that key every record by `id` find the slug there too. Read-only: the slug itself
    # stays the writable field a POST sends, and an `id` in a request body is ignored.
    id = serializers.CharField(source="slug", read_only=True)

    class Meta:
        model = Book
        fields = ["id", "slug", "title", "pages", "read", "published_on", "genre", "tags",
                  "archived"]

    def get_fields(self):
        fields = super().get_fields()
        # The slug is the primary key: saving a book under a new one would INSERT a second row
        # and leave the old one behind. So it is set once, by POST; PUT and PATCH ignore it.
        if self.instance is not None:
            fields["slug"].read_only = True
        return fields


class ChapterSerializer(serializers.ModelSerializer):
    class Meta:
        model = Chapter
        # `book` comes from the URL, never from the body.
        fields = ["id", "number", "title", "read"]
