"""The models of Authorize at version 100: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal, NotRequired, Required, TypedDict



class AuthorizeRequestAccountFundingRecipientAddress(TypedDict, total=False):
    """The object at `accountFunding.recipient.address`."""

    city: NotRequired[str]
    """String, length 1 to 100. Optional."""

    country: NotRequired[str]
    """ISO alpha-3 country code.

    Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
    """

    postCodeZip: NotRequired[str]
    """Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \\-]. Optional."""

    stateProvinceCode: NotRequired[str]
    """String, length 1 to 3. Optional."""

    street: NotRequired[str]
    """String, length 1 to 100. Optional."""

    street2: NotRequired[str]
    """String, length 1 to 100. Optional."""


AuthorizeRequestAccountFundingRecipientIdentification = TypedDict(
    "AuthorizeRequestAccountFundingRecipientIdentification",
    {
        # Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
        "country": NotRequired[str],
        # Enumeration. Optional.
        #
        # Values: ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION.
        #
        # Default: OTHER.
        "type": NotRequired[Literal["ALIEN_REGISTRATION_NUMBER", "BUSINESS_TAX_ID", "COMPANY_REGISTRATION_NUMBER", "CUSTOMER_IDENTIFICATION", "DATE_OF_BIRTH", "DRIVERS_LICENSE", "EMAIL", "GOVERNMENT_ISSUED", "INDIVIDUAL_TAX_ID", "LAW_ENFORCEMENT_IDENTIFICATION", "MILITARY_IDENTIFICATION", "NATIONAL_IDENTIFICATION_CARD", "OTHER", "PASSPORT", "PHONE_NUMBER", "PROXY_IDENTIFICATION", "SOCIAL_SECURITY_NUMBER", "TRAVEL_IDENTIFICATION"]],
        # String, length 1 to 50. Optional.
        "value": NotRequired[str],
    },
    total=False,
)
"""The object at `accountFunding.recipient.identification`."""


class AuthorizeRequestAccountFundingRecipient(TypedDict, total=False):
    """The object at `accountFunding.recipient`."""

    address: NotRequired[AuthorizeRequestAccountFundingRecipientAddress]
    """Object. Optional."""

    firstName: NotRequired[str]
    """String, length 1 to 50. Optional."""

    identification: NotRequired[AuthorizeRequestAccountFundingRecipientIdentification]
    """Object. Optional."""

    lastName: NotRequired[str]
    """String, length 1 to 50. Optional."""

    middleName: NotRequired[str]
    """String, length 1 to 50. Optional."""


class AuthorizeRequestAccountFunding(TypedDict, total=False):
    """The object at `accountFunding`."""

    purpose: NotRequired[Literal["CRYPTOCURRENCY_PURCHASE", "MERCHANT_SETTLEMENT", "OTHER", "PAYROLL"]]
    """OTHER default. Verify adds HIGH_RISK_SECURITIES.

    Enumeration. Optional.

    Values: CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL.

    Default: OTHER.
    """

    recipient: NotRequired[AuthorizeRequestAccountFundingRecipient]
    """Object. Optional."""

    senderIsRecipient: NotRequired[bool]
    """Boolean. Optional.

    Default: false.
    """

    senderType: NotRequired[Literal["COMMERCIAL_ORGANIZATION", "GOVERNMENT", "NON_PROFIT_ORGANIZATION", "PERSON"]]
    """Enumeration. Optional.

    Values: COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON.
    """


class AuthorizeRequestAgreementRetailer(TypedDict, total=False):
    """The object at `agreement.retailer`."""

    abbreviatedTradingName: NotRequired[str]
    """String, length 1 to 10. Optional."""

    merchantCategoryCode: NotRequired[str]
    """String, length 1 to 4. Optional."""

    tradingName: NotRequired[str]
    """String, length 1 to 100. Optional."""


AuthorizeRequestAgreement = TypedDict(
    "AuthorizeRequestAgreement",
    {
        # Needed for recurring.
        #
        # Enumeration. Optional.
        #
        # Values: FIXED, VARIABLE.
        #
        # Rule: agreement.amountVariability is needed for recurring payments (agreement.type RECURRING).
        "amountVariability": NotRequired[Literal["FIXED", "VARIABLE"]],
        # No sensitive data.
        #
        # String, length 1 to 2048. Optional.
        "customData": NotRequired[str],
        # Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
        "expiryDate": NotRequired[str],
        # Required when stored details are used for recurring, installment, unscheduled or industry-practice payments.
        #
        # String, length 1 to 100. Optional.
        "id": NotRequired[str],
        # In the order currency.
        #
        # Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
        "maximumAmountPerPayment": NotRequired[str | int | float | Decimal],
        # In the order currency.
        #
        # Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
        "minimumAmountPerPayment": NotRequired[str | int | float | Decimal],
        # Integer, min 1, max 9999. Optional.
        "minimumDaysBetweenPayments": NotRequired[int],
        # Integer, min 1, max 999. Optional.
        "numberOfPayments": NotRequired[int],
        # Enumeration. Optional.
        #
        # Values: AD_HOC, DAILY, FORTNIGHTLY, MONTHLY, OTHER, QUARTERLY, TWICE_YEARLY, WEEKLY, YEARLY.
        "paymentFrequency": NotRequired[Literal["AD_HOC", "DAILY", "FORTNIGHTLY", "MONTHLY", "OTHER", "QUARTERLY", "TWICE_YEARLY", "WEEKLY", "YEARLY"]],
        # Object. Optional.
        "retailer": NotRequired[AuthorizeRequestAgreementRetailer],
        # Not in the past.
        #
        # Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date, not in the past (UTC). Optional.
        "startDate": NotRequired[str],
        # Given on the first payment of a series.
        #
        # Enumeration. Optional.
        #
        # Values: INSTALLMENT, OTHER, RECURRING, UNSCHEDULED.
        #
        # Default: OTHER.
        #
        # Rule: agreement.amountVariability is needed for recurring payments (agreement.type RECURRING).
        "type": NotRequired[Literal["INSTALLMENT", "OTHER", "RECURRING", "UNSCHEDULED"]],
    },
    total=False,
)
"""The object at `agreement`."""


class AuthorizeRequestAirlineItineraryLeg(TypedDict, total=False):
    """The object at `airline.itinerary.leg[]`."""

    carrierCode: NotRequired[str]
    """Two word characters, or three digits, or two word characters, a slash and three digits.

    Regex, pattern ^(?:\\w{2}|[0-9]{3}|\\w{2}/[0-9]{3})$. Optional.
    """

    conjunctionTicketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional."""

    couponNumber: NotRequired[str]
    """Alphanumeric, length exactly 1, characters [0-9a-zA-Z]. Optional."""

    departureAirport: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional."""

    departureDate: NotRequired[str]
    """Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional."""

    departureTax: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    departureTime: NotRequired[str]
    """Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Optional."""

    destinationAirport: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional."""

    destinationArrivalDate: NotRequired[str]
    """In Verify and Authorize only.

    Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
    """

    destinationArrivalTime: NotRequired[str]
    """Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Optional."""

    endorsementsRestrictions: NotRequired[str]
    """Alphanumeric, length 1 to 20, characters [0-9a-zA-Z]. Optional."""

    exchangeTicketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional."""

    fare: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    fareBasis: NotRequired[str]
    """Alphanumeric + additional characters, length 1 to 24, characters [0-9a-zA-Z ]. Optional."""

    fees: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    flightNumber: NotRequired[str]
    """Alphanumeric, length 4 to 6, characters [0-9a-zA-Z]. Optional."""

    stopoverPermitted: NotRequired[bool]
    """Boolean. Optional."""

    taxes: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    travelClass: NotRequired[str]
    """Alphanumeric, length 1 to 3, characters [0-9a-zA-Z]. Optional."""


class AuthorizeRequestAirlineItinerary(TypedDict, total=False):
    """The object at `airline.itinerary`."""

    leg: NotRequired[list[AuthorizeRequestAirlineItineraryLeg]]
    """Array of Object. Optional."""

    numberInParty: NotRequired[str]
    """Digits, length 1 to 3, characters [0-9]. Optional."""

    originCountry: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional."""


class AuthorizeRequestAirlinePassenger(TypedDict, total=False):
    """The object at `airline.passenger[]`."""

    firstName: NotRequired[str]
    """String, length 1 to 50. Optional."""

    frequentFlyerNumber: NotRequired[str]
    """Not in the Initiate response.

    String, length 1 to 20. Optional.
    """

    lastName: NotRequired[str]
    """String, length 1 to 20. Optional."""

    middleName: NotRequired[str]
    """String, length 1 to 50. Optional."""

    specificInformation: NotRequired[str]
    """Alphanumeric, length 1 to 59, characters [0-9a-zA-Z]. Optional."""

    title: NotRequired[str]
    """String, length 1 to 20. Optional."""


class AuthorizeRequestAirlineTicketIssue(TypedDict, total=False):
    """The object at `airline.ticket.issue`."""

    address: NotRequired[str]
    """String, length 1 to 16. Optional."""

    carrierCode: NotRequired[str]
    """As leg carrier code.

    Regex, pattern ^(?:\\w{2}|[0-9]{3}|\\w{2}/[0-9]{3})$. Optional.
    """

    carrierName: NotRequired[str]
    """Alphanumeric, length 1 to 25, characters [0-9a-zA-Z]. Optional."""

    city: NotRequired[str]
    """String, length 1 to 100. Optional."""

    country: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional."""

    date: NotRequired[str]
    """Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional."""

    travelAgentCode: NotRequired[str]
    """Alphanumeric, length 8 to 9, characters [0-9a-zA-Z]. Optional."""

    travelAgentName: NotRequired[str]
    """String, length 1 to 30. Optional."""


AuthorizeRequestAirlineTicketTaxOrFee = TypedDict(
    "AuthorizeRequestAirlineTicketTaxOrFee",
    {
        # Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
        "amount": NotRequired[str | int | float | Decimal],
        # IATA code.
        #
        # Alphanumeric, length exactly 3, characters [0-9a-zA-Z]. Optional.
        "type": NotRequired[str],
    },
    total=False,
)
"""The object at `airline.ticket.taxOrFee[]`."""


class AuthorizeRequestAirlineTicket(TypedDict, total=False):
    """The object at `airline.ticket`."""

    conjunctionTicketIndicator: NotRequired[bool]
    """Boolean. Optional."""

    eTicket: NotRequired[bool]
    """Boolean. Optional."""

    exchangedTicketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional."""

    issue: NotRequired[AuthorizeRequestAirlineTicketIssue]
    """Object. Optional."""

    restricted: NotRequired[bool]
    """Boolean. Optional."""

    taxOrFee: NotRequired[list[AuthorizeRequestAirlineTicketTaxOrFee]]
    """Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.

    Array of Object. Optional.
    """

    ticketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional."""

    totalFare: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    totalFees: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    totalTaxes: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""


class AuthorizeRequestAirline(TypedDict, total=False):
    """The object at `airline`."""

    bookingReference: NotRequired[str]
    """Alphanumeric, length 6 to 15, characters [0-9a-zA-Z]. Optional."""

    documentType: NotRequired[str]
    """Enumeration. Optional.

    Values include: ADDITIONAL_COLLECTION, EXCESS_BAGGAGE, PASSENGER_TICKET, SUPPORTED_REFUND, TOUR_DEPOSIT, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT, VENDOR_SALE (the list is partial: 52 values from ADDITIONAL_COLLECTION to VENDOR_SALE, such as PASSENGER_TICKET, EXCESS_BAGGAGE, TOUR_DEPOSIT, SUPPORTED_REFUND, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT)
    """

    itinerary: NotRequired[AuthorizeRequestAirlineItinerary]
    """Object. Optional."""

    passenger: NotRequired[list[AuthorizeRequestAirlinePassenger]]
    """Array of Object. Optional."""

    planNumber: NotRequired[str]
    """Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Optional."""

    ticket: NotRequired[AuthorizeRequestAirlineTicket]
    """Object. Optional."""

    transactionType: NotRequired[Literal["EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"]]
    """Enumeration. Optional.

    Values: EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER.
    """


class AuthorizeRequestAuthentication3ds(TypedDict, total=False):
    """The object at `authentication.3ds`."""

    acsEci: NotRequired[str]
    """Alphanumeric, length 1 to 2, characters [0-9a-zA-Z]. Optional."""

    authenticationToken: NotRequired[str]
    """Used unaltered.

    Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Optional.
    """

    transactionId: NotRequired[str]
    """For version 1 it is the XID in base64. For version 2 it is the directory server id.

    String, length 1 to 50. Optional.
    """


class AuthorizeRequestAuthentication3ds1(TypedDict, total=False):
    """The object at `authentication.3ds1`."""

    paResStatus: NotRequired[str]
    """Alpha, length exactly 1, characters [a-zA-Z]. Optional."""

    veResEnrolled: NotRequired[str]
    """Alpha, length exactly 1, characters [a-zA-Z]. Optional."""


class AuthorizeRequestAuthentication3ds2(TypedDict, total=False):
    """The object at `authentication.3ds2`."""

    acsReference: NotRequired[str]
    """String, length 0 to 32. Optional."""

    acsTransactionId: NotRequired[str]
    """String, length exactly 36. Optional."""

    authenticationScheme: NotRequired[str]
    """Required for co-branded cards authenticated by an external provider.

    Enumeration. Optional.

    Values include:  (the list is partial: 11 or 12 values, each the identifier of a card or regional authentication scheme (omitted here because they are company names).)
    """

    custom: NotRequired[str]
    """JSON Text, length 1 to 4000, format json. Optional."""

    dsReference: NotRequired[str]
    """String, length 0 to 32. Optional."""

    protocolVersion: NotRequired[str]
    """Alphanumeric + additional characters, length 1 to 20, characters [0-9a-zA-Z.]. Optional."""

    statusReasonCode: NotRequired[str]
    """String, length exactly 2. Optional."""

    transactionStatus: NotRequired[str]
    """For example Y, N, U, A, R.

    Alpha, length exactly 1, characters [a-zA-Z]. Optional.
    """


AuthorizeRequestAuthentication = TypedDict(
    "AuthorizeRequestAuthentication",
    {
        # Object. Optional.
        "3ds": NotRequired[AuthorizeRequestAuthentication3ds],
        # Object. Optional.
        "3ds1": NotRequired[AuthorizeRequestAuthentication3ds1],
        # Object. Optional.
        "3ds2": NotRequired[AuthorizeRequestAuthentication3ds2],
        # Amount for which authentication was done.
        #
        # Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
        "amount": NotRequired[str | int | float | Decimal],
        # DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Optional.
        "time": NotRequired[str],
        # Id used for an earlier Initiate Authentication operation at the gateway.
        #
        # String, length 1 to 40. Optional.
        "transactionId": NotRequired[str],
    },
    total=False,
)
"""The object at `authentication`."""


class AuthorizeRequestCustomer(TypedDict, total=False):
    """The object at `customer`."""

    email: NotRequired[str]
    """Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$, format email. Optional."""

    firstName: NotRequired[str]
    """String, length 1 to 50. Optional."""

    lastName: NotRequired[str]
    """String, length 1 to 50. Optional."""

    middleName: NotRequired[str]
    """String, length 1 to 50. Optional."""

    mobilePhone: NotRequired[str]
    """Telephone Number, pattern ^\\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional."""

    phone: NotRequired[str]
    """Telephone Number, pattern ^\\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional."""

    taxRegistrationId: NotRequired[str]
    """String, length 1 to 30. Optional."""


class AuthorizeRequestDebtRepaymentRecipient(TypedDict, total=False):
    """The object at `debtRepayment.recipient`."""

    accountIdentifier: Required[str]
    """Returned masked.

    String, length 1 to 50. Required.
    """

    dateOfBirth: Required[str]
    """Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Required."""

    lastName: Required[str]
    """String, length 1 to 50. Required."""

    postcodeZip: Required[str]
    """String, length 1 to 10. Required."""


class AuthorizeRequestDebtRepayment(TypedDict, total=False):
    """The object at `debtRepayment`."""

    recipient: NotRequired[AuthorizeRequestDebtRepaymentRecipient]
    """Authorize request, all R.

    Object. Optional.
    """


class AuthorizeRequestDevice(TypedDict, total=False):
    """The object at `device`."""

    ani: NotRequired[str]
    """String, length 1 to 10. Optional."""

    aniCallType: NotRequired[str]
    """String, length 1 to 2. Optional."""

    browser: NotRequired[str]
    """String, length 1 to 2048. Optional."""

    fingerprint: NotRequired[str]
    """String, length 1 to 4000. Optional."""

    hostname: NotRequired[str]
    """String, length 1 to 60. Optional."""

    ipAddress: NotRequired[str]
    """IPv4 or IPv6; IPv6 is only used for EMV 3DS authentication.

    String, length 7 to 45. Optional.
    """

    mobilePhoneModel: NotRequired[str]
    """String, length 1 to 255. Optional."""


class AuthorizeRequestExternalTokenProvider(TypedDict, total=False):
    """The object at `externalTokenProvider`."""

    customData: NotRequired[str]
    """String, length 1 to 4000. Optional."""


class AuthorizeRequestInitiator(TypedDict, total=False):
    """The object at `initiator`."""

    userId: NotRequired[str]
    """String, length 1 to 256. Optional."""


class AuthorizeRequestOrderDiscount(TypedDict, total=False):
    """The object at `order.discount`."""

    amount: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.

    Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
    """

    code: NotRequired[str]
    """String, length 1 to 40. Optional."""

    description: NotRequired[str]
    """String, length 1 to 127. Optional."""


AuthorizeRequestOrderItemDetailTax = TypedDict(
    "AuthorizeRequestOrderItemDetailTax",
    {
        # Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
        "amount": NotRequired[str | int | float | Decimal],
        # Decimal, request form, length 1 to 6, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
        "rate": NotRequired[str | int | float | Decimal],
        # String, length 1 to 50. Optional.
        "type": NotRequired[str],
    },
    total=False,
)
"""The object at `order.item[].detail.tax[]`."""


class AuthorizeRequestOrderItemDetail(TypedDict, total=False):
    """The object at `order.item[].detail`."""

    acquirerCustom: NotRequired[str]
    """JSON Text, length 1 to 4000, format json. Optional."""

    commodityCode: NotRequired[str]
    """Digits, characters [0-9]. Optional."""

    tax: NotRequired[list[AuthorizeRequestOrderItemDetailTax]]
    """Array of Object. Optional."""

    unitDiscountRate: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    unitTaxRate: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    unitTaxType: NotRequired[str]
    """String, length 1 to 10. Optional."""

    unspsc: NotRequired[str]
    """Digits, characters [0-9]. Optional."""

    upc: NotRequired[str]
    """Digits, characters [0-9]. Optional."""


class AuthorizeRequestOrderItem(TypedDict, total=False):
    """The object at `order.item[]`."""

    brand: NotRequired[str]
    """String, length 1 to 127. Optional."""

    category: NotRequired[str]
    """String, length 1 to 127. Optional."""

    description: NotRequired[str]
    """String, length 1 to 127. Optional."""

    detail: NotRequired[AuthorizeRequestOrderItemDetail]
    """Object. Optional."""

    image: NotRequired[str]
    """Url, pattern ^https:, format url. Optional."""

    industryCategory: NotRequired[Literal["HEALTHCARE_DENTAL", "HEALTHCARE_OTHER", "HEALTHCARE_PRESCRIPTION", "HEALTHCARE_VISION"]]
    """Enumeration. Optional.

    Values: HEALTHCARE_DENTAL, HEALTHCARE_OTHER, HEALTHCARE_PRESCRIPTION, HEALTHCARE_VISION.
    """

    name: Required[str]
    """String, length 1 to 127. Required."""

    quantity: Required[str | int | float | Decimal]
    """Decimal, request form, length 0 to 30, greater than 0, pattern ^[0-9]+(\\.[0-9]+)?$. Required.

    Rule: If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.

    Rule: If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
    """

    sku: NotRequired[str]
    """String, length 1 to 127. Optional."""

    unitDiscountAmount: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    unitOfMeasure: NotRequired[str]
    """String, length 1 to 10. Optional."""

    unitPrice: Required[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^-?[0-9]+(\\.[0-9]+)?$. Required.

    Rule: If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
    """

    unitTaxAmount: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
    """


AuthorizeRequestOrderMerchantCharge = TypedDict(
    "AuthorizeRequestOrderMerchantCharge",
    {
        # Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
        #
        # Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
        "amount": NotRequired[str | int | float | Decimal],
        # R in requests when the group is given.
        #
        # Enumeration. Required.
        #
        # Values: SURCHARGE.
        "type": Required[Literal["SURCHARGE"]],
    },
    total=False,
)
"""The object at `order.merchantCharge`."""


class AuthorizeRequestOrderReward(TypedDict, total=False):
    """The object at `order.reward`."""

    amount: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    balanceId: Required[str]
    """R within the group. Its presence means rewards are redeemed.

    Alphanumeric + additional characters, length 1 to 100, characters [0-9a-zA-Z\\-_ &+!$%.=]. Required.
    """


class AuthorizeRequestOrderStatementDescriptorAddress(TypedDict, total=False):
    """The object at `order.statementDescriptor.address`."""

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


class AuthorizeRequestOrderStatementDescriptor(TypedDict, total=False):
    """The object at `order.statementDescriptor`."""

    address: NotRequired[AuthorizeRequestOrderStatementDescriptorAddress]
    """Object (the shared address shape). Optional."""

    name: NotRequired[str]
    """String, length 1 to 100. Optional."""

    phone: NotRequired[str]
    """String, length 1 to 20. Optional."""

    websiteUrl: NotRequired[str]
    """Url, format url. Optional."""


class AuthorizeRequestOrderSubMerchantAddress(TypedDict, total=False):
    """The object at `order.subMerchant.address`."""

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


class AuthorizeRequestOrderSubMerchant(TypedDict, total=False):
    """The object at `order.subMerchant`."""

    address: NotRequired[AuthorizeRequestOrderSubMerchantAddress]
    """Object (the shared address shape). Optional."""

    bankIndustryCode: NotRequired[str]
    """Digits, length exactly 4, characters [0-9]. Optional."""

    disputeContactPhone: NotRequired[str]
    """Only after a scheme notice of high disputes.

    Telephone Number, pattern ^\\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
    """

    email: NotRequired[str]
    """Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$, format email. Optional."""

    governmentCountryCode: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional."""

    identifier: Required[str]
    """String, length 1 to 100. Required."""

    marketplaceId: NotRequired[str]
    """String, length 1 to 11. Optional."""

    phone: NotRequired[str]
    """String, length 1 to 20. Optional."""

    registeredName: NotRequired[str]
    """String, length 1 to 100. Optional."""

    tradingName: Required[str]
    """Limit 21 characters for one card scheme and 27 for another, 36 with the aggregator name.

    String, length 1 to 100. Required.
    """

    websiteUrl: NotRequired[str]
    """Url, format url. Optional."""


AuthorizeRequestOrderTax = TypedDict(
    "AuthorizeRequestOrderTax",
    {
        # Tax amount per tax type.
        #
        # Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
        "amount": NotRequired[str | int | float | Decimal],
        # Decimal, request form, length 1 to 6, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
        "rate": NotRequired[str | int | float | Decimal],
        # String, length 1 to 50. Optional.
        "type": NotRequired[str],
    },
    total=False,
)
"""The object at `order.tax[]`."""


class AuthorizeRequestOrderTransactionFilteringAvsResponseCodeRules(TypedDict, total=False):
    """The object at `order.transactionFiltering.avsResponseCodeRules[]`."""

    action: Required[Literal["NO_ACTION", "REJECT", "REVIEW"]]
    """Enumeration. Required.

    Values: NO_ACTION, REJECT, REVIEW.
    """

    avsResponseCode: Required[str]
    """Enumeration. Required.

    Values include: ADDRESS_MATCH, ADDRESS_ZIP_MATCH, NAME_ADDRESS_MATCH, NAME_MATCH (the list is partial: enumeration whose values include ADDRESS_MATCH, ADDRESS_ZIP_MATCH, NAME_ADDRESS_MATCH, NAME_MATCH (list cut, see below); section 2.10: the full avsResponseCode value list is not shown.)
    """


class AuthorizeRequestOrderTransactionFiltering(TypedDict, total=False):
    """The object at `order.transactionFiltering`."""

    avsResponseCodeRules: NotRequired[list[AuthorizeRequestOrderTransactionFilteringAvsResponseCodeRules]]
    """Overrides the configured address verification rules for the order.

    Array of Object. Optional.
    """


class AuthorizeRequestOrder(TypedDict, total=False):
    """The object at `order`."""

    acceptPartialAmount: NotRequired[bool]
    """Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.

    Boolean. Optional.
    """

    amount: NotRequired[str | int | float | Decimal]
    """Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: Authorize requires either order.amount or order.netAmount.

    Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
    """

    cashbackAmount: NotRequired[str | int | float | Decimal]
    """Included in order.amount (Authorize request; the field corresponds to EMV tag 9F03).

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.

    Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
    """

    certainty: NotRequired[Literal["ESTIMATED", "FINAL"]]
    """The gateway uses the provider default if absent.

    Enumeration. Optional.

    Values: ESTIMATED, FINAL.
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

    customerOrderDate: NotRequired[str]
    """Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional."""

    customerReference: NotRequired[str]
    """ASCII Text, length 0 to 25, characters [\\x00-\\x7F]. Optional."""

    description: NotRequired[str]
    """String, length 1 to 127. Optional."""

    discount: NotRequired[AuthorizeRequestOrderDiscount]
    """Price reduction applied to the order.

    Object. Optional.
    """

    dutyAmount: NotRequired[str | int | float | Decimal]
    """Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.

    Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
    """

    gratuityAmount: NotRequired[str | int | float | Decimal]
    """Included in order.amount.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.

    Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
    """

    industryPracticePaymentReason: NotRequired[Literal["DELAYED_CHARGE", "NO_SHOW_PENALTY", "PARTIAL_SHIPMENT"]]
    """Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.

    Enumeration. Optional.

    Values: DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT.
    """

    invoiceNumber: NotRequired[str]
    """String, length 1 to 25. Optional."""

    item: NotRequired[list[AuthorizeRequestOrderItem]]
    """Array of Object. Optional.

    Rule: If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.

    Rule: If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
    """

    itemAmount: NotRequired[str | int | float | Decimal]
    """Authorize request. If omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.

    Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).

    Rule: If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
    """

    localTaxRegistrationId: NotRequired[str]
    """String, length 1 to 25. Optional."""

    merchantCategoryCode: NotRequired[str]
    """Overrides the default for the acquirer link.

    Digits, length exactly 4, characters [0-9]. Optional.

    Rule: A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
    """

    merchantCharge: NotRequired[AuthorizeRequestOrderMerchantCharge]
    """Object. Optional."""

    merchantPartnerIdCode: NotRequired[str]
    """Digits, length 1 to 6, characters [0-9]. Optional."""

    netAmount: NotRequired[str | int | float | Decimal]
    """Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: Authorize requires either order.amount or order.netAmount.

    Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
    """

    notificationUrl: NotRequired[str]
    """Webhook target (see Events).

    Url, format url. Optional.
    """

    owningEntity: NotRequired[str]
    """String, length 1 to 40. Optional."""

    purchaseType: NotRequired[Literal["CRYPTOCURRENCY", "DEBT_REPAYMENT", "HIGH_RISK_SECURITIES", "OTHER"]]
    """Verify: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. Authorize: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. The account-funding value ACCOUNT_FUNDING is referred to as a purchase type. It must be set when money is pulled from an account to credit another. A value is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.

    Enumeration. Optional.

    Values: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER.

    Rule: A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
    """

    reference: NotRequired[str]
    """1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.

    String, length 1 to 40. Optional.
    """

    requestorName: NotRequired[str]
    """String, length 1 to 100. Optional."""

    reward: NotRequired[AuthorizeRequestOrderReward]
    """Object. Optional."""

    shippingAndHandlingAmount: NotRequired[str | int | float | Decimal]
    """Includes taxes on shipping and handling.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.

    Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
    """

    shippingAndHandlingTaxAmount: NotRequired[str | int | float | Decimal]
    """Included in the shipping and handling amount.

    Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.
    """

    shippingAndHandlingTaxRate: NotRequired[str | int | float | Decimal]
    """Bounded form, max 1000000000000000000, at most 4 decimals (2.5 percent is written 0.025).

    Decimal, bounded form, min 0, max 1000000000000000000, at most 4 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.
    """

    statementDescriptor: NotRequired[AuthorizeRequestOrderStatementDescriptor]
    """Object. Optional."""

    subMerchant: NotRequired[AuthorizeRequestOrderSubMerchant]
    """For aggregators. Must be on the first transaction of an order; later transactions that carry it are rejected.

    Object. Optional.

    Rule: order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
    """

    tax: NotRequired[list[AuthorizeRequestOrderTax]]
    """Array of Object. Optional."""

    taxAmount: NotRequired[str | int | float | Decimal]
    """Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.

    Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).

    Rule: If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
    """

    taxRegistrationId: NotRequired[str]
    """String, length 1 to 30. Optional."""

    taxStatus: NotRequired[Literal["EXEMPT", "NOT_EXEMPT", "NOT_PROVIDED"]]
    """Enumeration. Optional.

    Values: EXEMPT, NOT_EXEMPT, NOT_PROVIDED.
    """

    transactionFiltering: NotRequired[AuthorizeRequestOrderTransactionFiltering]
    """Object. Optional."""


class AuthorizeRequestShippingContact(TypedDict, total=False):
    """The object at `shipping.contact`."""

    mobilePhone: NotRequired[str]
    """Telephone Number, pattern ^\\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional."""

    phone: NotRequired[str]
    """Telephone Number, pattern ^\\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional."""


class AuthorizeRequestShippingOrigin(TypedDict, total=False):
    """The object at `shipping.origin`."""

    postcodeZip: NotRequired[str]
    """String, length 1 to 10. Optional."""


class AuthorizeRequestShipping(TypedDict, total=False):
    """The object at `shipping`."""

    contact: NotRequired[AuthorizeRequestShippingContact]
    """Object. Optional."""

    method: NotRequired[Literal["ELECTRONIC", "GROUND", "NOT_SHIPPED", "OVERNIGHT", "PICKUP", "PRIORITY", "SAME_DAY"]]
    """Enumeration. Optional.

    Values: ELECTRONIC, GROUND, NOT_SHIPPED, OVERNIGHT, PICKUP, PRIORITY, SAME_DAY.
    """

    origin: NotRequired[AuthorizeRequestShippingOrigin]
    """Object. Optional."""


class AuthorizeRequestTransactionAcquirer(TypedDict, total=False):
    """The object at `transaction.acquirer`."""

    batch: NotRequired[int]
    """Integer, min 1, max 2147483647. Optional."""

    customData: NotRequired[str]
    """1-4000 in responses. 1-2048 in requests. Must not contain sensitive data.

    String, length 1 to 2048. Optional.
    """

    date: NotRequired[str]
    """String, length 1 to 4000. Optional."""

    time: NotRequired[str]
    """String, length 1 to 4000. Optional."""

    traceId: NotRequired[str]
    """The scheme transaction id, needed when the payer-initiated transaction, or the payment being refunded, was processed outside the gateway. Also used for resubmissions and payments in a series.

    String, length 1 to 15. Optional.
    """

    transactionId: NotRequired[str]
    """Value passed to the acquirer in place of the order.id.

    String, length 1 to 100. Optional.
    """


class AuthorizeRequestTransactionMultiCurrencyPricingRate(TypedDict, total=False):
    """The object at `transaction.multiCurrencyPricing.rate`."""

    quoteId: NotRequired[str]
    """Quote id from a shopping options inquiry.

    String, length 1 to 100. Optional.
    """


class AuthorizeRequestTransactionMultiCurrencyPricing(TypedDict, total=False):
    """The object at `transaction.multiCurrencyPricing`."""

    rate: NotRequired[AuthorizeRequestTransactionMultiCurrencyPricingRate]
    """Object. Optional."""


class AuthorizeRequestTransactionRelatedTransactionsFirstTransactionInTheSeries(TypedDict, total=False):
    """The object at `transaction.relatedTransactions.firstTransactionInTheSeries`."""

    source: NotRequired[Literal["CALL_CENTRE", "INTERNET", "MAIL_ORDER", "MOTO", "TELEPHONE_ORDER", "VOICE_RESPONSE"]]
    """Enumeration. Optional.

    Values: CALL_CENTRE, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE.
    """


class AuthorizeRequestTransactionRelatedTransactions(TypedDict, total=False):
    """The object at `transaction.relatedTransactions`."""

    firstTransactionInTheSeries: NotRequired[AuthorizeRequestTransactionRelatedTransactionsFirstTransactionInTheSeries]
    """Object. Optional."""


class AuthorizeRequestTransactionServiceLocation(TypedDict, total=False):
    """The object at `transaction.serviceLocation`."""

    city: NotRequired[str]
    """String, length 1 to 100. Optional."""

    country: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional."""

    postCodeZip: NotRequired[str]
    """String, length 1 to 10. Optional."""

    stateProvinceCode: NotRequired[str]
    """String, length 1 to 3. Optional."""


AuthorizeRequestTransactionTransitAggregatedFare = TypedDict(
    "AuthorizeRequestTransactionTransitAggregatedFare",
    {
        # Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Required.
        "aggregationStartDate": Required[str],
        # Enumeration. Required.
        #
        # Values include: CABLE_CAR, WATER_BORNE_VEHICLE (the list is partial: enumeration of 22 transport modes, from CABLE_CAR to WATER_BORNE_VEHICLE)
        "transportationMode": Required[str],
        # Enumeration. Required.
        #
        # Values: DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE.
        "type": Required[Literal["DEBT_RECOVERY_MERCHANT_INITIATED", "DEBT_RECOVERY_PAYER_INITIATED", "DEBT_RECOVERY_TAP_INITIATED", "FARE"]],
    },
    total=False,
)
"""The object at `transaction.transit.aggregatedFare`."""


AuthorizeRequestTransactionTransitKnownFare = TypedDict(
    "AuthorizeRequestTransactionTransitKnownFare",
    {
        # Enumeration. Optional.
        #
        # Values: DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE_DEFERRED_AUTHORIZATION, FARE_REAL_TIME_AUTHORIZATION.
        "type": NotRequired[Literal["DEBT_RECOVERY_MERCHANT_INITIATED", "DEBT_RECOVERY_PAYER_INITIATED", "DEBT_RECOVERY_TAP_INITIATED", "FARE_DEFERRED_AUTHORIZATION", "FARE_REAL_TIME_AUTHORIZATION"]],
    },
    total=False,
)
"""The object at `transaction.transit.knownFare`."""


class AuthorizeRequestTransactionTransit(TypedDict, total=False):
    """The object at `transaction.transit`."""

    aggregatedFare: NotRequired[AuthorizeRequestTransactionTransitAggregatedFare]
    """Authorize request, all R within the group.

    Object. Optional.
    """

    knownFare: NotRequired[AuthorizeRequestTransactionTransitKnownFare]
    """Object. Optional."""


class AuthorizeRequestTransaction(TypedDict, total=False):
    """The object at `transaction`."""

    acquirer: NotRequired[AuthorizeRequestTransactionAcquirer]
    """Object. Optional."""

    authorizationCode: NotRequired[str]
    """ASCII Text, length 1 to 100, characters [\\x00-\\x7F]. Optional."""

    batchName: NotRequired[str]
    """Only for batch uploads.

    String, length 1 to 512. Optional.
    """

    deferredAuthorization: NotRequired[bool]
    """Submission deferred because of connectivity or system issues.

    Boolean. Optional.
    """

    frequency: NotRequired[Literal["INSTALLMENT", "RECURRING", "SINGLE"]]
    """Enumeration. Optional.

    Values: INSTALLMENT, RECURRING, SINGLE.
    """

    merchantNote: NotRequired[str]
    """String, length 1 to 250. Optional."""

    multiCurrencyPricing: NotRequired[AuthorizeRequestTransactionMultiCurrencyPricing]
    """Object. Optional."""

    payerConsentForStoringCardDetails: NotRequired[Literal["MERCHANT_INITIATED_PAYMENTS", "PAYER_DECLINED", "PAYER_INITIATED_PAYMENTS"]]
    """Enumeration. Optional.

    Values: MERCHANT_INITIATED_PAYMENTS, PAYER_DECLINED, PAYER_INITIATED_PAYMENTS.
    """

    receipt: NotRequired[str]
    """ASCII Text, length 1 to 100, characters [\\x00-\\x7F]. Optional."""

    reference: NotRequired[str]
    """String, length 1 to 40. Optional."""

    relatedTransactions: NotRequired[AuthorizeRequestTransactionRelatedTransactions]
    """Object. Optional."""

    resubmission: NotRequired[bool]
    """Merchant-initiated resubmission after a failure for insufficient funds.

    Boolean. Optional.
    """

    serviceLocation: NotRequired[AuthorizeRequestTransactionServiceLocation]
    """Object. Optional."""

    source: NotRequired[Literal["CALL_CENTRE", "CARD_PRESENT", "INTERNET", "MAIL_ORDER", "MERCHANT", "MOTO", "PAYER_PRESENT", "TELEPHONE_ORDER", "VOICE_RESPONSE"]]
    """Response of Initiate Browser Payment: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE. Authorize request also allows MERCHANT and PAYER_PRESENT. It can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.

    Enumeration. Optional.

    Values: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MERCHANT, MOTO, PAYER_PRESENT, TELEPHONE_ORDER, VOICE_RESPONSE.

    Rule: transaction.source can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
    """

    targetTransactionId: NotRequired[str]
    """Refers to another transaction on the order.

    String, length 1 to 40. Optional.
    """

    taxAmount: NotRequired[str | int | float | Decimal]
    """Default for a full capture is the order tax amount.

    Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.
    """

    terminal: NotRequired[str]
    """String, length 1 to 16. Optional."""

    transit: NotRequired[AuthorizeRequestTransactionTransit]
    """Object. Optional."""


class AuthorizeCallBody(TypedDict, total=False):
    """The body a client method of Authorize at version 100 takes: the request without apiOperation, which the method sets."""

    accountFunding: NotRequired[AuthorizeRequestAccountFunding]
    """Object. Optional."""

    agreement: NotRequired[AuthorizeRequestAgreement]
    """Object. Optional."""

    airline: NotRequired[AuthorizeRequestAirline]
    """The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.

    Object. Optional.
    """

    authentication: NotRequired[AuthorizeRequestAuthentication]
    """Authentication group (Verify and Authorize requests).

    Object. Optional.
    """

    customer: NotRequired[AuthorizeRequestCustomer]
    """Object. Optional."""

    debtRepayment: NotRequired[AuthorizeRequestDebtRepayment]
    """Object. Optional."""

    device: NotRequired[AuthorizeRequestDevice]
    """Object. Optional."""

    externalTokenProvider: NotRequired[AuthorizeRequestExternalTokenProvider]
    """Object. Optional."""

    initiator: NotRequired[AuthorizeRequestInitiator]
    """Object. Optional."""

    lineOfBusiness: NotRequired[str]
    """No spaces.

    String, length 1 to 100, pattern ^[^ ]*$. Optional.
    """

    order: Required[AuthorizeRequestOrder]
    """Object. Required."""

    shipping: NotRequired[AuthorizeRequestShipping]
    """Object. Optional."""

    transaction: NotRequired[AuthorizeRequestTransaction]
    """Object. Optional."""


class AuthorizeRequest(AuthorizeCallBody, total=False):
    """The request body of Authorize at version 100."""

    apiOperation: Required[Literal["AUTHORIZE"]]
    """Selects the operation: always AUTHORIZE.

    Enumeration. Required.

    Values: AUTHORIZE.
    """


class AuthorizeResponseAccountFundingRecipientAddress(TypedDict, total=False):
    """The object at `accountFunding.recipient.address`."""

    city: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    country: NotRequired[str]
    """ISO alpha-3 country code.

    Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
    """

    postCodeZip: NotRequired[str]
    """Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \\-]. Conditional."""

    stateProvinceCode: NotRequired[str]
    """String, length 1 to 3. Conditional."""

    street: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    street2: NotRequired[str]
    """String, length 1 to 100. Conditional."""


AuthorizeResponseAccountFundingRecipientIdentification = TypedDict(
    "AuthorizeResponseAccountFundingRecipientIdentification",
    {
        # Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
        "country": NotRequired[str],
        # Enumeration. Conditional.
        #
        # Values: ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION.
        #
        # Default: OTHER.
        "type": NotRequired[Literal["ALIEN_REGISTRATION_NUMBER", "BUSINESS_TAX_ID", "COMPANY_REGISTRATION_NUMBER", "CUSTOMER_IDENTIFICATION", "DATE_OF_BIRTH", "DRIVERS_LICENSE", "EMAIL", "GOVERNMENT_ISSUED", "INDIVIDUAL_TAX_ID", "LAW_ENFORCEMENT_IDENTIFICATION", "MILITARY_IDENTIFICATION", "NATIONAL_IDENTIFICATION_CARD", "OTHER", "PASSPORT", "PHONE_NUMBER", "PROXY_IDENTIFICATION", "SOCIAL_SECURITY_NUMBER", "TRAVEL_IDENTIFICATION"]],
        # String, length 1 to 50. Conditional.
        "value": NotRequired[str],
    },
    total=False,
)
"""The object at `accountFunding.recipient.identification`."""


class AuthorizeResponseAccountFundingRecipient(TypedDict, total=False):
    """The object at `accountFunding.recipient`."""

    address: NotRequired[AuthorizeResponseAccountFundingRecipientAddress]
    """Object. Conditional."""

    firstName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    identification: NotRequired[AuthorizeResponseAccountFundingRecipientIdentification]
    """Object. Conditional."""

    lastName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    middleName: NotRequired[str]
    """String, length 1 to 50. Conditional."""


class AuthorizeResponseAccountFunding(TypedDict, total=False):
    """The object at `accountFunding`."""

    purpose: NotRequired[Literal["CRYPTOCURRENCY_PURCHASE", "MERCHANT_SETTLEMENT", "OTHER", "PAYROLL"]]
    """OTHER default. Verify adds HIGH_RISK_SECURITIES.

    Enumeration. Conditional.

    Values: CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL.

    Default: OTHER.
    """

    recipient: NotRequired[AuthorizeResponseAccountFundingRecipient]
    """Object. Conditional."""

    reference: Required[str]
    """Gateway generated.

    String, length 1 to 50. Always provided.
    """

    senderIsRecipient: NotRequired[bool]
    """Boolean. Conditional.

    Default: false.
    """

    senderType: NotRequired[Literal["COMMERCIAL_ORGANIZATION", "GOVERNMENT", "NON_PROFIT_ORGANIZATION", "PERSON"]]
    """Enumeration. Conditional.

    Values: COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON.
    """


class AuthorizeResponseAction(TypedDict, total=False):
    """The object at `action`."""

    refundAuthorization: NotRequired[bool]
    """Boolean. Conditional."""


class AuthorizeResponseAirlineItineraryLeg(TypedDict, total=False):
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

    destinationArrivalDate: NotRequired[str]
    """In Verify and Authorize only.

    Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
    """

    destinationArrivalTime: NotRequired[str]
    """Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Conditional."""

    endorsementsRestrictions: NotRequired[str]
    """Alphanumeric, length 1 to 20, characters [0-9a-zA-Z]. Conditional."""

    exchangeTicketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional."""

    fare: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    fareBasis: NotRequired[str]
    """Alphanumeric + additional characters, length 1 to 24, characters [0-9a-zA-Z ]. Conditional."""

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


class AuthorizeResponseAirlineItinerary(TypedDict, total=False):
    """The object at `airline.itinerary`."""

    leg: NotRequired[list[AuthorizeResponseAirlineItineraryLeg]]
    """Array of Object. Conditional."""

    numberInParty: NotRequired[str]
    """Digits, length 1 to 3, characters [0-9]. Conditional."""

    originCountry: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional."""


class AuthorizeResponseAirlinePassenger(TypedDict, total=False):
    """The object at `airline.passenger[]`."""

    firstName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    frequentFlyerNumber: NotRequired[str]
    """Not in the Initiate response.

    String, length 1 to 20. Conditional.
    """

    lastName: NotRequired[str]
    """String, length 1 to 20. Conditional."""

    middleName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    specificInformation: NotRequired[str]
    """Alphanumeric, length 1 to 59, characters [0-9a-zA-Z]. Conditional."""

    title: NotRequired[str]
    """String, length 1 to 20. Conditional."""


class AuthorizeResponseAirlineTicketIssue(TypedDict, total=False):
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
    """String, length 1 to 100. Conditional."""

    country: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional."""

    date: NotRequired[str]
    """Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional."""

    travelAgentCode: NotRequired[str]
    """Alphanumeric, length 8 to 9, characters [0-9a-zA-Z]. Conditional."""

    travelAgentName: NotRequired[str]
    """String, length 1 to 30. Conditional."""


AuthorizeResponseAirlineTicketTaxOrFee = TypedDict(
    "AuthorizeResponseAirlineTicketTaxOrFee",
    {
        # Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
        "amount": NotRequired[str | int | float | Decimal],
        # IATA code.
        #
        # Alphanumeric, length exactly 3, characters [0-9a-zA-Z]. Conditional.
        "type": NotRequired[str],
    },
    total=False,
)
"""The object at `airline.ticket.taxOrFee[]`."""


class AuthorizeResponseAirlineTicket(TypedDict, total=False):
    """The object at `airline.ticket`."""

    conjunctionTicketIndicator: NotRequired[bool]
    """Boolean. Conditional."""

    eTicket: NotRequired[bool]
    """Boolean. Conditional."""

    exchangedTicketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional."""

    issue: NotRequired[AuthorizeResponseAirlineTicketIssue]
    """Object. Conditional."""

    restricted: NotRequired[bool]
    """Boolean. Conditional."""

    taxOrFee: NotRequired[list[AuthorizeResponseAirlineTicketTaxOrFee]]
    """Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.

    Array of Object. Conditional.
    """

    ticketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional."""

    totalFare: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    totalFees: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""


class AuthorizeResponseAirline(TypedDict, total=False):
    """The object at `airline`."""

    bookingReference: NotRequired[str]
    """Alphanumeric, length 6 to 15, characters [0-9a-zA-Z]. Conditional."""

    documentType: NotRequired[str]
    """Enumeration. Conditional.

    Values include: ADDITIONAL_COLLECTION, EXCESS_BAGGAGE, PASSENGER_TICKET, SUPPORTED_REFUND, TOUR_DEPOSIT, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT, VENDOR_SALE (the list is partial: 52 values from ADDITIONAL_COLLECTION to VENDOR_SALE, such as PASSENGER_TICKET, EXCESS_BAGGAGE, TOUR_DEPOSIT, SUPPORTED_REFUND, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT)
    """

    itinerary: NotRequired[AuthorizeResponseAirlineItinerary]
    """Object. Conditional."""

    passenger: NotRequired[list[AuthorizeResponseAirlinePassenger]]
    """Array of Object. Conditional."""

    planNumber: NotRequired[str]
    """Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Conditional."""

    ticket: NotRequired[AuthorizeResponseAirlineTicket]
    """Object. Conditional."""


class AuthorizeResponseOrder(TypedDict, total=False):
    """The object at `order`."""

    creationTime: Required[str]
    """DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$, format date-time. Always provided."""

    id: Required[str]
    """Identifies the order.

    String, length 1 to 40. Always provided.
    """

    lastUpdatedTime: Required[str]
    """DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$, format date-time. Always provided."""


AuthorizeResponseTransaction = TypedDict(
    "AuthorizeResponseTransaction",
    {
        # Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
        "amount": Required[str | int | float | Decimal],
        # Upper case alphabetic text, length exactly 3, characters [A-Z]. Always provided.
        "currency": Required[str],
        # String, length 1 to 40. Always provided.
        "id": Required[str],
        # Enumeration. Always provided.
        #
        # Values: AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND.
        "type": Required[Literal["AUTHORIZATION", "AUTHORIZATION_UPDATE", "CAPTURE", "PAYMENT", "REFUND", "VERIFICATION", "VOID_AUTHORIZATION", "VOID_CAPTURE", "VOID_PAYMENT", "VOID_REFUND"]],
    },
    total=False,
)
"""The object at `transaction`."""


class AuthorizeResponse(TypedDict, total=False):
    """The response body of Authorize at version 100."""

    accountFunding: NotRequired[AuthorizeResponseAccountFunding]
    """Object. Conditional."""

    action: NotRequired[AuthorizeResponseAction]
    """Object. Conditional."""

    airline: NotRequired[AuthorizeResponseAirline]
    """The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.

    Object. Conditional.
    """

    merchant: Required[str]
    """Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters.

    Alphanumeric + additional characters, length 1 to 40, characters [0-9a-zA-Z\\-_]. Always provided.
    """

    order: Required[AuthorizeResponseOrder]
    """Object. Always provided."""

    transaction: Required[AuthorizeResponseTransaction]
    """Object. Always provided."""

    version: NotRequired[str]
    """The API version in which the request was submitted.

    String, length 1 to 8. Conditional.
    """
