"""The client of the Payment Gateway REST Interface: one method per operation, over http.client.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

import json
import logging
import re
import ssl
import threading
from collections.abc import Callable, Mapping
from typing import Any, Final, Literal, cast

from .models import authorize_100 as _authorize_100
from .models import initiate_browser_payment_17 as _initiate_browser_payment_17
from .models import verify_100 as _verify_100
from .runtime.client_api import ApiDescription, ErrorShape, OperationDescription, PathParameter, RetryPolicy, ReusedTransaction
from .runtime.client_base import BaseGatewayClient, Certificate, WarningHook
from .runtime.client_call import RawResponse, ResponseValidation
from .runtime.client_errors import GatewayError, GatewayNetworkError, GatewayTimeoutError, GatewayOutcomeUnknownError, GatewayResponseError, GatewayAbortError, GatewayConfigurationError, GatewayRedirectError
from .runtime.masking import KeepEnds, KnownNode, Mask, MaskTables
from .validators import is_error_response, validate_authorize_100_request, validate_authorize_100_response, validate_initiate_browser_payment_17_request, validate_initiate_browser_payment_17_response, validate_verify_100_request, validate_verify_100_response


class InvalidRequestError(GatewayError):
    """INVALID_REQUEST: Request did not conform to the API protocol."""


class RequestRejectedError(GatewayError):
    """REQUEST_REJECTED: Rejected for security reasons such as firewall rules or an expired certificate."""


class ServerBusyError(GatewayError):
    """SERVER_BUSY: Not enough resources at the moment."""


class ServerFailedError(GatewayError):
    """SERVER_FAILED: Internal failure."""


class AuthenticationFailedError(InvalidRequestError):
    """HTTP 401 with INVALID_REQUEST: The credentials were refused. Check the merchant id and the API password."""


_ERROR_CLASSES: Final[dict[str, type[GatewayError]]] = {
    "INVALID_REQUEST": InvalidRequestError,
    "REQUEST_REJECTED": RequestRejectedError,
    "SERVER_BUSY": ServerBusyError,
    "SERVER_FAILED": ServerFailedError,
}


def _error_class(cause: str, status: int | None) -> type[GatewayError]:
    """The error class of a cause; refused credentials (their status and cause) have their own."""
    if status == 401 and cause == "INVALID_REQUEST":
        return AuthenticationFailedError
    return _ERROR_CLASSES.get(cause, GatewayError)

_MASKS: Final = MaskTables(
    paths=cast("dict[str, Mask]", {
        "agreement.customData": "replace",
        "debtRepayment.recipient.accountIdentifier": "replace",
        "sourceOfFunds.provided.card.number": KeepEnds(6, 4, "x"),
        "transaction.acquirer.customData": "replace",
    }),
    keys=cast("dict[str, Mask]", {
        "cardSecurityCode": "replace",
        "cid": "replace",
        "csc": "replace",
        "cvc": "replace",
        "cvc2": "replace",
        "cvv": "replace",
        "cvv2": "replace",
        "magneticStripe": "replace",
        "pin": "replace",
        "pinBlock": "replace",
        "securityCode": "replace",
        "track1": "replace",
        "track1Data": "replace",
        "track2": "replace",
        "track2Data": "replace",
        "track3": "replace",
        "trackData": "replace",
    }),
)
"""The sensitivity classes of spec/api/sensitivity.yaml: by dotted path, and by key name at any path."""

_KNOWN: Final[dict[str, list[KnownNode]]] = json.loads("{\"AUTHORIZE@100\":[{\"apiOperation\":0,\"accountFunding\":{\"purpose\":0,\"recipient\":{\"address\":{\"city\":0,\"country\":0,\"postCodeZip\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0},\"firstName\":0,\"identification\":{\"country\":0,\"type\":0,\"value\":0},\"lastName\":0,\"middleName\":0},\"senderIsRecipient\":0,\"senderType\":0},\"agreement\":{\"amountVariability\":0,\"customData\":0,\"expiryDate\":0,\"id\":0,\"maximumAmountPerPayment\":0,\"minimumAmountPerPayment\":0,\"minimumDaysBetweenPayments\":0,\"numberOfPayments\":0,\"paymentFrequency\":0,\"retailer\":{\"abbreviatedTradingName\":0,\"merchantCategoryCode\":0,\"tradingName\":0},\"startDate\":0,\"type\":0},\"airline\":{\"bookingReference\":0,\"documentType\":0,\"itinerary\":{\"leg\":{\"carrierCode\":0,\"conjunctionTicketNumber\":0,\"couponNumber\":0,\"departureAirport\":0,\"departureDate\":0,\"departureTax\":0,\"departureTime\":0,\"destinationAirport\":0,\"destinationArrivalDate\":0,\"destinationArrivalTime\":0,\"endorsementsRestrictions\":0,\"exchangeTicketNumber\":0,\"fare\":0,\"fareBasis\":0,\"fees\":0,\"flightNumber\":0,\"stopoverPermitted\":0,\"taxes\":0,\"travelClass\":0},\"numberInParty\":0,\"originCountry\":0},\"passenger\":{\"firstName\":0,\"frequentFlyerNumber\":0,\"lastName\":0,\"middleName\":0,\"specificInformation\":0,\"title\":0},\"planNumber\":0,\"ticket\":{\"conjunctionTicketIndicator\":0,\"eTicket\":0,\"exchangedTicketNumber\":0,\"issue\":{\"address\":0,\"carrierCode\":0,\"carrierName\":0,\"city\":0,\"country\":0,\"date\":0,\"travelAgentCode\":0,\"travelAgentName\":0},\"restricted\":0,\"taxOrFee\":{\"amount\":0,\"type\":0},\"ticketNumber\":0,\"totalFare\":0,\"totalFees\":0,\"totalTaxes\":0},\"transactionType\":0},\"authentication\":{\"3ds\":{\"acsEci\":0,\"authenticationToken\":0,\"transactionId\":0},\"3ds1\":{\"paResStatus\":0,\"veResEnrolled\":0},\"3ds2\":{\"acsReference\":0,\"acsTransactionId\":0,\"authenticationScheme\":0,\"custom\":0,\"dsReference\":0,\"protocolVersion\":0,\"statusReasonCode\":0,\"transactionStatus\":0},\"amount\":0,\"time\":0,\"transactionId\":0},\"customer\":{\"email\":0,\"firstName\":0,\"lastName\":0,\"middleName\":0,\"mobilePhone\":0,\"phone\":0,\"taxRegistrationId\":0},\"debtRepayment\":{\"recipient\":{\"accountIdentifier\":0,\"dateOfBirth\":0,\"lastName\":0,\"postcodeZip\":0}},\"device\":{\"ani\":0,\"aniCallType\":0,\"browser\":0,\"fingerprint\":0,\"hostname\":0,\"ipAddress\":0,\"mobilePhoneModel\":0},\"externalTokenProvider\":{\"customData\":0},\"initiator\":{\"userId\":0},\"lineOfBusiness\":0,\"order\":{\"acceptPartialAmount\":0,\"amount\":0,\"cashbackAmount\":0,\"certainty\":0,\"currency\":0,\"custom\":[0],\"customerNote\":0,\"customerOrderDate\":0,\"customerReference\":0,\"description\":0,\"discount\":{\"amount\":0,\"code\":0,\"description\":0},\"dutyAmount\":0,\"gratuityAmount\":0,\"industryPracticePaymentReason\":0,\"invoiceNumber\":0,\"item\":{\"brand\":0,\"category\":0,\"description\":0,\"detail\":{\"acquirerCustom\":0,\"commodityCode\":0,\"tax\":{\"amount\":0,\"rate\":0,\"type\":0},\"unitDiscountRate\":0,\"unitTaxRate\":0,\"unitTaxType\":0,\"unspsc\":0,\"upc\":0},\"image\":0,\"industryCategory\":0,\"name\":0,\"quantity\":0,\"sku\":0,\"unitDiscountAmount\":0,\"unitOfMeasure\":0,\"unitPrice\":0,\"unitTaxAmount\":0},\"itemAmount\":0,\"localTaxRegistrationId\":0,\"merchantCategoryCode\":0,\"merchantCharge\":{\"amount\":0,\"type\":0},\"merchantPartnerIdCode\":0,\"netAmount\":0,\"notificationUrl\":0,\"owningEntity\":0,\"purchaseType\":0,\"reference\":0,\"requestorName\":0,\"reward\":{\"amount\":0,\"balanceId\":0},\"shippingAndHandlingAmount\":0,\"shippingAndHandlingTaxAmount\":0,\"shippingAndHandlingTaxRate\":0,\"statementDescriptor\":{\"address\":{\"city\":0,\"company\":0,\"country\":0,\"postcodeZip\":0,\"stateProvince\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0},\"name\":0,\"phone\":0,\"websiteUrl\":0},\"subMerchant\":{\"address\":{\"city\":0,\"company\":0,\"country\":0,\"postcodeZip\":0,\"stateProvince\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0},\"bankIndustryCode\":0,\"disputeContactPhone\":0,\"email\":0,\"governmentCountryCode\":0,\"identifier\":0,\"marketplaceId\":0,\"phone\":0,\"registeredName\":0,\"tradingName\":0,\"websiteUrl\":0},\"tax\":{\"amount\":0,\"rate\":0,\"type\":0},\"taxAmount\":0,\"taxRegistrationId\":0,\"taxStatus\":0,\"transactionFiltering\":{\"avsResponseCodeRules\":{\"action\":0,\"avsResponseCode\":0}}},\"shipping\":{\"contact\":{\"mobilePhone\":0,\"phone\":0},\"method\":0,\"origin\":{\"postcodeZip\":0}},\"transaction\":{\"acquirer\":{\"batch\":0,\"customData\":0,\"date\":0,\"time\":0,\"traceId\":0,\"transactionId\":0},\"authorizationCode\":0,\"batchName\":0,\"deferredAuthorization\":0,\"frequency\":0,\"merchantNote\":0,\"multiCurrencyPricing\":{\"rate\":{\"quoteId\":0}},\"payerConsentForStoringCardDetails\":0,\"receipt\":0,\"reference\":0,\"relatedTransactions\":{\"firstTransactionInTheSeries\":{\"source\":0}},\"resubmission\":0,\"serviceLocation\":{\"city\":0,\"country\":0,\"postCodeZip\":0,\"stateProvinceCode\":0},\"source\":0,\"targetTransactionId\":0,\"taxAmount\":0,\"terminal\":0,\"transit\":{\"aggregatedFare\":{\"aggregationStartDate\":0,\"transportationMode\":0,\"type\":0},\"knownFare\":{\"type\":0}}}},{\"accountFunding\":{\"purpose\":0,\"recipient\":{\"address\":{\"city\":0,\"country\":0,\"postCodeZip\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0},\"firstName\":0,\"identification\":{\"country\":0,\"type\":0,\"value\":0},\"lastName\":0,\"middleName\":0},\"reference\":0,\"senderIsRecipient\":0,\"senderType\":0},\"action\":{\"refundAuthorization\":0},\"airline\":{\"bookingReference\":0,\"documentType\":0,\"itinerary\":{\"leg\":{\"carrierCode\":0,\"conjunctionTicketNumber\":0,\"couponNumber\":0,\"departureAirport\":0,\"departureDate\":0,\"departureTax\":0,\"departureTime\":0,\"destinationAirport\":0,\"destinationArrivalDate\":0,\"destinationArrivalTime\":0,\"endorsementsRestrictions\":0,\"exchangeTicketNumber\":0,\"fare\":0,\"fareBasis\":0,\"fees\":0,\"flightNumber\":0,\"stopoverPermitted\":0,\"taxes\":0,\"travelClass\":0},\"numberInParty\":0,\"originCountry\":0},\"passenger\":{\"firstName\":0,\"frequentFlyerNumber\":0,\"lastName\":0,\"middleName\":0,\"specificInformation\":0,\"title\":0},\"planNumber\":0,\"ticket\":{\"conjunctionTicketIndicator\":0,\"eTicket\":0,\"exchangedTicketNumber\":0,\"issue\":{\"address\":0,\"carrierCode\":0,\"carrierName\":0,\"city\":0,\"country\":0,\"date\":0,\"travelAgentCode\":0,\"travelAgentName\":0},\"restricted\":0,\"taxOrFee\":{\"amount\":0,\"type\":0},\"ticketNumber\":0,\"totalFare\":0,\"totalFees\":0}},\"merchant\":0,\"order\":{\"creationTime\":0,\"id\":0,\"lastUpdatedTime\":0},\"transaction\":{\"amount\":0,\"currency\":0,\"id\":0,\"type\":0},\"version\":0,\"error\":{\"cause\":0,\"explanation\":0,\"field\":0,\"supportCode\":0,\"validationType\":0},\"result\":0}],\"INITIATE_BROWSER_PAYMENT@17\":[{\"apiOperation\":0,\"correlationId\":0,\"customer\":{\"email\":0},\"order\":{\"amount\":0,\"currency\":0,\"custom\":[0],\"customerNote\":0,\"description\":0,\"notificationUrl\":0,\"reference\":0,\"shippingAndHandlingAmount\":0,\"taxAmount\":0},\"partnerSolutionId\":0,\"responseControls\":{\"sensitiveData\":0},\"shipping\":{\"address\":{\"city\":0,\"company\":0,\"country\":0,\"postcodeZip\":0,\"stateProvince\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0},\"firstName\":0,\"lastName\":0,\"method\":0,\"phone\":0},\"transaction\":{\"merchantNote\":0,\"reference\":0}},{\"3DSecure\":{\"acsEci\":0,\"authenticationStatus\":0,\"authenticationToken\":0,\"enrollmentStatus\":0,\"xid\":0},\"3DSecureId\":0,\"airline\":{\"bookingReference\":0,\"documentType\":0,\"itinerary\":{\"leg\":{\"carrierCode\":0,\"conjunctionTicketNumber\":0,\"couponNumber\":0,\"departureAirport\":0,\"departureDate\":0,\"departureTax\":0,\"departureTime\":0,\"destinationAirport\":0,\"destinationArrivalTime\":0,\"endorsementsRestrictions\":0,\"exchangeTicketNumber\":0,\"fare\":0,\"fareBasis\":0,\"fees\":0,\"flightNumber\":0,\"stopoverPermitted\":0,\"taxes\":0,\"travelClass\":0},\"numberInParty\":0,\"originCountry\":0},\"passenger\":{\"firstName\":0,\"lastName\":0,\"middleName\":0,\"specificInformation\":0,\"title\":0},\"planNumber\":0,\"ticket\":{\"conjunctionTicketIndicator\":0,\"customerReference\":0,\"eTicket\":0,\"exchangedTicketNumber\":0,\"issue\":{\"address\":0,\"carrierCode\":0,\"carrierName\":0,\"city\":0,\"country\":0,\"date\":0,\"travelAgentCode\":0,\"travelAgentName\":0},\"restricted\":0,\"ticketNumber\":0,\"totalFare\":0,\"totalFees\":0,\"totalTaxes\":0},\"transactionType\":0},\"appPayment\":{\"redirectUrl\":0,\"returnUrl\":0},\"authorizationResponse\":{\"cardLevelIndicator\":0,\"cardSecurityCodeError\":0,\"commercialCard\":0,\"commercialCardIndicator\":0,\"date\":0,\"financialNetworkCode\":0,\"marketSpecificData\":0,\"merchantAdviceCode\":0,\"paySvcData\":0,\"posData\":0,\"posEntryMode\":0,\"posEntryModeChanged\":0,\"processingCode\":0,\"responseCode\":0,\"responseMessage\":0,\"returnAci\":0,\"stan\":0,\"time\":0,\"trackQuality\":0,\"transactionIdentifier\":0,\"validationCode\":0,\"vpasResponse\":0},\"billing\":{\"address\":{\"city\":0,\"country\":0,\"postcodeZip\":0,\"stateProvince\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0},\"phone\":0},\"browserPayment\":{\"redirectUrl\":0},\"correlationId\":0,\"customer\":{\"ani\":0,\"aniCallType\":0,\"browser\":0,\"email\":0,\"hostname\":0,\"ipAddress\":0},\"gatewayEntryPoint\":0,\"merchant\":0,\"order\":{\"acceptPartialAmount\":0,\"amount\":0,\"authenticationStatus\":0,\"certainty\":0,\"creationTime\":0,\"currency\":0,\"custom\":[0],\"customerNote\":0,\"customerOrderDate\":0,\"customerReference\":0,\"description\":0,\"discount\":{\"amount\":0,\"code\":0,\"description\":0},\"dutyAmount\":0,\"fundingStatus\":0,\"gratuityAmount\":0,\"id\":0,\"industryPracticePaymentReason\":0,\"invoiceNumber\":0,\"lastUpdatedTime\":0,\"localTaxRegistrationId\":0,\"merchantCategoryCode\":0,\"merchantCharge\":{\"amount\":0,\"calculatedBy\":0,\"ruleName\":0,\"type\":0},\"merchantPartnerIdCode\":0,\"netAmount\":0,\"notificationUrl\":0},\"shipping\":{\"address\":{\"country\":0,\"postcodeZip\":0,\"stateProvince\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0},\"firstName\":0,\"lastName\":0,\"method\":0,\"phone\":0},\"sourceOfFunds\":{\"provided\":{\"card\":{\"brand\":0,\"expiry\":{\"month\":0,\"year\":0},\"fundingMethod\":0,\"holder\":{\"firstName\":0,\"lastName\":0},\"localBrand\":0,\"number\":0,\"scheme\":0,\"securityCodePresence\":0,\"sequenceNumber\":0,\"trackDataProvided\":0}},\"type\":0},\"timeOfRecord\":0,\"transaction\":{\"acquirer\":{\"batch\":0,\"customData\":0,\"date\":0,\"id\":0,\"time\":0},\"amount\":0,\"authorizationCode\":0,\"batchName\":0,\"currency\":0,\"frequency\":0,\"id\":0,\"item\":{\"description\":0,\"name\":0,\"quantity\":0,\"sku\":0,\"unitPrice\":0,\"unitTaxAmount\":0},\"merchantNote\":0,\"receipt\":0,\"reference\":0,\"source\":0,\"taxAmount\":0,\"terminal\":0,\"type\":0},\"userId\":0,\"version\":0,\"error\":{\"cause\":0,\"explanation\":0,\"field\":0,\"supportCode\":0,\"validationType\":0},\"result\":0}],\"VERIFY@100\":[{\"apiOperation\":0,\"accountFunding\":{\"foreignExchangeFee\":0,\"purpose\":0,\"purposeOfPayment\":0,\"senderIsRecipient\":0,\"senderType\":0},\"authentication\":{\"3ds\":{\"acsEci\":0,\"authenticationToken\":0,\"transactionId\":0},\"3ds2\":{\"acsReference\":0,\"acsTransactionId\":0,\"authenticationScheme\":0,\"custom\":0,\"dsReference\":0,\"protocolVersion\":0,\"statusReasonCode\":0,\"transactionStatus\":0},\"amount\":0,\"time\":0,\"transactionId\":0},\"billing\":{\"address\":{\"city\":0,\"company\":0,\"country\":0,\"postcodeZip\":0,\"stateProvince\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0}},\"correlationId\":0,\"customer\":{\"email\":0,\"firstName\":0,\"lastName\":0,\"middleName\":0,\"mobilePhone\":0,\"phone\":0,\"taxRegistrationId\":0},\"device\":{\"ani\":0,\"aniCallType\":0,\"browser\":0,\"fingerprint\":0,\"hostname\":0,\"ipAddress\":0},\"initiator\":{\"userId\":0},\"order\":{\"acceptPartialAmount\":0,\"amount\":0,\"certainty\":0,\"currency\":0,\"custom\":[0],\"customerNote\":0,\"customerOrderDate\":0,\"customerReference\":0,\"description\":0,\"discount\":{\"amount\":0,\"code\":0,\"description\":0},\"dutyAmount\":0,\"gratuityAmount\":0,\"industryPracticePaymentReason\":0,\"invoiceNumber\":0,\"localTaxRegistrationId\":0,\"marketplace\":{\"retailerLocation\":0},\"merchantCategoryCode\":0,\"merchantCharge\":{\"amount\":0,\"type\":0},\"merchantPartnerIdCode\":0,\"netAmount\":0,\"notificationUrl\":0,\"owningEntity\":0,\"purchaseType\":0,\"reference\":0,\"requestorName\":0,\"reward\":{\"amount\":0,\"balanceId\":0},\"shippingAndHandlingAmount\":0,\"shippingAndHandlingTaxAmount\":0,\"shippingAndHandlingTaxRate\":0,\"statementDescriptor\":{\"address\":{\"city\":0,\"company\":0,\"country\":0,\"postcodeZip\":0,\"stateProvince\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0},\"name\":0,\"phone\":0,\"websiteUrl\":0},\"subMerchant\":{\"address\":{\"city\":0,\"company\":0,\"country\":0,\"postcodeZip\":0,\"stateProvince\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0},\"bankIndustryCode\":0,\"disputeContactPhone\":0,\"email\":0,\"governmentCountryCode\":0,\"identifier\":0,\"marketplaceId\":0,\"phone\":0,\"registeredName\":0,\"tradingName\":0,\"websiteUrl\":0},\"supplierName\":0,\"tax\":{\"amount\":0,\"rate\":0,\"type\":0},\"taxAmount\":0,\"taxRegistrationId\":0,\"taxStatus\":0,\"transactionFiltering\":{\"avsResponseCodeRules\":{\"action\":0}}}},{\"accountFunding\":{\"foreignExchangeFee\":0,\"purpose\":0,\"purposeOfPayment\":0,\"reference\":0,\"senderIsRecipient\":0,\"senderType\":0},\"action\":{\"refundAuthorization\":0},\"airline\":{\"bookingReference\":0,\"documentType\":0,\"itinerary\":{\"leg\":{\"carrierCode\":0,\"conjunctionTicketNumber\":0,\"couponNumber\":0,\"departureAirport\":0,\"departureDate\":0,\"departureTax\":0,\"departureTime\":0,\"destinationAirport\":0,\"destinationArrivalDate\":0,\"destinationArrivalTime\":0,\"endorsementsRestrictions\":0,\"exchangeTicketNumber\":0,\"fare\":0,\"fareBasis\":0,\"fees\":0,\"flightNumber\":0,\"stopoverPermitted\":0,\"taxes\":0,\"travelClass\":0},\"numberInParty\":0,\"originCountry\":0},\"passenger\":{\"firstName\":0,\"frequentFlyerNumber\":0,\"lastName\":0,\"middleName\":0,\"specificInformation\":0,\"title\":0},\"planNumber\":0,\"ticket\":{\"conjunctionTicketIndicator\":0,\"eTicket\":0,\"exchangedTicketNumber\":0,\"issue\":{\"address\":0,\"carrierCode\":0,\"carrierName\":0,\"city\":0,\"country\":0,\"date\":0,\"travelAgentCode\":0,\"travelAgentName\":0},\"restricted\":0,\"taxOrFee\":{\"amount\":0,\"type\":0},\"ticketNumber\":0,\"totalFare\":0,\"totalFees\":0,\"totalTaxes\":0},\"transactionType\":0},\"authentication\":{\"3ds\":{\"acsEci\":0,\"authenticationToken\":0,\"transactionId\":0},\"3ds2\":{\"3dsServerTransactionId\":0,\"acsReference\":0,\"acsTransactionId\":0,\"authenticationScheme\":0,\"custom\":0,\"directoryServerId\":0,\"dsReference\":0,\"dsTransactionId\":0,\"methodCompleted\":0,\"methodSupported\":0,\"protocolVersion\":0,\"requestorId\":0,\"requestorName\":0,\"sdk\":{\"challengeCompletionCallbackUrl\":0,\"interface\":0,\"oobAppSupportsRedirectUrl\":0,\"timeout\":0,\"uiType\":0},\"statusReasonCode\":0,\"transactionStatus\":0},\"acceptVersions\":0,\"amount\":0,\"channel\":0,\"method\":0,\"payerInteraction\":0,\"psd2\":{\"exemption\":0,\"trustedMerchantStatus\":0},\"time\":0,\"transactionId\":0},\"billing\":{\"address\":{\"city\":0,\"company\":0,\"country\":0,\"postcodeZip\":0,\"stateProvince\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0}},\"correlationId\":0,\"customer\":{\"email\":0,\"firstName\":0,\"lastName\":0,\"middleName\":0,\"mobilePhone\":0,\"nationalId\":0,\"phone\":0,\"taxRegistrationId\":0},\"device\":{\"ani\":0,\"aniCallType\":0,\"browser\":0,\"fingerprint\":0,\"hostname\":0,\"ipAddress\":0,\"mobilePhoneModel\":0},\"gatewayEntryPoint\":0,\"initiator\":{\"entity\":{\"id\":0,\"type\":0},\"userId\":0},\"merchant\":0,\"order\":{\"acceptPartialAmount\":0,\"amount\":0,\"authenticationStatus\":0,\"certainty\":0,\"chargeback\":{\"amount\":0,\"currency\":0},\"creationTime\":0,\"currency\":0,\"custom\":[0],\"customerNote\":0,\"customerOrderDate\":0,\"customerReference\":0,\"description\":0,\"discount\":{\"amount\":0,\"code\":0,\"description\":0},\"dutyAmount\":0,\"expectedNumberOfCaptures\":0,\"fuelDispenseType\":0,\"fundingStatus\":0,\"gratuityAmount\":0,\"id\":0,\"industryPracticePaymentReason\":0,\"initialAuthorizedAmount\":0,\"invoiceNumber\":0,\"lastUpdatedTime\":0,\"localTaxRegistrationId\":0,\"merchantAmount\":0,\"merchantCategoryCode\":0,\"merchantCharge\":{\"amount\":0,\"calculatedBy\":0,\"ruleName\":0,\"type\":0},\"merchantCurrency\":0,\"merchantPartnerIdCode\":0,\"netAmount\":0,\"notificationUrl\":0,\"owningEntity\":0,\"purchaseType\":0,\"reference\":0,\"requestorName\":0,\"reward\":{\"amount\":0,\"availableBalance\":{\"amount\":0,\"points\":0},\"points\":0,\"previousBalance\":{\"amount\":0,\"points\":0},\"program\":0},\"shippingAndHandlingAmount\":0,\"shippingAndHandlingTaxAmount\":0,\"shippingAndHandlingTaxRate\":0,\"statementDescriptor\":{\"address\":{\"city\":0,\"company\":0,\"country\":0,\"postcodeZip\":0,\"stateProvince\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0},\"name\":0,\"phone\":0,\"websiteUrl\":0},\"status\":0,\"subMerchant\":{\"address\":{\"city\":0,\"company\":0,\"country\":0,\"postcodeZip\":0,\"stateProvince\":0,\"stateProvinceCode\":0,\"street\":0,\"street2\":0},\"bankIndustryCode\":0,\"disputeContactPhone\":0,\"email\":0,\"governmentCountryCode\":0,\"identifier\":0,\"marketplaceId\":0,\"phone\":0,\"registeredName\":0,\"tradingName\":0,\"websiteUrl\":0},\"supplierName\":0,\"tax\":{\"amount\":0,\"rate\":0,\"type\":0},\"taxAmount\":0,\"taxRegistrationId\":0,\"taxStatus\":0,\"transactionFiltering\":{\"avsResponseCodeRules\":{\"action\":0}}},\"timeOfRecord\":0,\"transaction\":{\"acquirer\":{\"batch\":0,\"customData\":0,\"date\":0,\"id\":0,\"time\":0},\"amount\":0,\"authorizationCode\":0,\"batchName\":0,\"currency\":0,\"frequency\":0,\"id\":0,\"merchantNote\":0,\"receipt\":0,\"reference\":0,\"taxAmount\":0,\"terminal\":0,\"type\":0},\"userId\":0,\"version\":0,\"error\":{\"cause\":0,\"explanation\":0,\"field\":0,\"supportCode\":0,\"validationType\":0},\"result\":0}]}")
"""What the spec knows of each message (request, response), by `OPERATION@version`."""

_API: Final = ApiDescription(
    method="PUT",
    path_template="/rest/version/{version}/merchant/{merchantId}/order/{orderid}/transaction/{transactionid}",
    discriminator="apiOperation",
    basic_user_prefix="merchant.",
    identity_option="merchant_id",
    path_parameters=(
        PathParameter("merchantId", "merchant_id", 1, 40, re.compile("[0-9a-zA-Z\\-_]*")),
        PathParameter("orderid", "order_id", 1, 40, None),
        PathParameter("transactionid", "transaction_id", 1, 40, None),
    ),
    versions={
        "authorize": {
            "100": OperationDescription("AUTHORIZE", "100", validate_authorize_100_request, validate_authorize_100_response, _KNOWN["AUTHORIZE@100"][0], _KNOWN["AUTHORIZE@100"][1]),
        },
        "initiate_browser_payment": {
            "17": OperationDescription("INITIATE_BROWSER_PAYMENT", "17", validate_initiate_browser_payment_17_request, validate_initiate_browser_payment_17_response, _KNOWN["INITIATE_BROWSER_PAYMENT@17"][0], _KNOWN["INITIATE_BROWSER_PAYMENT@17"][1]),
        },
        "verify": {
            "100": OperationDescription("VERIFY", "100", validate_verify_100_request, validate_verify_100_response, _KNOWN["VERIFY@100"][0], _KNOWN["VERIFY@100"][1]),
        },
    },
    default_versions={
        "authorize": "100",
        "initiate_browser_payment": "17",
        "verify": "100",
    },
    is_error_response=is_error_response,
    error_class=_error_class,
    shape=ErrorShape(
        result_member="result",
        error_member="error",
        error_result="ERROR",
        cause_member="cause",
        field_member="field",
        validation_type_member="validationType",
        explanation_member="explanation",
        unsupported="UNSUPPORTED",
    ),
    masks=_MASKS,
    timeout=30000 / 1000,
    max_response_bytes=1048576,
    retry=RetryPolicy(
        causes=frozenset({"SERVER_BUSY"}),
        connection_failures=True,
        attempts=3,
        base_delay=200 / 1000,
        max_delay=2000 / 1000,
        reused_transaction=ReusedTransaction("transaction_id", {"cause": "INVALID_REQUEST", "field": "transactionid", "validationType": "INVALID"}),
    ),
)


class RawCalls:
    """The same calls, answering with the parsed body, the HTTP status and the headers."""

    def __init__(self, send: Callable[..., RawResponse[object]]) -> None:
        self._send: Final = send

    def authorize(
        self,
        *,
        order_id: str,
        transaction_id: str,
        body: _authorize_100.AuthorizeCallBody,
        extra_fields: Mapping[str, object] | None = None,
        version: Literal["100"] | None = None,
        timeout: float | None = None,
        attempts: int | None = None,
        headers: Mapping[str, str] | None = None,
        cancel: threading.Event | None = None,
    ) -> RawResponse[_authorize_100.AuthorizeResponse]:
        """Authorize (version 100 unless `version` names another). Asks a financial institution to confirm that the payment information is valid and that funds are available in the payer's account, for a proposed funds transfer."""
        return cast("RawResponse[Any]", self._send(
            "authorize",
            {"order_id": order_id, "transaction_id": transaction_id},
            body,
            extra_fields=extra_fields,
            version=version,
            timeout=timeout,
            attempts=attempts,
            headers=headers,
            cancel=cancel,
        ))

    def initiate_browser_payment(
        self,
        *,
        order_id: str,
        transaction_id: str,
        body: _initiate_browser_payment_17.InitiateBrowserPaymentCallBody,
        extra_fields: Mapping[str, object] | None = None,
        version: Literal["17"] | None = None,
        timeout: float | None = None,
        attempts: int | None = None,
        headers: Mapping[str, str] | None = None,
        cancel: threading.Event | None = None,
    ) -> RawResponse[_initiate_browser_payment_17.InitiateBrowserPaymentResponse]:
        """Initiate Browser Payment (version 17 unless `version` names another). Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place."""
        return cast("RawResponse[Any]", self._send(
            "initiate_browser_payment",
            {"order_id": order_id, "transaction_id": transaction_id},
            body,
            extra_fields=extra_fields,
            version=version,
            timeout=timeout,
            attempts=attempts,
            headers=headers,
            cancel=cancel,
        ))

    def verify(
        self,
        *,
        order_id: str,
        transaction_id: str,
        body: _verify_100.VerifyCallBody,
        extra_fields: Mapping[str, object] | None = None,
        version: Literal["100"] | None = None,
        timeout: float | None = None,
        attempts: int | None = None,
        headers: Mapping[str, str] | None = None,
        cancel: threading.Event | None = None,
    ) -> RawResponse[_verify_100.VerifyResponse]:
        """Verify (version 100 unless `version` names another). Verifies the cardholder's account before a financial transaction is processed, using the verification method the acquirer supports and the data in the request. If the payer was authenticated through the gateway, provide authentication.transactionId; if through another 3-D Secure provider, provide authentication.3ds and authentication.3ds2."""
        return cast("RawResponse[Any]", self._send(
            "verify",
            {"order_id": order_id, "transaction_id": transaction_id},
            body,
            extra_fields=extra_fields,
            version=version,
            timeout=timeout,
            attempts=attempts,
            headers=headers,
            cancel=cancel,
        ))


class GatewayClient(BaseGatewayClient):
    """A typed client of the gateway: one method per operation, at the version the spec states unless a call names another.

    Basic authentication with `api_password` (at least 8 characters), certificate authentication with `cert` (a PEM file, or a certificate file and its key file, loaded by ssl's load_cert_chain) and `ca`, or both. Every request, response and retry goes to `logger` (the `gateway_generated.client` logger by default), masked unless known safe.
    """

    def __init__(
        self,
        *,
        base_url: str,
        merchant_id: str,
        api_password: str | None = None,
        cert: Certificate | None = None,
        ca: str | None = None,
        ssl_context: ssl.SSLContext | None = None,
        timeout: float | None = None,
        attempts: int | None = None,
        max_response_bytes: int | None = None,
        validate_requests: bool = True,
        strict: bool = False,
        validate_responses: ResponseValidation = None,
        on_warning: WarningHook | None = None,
        on_drift: WarningHook | None = None,
        logger: logging.Logger | None = None,
        log_unknown_values: bool = False,
        random: Callable[[], float] | None = None,
        sleep: Callable[[float], None] | None = None,
    ) -> None:
        super().__init__(
            _API,
            identity=merchant_id,
            base_url=base_url,
            api_password=api_password,
            cert=cert,
            ca=ca,
            ssl_context=ssl_context,
            timeout=timeout,
            attempts=attempts,
            max_response_bytes=max_response_bytes,
            validate_requests=validate_requests,
            strict=strict,
            validate_responses=validate_responses,
            on_warning=on_warning,
            on_drift=on_drift,
            logger=logger,
            log_unknown_values=log_unknown_values,
            random=random,
            sleep=sleep,
        )
        self.raw: Final = RawCalls(self._send)

    def authorize(
        self,
        *,
        order_id: str,
        transaction_id: str,
        body: _authorize_100.AuthorizeCallBody,
        extra_fields: Mapping[str, object] | None = None,
        version: Literal["100"] | None = None,
        timeout: float | None = None,
        attempts: int | None = None,
        headers: Mapping[str, str] | None = None,
        cancel: threading.Event | None = None,
    ) -> _authorize_100.AuthorizeResponse:
        """Authorize (version 100 unless `version` names another). Asks a financial institution to confirm that the payment information is valid and that funds are available in the payer's account, for a proposed funds transfer."""
        return cast("Any", self._send(
            "authorize",
            {"order_id": order_id, "transaction_id": transaction_id},
            body,
            extra_fields=extra_fields,
            version=version,
            timeout=timeout,
            attempts=attempts,
            headers=headers,
            cancel=cancel,
        ).body)

    def initiate_browser_payment(
        self,
        *,
        order_id: str,
        transaction_id: str,
        body: _initiate_browser_payment_17.InitiateBrowserPaymentCallBody,
        extra_fields: Mapping[str, object] | None = None,
        version: Literal["17"] | None = None,
        timeout: float | None = None,
        attempts: int | None = None,
        headers: Mapping[str, str] | None = None,
        cancel: threading.Event | None = None,
    ) -> _initiate_browser_payment_17.InitiateBrowserPaymentResponse:
        """Initiate Browser Payment (version 17 unless `version` names another). Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place."""
        return cast("Any", self._send(
            "initiate_browser_payment",
            {"order_id": order_id, "transaction_id": transaction_id},
            body,
            extra_fields=extra_fields,
            version=version,
            timeout=timeout,
            attempts=attempts,
            headers=headers,
            cancel=cancel,
        ).body)

    def verify(
        self,
        *,
        order_id: str,
        transaction_id: str,
        body: _verify_100.VerifyCallBody,
        extra_fields: Mapping[str, object] | None = None,
        version: Literal["100"] | None = None,
        timeout: float | None = None,
        attempts: int | None = None,
        headers: Mapping[str, str] | None = None,
        cancel: threading.Event | None = None,
    ) -> _verify_100.VerifyResponse:
        """Verify (version 100 unless `version` names another). Verifies the cardholder's account before a financial transaction is processed, using the verification method the acquirer supports and the data in the request. If the payer was authenticated through the gateway, provide authentication.transactionId; if through another 3-D Secure provider, provide authentication.3ds and authentication.3ds2."""
        return cast("Any", self._send(
            "verify",
            {"order_id": order_id, "transaction_id": transaction_id},
            body,
            extra_fields=extra_fields,
            version=version,
            timeout=timeout,
            attempts=attempts,
            headers=headers,
            cancel=cancel,
        ).body)

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
]
