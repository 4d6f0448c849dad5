#!/usr/bin/env python3
"""Django's command-line utility for the bookshelf API (makemigrations, migrate, runserver, shell).

Most callers want ../drf-server instead, which migrates and serves in one step. Here, the data
directory comes from DRF_SERVER_DATA (see config/settings.py).
"""
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
