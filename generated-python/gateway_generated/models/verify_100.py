"""The models of Verify at version 100: request and response.

Generated from spec/ by the gateway generator. Do not edit.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal, NotRequired, Required, TypedDict



class VerifyRequestAccountFunding(TypedDict, total=False):
    """The object at `accountFunding`."""

    foreignExchangeFee: NotRequired[str | int | float | Decimal]
    """Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    purpose: NotRequired[Literal["CRYPTOCURRENCY_PURCHASE", "HIGH_RISK_SECURITIES", "MERCHANT_SETTLEMENT", "OTHER", "PAYROLL"]]
    """OTHER default. Verify adds HIGH_RISK_SECURITIES.

    Enumeration. Optional.

    Values: CRYPTOCURRENCY_PURCHASE, HIGH_RISK_SECURITIES, MERCHANT_SETTLEMENT, OTHER, PAYROLL.

    Default: OTHER.
    """

    purposeOfPayment: NotRequired[str]
    """Alphanumeric, length 2 to 6, characters [0-9a-zA-Z]. Optional.

    Default: ISOTHR.
    """

    senderIsRecipient: NotRequired[bool]
    """Boolean. Optional.

    Default: false.
    """

    senderType: NotRequired[Literal["COMMERCIAL_ORGANIZATION", "GOVERNMENT", "NON_PROFIT_ORGANIZATION", "PERSON"]]
    """Enumeration. Optional.

    Values: COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON.
    """


class VerifyRequestAuthentication3ds(TypedDict, total=False):
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


class VerifyRequestAuthentication3ds2(TypedDict, total=False):
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


VerifyRequestAuthentication = TypedDict(
    "VerifyRequestAuthentication",
    {
        # Object. Optional.
        "3ds": NotRequired[VerifyRequestAuthentication3ds],
        # Object. Optional.
        "3ds2": NotRequired[VerifyRequestAuthentication3ds2],
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


class VerifyRequestBillingAddress(TypedDict, total=False):
    """The object at `billing.address`."""

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


class VerifyRequestBilling(TypedDict, total=False):
    """The object at `billing`."""

    address: NotRequired[VerifyRequestBillingAddress]
    """Object (the shared address shape). Optional."""


class VerifyRequestCustomer(TypedDict, total=False):
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


class VerifyRequestDevice(TypedDict, total=False):
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


class VerifyRequestInitiator(TypedDict, total=False):
    """The object at `initiator`."""

    userId: NotRequired[str]
    """String, length 1 to 256. Optional."""


class VerifyRequestOrderDiscount(TypedDict, total=False):
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


class VerifyRequestOrderMarketplace(TypedDict, total=False):
    """The object at `order.marketplace`."""

    retailerLocation: NotRequired[Literal["DOMESTIC_ONLY", "FOREIGN_AND_DOMESTIC", "FOREIGN_ONLY"]]
    """Enumeration. Optional.

    Values: DOMESTIC_ONLY, FOREIGN_AND_DOMESTIC, FOREIGN_ONLY.
    """


VerifyRequestOrderMerchantCharge = TypedDict(
    "VerifyRequestOrderMerchantCharge",
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


class VerifyRequestOrderReward(TypedDict, total=False):
    """The object at `order.reward`."""

    amount: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional."""

    balanceId: Required[str]
    """R within the group. Its presence means rewards are redeemed.

    Alphanumeric + additional characters, length 1 to 100, characters [0-9a-zA-Z\\-_ &+!$%.=]. Required.
    """


class VerifyRequestOrderStatementDescriptorAddress(TypedDict, total=False):
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


class VerifyRequestOrderStatementDescriptor(TypedDict, total=False):
    """The object at `order.statementDescriptor`."""

    address: NotRequired[VerifyRequestOrderStatementDescriptorAddress]
    """Object (the shared address shape). Optional."""

    name: NotRequired[str]
    """String, length 1 to 100. Optional."""

    phone: NotRequired[str]
    """String, length 1 to 20. Optional."""

    websiteUrl: NotRequired[str]
    """Url, format url. Optional."""


class VerifyRequestOrderSubMerchantAddress(TypedDict, total=False):
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


class VerifyRequestOrderSubMerchant(TypedDict, total=False):
    """The object at `order.subMerchant`."""

    address: NotRequired[VerifyRequestOrderSubMerchantAddress]
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


VerifyRequestOrderTax = TypedDict(
    "VerifyRequestOrderTax",
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


class VerifyRequestOrderTransactionFilteringAvsResponseCodeRules(TypedDict, total=False):
    """The object at `order.transactionFiltering.avsResponseCodeRules[]`."""

    action: Required[Literal["NO_ACTION", "REJECT", "REVIEW"]]
    """Enumeration. Required.

    Values: NO_ACTION, REJECT, REVIEW.
    """


class VerifyRequestOrderTransactionFiltering(TypedDict, total=False):
    """The object at `order.transactionFiltering`."""

    avsResponseCodeRules: NotRequired[list[VerifyRequestOrderTransactionFilteringAvsResponseCodeRules]]
    """Overrides the configured address verification rules for the order.

    Array of Object. Optional.
    """


class VerifyRequestOrder(TypedDict, total=False):
    """The object at `order`."""

    acceptPartialAmount: NotRequired[bool]
    """Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.

    Boolean. Optional.
    """

    amount: NotRequired[str | int | float | Decimal]
    """Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
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

    discount: NotRequired[VerifyRequestOrderDiscount]
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

    localTaxRegistrationId: NotRequired[str]
    """String, length 1 to 25. Optional."""

    marketplace: NotRequired[VerifyRequestOrderMarketplace]
    """Object. Optional."""

    merchantCategoryCode: NotRequired[str]
    """Overrides the default for the acquirer link.

    Digits, length exactly 4, characters [0-9]. Optional.

    Rule: A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
    """

    merchantCharge: NotRequired[VerifyRequestOrderMerchantCharge]
    """Object. Optional."""

    merchantPartnerIdCode: NotRequired[str]
    """Digits, length 1 to 6, characters [0-9]. Optional."""

    netAmount: NotRequired[str | int | float | Decimal]
    """Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
    """

    notificationUrl: NotRequired[str]
    """Webhook target (see Events).

    Url, format url. Optional.
    """

    owningEntity: NotRequired[str]
    """String, length 1 to 40. Optional."""

    purchaseType: NotRequired[Literal["B2B_PAYMENT", "CRYPTOCURRENCY", "DEBT_REPAYMENT", "HIGH_RISK_SECURITIES", "OTHER"]]
    """Verify: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. Authorize: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. The account-funding value ACCOUNT_FUNDING is referred to as a purchase type. It must be set when money is pulled from an account to credit another. A value is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.

    Enumeration. Optional.

    Values: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER.

    Rule: order.supplierName is required when order.purchaseType is B2B_PAYMENT.

    Rule: A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
    """

    reference: NotRequired[str]
    """1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.

    String, length 1 to 40. Optional.
    """

    requestorName: NotRequired[str]
    """String, length 1 to 100. Optional."""

    reward: NotRequired[VerifyRequestOrderReward]
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

    statementDescriptor: NotRequired[VerifyRequestOrderStatementDescriptor]
    """Object. Optional."""

    subMerchant: NotRequired[VerifyRequestOrderSubMerchant]
    """For aggregators. Must be on the first transaction of an order; later transactions that carry it are rejected.

    Object. Optional.

    Rule: order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
    """

    supplierName: NotRequired[str]
    """1-21 (Verify). Required when order.purchaseType is B2B_PAYMENT.

    String, length 1 to 21. Optional.

    Rule: order.supplierName is required when order.purchaseType is B2B_PAYMENT.
    """

    tax: NotRequired[list[VerifyRequestOrderTax]]
    """Array of Object. Optional."""

    taxAmount: NotRequired[str | int | float | Decimal]
    """Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Optional.

    Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.

    Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
    """

    taxRegistrationId: NotRequired[str]
    """String, length 1 to 30. Optional."""

    taxStatus: NotRequired[Literal["EXEMPT", "NOT_EXEMPT", "NOT_PROVIDED"]]
    """Enumeration. Optional.

    Values: EXEMPT, NOT_EXEMPT, NOT_PROVIDED.
    """

    transactionFiltering: NotRequired[VerifyRequestOrderTransactionFiltering]
    """Object. Optional."""


class VerifyCallBody(TypedDict, total=False):
    """The body a client method of Verify at version 100 takes: the request without apiOperation, which the method sets."""

    accountFunding: NotRequired[VerifyRequestAccountFunding]
    """Object. Optional."""

    authentication: NotRequired[VerifyRequestAuthentication]
    """Authentication group (Verify and Authorize requests).

    Object. Optional.
    """

    billing: NotRequired[VerifyRequestBilling]
    """Object. Optional."""

    correlationId: NotRequired[str]
    """String, length 1 to 100. Optional."""

    customer: NotRequired[VerifyRequestCustomer]
    """Object. Optional."""

    device: NotRequired[VerifyRequestDevice]
    """Object. Optional."""

    initiator: NotRequired[VerifyRequestInitiator]
    """Object. Optional."""

    order: Required[VerifyRequestOrder]
    """Object. Required."""


class VerifyRequest(VerifyCallBody, total=False):
    """The request body of Verify at version 100."""

    apiOperation: Required[Literal["VERIFY"]]
    """Selects the operation: always VERIFY.

    Enumeration. Required.

    Values: VERIFY.
    """


class VerifyResponseAccountFunding(TypedDict, total=False):
    """The object at `accountFunding`."""

    foreignExchangeFee: NotRequired[str | int | float | Decimal]
    """Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    purpose: NotRequired[Literal["CRYPTOCURRENCY_PURCHASE", "HIGH_RISK_SECURITIES", "MERCHANT_SETTLEMENT", "OTHER", "PAYROLL"]]
    """OTHER default. Verify adds HIGH_RISK_SECURITIES.

    Enumeration. Conditional.

    Values: CRYPTOCURRENCY_PURCHASE, HIGH_RISK_SECURITIES, MERCHANT_SETTLEMENT, OTHER, PAYROLL.

    Default: OTHER.
    """

    purposeOfPayment: NotRequired[str]
    """Alphanumeric, length 2 to 6, characters [0-9a-zA-Z]. Conditional.

    Default: ISOTHR.
    """

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


class VerifyResponseAction(TypedDict, total=False):
    """The object at `action`."""

    refundAuthorization: NotRequired[bool]
    """Boolean. Conditional."""


class VerifyResponseAirlineItineraryLeg(TypedDict, total=False):
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


class VerifyResponseAirlineItinerary(TypedDict, total=False):
    """The object at `airline.itinerary`."""

    leg: NotRequired[list[VerifyResponseAirlineItineraryLeg]]
    """Array of Object. Conditional."""

    numberInParty: NotRequired[str]
    """Digits, length 1 to 3, characters [0-9]. Conditional."""

    originCountry: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional."""


class VerifyResponseAirlinePassenger(TypedDict, total=False):
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


class VerifyResponseAirlineTicketIssue(TypedDict, total=False):
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


VerifyResponseAirlineTicketTaxOrFee = TypedDict(
    "VerifyResponseAirlineTicketTaxOrFee",
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


class VerifyResponseAirlineTicket(TypedDict, total=False):
    """The object at `airline.ticket`."""

    conjunctionTicketIndicator: NotRequired[bool]
    """Boolean. Conditional."""

    eTicket: NotRequired[bool]
    """Boolean. Conditional."""

    exchangedTicketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional."""

    issue: NotRequired[VerifyResponseAirlineTicketIssue]
    """Object. Conditional."""

    restricted: NotRequired[bool]
    """Boolean. Conditional."""

    taxOrFee: NotRequired[list[VerifyResponseAirlineTicketTaxOrFee]]
    """Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.

    Array of Object. Conditional.
    """

    ticketNumber: NotRequired[str]
    """Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional."""

    totalFare: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    totalFees: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    totalTaxes: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""


class VerifyResponseAirline(TypedDict, total=False):
    """The object at `airline`."""

    bookingReference: NotRequired[str]
    """Alphanumeric, length 6 to 15, characters [0-9a-zA-Z]. Conditional."""

    documentType: NotRequired[str]
    """Enumeration. Conditional.

    Values include: ADDITIONAL_COLLECTION, EXCESS_BAGGAGE, PASSENGER_TICKET, SUPPORTED_REFUND, TOUR_DEPOSIT, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT, VENDOR_SALE (the list is partial: 52 values from ADDITIONAL_COLLECTION to VENDOR_SALE, such as PASSENGER_TICKET, EXCESS_BAGGAGE, TOUR_DEPOSIT, SUPPORTED_REFUND, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT)
    """

    itinerary: NotRequired[VerifyResponseAirlineItinerary]
    """Object. Conditional."""

    passenger: NotRequired[list[VerifyResponseAirlinePassenger]]
    """Array of Object. Conditional."""

    planNumber: NotRequired[str]
    """Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Conditional."""

    ticket: NotRequired[VerifyResponseAirlineTicket]
    """Object. Conditional."""

    transactionType: NotRequired[Literal["EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"]]
    """Enumeration. Conditional.

    Values: EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER.
    """


class VerifyResponseAuthentication3ds(TypedDict, total=False):
    """The object at `authentication.3ds`."""

    acsEci: NotRequired[str]
    """Alphanumeric, length 1 to 2, characters [0-9a-zA-Z]. Conditional."""

    authenticationToken: NotRequired[str]
    """Used unaltered.

    Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Conditional.
    """

    transactionId: NotRequired[str]
    """For version 1 it is the XID in base64. For version 2 it is the directory server id.

    String, length 1 to 50. Conditional.
    """


class VerifyResponseAuthentication3ds2Sdk(TypedDict, total=False):
    """The object at `authentication.3ds2.sdk`."""

    challengeCompletionCallbackUrl: NotRequired[str]
    """Returned in-app when a challenge is required. Must be called after the challenge.

    Url, format url. Conditional.
    """

    interface: NotRequired[Literal["HTML", "NATIVE"]]
    """Enumeration. Conditional.

    Values: HTML, NATIVE.

    Rule: authentication.3ds2.sdk.uiType holds OTHER_HTML only with the HTML interface (authentication.3ds2.sdk.interface HTML).
    """

    oobAppSupportsRedirectUrl: NotRequired[bool]
    """Boolean. Conditional."""

    timeout: NotRequired[int]
    """Seconds, default 900, rounded up to the next minute.

    Integer, min 300, max 900. Conditional.

    Default: 900.
    """

    uiType: NotRequired[str]
    """OTHER_HTML only with the HTML interface.

    Comma separated enumeration. Conditional.

    Values: TEXT, SINGLE_SELECT, MULTI_SELECT, OUT_OF_BAND, OTHER_HTML.

    Rule: authentication.3ds2.sdk.uiType holds OTHER_HTML only with the HTML interface (authentication.3ds2.sdk.interface HTML).
    """


VerifyResponseAuthentication3ds2 = TypedDict(
    "VerifyResponseAuthentication3ds2",
    {
        # String, length 1 to 50. Conditional.
        "3dsServerTransactionId": NotRequired[str],
        # String, length 0 to 32. Conditional.
        "acsReference": NotRequired[str],
        # String, length exactly 36. Conditional.
        "acsTransactionId": NotRequired[str],
        # Required for co-branded cards authenticated by an external provider.
        #
        # Enumeration. Conditional.
        #
        # Values include:  (the list is partial: 11 or 12 values, each the identifier of a card or regional authentication scheme (omitted here because they are company names).)
        "authenticationScheme": NotRequired[str],
        # JSON Text, length 1 to 4000, format json. Conditional.
        "custom": NotRequired[str],
        # String, length exactly 10. Conditional.
        "directoryServerId": NotRequired[str],
        # String, length 0 to 32. Conditional.
        "dsReference": NotRequired[str],
        # String, length 1 to 50. Conditional.
        "dsTransactionId": NotRequired[str],
        # Boolean. Always provided.
        "methodCompleted": Required[bool],
        # Enumeration. Always provided.
        #
        # Values: NOT_SUPPORTED, SUPPORTED.
        "methodSupported": Required[Literal["NOT_SUPPORTED", "SUPPORTED"]],
        # Alphanumeric + additional characters, length 1 to 20, characters [0-9a-zA-Z.]. Conditional.
        "protocolVersion": NotRequired[str],
        # String, length 1 to 35. Always provided.
        "requestorId": Required[str],
        # String, length 1 to 40. Always provided.
        "requestorName": Required[str],
        # Object. Conditional.
        "sdk": NotRequired[VerifyResponseAuthentication3ds2Sdk],
        # String, length exactly 2. Conditional.
        "statusReasonCode": NotRequired[str],
        # For example Y, N, U, A, R.
        #
        # Alpha, length exactly 1, characters [a-zA-Z]. Conditional.
        "transactionStatus": NotRequired[str],
    },
    total=False,
)
"""The object at `authentication.3ds2`."""


class VerifyResponseAuthenticationPsd2(TypedDict, total=False):
    """The object at `authentication.psd2`."""

    exemption: NotRequired[Literal["AUTHENTICATION_OUTAGE", "AUTO", "LOW_RISK", "LOW_VALUE_PAYMENT", "MERCHANT_INITIATED_TRANSACTION", "NONE", "RECURRING_PAYMENT", "SECURE_CORPORATE_PAYMENT", "TRUSTED_MERCHANT"]]
    """LOW_VALUE_PAYMENT: below 30 euro. RECURRING_PAYMENT: fixed amount only.

    Enumeration. Conditional.

    Values: AUTHENTICATION_OUTAGE, AUTO, LOW_RISK, LOW_VALUE_PAYMENT, MERCHANT_INITIATED_TRANSACTION, NONE, RECURRING_PAYMENT, SECURE_CORPORATE_PAYMENT, TRUSTED_MERCHANT.
    """

    trustedMerchantStatus: NotRequired[Literal["NOT_ON_LIST", "ON_LIST"]]
    """Enumeration. Conditional.

    Values: NOT_ON_LIST, ON_LIST.
    """


VerifyResponseAuthentication = TypedDict(
    "VerifyResponseAuthentication",
    {
        # Object. Conditional.
        "3ds": NotRequired[VerifyResponseAuthentication3ds],
        # Object. Conditional.
        "3ds2": NotRequired[VerifyResponseAuthentication3ds2],
        # 3DS1 is legacy, retained for compatibility only. If absent all methods are accepted. Passkey is preferred when available and needs 3-D Secure in the integration.
        #
        # Comma separated enumeration. Conditional.
        #
        # Values: 3DS1, 3DS2, PASSKEY.
        "acceptVersions": NotRequired[str],
        # Amount for which authentication was done.
        #
        # Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
        "amount": NotRequired[str | int | float | Decimal],
        # Enumeration. Conditional.
        #
        # Values: MERCHANT_REQUESTED, PAYER_APP, PAYER_BROWSER.
        "channel": NotRequired[Literal["MERCHANT_REQUESTED", "PAYER_APP", "PAYER_BROWSER"]],
        # Enumeration. Conditional.
        #
        # Values: DYNAMIC, OUT_OF_BAND, STATIC.
        "method": NotRequired[Literal["DYNAMIC", "OUT_OF_BAND", "STATIC"]],
        # Enumeration. Conditional.
        #
        # Values: NOT_POSSIBLE, NOT_REQUIRED, REQUIRED.
        "payerInteraction": NotRequired[Literal["NOT_POSSIBLE", "NOT_REQUIRED", "REQUIRED"]],
        # Object. Conditional.
        "psd2": NotRequired[VerifyResponseAuthenticationPsd2],
        # DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Conditional.
        "time": NotRequired[str],
        # Id used for an earlier Initiate Authentication operation at the gateway.
        #
        # String, length 1 to 40. Conditional.
        "transactionId": NotRequired[str],
    },
    total=False,
)
"""The object at `authentication`."""


class VerifyResponseBillingAddress(TypedDict, total=False):
    """The object at `billing.address`."""

    city: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    company: NotRequired[str]
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


class VerifyResponseBilling(TypedDict, total=False):
    """The object at `billing`."""

    address: NotRequired[VerifyResponseBillingAddress]
    """Object (the shared address shape). Conditional."""


class VerifyResponseCustomer(TypedDict, total=False):
    """The object at `customer`."""

    email: NotRequired[str]
    """Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$, format email. Conditional."""

    firstName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    lastName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    middleName: NotRequired[str]
    """String, length 1 to 50. Conditional."""

    mobilePhone: NotRequired[str]
    """String, length 1 to 20. Conditional."""

    nationalId: NotRequired[str]
    """String, length 1 to 30. Conditional."""

    phone: NotRequired[str]
    """String, length 1 to 20. Conditional."""

    taxRegistrationId: NotRequired[str]
    """String, length 1 to 30. Conditional."""


class VerifyResponseDevice(TypedDict, total=False):
    """The object at `device`."""

    ani: NotRequired[str]
    """String, length 1 to 10. Conditional."""

    aniCallType: NotRequired[str]
    """String, length 1 to 2. Conditional."""

    browser: NotRequired[str]
    """String, length 1 to 2048. Conditional."""

    fingerprint: NotRequired[str]
    """String, length 1 to 4000. Conditional."""

    hostname: NotRequired[str]
    """String, length 1 to 60. Conditional."""

    ipAddress: NotRequired[str]
    """IPv4 or IPv6; IPv6 is only used for EMV 3DS authentication.

    String, length 7 to 45. Conditional.
    """

    mobilePhoneModel: NotRequired[str]
    """String, length 1 to 255. Conditional."""


VerifyResponseInitiatorEntity = TypedDict(
    "VerifyResponseInitiatorEntity",
    {
        # String, length 1 to 40. Conditional.
        "id": NotRequired[str],
        # Enumeration. Conditional.
        #
        # Values: AGENT, GATEWAY, MERCHANT, MERCHANT_ORGANIZATION, SERVICE_PROVIDER.
        "type": NotRequired[Literal["AGENT", "GATEWAY", "MERCHANT", "MERCHANT_ORGANIZATION", "SERVICE_PROVIDER"]],
    },
    total=False,
)
"""The object at `initiator.entity`."""


class VerifyResponseInitiator(TypedDict, total=False):
    """The object at `initiator`."""

    entity: NotRequired[VerifyResponseInitiatorEntity]
    """Object. Conditional."""

    userId: NotRequired[str]
    """String, length 1 to 256. Conditional."""


class VerifyResponseOrderChargeback(TypedDict, total=False):
    """The object at `order.chargeback`."""

    amount: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional.

    Rule: order.chargeback.amount is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
    """

    currency: NotRequired[str]
    """String, length exactly 3. Conditional.

    Rule: order.chargeback.currency is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
    """


class VerifyResponseOrderDiscount(TypedDict, total=False):
    """The object at `order.discount`."""

    amount: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    code: NotRequired[str]
    """String, length 1 to 40. Conditional."""

    description: NotRequired[str]
    """String, length 1 to 127. Conditional."""


VerifyResponseOrderMerchantCharge = TypedDict(
    "VerifyResponseOrderMerchantCharge",
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


class VerifyResponseOrderRewardAvailableBalance(TypedDict, total=False):
    """The object at `order.reward.availableBalance`."""

    amount: NotRequired[str | int | float | Decimal]
    """Decimal, bounded form, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    points: NotRequired[str | int | float | Decimal]
    """Decimal, bounded form, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""


class VerifyResponseOrderRewardPreviousBalance(TypedDict, total=False):
    """The object at `order.reward.previousBalance`."""

    amount: NotRequired[str | int | float | Decimal]
    """Decimal, bounded form, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    points: NotRequired[str | int | float | Decimal]
    """Decimal, bounded form, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""


class VerifyResponseOrderReward(TypedDict, total=False):
    """The object at `order.reward`."""

    amount: Required[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Always provided."""

    availableBalance: NotRequired[VerifyResponseOrderRewardAvailableBalance]
    """Object. Conditional."""

    points: Required[str | int | float | Decimal]
    """Decimal, bounded form, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Always provided."""

    previousBalance: NotRequired[VerifyResponseOrderRewardPreviousBalance]
    """Object. Conditional."""

    program: NotRequired[str]
    """Enumeration. Conditional.

    Values include:  (the list is partial: enumeration of rewards programs; brand names omitted here.)
    """


class VerifyResponseOrderStatementDescriptorAddress(TypedDict, total=False):
    """The object at `order.statementDescriptor.address`."""

    city: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    company: NotRequired[str]
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


class VerifyResponseOrderStatementDescriptor(TypedDict, total=False):
    """The object at `order.statementDescriptor`."""

    address: NotRequired[VerifyResponseOrderStatementDescriptorAddress]
    """Object (the shared address shape). Conditional."""

    name: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    phone: NotRequired[str]
    """String, length 1 to 20. Conditional."""

    websiteUrl: NotRequired[str]
    """Url, format url. Conditional."""


class VerifyResponseOrderSubMerchantAddress(TypedDict, total=False):
    """The object at `order.subMerchant.address`."""

    city: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    company: NotRequired[str]
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


class VerifyResponseOrderSubMerchant(TypedDict, total=False):
    """The object at `order.subMerchant`."""

    address: NotRequired[VerifyResponseOrderSubMerchantAddress]
    """Object (the shared address shape). Conditional."""

    bankIndustryCode: NotRequired[str]
    """Digits, length exactly 4, characters [0-9]. Conditional."""

    disputeContactPhone: NotRequired[str]
    """Only after a scheme notice of high disputes.

    Telephone Number, pattern ^\\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Conditional.
    """

    email: NotRequired[str]
    """Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$, format email. Conditional."""

    governmentCountryCode: NotRequired[str]
    """Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional."""

    identifier: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    marketplaceId: NotRequired[str]
    """String, length 1 to 11. Conditional."""

    phone: NotRequired[str]
    """String, length 1 to 20. Conditional."""

    registeredName: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    tradingName: NotRequired[str]
    """Limit 21 characters for one card scheme and 27 for another, 36 with the aggregator name.

    String, length 1 to 100. Conditional.
    """

    websiteUrl: NotRequired[str]
    """Url, format url. Conditional."""


VerifyResponseOrderTax = TypedDict(
    "VerifyResponseOrderTax",
    {
        # Tax amount per tax type.
        #
        # Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
        "amount": NotRequired[str | int | float | Decimal],
        # Decimal, request form, length 1 to 6, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
        "rate": NotRequired[str | int | float | Decimal],
        # String, length 1 to 50. Conditional.
        "type": NotRequired[str],
    },
    total=False,
)
"""The object at `order.tax[]`."""


class VerifyResponseOrderTransactionFilteringAvsResponseCodeRules(TypedDict, total=False):
    """The object at `order.transactionFiltering.avsResponseCodeRules[]`."""

    action: NotRequired[Literal["NO_ACTION", "REJECT", "REVIEW"]]
    """Enumeration. Conditional.

    Values: NO_ACTION, REJECT, REVIEW.
    """


class VerifyResponseOrderTransactionFiltering(TypedDict, total=False):
    """The object at `order.transactionFiltering`."""

    avsResponseCodeRules: NotRequired[list[VerifyResponseOrderTransactionFilteringAvsResponseCodeRules]]
    """Overrides the configured address verification rules for the order.

    Array of Object. Conditional.
    """


class VerifyResponseOrder(TypedDict, total=False):
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

    chargeback: NotRequired[VerifyResponseOrderChargeback]
    """Verify response, present when a chargeback has been processed.

    Object. Conditional.
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

    discount: NotRequired[VerifyResponseOrderDiscount]
    """Price reduction applied to the order.

    Object. Conditional.
    """

    dutyAmount: NotRequired[str | int | float | Decimal]
    """Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    expectedNumberOfCaptures: NotRequired[int]
    """Integer, min 1, max 99. Conditional."""

    fuelDispenseType: NotRequired[Literal["AUTOMATIC_FUEL_DISPENSING"]]
    """Enumeration. Conditional.

    Values: AUTOMATIC_FUEL_DISPENSING.
    """

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

    initialAuthorizedAmount: NotRequired[str | int | float | Decimal]
    """Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional."""

    invoiceNumber: NotRequired[str]
    """String, length 1 to 25. Conditional."""

    lastUpdatedTime: Required[str]
    """DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$, format date-time. Always provided."""

    localTaxRegistrationId: NotRequired[str]
    """String, length 1 to 25. Conditional."""

    merchantAmount: Required[str | int | float | Decimal]
    """Amount in the merchant's pricing currency, derived from the rate quote.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Always provided.
    """

    merchantCategoryCode: NotRequired[str]
    """Overrides the default for the acquirer link.

    Digits, length exactly 4, characters [0-9]. Conditional.
    """

    merchantCharge: NotRequired[VerifyResponseOrderMerchantCharge]
    """Object. Conditional."""

    merchantCurrency: Required[str]
    """Amount in the merchant's pricing currency, derived from the rate quote.

    Upper case alphabetic text, length exactly 3, characters [A-Z]. Always provided.
    """

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

    owningEntity: NotRequired[str]
    """String, length 1 to 40. Conditional."""

    purchaseType: NotRequired[Literal["B2B_PAYMENT", "CRYPTOCURRENCY", "DEBT_REPAYMENT", "HIGH_RISK_SECURITIES", "OTHER"]]
    """Verify: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. Authorize: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. The account-funding value ACCOUNT_FUNDING is referred to as a purchase type. It must be set when money is pulled from an account to credit another. A value is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.

    Enumeration. Conditional.

    Values: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER.
    """

    reference: NotRequired[str]
    """1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.

    String, length 1 to 200. Conditional.
    """

    requestorName: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    reward: NotRequired[VerifyResponseOrderReward]
    """Object. Conditional."""

    shippingAndHandlingAmount: NotRequired[str | int | float | Decimal]
    """Includes taxes on shipping and handling.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional.
    """

    shippingAndHandlingTaxAmount: NotRequired[str | int | float | Decimal]
    """Included in the shipping and handling amount.

    Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional.
    """

    shippingAndHandlingTaxRate: NotRequired[str | int | float | Decimal]
    """Bounded form, max 1000000000000000000, at most 4 decimals (2.5 percent is written 0.025).

    Decimal, bounded form, min 0, max 1000000000000000000, at most 4 digits after the point, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional.
    """

    statementDescriptor: NotRequired[VerifyResponseOrderStatementDescriptor]
    """Object. Conditional."""

    status: NotRequired[str]
    """See section 3.

    Enumeration. Conditional.

    Values include: AUTHENTICATED, AUTHENTICATION_INITIATED, AUTHENTICATION_NOT_NEEDED, AUTHENTICATION_UNSUCCESSFUL, AUTHORIZED, CANCELLED, CAPTURED, CHARGEBACK_PROCESSED, DISBURSED, DISPUTED, EXCESSIVELY_REFUNDED, FAILED, FUNDING, INITIATED, PARTIALLY_CAPTURED, PARTIALLY_REFUNDED, REFUNDED (the list is partial: Remaining order.status values after REFUNDED: not shown.)

    Rule: order.chargeback.amount is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).

    Rule: order.chargeback.currency is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
    """

    subMerchant: NotRequired[VerifyResponseOrderSubMerchant]
    """For aggregators. Must be on the first transaction of an order; later transactions that carry it are rejected.

    Object. Conditional.
    """

    supplierName: NotRequired[str]
    """1-21 (Verify). Required when order.purchaseType is B2B_PAYMENT.

    String, length 1 to 21. Conditional.
    """

    tax: NotRequired[list[VerifyResponseOrderTax]]
    """Array of Object. Conditional."""

    taxAmount: NotRequired[str | int | float | Decimal]
    """Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.

    Decimal, request form, length 1 to 14, pattern ^[0-9]+(\\.[0-9]+)?$. Conditional.
    """

    taxRegistrationId: NotRequired[str]
    """String, length 1 to 30. Conditional."""

    taxStatus: NotRequired[Literal["EXEMPT", "NOT_EXEMPT", "NOT_PROVIDED"]]
    """Enumeration. Conditional.

    Values: EXEMPT, NOT_EXEMPT, NOT_PROVIDED.
    """

    transactionFiltering: NotRequired[VerifyResponseOrderTransactionFiltering]
    """Object. Conditional."""


class VerifyResponseTransactionAcquirer(TypedDict, total=False):
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


VerifyResponseTransaction = TypedDict(
    "VerifyResponseTransaction",
    {
        # Object. Conditional.
        "acquirer": NotRequired[VerifyResponseTransactionAcquirer],
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
        # String, length 1 to 250. Conditional.
        "merchantNote": NotRequired[str],
        # ASCII Text, length 1 to 100, characters [\x00-\x7F]. Conditional.
        "receipt": NotRequired[str],
        # String, length 1 to 40. Conditional.
        "reference": NotRequired[str],
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


class VerifyResponse(TypedDict, total=False):
    """The response body of Verify at version 100."""

    accountFunding: NotRequired[VerifyResponseAccountFunding]
    """Object. Conditional."""

    action: NotRequired[VerifyResponseAction]
    """Object. Conditional."""

    airline: NotRequired[VerifyResponseAirline]
    """The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.

    Object. Conditional.
    """

    authentication: NotRequired[VerifyResponseAuthentication]
    """Authentication group (Verify and Authorize requests).

    Object. Conditional.
    """

    billing: NotRequired[VerifyResponseBilling]
    """Object. Conditional."""

    correlationId: NotRequired[str]
    """String, length 1 to 100. Conditional."""

    customer: NotRequired[VerifyResponseCustomer]
    """Object. Conditional."""

    device: NotRequired[VerifyResponseDevice]
    """Object. Conditional."""

    gatewayEntryPoint: NotRequired[Literal["AUTO", "BATCH", "CHECKOUT_VIA_WEBSITE", "MERCHANT_ADMINISTRATION", "MERCHANT_MANAGER", "SERVICE_PROVIDER_API", "WEB_SERVICES_API"]]
    """Enumeration. Conditional.

    Values: AUTO, BATCH, CHECKOUT_VIA_WEBSITE, MERCHANT_ADMINISTRATION, MERCHANT_MANAGER, SERVICE_PROVIDER_API, WEB_SERVICES_API.
    """

    initiator: NotRequired[VerifyResponseInitiator]
    """Object. Conditional."""

    merchant: Required[str]
    """Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters.

    Alphanumeric + additional characters, length 1 to 40, characters [0-9a-zA-Z\\-_]. Always provided.
    """

    order: Required[VerifyResponseOrder]
    """Object. Always provided."""

    timeOfRecord: NotRequired[str]
    """The moment the gateway considers the operation to have happened.

    DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$, format date-time. Conditional.
    """

    transaction: Required[VerifyResponseTransaction]
    """Object. Always provided."""

    userId: NotRequired[str]
    """String, length 1 to 256. Conditional."""

    version: NotRequired[str]
    """The API version in which the request was submitted.

    String, length 1 to 8. Conditional.
    """
