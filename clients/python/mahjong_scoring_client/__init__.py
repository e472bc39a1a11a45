"""A client library for accessing Hong Kong / Cantonese mahjong scoring API"""

from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
