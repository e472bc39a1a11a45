"""marshmallow 4 request schemas of the public API (every schema refuses unknown fields)."""
