export type VerifyRequestOrder = {
    /**
     * Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.
     */
    acceptPartialAmount?: boolean;
    /**
     * Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
     */
    amount?: string | number;
    authenticationStatus?: ("AUTHENTICATION_ATTEMPTED" | "AUTHENTICATION_AVAILABLE" | "AUTHENTICATION_EXEMPT" | "AUTHENTICATION_FAILED" | "AUTHENTICATION_NOT_IN_EFFECT" | "AUTHENTICATION_NOT_SUPPORTED" | "AUTHENTICATION_PENDING" | "AUTHENTICATION_REJECTED" | "AUTHENTICATION_REQUIRED" | "AUTHENTICATION_SUCCESSFUL" | "AUTHENTICATION_UNAVAILABLE");
    /**
     * The gateway uses the provider default if absent.
     */
    certainty?: ("ESTIMATED" | "FINAL");
    creationTime?: string;
    /**
     * ISO 4217 alpha code.
     */
    currency: string;
    /**
     * Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.
     */
    custom?: {
        [k: string]: string | undefined;
    };
    customerNote?: string;
    customerOrderDate?: string;
    customerReference?: string;
    description?: string;
    discount?: VerifyRequestOrderDiscount;
    /**
     * Decimal, bounded form.
     */
    dutyAmount?: string | number;
    fundingStatus?: ("FUNDED" | "FUNDING_ASSURED" | "FUNDING_FAILED" | "FUNDING_ON_HOLD" | "IN_PROGRESS" | "NON_FUNDED" | "NOT_SUPPORTED");
    /**
     * Included in order.amount.
     */
    gratuityAmount?: string | number;
    /**
     * Identifies the order.
     */
    id?: string;
    /**
     * Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.
     */
    industryPracticePaymentReason?: ("DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT");
    invoiceNumber?: string;
    lastUpdatedTime?: string;
    localTaxRegistrationId?: string;
    marketplace?: VerifyRequestOrderMarketplace;
    /**
     * Overrides the default for the acquirer link.
     */
    merchantCategoryCode?: string;
    merchantCharge?: VerifyRequestOrderMerchantCharge;
    merchantPartnerIdCode?: string;
    /**
     * Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.
     */
    netAmount?: string | number;
    /**
     * Webhook target (see Events).
     */
    notificationUrl?: string;
    owningEntity?: string;
    /**
     * Verify: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. Authorize: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. The account-funding value ACCOUNT_FUNDING is referred to as a purchase type. It must be set when money is pulled from an account to credit another. A value is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
     */
    purchaseType?: ("B2B_PAYMENT" | "CRYPTOCURRENCY" | "DEBT_REPAYMENT" | "HIGH_RISK_SECURITIES" | "OTHER");
    /**
     * 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
     */
    reference?: string;
    requestorName?: string;
    reward?: VerifyRequestOrderReward;
    /**
     * Includes taxes on shipping and handling.
     */
    shippingAndHandlingAmount?: string | number;
    /**
     * Included in the shipping and handling amount. Decimal, bounded form.
     */
    shippingAndHandlingTaxAmount?: string | number;
    /**
     * Bounded form, max 1000000000000000000, at most 4 decimals (2.5 percent is written 0.025). Decimal, bounded form, max 1000000000000000000, at most 4 decimals.
     */
    shippingAndHandlingTaxRate?: string | number;
    statementDescriptor?: VerifyRequestOrderStatementDescriptor;
    /**
     * See section 3.
     */
    status?: "AUTHENTICATED" | "AUTHENTICATION_INITIATED" | "AUTHENTICATION_NOT_NEEDED" | "AUTHENTICATION_UNSUCCESSFUL" | "AUTHORIZED" | "CANCELLED" | "CAPTURED" | "CHARGEBACK_PROCESSED" | "DISBURSED" | "DISPUTED" | "EXCESSIVELY_REFUNDED" | "FAILED" | "FUNDING" | "INITIATED" | "PARTIALLY_CAPTURED" | "PARTIALLY_REFUNDED" | "REFUNDED" | (string & {});
    subMerchant?: VerifyRequestOrderSubMerchant;
    /**
     * 1-21 (Verify). Required when order.purchaseType is B2B_PAYMENT.
     */
    supplierName?: string;
    tax?: VerifyRequestOrderTax[];
    /**
     * Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
     */
    taxAmount?: string | number;
    taxRegistrationId?: string;
    taxStatus?: ("EXEMPT" | "NOT_EXEMPT" | "NOT_PROVIDED");
    transactionFiltering?: VerifyRequestOrderTransactionFiltering;
};
/**
 * Verifies the cardholder's account before a financial transaction is processed, using the verification method the acquirer supports and the data in the request. If the payer was authenticated through the gateway, provide authentication.transactionId; if through another 3-D Secure provider, provide authentication.3ds and authentication.3ds2.
 */
export interface VerifyRequest {
    /**
     * Selects the operation: always VERIFY.
     */
    apiOperation: "VERIFY";
    accountFunding?: VerifyRequestAccountFunding;
    authentication?: VerifyRequestAuthentication;
    billing?: VerifyRequestBilling;
    correlationId?: string;
    customer?: VerifyRequestCustomer;
    device?: VerifyRequestDevice;
    initiator?: VerifyRequestInitiator;
    order: VerifyRequestOrder;
}
export interface VerifyRequestAccountFunding {
    foreignExchangeFee?: string | number;
    /**
     * OTHER default. Verify adds HIGH_RISK_SECURITIES.
     */
    purpose?: ("CRYPTOCURRENCY_PURCHASE" | "HIGH_RISK_SECURITIES" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
    purposeOfPayment?: string;
    senderIsRecipient?: boolean;
    senderType?: ("COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON");
}
/**
 * Authentication group (Verify and Authorize requests).
 */
export interface VerifyRequestAuthentication {
    "3ds"?: VerifyRequestAuthentication3Ds;
    "3ds2"?: VerifyRequestAuthentication3Ds2;
    /**
     * Amount for which authentication was done.
     */
    amount?: string | number;
    time?: string;
    /**
     * Id used for an earlier Initiate Authentication operation at the gateway.
     */
    transactionId?: string;
}
export interface VerifyRequestAuthentication3Ds {
    acsEci?: string;
    /**
     * Used unaltered.
     */
    authenticationToken?: ({
        [k: string]: unknown | undefined;
    } & string);
    /**
     * For version 1 it is the XID in base64. For version 2 it is the directory server id.
     */
    transactionId?: string;
}
export interface VerifyRequestAuthentication3Ds2 {
    acsReference?: string;
    acsTransactionId?: string;
    /**
     * Required for co-branded cards authenticated by an external provider.
     */
    authenticationScheme?: (string & {});
    custom?: string;
    dsReference?: string;
    protocolVersion?: string;
    statusReasonCode?: string;
    /**
     * For example Y, N, U, A, R.
     */
    transactionStatus?: string;
}
export interface VerifyRequestBilling {
    address?: VerifyRequestBillingAddress;
}
export interface VerifyRequestBillingAddress {
    city?: string;
    /**
     * plus company in Verify
     */
    company?: string;
    /**
     * ISO alpha-3 country code.
     */
    country?: string;
    /**
     * Alphanumeric + ' ' and '-'
     */
    postcodeZip?: string;
    stateProvince?: string;
    /**
     * ISO 3166-2 subdivision code. (where present)
     */
    stateProvinceCode?: string;
    street?: string;
    street2?: string;
}
export interface VerifyRequestCustomer {
    email?: string;
    firstName?: string;
    lastName?: string;
    middleName?: string;
    mobilePhone?: string;
    phone?: string;
    taxRegistrationId?: string;
}
export interface VerifyRequestDevice {
    ani?: string;
    aniCallType?: string;
    browser?: string;
    fingerprint?: string;
    hostname?: string;
    /**
     * IPv4 or IPv6; IPv6 is only used for EMV 3DS authentication.
     */
    ipAddress?: string;
}
export interface VerifyRequestInitiator {
    userId?: string;
}
/**
 * Price reduction applied to the order.
 */
export interface VerifyRequestOrderDiscount {
    amount?: string | number;
    code?: string;
    description?: string;
}
export interface VerifyRequestOrderMarketplace {
    retailerLocation?: ("DOMESTIC_ONLY" | "FOREIGN_AND_DOMESTIC" | "FOREIGN_ONLY");
}
export interface VerifyRequestOrderMerchantCharge {
    amount?: string | number;
    /**
     * A in responses.
     */
    calculatedBy?: ("CLIENT" | "GATEWAY");
    /**
     * Present when the gateway computed the charge.
     */
    ruleName?: string;
    /**
     * R in requests when the group is given.
     */
    type: "SURCHARGE";
}
export interface VerifyRequestOrderReward {
    amount?: string | number;
    /**
     * R within the group. Its presence means rewards are redeemed. Alphanumeric plus '-', '_', ' ', '&', '+', '!', '$', '%', '.', '='
     */
    balanceId: string;
}
export interface VerifyRequestOrderStatementDescriptor {
    address?: VerifyRequestOrderStatementDescriptorAddress;
    name?: string;
    phone?: string;
    websiteUrl?: string;
}
export interface VerifyRequestOrderStatementDescriptorAddress {
    city?: string;
    /**
     * (where present)
     */
    company?: string;
    /**
     * ISO alpha-3 country code.
     */
    country?: string;
    /**
     * Alphanumeric + ' ' and '-'
     */
    postcodeZip?: string;
    stateProvince?: string;
    /**
     * ISO 3166-2 subdivision code. (where present)
     */
    stateProvinceCode?: string;
    street?: string;
    street2?: string;
}
/**
 * For aggregators. Must be on the first transaction of an order; later transactions that carry it are rejected.
 */
export interface VerifyRequestOrderSubMerchant {
    address?: VerifyRequestOrderSubMerchantAddress;
    bankIndustryCode?: string;
    /**
     * Only after a scheme notice of high disputes.
     */
    disputeContactPhone?: string;
    email?: string;
    /**
     * 3 letters
     */
    governmentCountryCode?: string;
    identifier: string;
    marketplaceId?: string;
    phone?: string;
    registeredName?: string;
    /**
     * Limit 21 characters for one card scheme and 27 for another, 36 with the aggregator name.
     */
    tradingName: string;
    websiteUrl?: string;
}
export interface VerifyRequestOrderSubMerchantAddress {
    city?: string;
    /**
     * (where present)
     */
    company?: string;
    /**
     * ISO alpha-3 country code.
     */
    country?: string;
    /**
     * Alphanumeric + ' ' and '-'
     */
    postcodeZip?: string;
    stateProvince?: string;
    /**
     * ISO 3166-2 subdivision code. (where present)
     */
    stateProvinceCode?: string;
    street?: string;
    street2?: string;
}
export interface VerifyRequestOrderTax {
    /**
     * Tax amount per tax type.
     */
    amount?: string | number;
    rate?: string | number;
    type?: string;
}
export interface VerifyRequestOrderTransactionFiltering {
    /**
     * Overrides the configured address verification rules for the order.
     */
    avsResponseCodeRules?: VerifyRequestOrderTransactionFilteringAvsResponseCodeRules[];
}
export interface VerifyRequestOrderTransactionFilteringAvsResponseCodeRules {
    action: ("NO_ACTION" | "REJECT" | "REVIEW");
}
/**
 * Verifies the cardholder's account before a financial transaction is processed, using the verification method the acquirer supports and the data in the request. If the payer was authenticated through the gateway, provide authentication.transactionId; if through another 3-D Secure provider, provide authentication.3ds and authentication.3ds2.
 */
export interface VerifyResponse {
    accountFunding?: VerifyResponseAccountFunding;
    action?: VerifyResponseAction;
    airline?: VerifyResponseAirline;
    authentication?: VerifyResponseAuthentication;
    billing?: VerifyResponseBilling;
    correlationId?: string;
    customer?: VerifyResponseCustomer;
    device?: VerifyResponseDevice;
    gatewayEntryPoint?: ("AUTO" | "BATCH" | "CHECKOUT_VIA_WEBSITE" | "MERCHANT_ADMINISTRATION" | "MERCHANT_MANAGER" | "SERVICE_PROVIDER_API" | "WEB_SERVICES_API");
    initiator?: VerifyResponseInitiator;
    /**
     * Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters. same rule as {merchantId}
     */
    merchant: string;
    order?: VerifyResponseOrder;
    /**
     * The moment the gateway considers the operation to have happened.
     */
    timeOfRecord?: string;
    transaction?: VerifyResponseTransaction;
    userId?: string;
    /**
     * The API version in which the request was submitted.
     */
    version?: string;
}
export interface VerifyResponseAccountFunding {
    foreignExchangeFee?: string | number;
    /**
     * OTHER default. Verify adds HIGH_RISK_SECURITIES.
     */
    purpose?: ("CRYPTOCURRENCY_PURCHASE" | "HIGH_RISK_SECURITIES" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
    purposeOfPayment?: string;
    /**
     * Gateway generated.
     */
    reference: string;
    senderIsRecipient?: boolean;
    senderType?: ("COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON");
}
export interface VerifyResponseAction {
    refundAuthorization?: boolean;
}
/**
 * The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
 */
export interface VerifyResponseAirline {
    bookingReference?: string;
    documentType?: "ADDITIONAL_COLLECTION" | "EXCESS_BAGGAGE" | "PASSENGER_TICKET" | "SUPPORTED_REFUND" | "TOUR_DEPOSIT" | "UNSUPPORTED_REFUND" | "UPGRADE_CHARGE" | "VENDOR_REFUND_CREDIT" | "VENDOR_SALE" | (string & {});
    itinerary?: VerifyResponseAirlineItinerary;
    passenger?: VerifyResponseAirlinePassenger[];
    planNumber?: string;
    ticket?: VerifyResponseAirlineTicket;
    transactionType?: ("EXCHANGE_TICKET" | "MISCELLANEOUS_CHARGE" | "REFUND" | "REVERSAL" | "TICKET_PURCHASE" | "TOUR_ORDER");
}
export interface VerifyResponseAirlineItinerary {
    leg?: VerifyResponseAirlineItineraryLeg[];
    numberInParty?: string;
    originCountry?: string;
}
export interface VerifyResponseAirlineItineraryLeg {
    /**
     * Two word characters, or three digits, or two word characters, a slash and three digits.
     */
    carrierCode?: string;
    conjunctionTicketNumber?: string;
    couponNumber?: string;
    departureAirport?: string;
    departureDate?: string;
    departureTax?: string | number;
    departureTime?: string;
    destinationAirport?: string;
    /**
     * In Verify and Authorize only.
     */
    destinationArrivalDate?: string;
    destinationArrivalTime?: string;
    endorsementsRestrictions?: string;
    exchangeTicketNumber?: string;
    fare?: string | number;
    /**
     * Alphanumeric (+ space in Verify and Authorize)
     */
    fareBasis?: string;
    fees?: string | number;
    flightNumber?: string;
    stopoverPermitted?: boolean;
    taxes?: string | number;
    travelClass?: string;
}
export interface VerifyResponseAirlinePassenger {
    firstName?: string;
    /**
     * Not in the Initiate response.
     */
    frequentFlyerNumber?: string;
    lastName?: string;
    middleName?: string;
    specificInformation?: string;
    title?: string;
}
export interface VerifyResponseAirlineTicket {
    conjunctionTicketIndicator?: boolean;
    eTicket?: boolean;
    exchangedTicketNumber?: string;
    issue?: VerifyResponseAirlineTicketIssue;
    restricted?: boolean;
    /**
     * Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.
     */
    taxOrFee?: VerifyResponseAirlineTicketTaxOrFee[];
    ticketNumber?: string;
    totalFare?: string | number;
    totalFees?: string | number;
    totalTaxes?: string | number;
}
export interface VerifyResponseAirlineTicketIssue {
    address?: string;
    /**
     * As leg carrier code.
     */
    carrierCode?: string;
    carrierName?: string;
    city?: string;
    country?: string;
    date?: string;
    travelAgentCode?: string;
    /**
     * Alphanumeric + additional characters, 1-30
     */
    travelAgentName?: string;
}
export interface VerifyResponseAirlineTicketTaxOrFee {
    amount?: string | number;
    /**
     * IATA code.
     */
    type?: string;
}
/**
 * Authentication group (Verify and Authorize requests).
 */
export interface VerifyResponseAuthentication {
    "3ds"?: VerifyResponseAuthentication3Ds;
    "3ds2"?: VerifyResponseAuthentication3Ds2;
    /**
     * 3DS1 is legacy, retained for compatibility only. If absent all methods are accepted. Passkey is preferred when available and needs 3-D Secure in the integration.
     */
    acceptVersions?: string;
    /**
     * Amount for which authentication was done.
     */
    amount?: string | number;
    channel?: ("MERCHANT_REQUESTED" | "PAYER_APP" | "PAYER_BROWSER");
    method?: ("DYNAMIC" | "OUT_OF_BAND" | "STATIC");
    payerInteraction?: ("NOT_POSSIBLE" | "NOT_REQUIRED" | "REQUIRED");
    psd2?: VerifyResponseAuthenticationPsd2;
    time?: string;
    /**
     * Id used for an earlier Initiate Authentication operation at the gateway.
     */
    transactionId?: string;
}
export interface VerifyResponseAuthentication3Ds {
    acsEci?: string;
    /**
     * Used unaltered.
     */
    authenticationToken?: ({
        [k: string]: unknown | undefined;
    } & string);
    /**
     * For version 1 it is the XID in base64. For version 2 it is the directory server id.
     */
    transactionId?: string;
}
export interface VerifyResponseAuthentication3Ds2 {
    "3dsServerTransactionId"?: string;
    acsReference?: string;
    acsTransactionId?: string;
    /**
     * Required for co-branded cards authenticated by an external provider.
     */
    authenticationScheme?: (string & {});
    custom?: string;
    directoryServerId?: string;
    dsReference?: string;
    dsTransactionId?: string;
    methodCompleted: boolean;
    methodSupported: ("NOT_SUPPORTED" | "SUPPORTED");
    protocolVersion?: string;
    requestorId: string;
    requestorName: string;
    sdk?: VerifyResponseAuthentication3Ds2Sdk;
    statusReasonCode?: string;
    /**
     * For example Y, N, U, A, R.
     */
    transactionStatus?: string;
}
export interface VerifyResponseAuthentication3Ds2Sdk {
    /**
     * Returned in-app when a challenge is required. Must be called after the challenge.
     */
    challengeCompletionCallbackUrl?: string;
    interface?: ("HTML" | "NATIVE");
    oobAppSupportsRedirectUrl?: boolean;
    /**
     * Seconds, default 900, rounded up to the next minute.
     */
    timeout?: number;
    /**
     * OTHER_HTML only with the HTML interface.
     */
    uiType?: string;
}
export interface VerifyResponseAuthenticationPsd2 {
    /**
     * LOW_VALUE_PAYMENT: below 30 euro. RECURRING_PAYMENT: fixed amount only.
     */
    exemption?: ("AUTHENTICATION_OUTAGE" | "AUTO" | "LOW_RISK" | "LOW_VALUE_PAYMENT" | "MERCHANT_INITIATED_TRANSACTION" | "NONE" | "RECURRING_PAYMENT" | "SECURE_CORPORATE_PAYMENT" | "TRUSTED_MERCHANT");
    trustedMerchantStatus?: ("NOT_ON_LIST" | "ON_LIST");
}
export interface VerifyResponseBilling {
    address?: VerifyResponseBillingAddress;
}
export interface VerifyResponseBillingAddress {
    city?: string;
    /**
     * plus company in Verify
     */
    company?: string;
    /**
     * ISO alpha-3 country code.
     */
    country?: string;
    /**
     * Alphanumeric + ' ' and '-'
     */
    postcodeZip?: string;
    stateProvince?: string;
    /**
     * ISO 3166-2 subdivision code. (where present)
     */
    stateProvinceCode?: string;
    street?: string;
    street2?: string;
}
export interface VerifyResponseCustomer {
    email?: string;
    firstName?: string;
    lastName?: string;
    middleName?: string;
    mobilePhone?: string;
    nationalId?: string;
    phone?: string;
    taxRegistrationId?: string;
}
export interface VerifyResponseDevice {
    ani?: string;
    aniCallType?: string;
    browser?: string;
    fingerprint?: string;
    hostname?: string;
    /**
     * IPv4 or IPv6; IPv6 is only used for EMV 3DS authentication.
     */
    ipAddress?: string;
    mobilePhoneModel?: string;
}
export interface VerifyResponseInitiator {
    entity?: VerifyResponseInitiatorEntity;
    userId?: string;
}
export interface VerifyResponseInitiatorEntity {
    id?: string;
    type?: ("AGENT" | "GATEWAY" | "MERCHANT" | "MERCHANT_ORGANIZATION" | "SERVICE_PROVIDER");
}
export interface VerifyResponseOrder {
    /**
     * Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.
     */
    acceptPartialAmount?: boolean;
    /**
     * Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
     */
    amount?: string | number;
    authenticationStatus?: ("AUTHENTICATION_ATTEMPTED" | "AUTHENTICATION_AVAILABLE" | "AUTHENTICATION_EXEMPT" | "AUTHENTICATION_FAILED" | "AUTHENTICATION_NOT_IN_EFFECT" | "AUTHENTICATION_NOT_SUPPORTED" | "AUTHENTICATION_PENDING" | "AUTHENTICATION_REJECTED" | "AUTHENTICATION_REQUIRED" | "AUTHENTICATION_SUCCESSFUL" | "AUTHENTICATION_UNAVAILABLE");
    /**
     * The gateway uses the provider default if absent.
     */
    certainty?: ("ESTIMATED" | "FINAL");
    chargeback?: VerifyResponseOrderChargeback;
    creationTime: string;
    /**
     * ISO 4217 alpha code.
     */
    currency?: string;
    /**
     * Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.
     */
    custom?: {
        [k: string]: string | undefined;
    };
    customerNote?: string;
    customerOrderDate?: string;
    customerReference?: string;
    description?: string;
    discount?: VerifyResponseOrderDiscount;
    /**
     * Decimal, bounded form.
     */
    dutyAmount?: string | number;
    expectedNumberOfCaptures?: number;
    fuelDispenseType?: "AUTOMATIC_FUEL_DISPENSING";
    fundingStatus?: ("FUNDED" | "FUNDING_ASSURED" | "FUNDING_FAILED" | "FUNDING_ON_HOLD" | "IN_PROGRESS" | "NON_FUNDED" | "NOT_SUPPORTED");
    /**
     * Included in order.amount.
     */
    gratuityAmount?: string | number;
    /**
     * Identifies the order.
     */
    id: string;
    /**
     * Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.
     */
    industryPracticePaymentReason?: ("DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT");
    initialAuthorizedAmount?: string | number;
    invoiceNumber?: string;
    lastUpdatedTime: string;
    localTaxRegistrationId?: string;
    /**
     * Amount in the merchant's pricing currency, derived from the rate quote.
     */
    merchantAmount: string | number;
    /**
     * Overrides the default for the acquirer link.
     */
    merchantCategoryCode?: string;
    merchantCharge?: VerifyResponseOrderMerchantCharge;
    /**
     * Amount in the merchant's pricing currency, derived from the rate quote.
     */
    merchantCurrency: string;
    merchantPartnerIdCode?: string;
    /**
     * Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.
     */
    netAmount?: string | number;
    /**
     * Webhook target (see Events).
     */
    notificationUrl?: string;
    owningEntity?: string;
    /**
     * Verify: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. Authorize: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. The account-funding value ACCOUNT_FUNDING is referred to as a purchase type. It must be set when money is pulled from an account to credit another. A value is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
     */
    purchaseType?: ("B2B_PAYMENT" | "CRYPTOCURRENCY" | "DEBT_REPAYMENT" | "HIGH_RISK_SECURITIES" | "OTHER");
    /**
     * 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
     */
    reference?: string;
    requestorName?: string;
    reward?: VerifyResponseOrderReward;
    /**
     * Includes taxes on shipping and handling.
     */
    shippingAndHandlingAmount?: string | number;
    /**
     * Included in the shipping and handling amount. Decimal, bounded form.
     */
    shippingAndHandlingTaxAmount?: string | number;
    /**
     * Bounded form, max 1000000000000000000, at most 4 decimals (2.5 percent is written 0.025). Decimal, bounded form, max 1000000000000000000, at most 4 decimals.
     */
    shippingAndHandlingTaxRate?: string | number;
    statementDescriptor?: VerifyResponseOrderStatementDescriptor;
    /**
     * See section 3.
     */
    status?: "AUTHENTICATED" | "AUTHENTICATION_INITIATED" | "AUTHENTICATION_NOT_NEEDED" | "AUTHENTICATION_UNSUCCESSFUL" | "AUTHORIZED" | "CANCELLED" | "CAPTURED" | "CHARGEBACK_PROCESSED" | "DISBURSED" | "DISPUTED" | "EXCESSIVELY_REFUNDED" | "FAILED" | "FUNDING" | "INITIATED" | "PARTIALLY_CAPTURED" | "PARTIALLY_REFUNDED" | "REFUNDED" | (string & {});
    subMerchant?: VerifyResponseOrderSubMerchant;
    /**
     * 1-21 (Verify). Required when order.purchaseType is B2B_PAYMENT.
     */
    supplierName?: string;
    tax?: VerifyResponseOrderTax[];
    /**
     * Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
     */
    taxAmount?: string | number;
    taxRegistrationId?: string;
    taxStatus?: ("EXEMPT" | "NOT_EXEMPT" | "NOT_PROVIDED");
    transactionFiltering?: VerifyResponseOrderTransactionFiltering;
}
/**
 * Verify response, present when a chargeback has been processed.
 */
export interface VerifyResponseOrderChargeback {
    amount?: string | number;
    currency?: string;
}
/**
 * Price reduction applied to the order.
 */
export interface VerifyResponseOrderDiscount {
    amount?: string | number;
    code?: string;
    description?: string;
}
export interface VerifyResponseOrderMerchantCharge {
    amount?: string | number;
    /**
     * A in responses.
     */
    calculatedBy: ("CLIENT" | "GATEWAY");
    /**
     * Present when the gateway computed the charge.
     */
    ruleName?: string;
    /**
     * R in requests when the group is given.
     */
    type?: "SURCHARGE";
}
export interface VerifyResponseOrderReward {
    amount: string | number;
    availableBalance?: VerifyResponseOrderRewardAvailableBalance;
    points: string | number;
    previousBalance?: VerifyResponseOrderRewardPreviousBalance;
    program?: (string & {});
}
export interface VerifyResponseOrderRewardAvailableBalance {
    amount?: string | number;
    points?: string | number;
}
export interface VerifyResponseOrderRewardPreviousBalance {
    amount?: string | number;
    points?: string | number;
}
export interface VerifyResponseOrderStatementDescriptor {
    address?: VerifyResponseOrderStatementDescriptorAddress;
    name?: string;
    phone?: string;
    websiteUrl?: string;
}
export interface VerifyResponseOrderStatementDescriptorAddress {
    city?: string;
    /**
     * (where present)
     */
    company?: string;
    /**
     * ISO alpha-3 country code.
     */
    country?: string;
    /**
     * Alphanumeric + ' ' and '-'
     */
    postcodeZip?: string;
    stateProvince?: string;
    /**
     * ISO 3166-2 subdivision code. (where present)
     */
    stateProvinceCode?: string;
    street?: string;
    street2?: string;
}
/**
 * For aggregators. Must be on the first transaction of an order; later transactions that carry it are rejected.
 */
export interface VerifyResponseOrderSubMerchant {
    address?: VerifyResponseOrderSubMerchantAddress;
    bankIndustryCode?: string;
    /**
     * Only after a scheme notice of high disputes.
     */
    disputeContactPhone?: string;
    email?: string;
    /**
     * 3 letters
     */
    governmentCountryCode?: string;
    identifier?: string;
    marketplaceId?: string;
    phone?: string;
    registeredName?: string;
    /**
     * Limit 21 characters for one card scheme and 27 for another, 36 with the aggregator name.
     */
    tradingName?: string;
    websiteUrl?: string;
}
export interface VerifyResponseOrderSubMerchantAddress {
    city?: string;
    /**
     * (where present)
     */
    company?: string;
    /**
     * ISO alpha-3 country code.
     */
    country?: string;
    /**
     * Alphanumeric + ' ' and '-'
     */
    postcodeZip?: string;
    stateProvince?: string;
    /**
     * ISO 3166-2 subdivision code. (where present)
     */
    stateProvinceCode?: string;
    street?: string;
    street2?: string;
}
export interface VerifyResponseOrderTax {
    /**
     * Tax amount per tax type.
     */
    amount?: string | number;
    rate?: string | number;
    type?: string;
}
export interface VerifyResponseOrderTransactionFiltering {
    /**
     * Overrides the configured address verification rules for the order.
     */
    avsResponseCodeRules?: VerifyResponseOrderTransactionFilteringAvsResponseCodeRules[];
}
export interface VerifyResponseOrderTransactionFilteringAvsResponseCodeRules {
    action?: ("NO_ACTION" | "REJECT" | "REVIEW");
}
export interface VerifyResponseTransaction {
    acquirer?: VerifyResponseTransactionAcquirer;
    amount: string | number;
    authorizationCode?: string;
    /**
     * Only for batch uploads.
     */
    batchName?: string;
    currency: string;
    frequency?: ("INSTALLMENT" | "RECURRING" | "SINGLE");
    id: string;
    merchantNote?: string;
    receipt?: string;
    reference?: string;
    /**
     * Default for a full capture is the order tax amount.
     */
    taxAmount?: string | number;
    terminal?: string;
    type: ("AUTHORIZATION" | "AUTHORIZATION_UPDATE" | "CAPTURE" | "PAYMENT" | "REFUND" | "VERIFICATION" | "VOID_AUTHORIZATION" | "VOID_CAPTURE" | "VOID_PAYMENT" | "VOID_REFUND");
}
export interface VerifyResponseTransactionAcquirer {
    batch?: number;
    /**
     * 1-4000 in responses. 1-2048 in requests. Must not contain sensitive data.
     */
    customData?: string;
    date?: string;
    id: string;
    time?: string;
}
