from django.db import models


class Photo(models.Model):
    """A photo in an album of a user: /users/{user_id}/albums/{album_id}/photos/{id}."""

    user_id = models.PositiveIntegerField()
    album_id = models.PositiveIntegerField()
    title = models.CharField(max_length=80)
    url = models.URLField()

    class Meta:
        ordering = ["id"]
