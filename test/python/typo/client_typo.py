"""A consumer's typo in a client method's keyword (`order_idd`): pyright strict must refuse it, on this line alone."""

from __future__ import annotations

from gateway_generated import GatewayClient


def pay(client: GatewayClient) -> None:
    client.authorize(order_idd="o1", transaction_id="1", body={"order": {"amount": "10.00", "currency": "EUR"}})
