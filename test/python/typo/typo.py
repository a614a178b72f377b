"""A consumer's typo in a request key (`ordr`): pyright strict must refuse it, on this line alone."""

from __future__ import annotations

from gateway_generated.models.authorize_100 import AuthorizeRequest

body: AuthorizeRequest = {"apiOperation": "AUTHORIZE", "ordr": {"amount": "10.00", "currency": "EUR"}}
