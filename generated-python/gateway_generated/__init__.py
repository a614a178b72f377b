"""Models and validators for the Payment Gateway REST Interface.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

from typing import Final

from .runtime import ValidationResult
from .runtime.contract import ValidationError
from .validators import validate_request, validate_response, validate_error_response, validate_authorize_100_request, validate_authorize_100_response, validate_initiate_browser_payment_17_request, validate_initiate_browser_payment_17_response, validate_verify_100_request, validate_verify_100_response, validate_authorize_request, validate_authorize_response, validate_initiate_browser_payment_request, validate_initiate_browser_payment_response, validate_verify_request, validate_verify_response
from .client import GatewayClient, RawResponse, GatewayError, GatewayNetworkError, GatewayTimeoutError, GatewayOutcomeUnknownError, GatewayResponseError, GatewayAbortError, GatewayConfigurationError, GatewayRedirectError, InvalidRequestError, RequestRejectedError, ServerBusyError, ServerFailedError, AuthenticationFailedError

__version__: Final = "1.0.0"

__all__ = [
    "AuthenticationFailedError",
    "GatewayAbortError",
    "GatewayClient",
    "GatewayConfigurationError",
    "GatewayError",
    "GatewayNetworkError",
    "GatewayOutcomeUnknownError",
    "GatewayRedirectError",
    "GatewayResponseError",
    "GatewayTimeoutError",
    "InvalidRequestError",
    "RawResponse",
    "RequestRejectedError",
    "ServerBusyError",
    "ServerFailedError",
    "ValidationError",
    "ValidationResult",
    "__version__",
    "validate_authorize_100_request",
    "validate_authorize_100_response",
    "validate_authorize_request",
    "validate_authorize_response",
    "validate_error_response",
    "validate_initiate_browser_payment_17_request",
    "validate_initiate_browser_payment_17_response",
    "validate_initiate_browser_payment_request",
    "validate_initiate_browser_payment_response",
    "validate_request",
    "validate_response",
    "validate_verify_100_request",
    "validate_verify_100_response",
    "validate_verify_request",
    "validate_verify_response",
]
