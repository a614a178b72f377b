export type AuthorizeRequestOrder = ({
    [k: string]: unknown | undefined;
} & {
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
     * Included in order.amount (Authorize request; the field corresponds to EMV tag 9F03).
     */
    cashbackAmount?: string | number;
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
    discount?: AuthorizeRequestOrderDiscount;
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
    item?: AuthorizeRequestOrderItem[];
    /**
     * Authorize request. If omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
     */
    itemAmount?: string | number;
    lastUpdatedTime?: string;
    localTaxRegistrationId?: string;
    /**
     * Overrides the default for the acquirer link.
     */
    merchantCategoryCode?: string;
    merchantCharge?: AuthorizeRequestOrderMerchantCharge;
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
    purchaseType?: ("CRYPTOCURRENCY" | "DEBT_REPAYMENT" | "HIGH_RISK_SECURITIES" | "OTHER");
    /**
     * 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
     */
    reference?: string;
    requestorName?: string;
    reward?: AuthorizeRequestOrderReward;
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
    statementDescriptor?: AuthorizeRequestOrderStatementDescriptor;
    /**
     * See section 3.
     */
    status?: "AUTHENTICATED" | "AUTHENTICATION_INITIATED" | "AUTHENTICATION_NOT_NEEDED" | "AUTHENTICATION_UNSUCCESSFUL" | "AUTHORIZED" | "CANCELLED" | "CAPTURED" | "CHARGEBACK_PROCESSED" | "DISBURSED" | "DISPUTED" | "EXCESSIVELY_REFUNDED" | "FAILED" | "FUNDING" | "INITIATED" | "PARTIALLY_CAPTURED" | "PARTIALLY_REFUNDED" | "REFUNDED" | (string & {});
    subMerchant?: AuthorizeRequestOrderSubMerchant;
    tax?: AuthorizeRequestOrderTax[];
    /**
     * Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
     */
    taxAmount?: string | number;
    taxRegistrationId?: string;
    taxStatus?: ("EXEMPT" | "NOT_EXEMPT" | "NOT_PROVIDED");
    transactionFiltering?: AuthorizeRequestOrderTransactionFiltering;
});
/**
 * Asks a financial institution to confirm that the payment information is valid and that funds are available in the payer's account, for a proposed funds transfer.
 */
export interface AuthorizeRequest {
    /**
     * Selects the operation: always AUTHORIZE.
     */
    apiOperation: "AUTHORIZE";
    accountFunding?: AuthorizeRequestAccountFunding;
    agreement?: AuthorizeRequestAgreement;
    airline?: AuthorizeRequestAirline;
    authentication?: AuthorizeRequestAuthentication;
    customer?: AuthorizeRequestCustomer;
    debtRepayment?: AuthorizeRequestDebtRepayment;
    device?: AuthorizeRequestDevice;
    externalTokenProvider?: AuthorizeRequestExternalTokenProvider;
    initiator?: AuthorizeRequestInitiator;
    /**
     * No spaces.
     */
    lineOfBusiness?: string;
    order: AuthorizeRequestOrder;
    shipping?: AuthorizeRequestShipping;
    transaction?: AuthorizeRequestTransaction;
}
export interface AuthorizeRequestAccountFunding {
    /**
     * OTHER default. Verify adds HIGH_RISK_SECURITIES.
     */
    purpose?: ("CRYPTOCURRENCY_PURCHASE" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
    recipient?: AuthorizeRequestAccountFundingRecipient;
    senderIsRecipient?: boolean;
    senderType?: ("COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON");
}
export interface AuthorizeRequestAccountFundingRecipient {
    address?: AuthorizeRequestAccountFundingRecipientAddress;
    firstName?: string;
    identification?: AuthorizeRequestAccountFundingRecipientIdentification;
    lastName?: string;
    middleName?: string;
}
export interface AuthorizeRequestAccountFundingRecipientAddress {
    city?: string;
    /**
     * ISO alpha-3 country code.
     */
    country?: string;
    postCodeZip?: string;
    stateProvinceCode?: string;
    street?: string;
    street2?: string;
}
export interface AuthorizeRequestAccountFundingRecipientIdentification {
    /**
     * 3 letters
     */
    country?: string;
    type?: "ALIEN_REGISTRATION_NUMBER" | "BUSINESS_TAX_ID" | "COMPANY_REGISTRATION_NUMBER" | "CUSTOMER_IDENTIFICATION" | "DATE_OF_BIRTH" | "DRIVERS_LICENSE" | "EMAIL" | "GOVERNMENT_ISSUED" | "INDIVIDUAL_TAX_ID" | "LAW_ENFORCEMENT_IDENTIFICATION" | "MILITARY_IDENTIFICATION" | "NATIONAL_IDENTIFICATION_CARD" | "OTHER" | "PASSPORT" | "PHONE_NUMBER" | "PROXY_IDENTIFICATION" | "SOCIAL_SECURITY_NUMBER" | "TRAVEL_IDENTIFICATION" | (string & {});
    value?: string;
}
export interface AuthorizeRequestAgreement {
    /**
     * Needed for recurring.
     */
    amountVariability?: ("FIXED" | "VARIABLE");
    /**
     * No sensitive data.
     */
    customData?: string;
    expiryDate?: string;
    /**
     * Required when stored details are used for recurring, installment, unscheduled or industry-practice payments.
     */
    id?: string;
    /**
     * In the order currency.
     */
    maximumAmountPerPayment?: string | number;
    /**
     * In the order currency.
     */
    minimumAmountPerPayment?: string | number;
    minimumDaysBetweenPayments?: number;
    numberOfPayments?: number;
    paymentFrequency?: ("AD_HOC" | "DAILY" | "FORTNIGHTLY" | "MONTHLY" | "OTHER" | "QUARTERLY" | "TWICE_YEARLY" | "WEEKLY" | "YEARLY");
    retailer?: AuthorizeRequestAgreementRetailer;
    /**
     * Not in the past.
     */
    startDate?: string;
    /**
     * Given on the first payment of a series.
     */
    type?: ("INSTALLMENT" | "OTHER" | "RECURRING" | "UNSCHEDULED");
}
export interface AuthorizeRequestAgreementRetailer {
    abbreviatedTradingName?: string;
    merchantCategoryCode?: string;
    tradingName?: string;
}
/**
 * The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
 */
export interface AuthorizeRequestAirline {
    bookingReference?: string;
    documentType?: "ADDITIONAL_COLLECTION" | "EXCESS_BAGGAGE" | "PASSENGER_TICKET" | "SUPPORTED_REFUND" | "TOUR_DEPOSIT" | "UNSUPPORTED_REFUND" | "UPGRADE_CHARGE" | "VENDOR_REFUND_CREDIT" | "VENDOR_SALE" | (string & {});
    itinerary?: AuthorizeRequestAirlineItinerary;
    passenger?: AuthorizeRequestAirlinePassenger[];
    planNumber?: string;
    ticket?: AuthorizeRequestAirlineTicket;
    transactionType?: ("EXCHANGE_TICKET" | "MISCELLANEOUS_CHARGE" | "REFUND" | "REVERSAL" | "TICKET_PURCHASE" | "TOUR_ORDER");
}
export interface AuthorizeRequestAirlineItinerary {
    leg?: AuthorizeRequestAirlineItineraryLeg[];
    numberInParty?: string;
    originCountry?: string;
}
export interface AuthorizeRequestAirlineItineraryLeg {
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
export interface AuthorizeRequestAirlinePassenger {
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
export interface AuthorizeRequestAirlineTicket {
    conjunctionTicketIndicator?: boolean;
    eTicket?: boolean;
    exchangedTicketNumber?: string;
    issue?: AuthorizeRequestAirlineTicketIssue;
    restricted?: boolean;
    /**
     * Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.
     */
    taxOrFee?: AuthorizeRequestAirlineTicketTaxOrFee[];
    ticketNumber?: string;
    totalFare?: string | number;
    totalFees?: string | number;
    totalTaxes?: string | number;
}
export interface AuthorizeRequestAirlineTicketIssue {
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
export interface AuthorizeRequestAirlineTicketTaxOrFee {
    amount?: string | number;
    /**
     * IATA code.
     */
    type?: string;
}
/**
 * Authentication group (Verify and Authorize requests).
 */
export interface AuthorizeRequestAuthentication {
    "3ds"?: AuthorizeRequestAuthentication3Ds;
    "3ds1"?: AuthorizeRequestAuthentication3Ds1;
    "3ds2"?: AuthorizeRequestAuthentication3Ds2;
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
export interface AuthorizeRequestAuthentication3Ds {
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
export interface AuthorizeRequestAuthentication3Ds1 {
    paResStatus?: string;
    veResEnrolled?: string;
}
export interface AuthorizeRequestAuthentication3Ds2 {
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
export interface AuthorizeRequestCustomer {
    email?: string;
    firstName?: string;
    lastName?: string;
    middleName?: string;
    mobilePhone?: string;
    phone?: string;
    taxRegistrationId?: string;
}
export interface AuthorizeRequestDebtRepayment {
    recipient?: AuthorizeRequestDebtRepaymentRecipient;
}
/**
 * Authorize request, all R.
 */
export interface AuthorizeRequestDebtRepaymentRecipient {
    /**
     * Returned masked.
     */
    accountIdentifier: string;
    dateOfBirth: string;
    lastName: string;
    postcodeZip: string;
}
export interface AuthorizeRequestDevice {
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
export interface AuthorizeRequestExternalTokenProvider {
    customData?: string;
}
export interface AuthorizeRequestInitiator {
    userId?: string;
}
/**
 * Price reduction applied to the order.
 */
export interface AuthorizeRequestOrderDiscount {
    amount?: string | number;
    code?: string;
    description?: string;
}
export interface AuthorizeRequestOrderItem {
    brand?: string;
    category?: string;
    description?: string;
    detail?: AuthorizeRequestOrderItemDetail;
    /**
     * https URI
     */
    image?: string;
    industryCategory?: ("HEALTHCARE_DENTAL" | "HEALTHCARE_OTHER" | "HEALTHCARE_PRESCRIPTION" | "HEALTHCARE_VISION");
    name: string;
    /**
     * Decimal string greater than zero, length 0-30
     */
    quantity: string | number;
    sku?: string;
    unitDiscountAmount?: string | number;
    unitOfMeasure?: string;
    /**
     * decimal string allowing '-'
     */
    unitPrice: string | number;
    unitTaxAmount?: string | number;
}
export interface AuthorizeRequestOrderItemDetail {
    acquirerCustom?: string;
    commodityCode?: string;
    tax?: AuthorizeRequestOrderItemDetailTax[];
    unitDiscountRate?: string | number;
    unitTaxRate?: string | number;
    unitTaxType?: string;
    unspsc?: string;
    upc?: string;
}
export interface AuthorizeRequestOrderItemDetailTax {
    amount?: string | number;
    rate?: string | number;
    type?: string;
}
export interface AuthorizeRequestOrderMerchantCharge {
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
export interface AuthorizeRequestOrderReward {
    amount?: string | number;
    /**
     * R within the group. Its presence means rewards are redeemed. Alphanumeric plus '-', '_', ' ', '&', '+', '!', '$', '%', '.', '='
     */
    balanceId: string;
}
export interface AuthorizeRequestOrderStatementDescriptor {
    address?: AuthorizeRequestOrderStatementDescriptorAddress;
    name?: string;
    phone?: string;
    websiteUrl?: string;
}
export interface AuthorizeRequestOrderStatementDescriptorAddress {
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
export interface AuthorizeRequestOrderSubMerchant {
    address?: AuthorizeRequestOrderSubMerchantAddress;
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
export interface AuthorizeRequestOrderSubMerchantAddress {
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
export interface AuthorizeRequestOrderTax {
    /**
     * Tax amount per tax type.
     */
    amount?: string | number;
    rate?: string | number;
    type?: string;
}
export interface AuthorizeRequestOrderTransactionFiltering {
    /**
     * Overrides the configured address verification rules for the order.
     */
    avsResponseCodeRules?: AuthorizeRequestOrderTransactionFilteringAvsResponseCodeRules[];
}
export interface AuthorizeRequestOrderTransactionFilteringAvsResponseCodeRules {
    action: ("NO_ACTION" | "REJECT" | "REVIEW");
    avsResponseCode: "ADDRESS_MATCH" | "ADDRESS_ZIP_MATCH" | "NAME_ADDRESS_MATCH" | "NAME_MATCH" | (string & {});
}
export interface AuthorizeRequestShipping {
    contact?: AuthorizeRequestShippingContact;
    method?: ("ELECTRONIC" | "GROUND" | "NOT_SHIPPED" | "OVERNIGHT" | "PICKUP" | "PRIORITY" | "SAME_DAY");
    origin?: AuthorizeRequestShippingOrigin;
}
export interface AuthorizeRequestShippingContact {
    mobilePhone?: string;
    phone?: string;
}
export interface AuthorizeRequestShippingOrigin {
    postcodeZip?: string;
}
export interface AuthorizeRequestTransaction {
    acquirer?: AuthorizeRequestTransactionAcquirer;
    amount?: string | number;
    authorizationCode?: string;
    /**
     * Only for batch uploads.
     */
    batchName?: string;
    currency?: string;
    /**
     * Submission deferred because of connectivity or system issues.
     */
    deferredAuthorization?: boolean;
    frequency?: ("INSTALLMENT" | "RECURRING" | "SINGLE");
    id?: string;
    merchantNote?: string;
    multiCurrencyPricing?: AuthorizeRequestTransactionMultiCurrencyPricing;
    payerConsentForStoringCardDetails?: ("MERCHANT_INITIATED_PAYMENTS" | "PAYER_DECLINED" | "PAYER_INITIATED_PAYMENTS");
    receipt?: string;
    reference?: string;
    relatedTransactions?: AuthorizeRequestTransactionRelatedTransactions;
    /**
     * Merchant-initiated resubmission after a failure for insufficient funds.
     */
    resubmission?: boolean;
    serviceLocation?: AuthorizeRequestTransactionServiceLocation;
    /**
     * Response of Initiate Browser Payment: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE. Authorize request also allows MERCHANT and PAYER_PRESENT. It can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
     */
    source?: ("CALL_CENTRE" | "CARD_PRESENT" | "INTERNET" | "MAIL_ORDER" | "MERCHANT" | "MOTO" | "PAYER_PRESENT" | "TELEPHONE_ORDER" | "VOICE_RESPONSE");
    /**
     * Refers to another transaction on the order.
     */
    targetTransactionId?: string;
    /**
     * Default for a full capture is the order tax amount.
     */
    taxAmount?: string | number;
    terminal?: string;
    transit?: AuthorizeRequestTransactionTransit;
    type?: ("AUTHORIZATION" | "AUTHORIZATION_UPDATE" | "CAPTURE" | "PAYMENT" | "REFUND" | "VERIFICATION" | "VOID_AUTHORIZATION" | "VOID_CAPTURE" | "VOID_PAYMENT" | "VOID_REFUND");
}
export interface AuthorizeRequestTransactionAcquirer {
    batch?: number;
    /**
     * 1-4000 in responses. 1-2048 in requests. Must not contain sensitive data.
     */
    customData?: string;
    date?: string;
    id?: string;
    time?: string;
    /**
     * The scheme transaction id, needed when the payer-initiated transaction, or the payment being refunded, was processed outside the gateway. Also used for resubmissions and payments in a series.
     */
    traceId?: string;
    /**
     * Value passed to the acquirer in place of the order.id.
     */
    transactionId?: string;
}
export interface AuthorizeRequestTransactionMultiCurrencyPricing {
    rate?: AuthorizeRequestTransactionMultiCurrencyPricingRate;
}
export interface AuthorizeRequestTransactionMultiCurrencyPricingRate {
    /**
     * Quote id from a shopping options inquiry.
     */
    quoteId?: string;
}
export interface AuthorizeRequestTransactionRelatedTransactions {
    firstTransactionInTheSeries?: AuthorizeRequestTransactionRelatedTransactionsFirstTransactionInTheSeries;
}
export interface AuthorizeRequestTransactionRelatedTransactionsFirstTransactionInTheSeries {
    source?: ("CALL_CENTRE" | "INTERNET" | "MAIL_ORDER" | "MOTO" | "TELEPHONE_ORDER" | "VOICE_RESPONSE");
}
export interface AuthorizeRequestTransactionServiceLocation {
    city?: string;
    /**
     * 3 letters
     */
    country?: string;
    postCodeZip?: string;
    stateProvinceCode?: string;
}
export interface AuthorizeRequestTransactionTransit {
    aggregatedFare?: AuthorizeRequestTransactionTransitAggregatedFare;
    knownFare?: AuthorizeRequestTransactionTransitKnownFare;
}
/**
 * Authorize request, all R within the group.
 */
export interface AuthorizeRequestTransactionTransitAggregatedFare {
    aggregationStartDate: string;
    transportationMode: "CABLE_CAR" | "WATER_BORNE_VEHICLE" | (string & {});
    type: ("DEBT_RECOVERY_MERCHANT_INITIATED" | "DEBT_RECOVERY_PAYER_INITIATED" | "DEBT_RECOVERY_TAP_INITIATED" | "FARE");
}
export interface AuthorizeRequestTransactionTransitKnownFare {
    type?: ("DEBT_RECOVERY_MERCHANT_INITIATED" | "DEBT_RECOVERY_PAYER_INITIATED" | "DEBT_RECOVERY_TAP_INITIATED" | "FARE_DEFERRED_AUTHORIZATION" | "FARE_REAL_TIME_AUTHORIZATION");
}
/**
 * Asks a financial institution to confirm that the payment information is valid and that funds are available in the payer's account, for a proposed funds transfer.
 */
export interface AuthorizeResponse {
    accountFunding?: AuthorizeResponseAccountFunding;
    action?: AuthorizeResponseAction;
    airline?: AuthorizeResponseAirline;
}
export interface AuthorizeResponseAccountFunding {
    /**
     * OTHER default. Verify adds HIGH_RISK_SECURITIES.
     */
    purpose?: ("CRYPTOCURRENCY_PURCHASE" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
    recipient?: AuthorizeResponseAccountFundingRecipient;
    /**
     * Gateway generated.
     */
    reference: string;
    senderIsRecipient?: boolean;
    senderType?: ("COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON");
}
export interface AuthorizeResponseAccountFundingRecipient {
    address?: AuthorizeResponseAccountFundingRecipientAddress;
    firstName?: string;
    identification?: AuthorizeResponseAccountFundingRecipientIdentification;
    lastName?: string;
    middleName?: string;
}
export interface AuthorizeResponseAccountFundingRecipientAddress {
    city?: string;
    /**
     * ISO alpha-3 country code.
     */
    country?: string;
    postCodeZip?: string;
    stateProvinceCode?: string;
    street?: string;
    street2?: string;
}
export interface AuthorizeResponseAccountFundingRecipientIdentification {
    /**
     * 3 letters
     */
    country?: string;
    type?: "ALIEN_REGISTRATION_NUMBER" | "BUSINESS_TAX_ID" | "COMPANY_REGISTRATION_NUMBER" | "CUSTOMER_IDENTIFICATION" | "DATE_OF_BIRTH" | "DRIVERS_LICENSE" | "EMAIL" | "GOVERNMENT_ISSUED" | "INDIVIDUAL_TAX_ID" | "LAW_ENFORCEMENT_IDENTIFICATION" | "MILITARY_IDENTIFICATION" | "NATIONAL_IDENTIFICATION_CARD" | "OTHER" | "PASSPORT" | "PHONE_NUMBER" | "PROXY_IDENTIFICATION" | "SOCIAL_SECURITY_NUMBER" | "TRAVEL_IDENTIFICATION" | (string & {});
    value?: string;
}
export interface AuthorizeResponseAction {
    refundAuthorization?: boolean;
}
/**
 * The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
 */
export interface AuthorizeResponseAirline {
    bookingReference?: string;
    documentType?: "ADDITIONAL_COLLECTION" | "EXCESS_BAGGAGE" | "PASSENGER_TICKET" | "SUPPORTED_REFUND" | "TOUR_DEPOSIT" | "UNSUPPORTED_REFUND" | "UPGRADE_CHARGE" | "VENDOR_REFUND_CREDIT" | "VENDOR_SALE" | (string & {});
    itinerary?: AuthorizeResponseAirlineItinerary;
    passenger?: AuthorizeResponseAirlinePassenger[];
    planNumber?: string;
    ticket?: AuthorizeResponseAirlineTicket;
}
export interface AuthorizeResponseAirlineItinerary {
    leg?: AuthorizeResponseAirlineItineraryLeg[];
    numberInParty?: string;
    originCountry?: string;
}
export interface AuthorizeResponseAirlineItineraryLeg {
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
export interface AuthorizeResponseAirlinePassenger {
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
export interface AuthorizeResponseAirlineTicket {
    conjunctionTicketIndicator?: boolean;
    eTicket?: boolean;
    exchangedTicketNumber?: string;
    issue?: AuthorizeResponseAirlineTicketIssue;
    restricted?: boolean;
    /**
     * Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.
     */
    taxOrFee?: AuthorizeResponseAirlineTicketTaxOrFee[];
    ticketNumber?: string;
    totalFare?: string | number;
    totalFees?: string | number;
}
export interface AuthorizeResponseAirlineTicketIssue {
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
export interface AuthorizeResponseAirlineTicketTaxOrFee {
    amount?: string | number;
    /**
     * IATA code.
     */
    type?: string;
}
