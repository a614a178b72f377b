"""The models of Initiate Browser Payment at version 17: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal, NotRequired, Required, TypedDict



class InitiateBrowserPaymentRequestCustomer(TypedDict, total=False):
    """The object at `customer`."""

    email: NotRequired[str]
    """Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$, format email. Optional."""


class InitiateBrowserPaymentRequestOrder(TypedDict, total=False):
    """The object at `order`."""

    amount: Required[str | int | float | Decimal]
    """Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Required.

    Rule: If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount.
    """

    currency: Required[str]
    """ISO 4217 alpha code.

    Upper case alphabetic text, length exactly 3, characters [A-Z]. Required.
    """

    custom: NotRequired[dict[str, str]]
    """Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.

    Named values (up to 50 names, names 1 to 99 characters of [A-Za-z0-9]), each String, length 1 to 250. Optional.
    """

    customerNote: NotRequired[str]
    """String, length 1 to 250. Optional."""

    description: NotRequired[str]
    """String, length 1 to 127. Optional."""

    notificationUrl: NotRequired[str]
    """Webhook target (see Events).

    String, length at least 12, pattern ^https. Optional.
    """

    reference: NotRequired[str]
    """1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.

    String, length 1 to 40. Optional.
    """

    shippingAndHandlingAmount: NotRequired[str | int | float | Decimal]
    """Includes taxes on shipping and handling.

    Decimal, request form, length 1 to 14, pattern ^-?[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount.
    """

    taxAmount: NotRequired[str | int | float | Decimal]
    """Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.

    Decimal, request form, length 1 to 14, pattern ^-?[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount.
    """


class InitiateBrowserPaymentRequestResponseControls(TypedDict, total=False):
    """The object at `responseControls`."""

    sensitiveData: NotRequired[str]
    """Value UNMASK returns unmasked card numbers.

    String, length 1 to 50. Optional.
    """


class InitiateBrowserPaymentRequestShippingAddress(TypedDict, total=False):
    """The object at `shipping.address`."""

    city: NotRequired[str]
    """String, length 1 to 100. Optional."""

    company: NotRequired[str]
    """String, length 1 to 100. Optional."""

    country: NotRequired[str]
    """ISO alpha-3 country code.

    Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
    """

    postcodeZip: NotRequired[str]
    """Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \\-]. Optional."""

    stateProvince: NotRequired[str]
    """String, length 1 to 20. Optional."""

    stateProvinceCode: NotRequired[str]
    """ISO 3166-2 subdivision code.

    String, length 1 to 3. Optional.
    """

    street: NotRequired[str]
    """String, length 1 to 100. Optional."""

    street2: NotRequired[str]
    """String, length 1 to 100. Optional."""


class InitiateBrowserPaymentRequestShipping(TypedDict, total=False):
    """The object at `shipping`."""

    address: NotRequired[InitiateBrowserPaymentRequestShippingAddress]
    """Object (the shared address shape). Optional."""

    firstName: NotRequired[str]
    """String, length 1 to 50. Optional."""

    lastName: NotRequired[str]
    """String, length 1 to 50. Optional."""

    method: NotRequired[Literal["ELECTRONIC", "GROUND", "OVERNIGHT", "PRIORITY", "SAME_DAY"]]
    """Enumeration. Optional.

    Values: ELECTRONIC, GROUND, OVERNIGHT, PRIORITY, SAME_DAY.
    """

    phone: NotRequired[str]
    """String, length 1 to 20. Optional."""


class InitiateBrowserPaymentRequestTransaction(TypedDict, total=False):
    """The object at `transaction`."""

    merchantNote: NotRequired[str]
    """String, length 1 to 250. Optional."""

    reference: NotRequired[str]
    """String, length 1 to 40. Optional."""


class InitiateBrowserPaymentCallBody(TypedDict, total=False):
    """The body a client method of Initiate Browser Payment at version 17 takes: the request without apiOperation, which the method sets."""

    correlationId: NotRequired[str]
    """String, length 1 to 100. Optional."""

    customer: NotRequired[InitiateBrowserPaymentRequestCustomer]
    """Object. Optional."""

    order: Required[InitiateBrowserPaymentRequestOrder]
    """Object. Required."""

    partnerSolutionId: NotRequired[str]
    """String, length 1 to 40. Optional."""

    responseControls: NotRequired[InitiateBrowserPaymentRequestResponseControls]
    """Object. Optional."""

    shipping: NotRequired[InitiateBrowserPaymentRequestShipping]
    """Object. Optional."""

    transaction: NotRequired[InitiateBrowserPaymentRequestTransaction]
    """Object. Optional."""


class InitiateBrowserPaymentRequest(InitiateBrowserPaymentCallBody, total=False):
    """The request body of Initiate Browser Payment at version 17."""

    apiOperation: Required[Literal["INITIATE_BROWSER_PAYMENT"]]
    """Selects the operation: always INITIATE_BROWSER_PAYMENT.

    Enumeration. Required.

    Values: INITIATE_BROWSER_PAYMENT.
    """


class InitiateBrowserPaymentResponse3DSecure(TypedDict, total=False):
    """The object at `3DSecure`."""

    acsEci: NotRequired[str]
    """Digits, length 1 to 2, characters [0-9]. Conditional."""

    authenticationStatus: NotRequired[Literal["AUTHENTICATION_ATTEMPTED", "AUTHENTICATION_NOT_AVAILABLE", "AUTHENTICATION_SUCCESSFUL"]]
    """Enumeration. Conditional.

    Values: AUTHENTICATION_ATTEMPTED, AUTHENTICATION_NOT_AVAILABLE, AUTHENTICATION_SUCCESSFUL.
    """

    authenticationToken: NotRequired[str]
    """Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Conditional."""

    enrollmentStatus: Required[Literal["ENROLLED", "ENROLLMENT_STATUS_UNDETERMINED", "NOT_ENROLLED"]]
    """Enumeration. Always provided.

    Values: ENROLLED, ENROLLMENT_STATUS_UNDETERMINED, NOT_ENROLLED.
    """

    xid: NotRequired[str]
    """Base64, length exactly 28, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Conditional."""


class InitiateBrowserPaymentResponseAirlineItineraryLeg(TypedDict, total=False):
    """The object at `airline.itinerary.leg[]`."""

    carrierCode: NotRequired[str]
    """Two word characters, or three digits, or two word characters, a slash and three digits.

    Regex, pattern ^(?:\\w{2}|[0-9]{3}|\\w{2}/[0-9]{3})$. Conditional.
    """

    conjunctionTicketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional."""

    couponNumber: NotRequired[str]
    """Alphanumeric, length exactly 1, characters [0-9a-zA-Z]. Conditional."""

    departureAirport: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional."""

    departureDate: NotRequired[str]
    """Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional."""

    departureTax: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    departureTime: NotRequired[str]
    """Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Conditional."""

    destinationAirport: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional."""

    destinationArrivalTime: NotRequired[str]
    """Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Conditional."""

    endorsementsRestrictions: NotRequired[str]
    """Alphanumeric, length 1 to 20, characters [0-9a-zA-Z]. Conditional."""

    exchangeTicketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional."""

    fare: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    fareBasis: NotRequired[str]
    """Alphanumeric, length 1 to 24, characters [0-9a-zA-Z]. Conditional."""

    fees: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    flightNumber: NotRequired[str]
    """Alphanumeric, length 4 to 6, characters [0-9a-zA-Z]. Conditional."""

    stopoverPermitted: NotRequired[bool]
    """Boolean. Conditional."""

    taxes: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    travelClass: NotRequired[str]
    """Alphanumeric, length 1 to 3, characters [0-9a-zA-Z]. Conditional."""


class InitiateBrowserPaymentResponseAirlineItinerary(TypedDict, total=False):
    """The object at `airline.itinerary`."""

    leg: NotRequired[list[InitiateBrowserPaymentResponseAirlineItineraryLeg]]
    """Array of Object. Conditional."""

    numberInParty: NotRequired[str]
    """Digits, length 1 to 3, characters [0-9]. Conditional."""

    originCountry: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional."""


class InitiateBrowserPaymentResponseAirlinePassenger(TypedDict, total=False):
    """The object at `airline.passenger[]`."""

    firstName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    lastName: NotRequired[str]
    """String, length 1 to 20. Conditional."""

    middleName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    specificInformation: NotRequired[str]
    """Alphanumeric, length 1 to 59, characters [0-9a-zA-Z]. Conditional."""

    title: NotRequired[str]
    """String, length 1 to 20. Conditional."""


class InitiateBrowserPaymentResponseAirlineTicketIssue(TypedDict, total=False):
    """The object at `airline.ticket.issue`."""

    address: NotRequired[str]
    """String, length 1 to 16. Conditional."""

    carrierCode: NotRequired[str]
    """As leg carrier code.

    Regex, pattern ^(?:\\w{2}|[0-9]{3}|\\w{2}/[0-9]{3})$. Conditional.
    """

    carrierName: NotRequired[str]
    """Alphanumeric, length 1 to 25, characters [0-9a-zA-Z]. Conditional."""

    city: NotRequired[str]
    """Alphanumeric, length 1 to 18, characters [0-9a-zA-Z]. Conditional."""

    country: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional."""

    date: NotRequired[str]
    """Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional."""

    travelAgentCode: NotRequired[str]
    """Alphanumeric, length 8 to 9, characters [0-9a-zA-Z]. Conditional."""

    travelAgentName: NotRequired[str]
    """String, length 1 to 30. Conditional."""


class InitiateBrowserPaymentResponseAirlineTicket(TypedDict, total=False):
    """The object at `airline.ticket`."""

    conjunctionTicketIndicator: NotRequired[bool]
    """Boolean. Conditional."""

    customerReference: NotRequired[str]
    """In the Initiate response only.

    String, length 1 to 20. Conditional.
    """

    eTicket: NotRequired[bool]
    """Boolean. Conditional."""

    exchangedTicketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional."""

    issue: NotRequired[InitiateBrowserPaymentResponseAirlineTicketIssue]
    """Object. Conditional."""

    restricted: NotRequired[bool]
    """Boolean. Conditional."""

    ticketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional."""

    totalFare: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    totalFees: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    totalTaxes: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""


class InitiateBrowserPaymentResponseAirline(TypedDict, total=False):
    """The object at `airline`."""

    bookingReference: NotRequired[str]
    """Alphanumeric, length 6 to 15, characters [0-9a-zA-Z]. Conditional."""

    documentType: NotRequired[str]
    """Enumeration. Conditional.

    Values include: ADDITIONAL_COLLECTION, EXCESS_BAGGAGE, PASSENGER_TICKET, SUPPORTED_REFUND, TOUR_DEPOSIT, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT, VENDOR_SALE (the list is partial: 52 values from ADDITIONAL_COLLECTION to VENDOR_SALE, such as PASSENGER_TICKET, EXCESS_BAGGAGE, TOUR_DEPOSIT, SUPPORTED_REFUND, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT)
    """

    itinerary: NotRequired[InitiateBrowserPaymentResponseAirlineItinerary]
    """Object. Conditional."""

    passenger: NotRequired[list[InitiateBrowserPaymentResponseAirlinePassenger]]
    """Array of Object. Conditional."""

    planNumber: NotRequired[str]
    """Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Conditional."""

    ticket: NotRequired[InitiateBrowserPaymentResponseAirlineTicket]
    """Object. Conditional."""

    transactionType: NotRequired[Literal["EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"]]
    """Enumeration. Conditional.

    Values: EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER.
    """


class InitiateBrowserPaymentResponseAppPayment(TypedDict, total=False):
    """The object at `appPayment`."""

    redirectUrl: NotRequired[str]
    """Used in place of browserPayment.redirectUrl when the payer is in an app.

    Url, format url. Conditional.
    """

    returnUrl: NotRequired[str]
    """Used in place of browserPayment.redirectUrl when the payer is in an app.

    Url, format url. Conditional.
    """


class InitiateBrowserPaymentResponseAuthorizationResponse(TypedDict, total=False):
    """The object at `authorizationResponse`."""

    cardLevelIndicator: NotRequired[str]
    """String, length 1 to 2. Conditional."""

    cardSecurityCodeError: NotRequired[str]
    """String, length exactly 1. Conditional."""

    commercialCard: NotRequired[Literal["COMMERCIAL_CARD", "NOT_A_COMMERCIAL_CARD", "UNDETERMINED"]]
    """Enumeration. Conditional.

    Values: COMMERCIAL_CARD, NOT_A_COMMERCIAL_CARD, UNDETERMINED.
    """

    commercialCardIndicator: NotRequired[Literal["BUSINESS_CARD", "COMMERCIAL_AND_CONSUMER", "COMMERCIAL_CARD", "CONSUMER_CARD", "CORPORATE_CARD", "DECLINE_OR_NOT_COMMERCIAL_CARD", "OTHER", "PURCHASING_CARD"]]
    """Enumeration. Conditional.

    Values: BUSINESS_CARD, COMMERCIAL_AND_CONSUMER, COMMERCIAL_CARD, CONSUMER_CARD, CORPORATE_CARD, DECLINE_OR_NOT_COMMERCIAL_CARD, OTHER, PURCHASING_CARD.
    """

    date: NotRequired[str]
    """MMDD.

    String, length 1 to 4. Conditional.
    """

    financialNetworkCode: NotRequired[str]
    """String, length 1 to 3. Conditional."""

    marketSpecificData: NotRequired[str]
    """String, length exactly 1. Conditional."""

    merchantAdviceCode: NotRequired[str]
    """String, length 1 to 2. Conditional."""

    paySvcData: NotRequired[str]
    """String, length 1 to 23. Conditional."""

    posData: NotRequired[str]
    """String, length 1 to 13. Conditional."""

    posEntryMode: NotRequired[str]
    """String, length 1 to 4. Conditional."""

    posEntryModeChanged: NotRequired[str]
    """String, length exactly 1. Conditional."""

    processingCode: NotRequired[str]
    """String, length 1 to 6. Conditional."""

    responseCode: NotRequired[str]
    """String, length 1 to 3. Conditional."""

    responseMessage: NotRequired[str]
    """String, length 1 to 16. Conditional."""

    returnAci: NotRequired[str]
    """String, length exactly 1. Conditional."""

    stan: NotRequired[str]
    """String, length 1 to 6. Conditional."""

    time: NotRequired[str]
    """HHMMSS.

    String, length 1 to 6. Conditional.
    """

    trackQuality: NotRequired[str]
    """String, length 1 to 2. Conditional."""

    transactionIdentifier: NotRequired[str]
    """String, length 1 to 15. Conditional."""

    validationCode: NotRequired[str]
    """String, length 1 to 4. Conditional."""

    vpasResponse: NotRequired[str]
    """String, length exactly 1. Conditional."""


class InitiateBrowserPaymentResponseBillingAddress(TypedDict, total=False):
    """The object at `billing.address`."""

    city: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    country: NotRequired[str]
    """ISO alpha-3 country code.

    Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
    """

    postcodeZip: NotRequired[str]
    """Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \\-]. Conditional."""

    stateProvince: NotRequired[str]
    """String, length 1 to 20. Conditional."""

    stateProvinceCode: NotRequired[str]
    """ISO 3166-2 subdivision code.

    String, length 1 to 3. Conditional.
    """

    street: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    street2: NotRequired[str]
    """String, length exactly 0. Conditional."""


class InitiateBrowserPaymentResponseBilling(TypedDict, total=False):
    """The object at `billing`."""

    address: NotRequired[InitiateBrowserPaymentResponseBillingAddress]
    """Object (the shared address shape). Conditional."""

    phone: NotRequired[str]
    """String, length 1 to 20. Conditional."""


class InitiateBrowserPaymentResponseBrowserPayment(TypedDict, total=False):
    """The object at `browserPayment`."""

    redirectUrl: NotRequired[str]
    """The redirect URL. The merchant must redirect the payer's browser to that URL (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.

    Url, format url. Conditional.
    """


class InitiateBrowserPaymentResponseCustomer(TypedDict, total=False):
    """The object at `customer`."""

    ani: NotRequired[str]
    """String, length 1 to 10. Conditional."""

    aniCallType: NotRequired[str]
    """String, length 1 to 2. Conditional."""

    browser: NotRequired[str]
    """String, length 1 to 255. Conditional."""

    email: NotRequired[str]
    """Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$, format email. Conditional."""

    hostname: NotRequired[str]
    """String, length 1 to 60. Conditional."""

    ipAddress: NotRequired[str]
    """String, length 7 to 15. Conditional."""


class InitiateBrowserPaymentResponseOrderDiscount(TypedDict, total=False):
    """The object at `order.discount`."""

    amount: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    code: NotRequired[str]
    """String, length 1 to 40. Conditional."""

    description: NotRequired[str]
    """String, length 1 to 127. Conditional."""


InitiateBrowserPaymentResponseOrderMerchantCharge = TypedDict(
    "InitiateBrowserPaymentResponseOrderMerchantCharge",
    {
        # Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
        "amount": NotRequired[str | int | float | Decimal],
        # A in responses.
        #
        # Enumeration. Always provided.
        #
        # Values: CLIENT, GATEWAY.
        #
        # Rule: order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).
        "calculatedBy": Required[Literal["CLIENT", "GATEWAY"]],
        # Present when the gateway computed the charge.
        #
        # String, length 1 to 50. Conditional.
        #
        # Rule: order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).
        "ruleName": NotRequired[str],
        # R in requests when the group is given.
        #
        # Enumeration. Conditional.
        #
        # Values: SURCHARGE.
        "type": NotRequired[Literal["SURCHARGE"]],
    },
    total=False,
)
"""The object at `order.merchantCharge`."""


class InitiateBrowserPaymentResponseOrder(TypedDict, total=False):
    """The object at `order`."""

    acceptPartialAmount: NotRequired[bool]
    """Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.

    Boolean. Conditional.
    """

    amount: NotRequired[str | int | float | Decimal]
    """Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional.
    """

    authenticationStatus: NotRequired[Literal["AUTHENTICATION_ATTEMPTED", "AUTHENTICATION_AVAILABLE", "AUTHENTICATION_EXEMPT", "AUTHENTICATION_FAILED", "AUTHENTICATION_NOT_IN_EFFECT", "AUTHENTICATION_NOT_SUPPORTED", "AUTHENTICATION_PENDING", "AUTHENTICATION_REJECTED", "AUTHENTICATION_REQUIRED", "AUTHENTICATION_SUCCESSFUL", "AUTHENTICATION_UNAVAILABLE"]]
    """Enumeration. Conditional.

    Values: AUTHENTICATION_ATTEMPTED, AUTHENTICATION_AVAILABLE, AUTHENTICATION_EXEMPT, AUTHENTICATION_FAILED, AUTHENTICATION_NOT_IN_EFFECT, AUTHENTICATION_NOT_SUPPORTED, AUTHENTICATION_PENDING, AUTHENTICATION_REJECTED, AUTHENTICATION_REQUIRED, AUTHENTICATION_SUCCESSFUL, AUTHENTICATION_UNAVAILABLE.
    """

    certainty: NotRequired[Literal["ESTIMATED", "FINAL"]]
    """The gateway uses the provider default if absent.

    Enumeration. Conditional.

    Values: ESTIMATED, FINAL.
    """

    creationTime: Required[str]
    """DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$, format date-time. Always provided."""

    currency: NotRequired[str]
    """ISO 4217 alpha code.

    Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
    """

    custom: NotRequired[dict[str, str]]
    """Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.

    Named values (up to 50 names, names 1 to 99 characters of [A-Za-z0-9]), each String, length 1 to 250. Conditional.
    """

    customerNote: NotRequired[str]
    """String, length 1 to 250. Conditional."""

    customerOrderDate: NotRequired[str]
    """Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional."""

    customerReference: NotRequired[str]
    """ASCII Text, length 0 to 25, characters [\\x00-\\x7F]. Conditional."""

    description: NotRequired[str]
    """String, length 1 to 127. Conditional."""

    discount: NotRequired[InitiateBrowserPaymentResponseOrderDiscount]
    """Price reduction applied to the order.

    Object. Conditional.
    """

    dutyAmount: NotRequired[str | int | float | Decimal]
    """Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    fundingStatus: NotRequired[Literal["FUNDED", "FUNDING_ASSURED", "FUNDING_FAILED", "FUNDING_ON_HOLD", "IN_PROGRESS", "NON_FUNDED", "NOT_SUPPORTED"]]
    """Enumeration. Conditional.

    Values: FUNDED, FUNDING_ASSURED, FUNDING_FAILED, FUNDING_ON_HOLD, IN_PROGRESS, NON_FUNDED, NOT_SUPPORTED.
    """

    gratuityAmount: NotRequired[str | int | float | Decimal]
    """Included in order.amount.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional.
    """

    id: Required[str]
    """Identifies the order.

    String, length 1 to 40. Always provided.
    """

    industryPracticePaymentReason: NotRequired[Literal["DELAYED_CHARGE", "NO_SHOW_PENALTY", "PARTIAL_SHIPMENT"]]
    """Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.

    Enumeration. Conditional.

    Values: DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT.
    """

    invoiceNumber: NotRequired[str]
    """String, length 1 to 25. Conditional."""

    lastUpdatedTime: Required[str]
    """DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$, format date-time. Always provided."""

    localTaxRegistrationId: NotRequired[str]
    """String, length 1 to 25. Conditional."""

    merchantCategoryCode: NotRequired[str]
    """Overrides the default for the acquirer link.

    Digits, length exactly 4, characters [0-9]. Conditional.
    """

    merchantCharge: NotRequired[InitiateBrowserPaymentResponseOrderMerchantCharge]
    """Object. Conditional."""

    merchantPartnerIdCode: NotRequired[str]
    """Digits, length 1 to 6, characters [0-9]. Conditional."""

    netAmount: NotRequired[str | int | float | Decimal]
    """Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional.
    """

    notificationUrl: NotRequired[str]
    """Webhook target (see Events).

    Url, format url. Conditional.
    """


class InitiateBrowserPaymentResponseShippingAddress(TypedDict, total=False):
    """The object at `shipping.address`."""

    country: NotRequired[str]
    """ISO alpha-3 country code.

    Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
    """

    postcodeZip: NotRequired[str]
    """Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \\-]. Conditional."""

    stateProvince: NotRequired[str]
    """String, length 1 to 20. Conditional."""

    stateProvinceCode: NotRequired[str]
    """ISO 3166-2 subdivision code.

    String, length 1 to 3. Conditional.
    """

    street: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    street2: NotRequired[str]
    """String, length exactly 0. Conditional."""


class InitiateBrowserPaymentResponseShipping(TypedDict, total=False):
    """The object at `shipping`."""

    address: NotRequired[InitiateBrowserPaymentResponseShippingAddress]
    """Object (the shared address shape). Conditional."""

    firstName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    lastName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    method: NotRequired[Literal["ELECTRONIC", "GROUND", "OVERNIGHT", "PRIORITY", "SAME_DAY"]]
    """Enumeration. Conditional.

    Values: ELECTRONIC, GROUND, OVERNIGHT, PRIORITY, SAME_DAY.
    """

    phone: NotRequired[str]
    """String, length 1 to 20. Conditional."""


class InitiateBrowserPaymentResponseSourceOfFundsProvidedCardExpiry(TypedDict, total=False):
    """The object at `sourceOfFunds.provided.card.expiry`."""

    month: Required[str]
    """Digits, length 1 to 2, characters [0-9], pattern ^(0?[1-9]|1[0-2])$. Always provided."""

    year: Required[str]
    """The year is 2000 plus the value.

    Digits, length exactly 2, characters [0-9]. Always provided.
    """


class InitiateBrowserPaymentResponseSourceOfFundsProvidedCardHolder(TypedDict, total=False):
    """The object at `sourceOfFunds.provided.card.holder`."""

    firstName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    lastName: NotRequired[str]
    """String, length 1 to 50. Conditional."""


class InitiateBrowserPaymentResponseSourceOfFundsProvidedCard(TypedDict, total=False):
    """The object at `sourceOfFunds.provided.card`."""

    brand: Required[str]
    """Enumeration. Always provided.

    Values include: LOCAL_BRAND_ONLY, UNKNOWN (the list is partial: Enumeration of card brands plus LOCAL_BRAND_ONLY and UNKNOWN; brand names omitted.)
    """

    expiry: NotRequired[InitiateBrowserPaymentResponseSourceOfFundsProvidedCardExpiry]
    """Object. Conditional."""

    fundingMethod: Required[Literal["CHARGE", "CREDIT", "DEBIT", "UNKNOWN"]]
    """Enumeration. Always provided.

    Values: CHARGE, CREDIT, DEBIT, UNKNOWN.
    """

    holder: NotRequired[InitiateBrowserPaymentResponseSourceOfFundsProvidedCardHolder]
    """Object. Conditional."""

    localBrand: NotRequired[str]
    """Enumeration. Conditional.

    Values include:  (the list is partial: Three local brand values; names omitted.)
    """

    number: Required[str]
    """Masked. By default the number is masked as first 6 and last 4 digits. Unmasking needs permission, responseControls.sensitiveData set to UNMASK, and certificate authentication.

    Digits, length 9 to 19, characters [0-9x]. Always provided.
    """

    scheme: Required[str]
    """Enumeration. Always provided.

    Values include: OTHER (the list is partial: Enumeration of card schemes plus OTHER; names omitted.)
    """

    securityCodePresence: NotRequired[str]
    """Alphanumeric, length 1 to 2, characters [0-9a-zA-Z]. Conditional."""

    sequenceNumber: NotRequired[str]
    """Digits, length exactly 3, characters [0-9]. Conditional."""

    trackDataProvided: NotRequired[bool]
    """Boolean. Conditional."""


class InitiateBrowserPaymentResponseSourceOfFundsProvided(TypedDict, total=False):
    """The object at `sourceOfFunds.provided`."""

    card: NotRequired[InitiateBrowserPaymentResponseSourceOfFundsProvidedCard]
    """Object. Conditional."""


InitiateBrowserPaymentResponseSourceOfFunds = TypedDict(
    "InitiateBrowserPaymentResponseSourceOfFunds",
    {
        # Object. Conditional.
        "provided": NotRequired[InitiateBrowserPaymentResponseSourceOfFundsProvided],
        # Enumeration. Conditional.
        #
        # Values include: CARD (the list is partial: CARD, or one value naming a bank-transfer payment method whose name is omitted here.)
        "type": NotRequired[str],
    },
    total=False,
)
"""The object at `sourceOfFunds`."""


class InitiateBrowserPaymentResponseTransactionAcquirer(TypedDict, total=False):
    """The object at `transaction.acquirer`."""

    batch: NotRequired[int]
    """Integer, min 1, max 2147483647. Conditional."""

    customData: NotRequired[str]
    """1-4000 in responses. 1-2048 in requests. Must not contain sensitive data.

    String, length 1 to 4000. Conditional.
    """

    date: NotRequired[str]
    """String, length 1 to 4000. Conditional."""

    id: Required[str]
    """String, length 1 to 40. Always provided."""

    time: NotRequired[str]
    """String, length 1 to 4000. Conditional."""


class InitiateBrowserPaymentResponseTransactionItem(TypedDict, total=False):
    """The object at `transaction.item[]`."""

    description: NotRequired[str]
    """String, length 1 to 127. Conditional."""

    name: Required[str]
    """String, length 1 to 127. Always provided."""

    quantity: Required[int]
    """Integer, min 1, max 9999999999999999. Always provided."""

    sku: NotRequired[str]
    """String, length 1 to 127. Conditional."""

    unitPrice: Required[str | int | float | Decimal]
    """Decimal, bounded form, min -1000000000000, max 1000000000000, at most 3 digits after the point, pattern ^-?[0-9]+(\\.[0-9]+)?$. Always provided."""

    unitTaxAmount: NotRequired[str | int | float | Decimal]
    """Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""


InitiateBrowserPaymentResponseTransaction = TypedDict(
    "InitiateBrowserPaymentResponseTransaction",
    {
        # Object. Conditional.
        "acquirer": NotRequired[InitiateBrowserPaymentResponseTransactionAcquirer],
        # Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
        "amount": Required[str | int | float | Decimal],
        # ASCII Text, length 1 to 100, characters [\x00-\x7F]. Conditional.
        "authorizationCode": NotRequired[str],
        # Only for batch uploads.
        #
        # String, length 1 to 512. Conditional.
        "batchName": NotRequired[str],
        # Upper case alphabetic text, length exactly 3, characters [A-Z]. Always provided.
        "currency": Required[str],
        # Enumeration. Conditional.
        #
        # Values: INSTALLMENT, RECURRING, SINGLE.
        "frequency": NotRequired[Literal["INSTALLMENT", "RECURRING", "SINGLE"]],
        # String, length 1 to 40. Always provided.
        "id": Required[str],
        # Array of Object. Conditional.
        "item": NotRequired[list[InitiateBrowserPaymentResponseTransactionItem]],
        # String, length 1 to 250. Conditional.
        "merchantNote": NotRequired[str],
        # ASCII Text, length 1 to 100, characters [\x00-\x7F]. Conditional.
        "receipt": NotRequired[str],
        # String, length 1 to 40. Conditional.
        "reference": NotRequired[str],
        # Response of Initiate Browser Payment: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE. Authorize request also allows MERCHANT and PAYER_PRESENT. It can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
        #
        # Enumeration. Conditional.
        #
        # Values: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE.
        "source": NotRequired[Literal["CALL_CENTRE", "CARD_PRESENT", "INTERNET", "MAIL_ORDER", "MOTO", "TELEPHONE_ORDER", "VOICE_RESPONSE"]],
        # Default for a full capture is the order tax amount.
        #
        # Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
        "taxAmount": NotRequired[str | int | float | Decimal],
        # String, length 1 to 16. Conditional.
        "terminal": NotRequired[str],
        # Enumeration. Always provided.
        #
        # Values: AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND.
        "type": Required[Literal["AUTHORIZATION", "AUTHORIZATION_UPDATE", "CAPTURE", "PAYMENT", "REFUND", "VERIFICATION", "VOID_AUTHORIZATION", "VOID_CAPTURE", "VOID_PAYMENT", "VOID_REFUND"]],
    },
    total=False,
)
"""The object at `transaction`."""


InitiateBrowserPaymentResponse = TypedDict(
    "InitiateBrowserPaymentResponse",
    {
        # Object. Conditional.
        "3DSecure": NotRequired[InitiateBrowserPaymentResponse3DSecure],
        # ASCII Text, length 1 to 64, characters [\x00-\x7F]. Conditional.
        "3DSecureId": NotRequired[str],
        # The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
        #
        # Object. Conditional.
        "airline": NotRequired[InitiateBrowserPaymentResponseAirline],
        # Object. Conditional.
        "appPayment": NotRequired[InitiateBrowserPaymentResponseAppPayment],
        # All are Strings and C.
        #
        # Object. Conditional.
        "authorizationResponse": NotRequired[InitiateBrowserPaymentResponseAuthorizationResponse],
        # Object. Conditional.
        "billing": NotRequired[InitiateBrowserPaymentResponseBilling],
        # Object. Conditional.
        "browserPayment": NotRequired[InitiateBrowserPaymentResponseBrowserPayment],
        # String, length 1 to 100. Conditional.
        "correlationId": NotRequired[str],
        # Object. Conditional.
        "customer": NotRequired[InitiateBrowserPaymentResponseCustomer],
        # Enumeration. Conditional.
        #
        # Values: AUTO, BATCH, HOSTED_FORM, HOSTED_PAGE, MERCHANT_ADMINISTRATION, THREE_PARTY, TWO_PARTY, WEB_SERVICES_API.
        "gatewayEntryPoint": NotRequired[Literal["AUTO", "BATCH", "HOSTED_FORM", "HOSTED_PAGE", "MERCHANT_ADMINISTRATION", "THREE_PARTY", "TWO_PARTY", "WEB_SERVICES_API"]],
        # Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters.
        #
        # Alphanumeric + additional characters, length 1 to 40, characters [0-9a-zA-Z\-_]. Always provided.
        "merchant": Required[str],
        # Object. Always provided.
        "order": Required[InitiateBrowserPaymentResponseOrder],
        # Object. Conditional.
        "shipping": NotRequired[InitiateBrowserPaymentResponseShipping],
        # For some payment types the merchant must supply the source-of-funds details in sourceOfFunds.provided. Card details can combine explicit details, a session and a token, with precedence explicit, then session, then token.
        #
        # Object. Conditional.
        "sourceOfFunds": NotRequired[InitiateBrowserPaymentResponseSourceOfFunds],
        # The moment the gateway considers the operation to have happened.
        #
        # DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Conditional.
        "timeOfRecord": NotRequired[str],
        # Object. Always provided.
        "transaction": Required[InitiateBrowserPaymentResponseTransaction],
        # String, length 1 to 256. Conditional.
        "userId": NotRequired[str],
        # The API version in which the request was submitted.
        #
        # String, length 1 to 8. Conditional.
        "version": NotRequired[str],
    },
    total=False,
)
"""The response body of Initiate Browser Payment at version 17."""
