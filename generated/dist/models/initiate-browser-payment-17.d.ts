/**
 * Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.
 */
export interface InitiateBrowserPaymentRequest {
    /**
     * Selects the operation: always INITIATE_BROWSER_PAYMENT.
     */
    apiOperation: "INITIATE_BROWSER_PAYMENT";
    correlationId?: string;
    customer?: InitiateBrowserPaymentRequestCustomer;
    order: InitiateBrowserPaymentRequestOrder;
    partnerSolutionId?: string;
    responseControls?: InitiateBrowserPaymentRequestResponseControls;
    shipping?: InitiateBrowserPaymentRequestShipping;
    transaction?: InitiateBrowserPaymentRequestTransaction;
}
export interface InitiateBrowserPaymentRequestCustomer {
    email?: string;
}
export interface InitiateBrowserPaymentRequestOrder {
    /**
     * Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
     */
    amount: string | number;
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
    description?: string;
    /**
     * Webhook target (see Events).
     */
    notificationUrl?: string;
    /**
     * 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
     */
    reference?: string;
    /**
     * Includes taxes on shipping and handling.
     */
    shippingAndHandlingAmount?: string | number;
    /**
     * Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
     */
    taxAmount?: string | number;
}
export interface InitiateBrowserPaymentRequestResponseControls {
    /**
     * Value UNMASK returns unmasked card numbers.
     */
    sensitiveData?: string;
}
export interface InitiateBrowserPaymentRequestShipping {
    address?: InitiateBrowserPaymentRequestShippingAddress;
    firstName?: string;
    lastName?: string;
    method?: ("ELECTRONIC" | "GROUND" | "OVERNIGHT" | "PRIORITY" | "SAME_DAY");
    phone?: string;
}
export interface InitiateBrowserPaymentRequestShippingAddress {
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
export interface InitiateBrowserPaymentRequestTransaction {
    merchantNote?: string;
    reference?: string;
}
/**
 * Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.
 */
export interface InitiateBrowserPaymentResponse {
    "3DSecure"?: InitiateBrowserPaymentResponse3DSecure;
    "3DSecureId"?: string;
    airline?: InitiateBrowserPaymentResponseAirline;
    appPayment?: InitiateBrowserPaymentResponseAppPayment;
    authorizationResponse?: InitiateBrowserPaymentResponseAuthorizationResponse;
    billing?: InitiateBrowserPaymentResponseBilling;
    browserPayment?: InitiateBrowserPaymentResponseBrowserPayment;
    correlationId?: string;
    customer?: InitiateBrowserPaymentResponseCustomer;
    gatewayEntryPoint?: ("AUTO" | "BATCH" | "HOSTED_FORM" | "HOSTED_PAGE" | "MERCHANT_ADMINISTRATION" | "THREE_PARTY" | "TWO_PARTY" | "WEB_SERVICES_API");
    /**
     * Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters. same rule as {merchantId}
     */
    merchant: string;
    order?: InitiateBrowserPaymentResponseOrder;
    shipping?: InitiateBrowserPaymentResponseShipping;
    sourceOfFunds?: InitiateBrowserPaymentResponseSourceOfFunds;
    /**
     * The moment the gateway considers the operation to have happened.
     */
    timeOfRecord?: string;
    transaction?: InitiateBrowserPaymentResponseTransaction;
    userId?: string;
    /**
     * The API version in which the request was submitted.
     */
    version?: string;
}
export interface InitiateBrowserPaymentResponse3DSecure {
    acsEci?: string;
    authenticationStatus?: ("AUTHENTICATION_ATTEMPTED" | "AUTHENTICATION_NOT_AVAILABLE" | "AUTHENTICATION_SUCCESSFUL");
    authenticationToken?: ({
        [k: string]: unknown | undefined;
    } & string);
    enrollmentStatus: ("ENROLLED" | "ENROLLMENT_STATUS_UNDETERMINED" | "NOT_ENROLLED");
    xid?: string;
}
/**
 * The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
 */
export interface InitiateBrowserPaymentResponseAirline {
    bookingReference?: string;
    documentType?: "ADDITIONAL_COLLECTION" | "EXCESS_BAGGAGE" | "PASSENGER_TICKET" | "SUPPORTED_REFUND" | "TOUR_DEPOSIT" | "UNSUPPORTED_REFUND" | "UPGRADE_CHARGE" | "VENDOR_REFUND_CREDIT" | "VENDOR_SALE" | (string & {});
    itinerary?: InitiateBrowserPaymentResponseAirlineItinerary;
    passenger?: InitiateBrowserPaymentResponseAirlinePassenger[];
    planNumber?: string;
    ticket?: InitiateBrowserPaymentResponseAirlineTicket;
    transactionType?: ("EXCHANGE_TICKET" | "MISCELLANEOUS_CHARGE" | "REFUND" | "REVERSAL" | "TICKET_PURCHASE" | "TOUR_ORDER");
}
export interface InitiateBrowserPaymentResponseAirlineItinerary {
    leg?: InitiateBrowserPaymentResponseAirlineItineraryLeg[];
    numberInParty?: string;
    originCountry?: string;
}
export interface InitiateBrowserPaymentResponseAirlineItineraryLeg {
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
export interface InitiateBrowserPaymentResponseAirlinePassenger {
    firstName?: string;
    lastName?: string;
    middleName?: string;
    specificInformation?: string;
    title?: string;
}
export interface InitiateBrowserPaymentResponseAirlineTicket {
    conjunctionTicketIndicator?: boolean;
    /**
     * In the Initiate response only.
     */
    customerReference?: string;
    eTicket?: boolean;
    exchangedTicketNumber?: string;
    issue?: InitiateBrowserPaymentResponseAirlineTicketIssue;
    restricted?: boolean;
    ticketNumber?: string;
    totalFare?: string | number;
    totalFees?: string | number;
    totalTaxes?: string | number;
}
export interface InitiateBrowserPaymentResponseAirlineTicketIssue {
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
export interface InitiateBrowserPaymentResponseAppPayment {
    /**
     * Used in place of browserPayment.redirectUrl when the payer is in an app.
     */
    redirectUrl?: string;
    /**
     * Used in place of browserPayment.redirectUrl when the payer is in an app.
     */
    returnUrl?: string;
}
/**
 * All are Strings and C.
 */
export interface InitiateBrowserPaymentResponseAuthorizationResponse {
    cardLevelIndicator?: string;
    cardSecurityCodeError?: string;
    /**
     * All are Strings and C.
     */
    commercialCard?: ("COMMERCIAL_CARD" | "NOT_A_COMMERCIAL_CARD" | "UNDETERMINED");
    /**
     * All are Strings and C.
     */
    commercialCardIndicator?: ("BUSINESS_CARD" | "COMMERCIAL_AND_CONSUMER" | "COMMERCIAL_CARD" | "CONSUMER_CARD" | "CORPORATE_CARD" | "DECLINE_OR_NOT_COMMERCIAL_CARD" | "OTHER" | "PURCHASING_CARD");
    /**
     * MMDD.
     */
    date?: string;
    financialNetworkCode?: string;
    marketSpecificData?: string;
    merchantAdviceCode?: string;
    paySvcData?: string;
    posData?: string;
    posEntryMode?: string;
    posEntryModeChanged?: string;
    processingCode?: string;
    responseCode?: string;
    responseMessage?: string;
    returnAci?: string;
    stan?: string;
    /**
     * HHMMSS.
     */
    time?: string;
    trackQuality?: string;
    transactionIdentifier?: string;
    validationCode?: string;
    vpasResponse?: string;
}
export interface InitiateBrowserPaymentResponseBilling {
    address?: InitiateBrowserPaymentResponseBillingAddress;
    phone?: string;
}
export interface InitiateBrowserPaymentResponseBillingAddress {
    city?: string;
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
export interface InitiateBrowserPaymentResponseBrowserPayment {
    /**
     * The redirect URL. The merchant must redirect the payer's browser to that URL (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.
     */
    redirectUrl?: string;
}
export interface InitiateBrowserPaymentResponseCustomer {
    ani?: string;
    aniCallType?: string;
    browser?: string;
    email?: string;
    hostname?: string;
    ipAddress?: string;
}
export interface InitiateBrowserPaymentResponseOrder {
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
    discount?: InitiateBrowserPaymentResponseOrderDiscount;
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
    id: string;
    /**
     * Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.
     */
    industryPracticePaymentReason?: ("DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT");
    invoiceNumber?: string;
    lastUpdatedTime: string;
    localTaxRegistrationId?: string;
    /**
     * Overrides the default for the acquirer link.
     */
    merchantCategoryCode?: string;
    merchantCharge?: InitiateBrowserPaymentResponseOrderMerchantCharge;
    merchantPartnerIdCode?: string;
    /**
     * Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.
     */
    netAmount?: string | number;
    /**
     * Webhook target (see Events).
     */
    notificationUrl?: string;
}
/**
 * Price reduction applied to the order.
 */
export interface InitiateBrowserPaymentResponseOrderDiscount {
    amount?: string | number;
    code?: string;
    description?: string;
}
export interface InitiateBrowserPaymentResponseOrderMerchantCharge {
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
export interface InitiateBrowserPaymentResponseShipping {
    firstName?: string;
    lastName?: string;
    method?: ("ELECTRONIC" | "GROUND" | "OVERNIGHT" | "PRIORITY" | "SAME_DAY");
    phone?: string;
}
/**
 * For some payment types the merchant must supply the source-of-funds details in sourceOfFunds.provided. Card details can combine explicit details, a session and a token, with precedence explicit, then session, then token.
 */
export interface InitiateBrowserPaymentResponseSourceOfFunds {
    provided?: InitiateBrowserPaymentResponseSourceOfFundsProvided;
    type?: "CARD" | (string & {});
}
export interface InitiateBrowserPaymentResponseSourceOfFundsProvided {
    card?: InitiateBrowserPaymentResponseSourceOfFundsProvidedCard;
}
export interface InitiateBrowserPaymentResponseSourceOfFundsProvidedCard {
    brand: "LOCAL_BRAND_ONLY" | "UNKNOWN" | (string & {});
    expiry?: InitiateBrowserPaymentResponseSourceOfFundsProvidedCardExpiry;
    fundingMethod: ("CHARGE" | "CREDIT" | "DEBIT" | "UNKNOWN");
    holder?: InitiateBrowserPaymentResponseSourceOfFundsProvidedCardHolder;
    localBrand?: (string & {});
    /**
     * Masked. By default the number is masked as first 6 and last 4 digits. Unmasking needs permission, responseControls.sensitiveData set to UNMASK, and certificate authentication.
     */
    number: string;
    scheme: "OTHER" | (string & {});
    securityCodePresence?: string;
    sequenceNumber?: string;
    trackDataProvided?: boolean;
}
export interface InitiateBrowserPaymentResponseSourceOfFundsProvidedCardExpiry {
    /**
     * Digits 1-12
     */
    month: string;
    /**
     * The year is 2000 plus the value.
     */
    year: string;
}
export interface InitiateBrowserPaymentResponseSourceOfFundsProvidedCardHolder {
    firstName?: string;
    lastName?: string;
}
export interface InitiateBrowserPaymentResponseTransaction {
    acquirer?: InitiateBrowserPaymentResponseTransactionAcquirer;
    amount: string | number;
    authorizationCode?: string;
    /**
     * Only for batch uploads.
     */
    batchName?: string;
    currency: string;
    frequency?: ("INSTALLMENT" | "RECURRING" | "SINGLE");
    id: string;
    item?: InitiateBrowserPaymentResponseTransactionItem[];
    merchantNote?: string;
    receipt?: string;
    reference?: string;
    /**
     * Response of Initiate Browser Payment: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE. Authorize request also allows MERCHANT and PAYER_PRESENT. It can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
     */
    source?: ("CALL_CENTRE" | "CARD_PRESENT" | "INTERNET" | "MAIL_ORDER" | "MOTO" | "TELEPHONE_ORDER" | "VOICE_RESPONSE");
    /**
     * Default for a full capture is the order tax amount.
     */
    taxAmount?: string | number;
    terminal?: string;
    type: ("AUTHORIZATION" | "AUTHORIZATION_UPDATE" | "CAPTURE" | "PAYMENT" | "REFUND" | "VERIFICATION" | "VOID_AUTHORIZATION" | "VOID_CAPTURE" | "VOID_PAYMENT" | "VOID_REFUND");
}
export interface InitiateBrowserPaymentResponseTransactionAcquirer {
    batch?: number;
    /**
     * 1-4000 in responses. 1-2048 in requests. Must not contain sensitive data.
     */
    customData?: string;
    date?: string;
    id: string;
    time?: string;
}
export interface InitiateBrowserPaymentResponseTransactionItem {
    description?: string;
    name: string;
    quantity: number;
    sku?: string;
    /**
     * bounded -1000000000000..1000000000000
     */
    unitPrice: string | number;
    unitTaxAmount?: string | number;
}
