"""A consumer of the Python client, as a developer writes one: pyright strict must find no error here."""

from __future__ import annotations

import logging
import threading
from decimal import Decimal

from gateway_generated import (
    AuthenticationFailedError,
    GatewayClient,
    GatewayError,
    GatewayNetworkError,
    GatewayOutcomeUnknownError,
    InvalidRequestError,
    RawResponse,
)
from gateway_generated.models.authorize_100 import AuthorizeCallBody, AuthorizeResponse
from gateway_generated.models.verify_100 import VerifyResponse


def pay(client: GatewayClient, order_id: str) -> str | None:
    body: AuthorizeCallBody = {"order": {"amount": Decimal("10.00"), "currency": "EUR"}}
    try:
        response: AuthorizeResponse = client.authorize(
            order_id=order_id, transaction_id="1", body=body, extra_fields={"agreement.customData": "note"}, timeout=5.0
        )
    except AuthenticationFailedError as error:
        logging.error("refused credentials: %s", error.status)
        return None
    except InvalidRequestError as error:
        return ", ".join(finding.field for finding in error.findings) or str(error.error.get("field"))
    except GatewayOutcomeUnknownError as error:
        logging.error("reconcile transaction %s of order %s (%d attempts)", error.transaction, order_id, error.attempts)
        raise
    except GatewayNetworkError as error:
        return f"network: {error.code} unknown={error.outcome_unknown}"
    except GatewayError as error:
        return f"{type(error).__name__} {error.status}"
    return response["transaction"].get("id")


def verify(client: GatewayClient) -> int:
    cancel = threading.Event()
    raw: RawResponse[VerifyResponse] = client.raw.verify(order_id="o", transaction_id="t", body={"order": {"currency": "EUR"}}, cancel=cancel)
    return raw.status


def make() -> GatewayClient:
    return GatewayClient(
        base_url="https://gateway.example",
        merchant_id="TESTMERCHANT",
        api_password="secret-password",
        cert=("client.pem", "client.key"),
        ca="ca.pem",
        logger=logging.getLogger("payments"),
        validate_responses="report",
        on_warning=lambda message, findings: logging.warning("%s %d", message, len(findings)),
    )
