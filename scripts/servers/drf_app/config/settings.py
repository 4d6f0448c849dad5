"""Settings of the bookshelf API: a JSON-only REST server for end-to-end tests of a client.

Everything a browser-facing site needs (admin, sessions, auth, templates, static files, CSRF) is
left out: the app starts faster, and no HTML page can stand in for a JSON answer.
"""
import os
import tempfile
from pathlib import Path

# Where the sqlite file lives. drf-server sets this from its DATADIR argument; the temporary
# directory is only a fallback for a bare `manage.py`, so that no database lands in the tree.
DATA_DIR = Path(os.environ.get("DRF_SERVER_DATA") or Path(tempfile.gettempdir()) / "drf-server-data")
DATA_DIR.mkdir(parents=True, exist_ok=True)

# A test server on the loopback interface: the key signs nothing that matters.
SECRET_KEY = "test-only-not-secret-and-long-enough-for-hs256"
# DEBUG off, so that a 404 or a 500 is never Django's HTML debug page.
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost", "[::1]"]

INSTALLED_APPS = ["rest_framework", "books", "photos"]
# No CommonMiddleware: with it, APPEND_SLASH answers `POST /books` with a 301, which would turn
# it into a GET. The app asks for /books/, as the routes spell it (see config/urls.py).
MIDDLEWARE = []
APPEND_SLASH = False
ROOT_URLCONF = "config.urls"
# runserver falls back to Django's default WSGI handler when this is None.
WSGI_APPLICATION = None

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DATA_DIR / "drf.sqlite3",
        "OPTIONS": {
            # runserver answers each request on its own thread. A write transaction that takes
            # the lock up front (IMMEDIATE) and waits up to 20 s for it, rather than failing with
            # "database is locked", lets parallel writers queue instead of erroring; WAL lets
            # readers go on while one writes.
            "transaction_mode": "IMMEDIATE",
            "timeout": 20,
            "init_command": "PRAGMA journal_mode=WAL;",
        },
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"  # chapter ids: plain integers

USE_I18N = False  # error messages stay English, whatever Accept-Language says
USE_TZ = True
TIME_ZONE = "UTC"  # Django's default is America/Chicago, which would skew the request log

REST_FRAMEWORK = {
    # JSON in, JSON out. No browsable API (it needs templates), no form parsing: a body that is
    # not application/json gets 415, which is a clearer failure for a client than a guess.
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    # No authentication. UNAUTHENTICATED_USER=None keeps DRF from importing django.contrib.auth,
    # which is not installed.
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "UNAUTHENTICATED_USER": None,
    # Every list is paged: {count, next, previous, results}; ?page=N&page_size=M.
    "DEFAULT_PAGINATION_CLASS": "books.pagination.Pagination",
    "PAGE_SIZE": 10,
    # DRF's error bodies, except in the views that render JSON:API (photos/views.py), whose
    # errors djangorestframework-jsonapi writes as JSON:API's {"errors": [...]}.
    "EXCEPTION_HANDLER": "rest_framework_json_api.exceptions.exception_handler",
}
# JSON:API's attribute names camelCased (album_id travels as albumId), as its documentation
# configures a project.
JSON_API_FORMAT_FIELD_NAMES = "camelize"

# DRF_SERVER_AUTH=1: writes need a session, and reads stay open. The server hands sessions out
# three ways, each as its project documents it, so one server proves each flow of a client:
# djangorestframework-simplejwt (rotating its refresh tokens and blacklisting the one replaced),
# DRF's own TokenAuthentication (tokens that never expire), and django-oauth-toolkit's password
# and refresh grants. An access token of simplejwt or of the toolkit lives
# DRF_SERVER_ACCESS_SECONDS (a few seconds in the drive, so that a run crosses an expiry).
DRF_SERVER_AUTH_ON = os.environ.get("DRF_SERVER_AUTH") == "1"
if DRF_SERVER_AUTH_ON:
    from datetime import timedelta

    ACCESS_SECONDS = int(os.environ.get("DRF_SERVER_ACCESS_SECONDS", "300"))
    INSTALLED_APPS = ["django.contrib.auth", "django.contrib.contenttypes",
                      "rest_framework.authtoken", "rest_framework_simplejwt.token_blacklist",
                      "oauth2_provider", *INSTALLED_APPS]
    del REST_FRAMEWORK["UNAUTHENTICATED_USER"]
    # The toolkit's first: it passes over a bearer token it did not issue, where simplejwt's
    # would refuse the toolkit's as a malformed JWT. simplejwt passes over `Token …`.
    REST_FRAMEWORK["DEFAULT_AUTHENTICATION_CLASSES"] = [
        "oauth2_provider.contrib.rest_framework.OAuth2Authentication",
        "rest_framework_simplejwt.authentication.JWTAuthentication",
        "rest_framework.authentication.TokenAuthentication"]
    REST_FRAMEWORK["DEFAULT_PERMISSION_CLASSES"] = [
        "rest_framework.permissions.IsAuthenticatedOrReadOnly"]
    SIMPLE_JWT = {
        "ACCESS_TOKEN_LIFETIME": timedelta(seconds=ACCESS_SECONDS),
        "ROTATE_REFRESH_TOKENS": True,
        "BLACKLIST_AFTER_ROTATION": True,
    }
    # Refresh tokens rotate by default (ROTATE_REFRESH_TOKEN).
    OAUTH2_PROVIDER = {"ACCESS_TOKEN_EXPIRE_SECONDS": ACCESS_SECONDS}
