from django.db import models


class Book(models.Model):
    GENRES = [("fiction", "Fiction"), ("history", "History"), ("science", "Science")]

    # The client chooses the key, and it is what URLs carry: /books/dune/.
    slug = models.SlugField(primary_key=True, max_length=100)
    title = models.CharField(max_length=200)
    pages = models.PositiveIntegerField()
    read = models.BooleanField(default=False)
    published_on = models.DateField(null=True, blank=True)
    # null, not "", stands for "no genre": no blank=True, so DRF refuses "" and the JSON shows
    # `"genre": null`; the default makes it optional.
    genre = models.CharField(max_length=20, choices=GENRES, null=True, default=None)
    # A list of strings; the serializer checks the shape, the column just stores JSON.
    tags = models.JSONField(default=list, blank=True)
    archived = models.BooleanField(default=False)

    class Meta:
        # Pages need a stable order; a string key has no insertion counter, so: alphabetical.
        ordering = ["slug"]


class Chapter(models.Model):
    # The server assigns `id`, an integer (Django's implicit AutoField).
    book = models.ForeignKey(Book, on_delete=models.CASCADE, related_name="chapters")
    number = models.PositiveIntegerField()
    title = models.CharField(max_length=200)
    read = models.BooleanField(default=False)

    class Meta:
        ordering = ["number", "id"]
