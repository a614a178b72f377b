/* Generated from spec/ by the gateway generator. Do not edit. */

/**
 * Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.
 */
export interface InitiateBrowserPaymentRequest {
  /**
   * Selects the operation: always INITIATE_BROWSER_PAYMENT.
   *
   * Enumeration. Required.
   */
  apiOperation: "INITIATE_BROWSER_PAYMENT";
  /**
   * String, length 1 to 100. Optional.
   */
  correlationId?: string;
  customer?: InitiateBrowserPaymentRequestCustomer;
  order: InitiateBrowserPaymentRequestOrder;
  /**
   * String, length 1 to 40. Optional.
   */
  partnerSolutionId?: string;
  responseControls?: InitiateBrowserPaymentRequestResponseControls;
  shipping?: InitiateBrowserPaymentRequestShipping;
  transaction?: InitiateBrowserPaymentRequestTransaction;
}
/**
 * Object. Optional.
 */
export interface InitiateBrowserPaymentRequestCustomer {
  /**
   * Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Optional.
   */
  email?: string;
}
/**
 * Object. Required.
 */
export interface InitiateBrowserPaymentRequestOrder {
  /**
   * Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Required.
   */
  amount: string | number;
  /**
   * ISO 4217 alpha code.
   *
   * UpperAlpha, length exactly 3, characters [A-Z]. Required.
   */
  currency: string;
  /**
   * Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.
   *
   * Named values (up to 50 names, names 1 to 99 characters of [A-Za-z0-9]), each String, length 1 to 250. Optional.
   */
  custom?: {
    [k: string]: string | undefined;
  };
  /**
   * String, length 1 to 250. Optional.
   */
  customerNote?: string;
  /**
   * String, length 1 to 127. Optional.
   */
  description?: string;
  /**
   * Webhook target (see Events).
   *
   * String, length at least 12, pattern ^https. Optional.
   */
  notificationUrl?: string;
  /**
   * 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
   *
   * String, length 1 to 40. Optional.
   */
  reference?: string;
  /**
   * Includes taxes on shipping and handling.
   *
   * Decimal, length 1 to 14, pattern ^-?[0-9]+(\.[0-9]+)?$. Optional.
   */
  shippingAndHandlingAmount?: string | number;
  /**
   * Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
   *
   * Decimal, length 1 to 14, pattern ^-?[0-9]+(\.[0-9]+)?$. Optional.
   */
  taxAmount?: string | number;
}
/**
 * Object. Optional.
 */
export interface InitiateBrowserPaymentRequestResponseControls {
  /**
   * Value UNMASK returns unmasked card numbers.
   *
   * String, length 1 to 50. Optional.
   */
  sensitiveData?: string;
}
/**
 * Object. Optional.
 */
export interface InitiateBrowserPaymentRequestShipping {
  address?: InitiateBrowserPaymentRequestShippingAddress;
  /**
   * String, length 1 to 50. Optional.
   */
  firstName?: string;
  /**
   * String, length 1 to 50. Optional.
   */
  lastName?: string;
  /**
   * Enumeration. Optional.
   */
  method?: "ELECTRONIC" | "GROUND" | "OVERNIGHT" | "PRIORITY" | "SAME_DAY";
  /**
   * String, length 1 to 20. Optional.
   */
  phone?: string;
}
/**
 * Object. Optional.
 */
export interface InitiateBrowserPaymentRequestShippingAddress {
  /**
   * String, length 1 to 100. Optional.
   */
  city?: string;
  /**
   * (where present)
   *
   * String, length 1 to 100. Optional.
   */
  company?: string;
  /**
   * ISO alpha-3 country code.
   *
   * UpperAlpha, length exactly 3, characters [A-Z]. Optional.
   */
  country?: string;
  /**
   * Alphanumeric + ' ' and '-'
   *
   * AlphanumericPlus, length 1 to 10, characters [0-9a-zA-Z \-]. Optional.
   */
  postcodeZip?: string;
  /**
   * String, length 1 to 20. Optional.
   */
  stateProvince?: string;
  /**
   * ISO 3166-2 subdivision code. (where present)
   *
   * String, length 1 to 3. Optional.
   */
  stateProvinceCode?: string;
  /**
   * String, length 1 to 100. Optional.
   */
  street?: string;
  /**
   * String, length 1 to 100. Optional.
   */
  street2?: string;
}
/**
 * Object. Optional.
 */
export interface InitiateBrowserPaymentRequestTransaction {
  /**
   * String, length 1 to 250. Optional.
   */
  merchantNote?: string;
  /**
   * String, length 1 to 40. Optional.
   */
  reference?: string;
}

/* Generated from spec/ by the gateway generator. Do not edit. */

/**
 * Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.
 */
export interface InitiateBrowserPaymentResponse {
  "3DSecure"?: InitiateBrowserPaymentResponse3DSecure;
  /**
   * AsciiText, length 1 to 64, characters [\x00-\x7F]. Conditional.
   */
  "3DSecureId"?: string;
  airline?: InitiateBrowserPaymentResponseAirline;
  appPayment?: InitiateBrowserPaymentResponseAppPayment;
  authorizationResponse?: InitiateBrowserPaymentResponseAuthorizationResponse;
  billing?: InitiateBrowserPaymentResponseBilling;
  browserPayment?: InitiateBrowserPaymentResponseBrowserPayment;
  /**
   * String, length 1 to 100. Conditional.
   */
  correlationId?: string;
  customer?: InitiateBrowserPaymentResponseCustomer;
  /**
   * Enumeration. Conditional.
   */
  gatewayEntryPoint?:
    | "AUTO"
    | "BATCH"
    | "HOSTED_FORM"
    | "HOSTED_PAGE"
    | "MERCHANT_ADMINISTRATION"
    | "THREE_PARTY"
    | "TWO_PARTY"
    | "WEB_SERVICES_API";
  /**
   * Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters. same rule as {merchantId}
   *
   * AlphanumericPlus, length 1 to 40, characters [0-9a-zA-Z\-_]. Always provided.
   */
  merchant: string;
  order?: InitiateBrowserPaymentResponseOrder;
  shipping?: InitiateBrowserPaymentResponseShipping;
  sourceOfFunds?: InitiateBrowserPaymentResponseSourceOfFunds;
  /**
   * The moment the gateway considers the operation to have happened.
   *
   * DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Conditional.
   */
  timeOfRecord?: string;
  transaction?: InitiateBrowserPaymentResponseTransaction;
  /**
   * String, length 1 to 256. Conditional.
   */
  userId?: string;
  /**
   * The API version in which the request was submitted.
   *
   * String, length 1 to 8. Conditional.
   */
  version?: string;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponse3DSecure {
  /**
   * Digits, length 1 to 2, characters [0-9]. Conditional.
   */
  acsEci?: string;
  /**
   * Enumeration. Conditional.
   */
  authenticationStatus?: "AUTHENTICATION_ATTEMPTED" | "AUTHENTICATION_NOT_AVAILABLE" | "AUTHENTICATION_SUCCESSFUL";
  /**
   * Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Conditional.
   */
  authenticationToken?: string;
  /**
   * Enumeration. Always provided.
   */
  enrollmentStatus: "ENROLLED" | "ENROLLMENT_STATUS_UNDETERMINED" | "NOT_ENROLLED";
  /**
   * Base64, length exactly 28, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Conditional.
   */
  xid?: string;
}
/**
 * The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
 *
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseAirline {
  /**
   * Alphanumeric, length 6 to 15, characters [0-9a-zA-Z]. Conditional.
   */
  bookingReference?: string;
  /**
   * Enumeration (partial list, other values accepted). Conditional.
   */
  documentType?:
    | "ADDITIONAL_COLLECTION"
    | "EXCESS_BAGGAGE"
    | "PASSENGER_TICKET"
    | "SUPPORTED_REFUND"
    | "TOUR_DEPOSIT"
    | "UNSUPPORTED_REFUND"
    | "UPGRADE_CHARGE"
    | "VENDOR_REFUND_CREDIT"
    | "VENDOR_SALE"
    | (string & {});
  itinerary?: InitiateBrowserPaymentResponseAirlineItinerary;
  /**
   * Array of Object. Conditional.
   */
  passenger?: InitiateBrowserPaymentResponseAirlinePassenger[];
  /**
   * Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Conditional.
   */
  planNumber?: string;
  ticket?: InitiateBrowserPaymentResponseAirlineTicket;
  /**
   * Enumeration. Conditional.
   */
  transactionType?:
    "EXCHANGE_TICKET" | "MISCELLANEOUS_CHARGE" | "REFUND" | "REVERSAL" | "TICKET_PURCHASE" | "TOUR_ORDER";
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseAirlineItinerary {
  /**
   * Array of Object. Conditional.
   */
  leg?: InitiateBrowserPaymentResponseAirlineItineraryLeg[];
  /**
   * Digits, length 1 to 3, characters [0-9]. Conditional.
   */
  numberInParty?: string;
  /**
   * UpperAlpha, length exactly 3, characters [A-Z]. Conditional.
   */
  originCountry?: string;
}
export interface InitiateBrowserPaymentResponseAirlineItineraryLeg {
  /**
   * Two word characters, or three digits, or two word characters, a slash and three digits.
   *
   * Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Conditional.
   */
  carrierCode?: string;
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
   */
  conjunctionTicketNumber?: string;
  /**
   * Alphanumeric, length exactly 1, characters [0-9a-zA-Z]. Conditional.
   */
  couponNumber?: string;
  /**
   * UpperAlpha, length exactly 3, characters [A-Z]. Conditional.
   */
  departureAirport?: string;
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
   */
  departureDate?: string;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  departureTax?: string | number;
  /**
   * Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Conditional.
   */
  departureTime?: string;
  /**
   * UpperAlpha, length exactly 3, characters [A-Z]. Conditional.
   */
  destinationAirport?: string;
  /**
   * Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Conditional.
   */
  destinationArrivalTime?: string;
  /**
   * Alphanumeric, length 1 to 20, characters [0-9a-zA-Z]. Conditional.
   */
  endorsementsRestrictions?: string;
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
   */
  exchangeTicketNumber?: string;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  fare?: string | number;
  /**
   * Alphanumeric (+ space in Verify and Authorize)
   *
   * Alphanumeric, length 1 to 24, characters [0-9a-zA-Z]. Conditional.
   */
  fareBasis?: string;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  fees?: string | number;
  /**
   * Alphanumeric, length 4 to 6, characters [0-9a-zA-Z]. Conditional.
   */
  flightNumber?: string;
  /**
   * Boolean. Conditional.
   */
  stopoverPermitted?: boolean;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  taxes?: string | number;
  /**
   * Alphanumeric, length 1 to 3, characters [0-9a-zA-Z]. Conditional.
   */
  travelClass?: string;
}
export interface InitiateBrowserPaymentResponseAirlinePassenger {
  /**
   * String, length 1 to 50. Conditional.
   */
  firstName?: string;
  /**
   * String, length 1 to 20. Conditional.
   */
  lastName?: string;
  /**
   * String, length 1 to 50. Conditional.
   */
  middleName?: string;
  /**
   * Alphanumeric, length 1 to 59, characters [0-9a-zA-Z]. Conditional.
   */
  specificInformation?: string;
  /**
   * String, length 1 to 20. Conditional.
   */
  title?: string;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseAirlineTicket {
  /**
   * Boolean. Conditional.
   */
  conjunctionTicketIndicator?: boolean;
  /**
   * In the Initiate response only.
   *
   * String, length 1 to 20. Conditional.
   */
  customerReference?: string;
  /**
   * Boolean. Conditional.
   */
  eTicket?: boolean;
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
   */
  exchangedTicketNumber?: string;
  issue?: InitiateBrowserPaymentResponseAirlineTicketIssue;
  /**
   * Boolean. Conditional.
   */
  restricted?: boolean;
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
   */
  ticketNumber?: string;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  totalFare?: string | number;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  totalFees?: string | number;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  totalTaxes?: string | number;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseAirlineTicketIssue {
  /**
   * String, length 1 to 16. Conditional.
   */
  address?: string;
  /**
   * As leg carrier code.
   *
   * Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Conditional.
   */
  carrierCode?: string;
  /**
   * Alphanumeric, length 1 to 25, characters [0-9a-zA-Z]. Conditional.
   */
  carrierName?: string;
  /**
   * Alphanumeric, length 1 to 18, characters [0-9a-zA-Z]. Conditional.
   */
  city?: string;
  /**
   * UpperAlpha, length exactly 3, characters [A-Z]. Conditional.
   */
  country?: string;
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
   */
  date?: string;
  /**
   * Alphanumeric, length 8 to 9, characters [0-9a-zA-Z]. Conditional.
   */
  travelAgentCode?: string;
  /**
   * Alphanumeric + additional characters, 1-30
   *
   * String, length 1 to 30. Conditional.
   */
  travelAgentName?: string;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseAppPayment {
  /**
   * Used in place of browserPayment.redirectUrl when the payer is in an app.
   *
   * Url, format url. Conditional.
   */
  redirectUrl?: string;
  /**
   * Used in place of browserPayment.redirectUrl when the payer is in an app.
   *
   * Url, format url. Conditional.
   */
  returnUrl?: string;
}
/**
 * All are Strings and C.
 *
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseAuthorizationResponse {
  /**
   * String, length 1 to 2. Conditional.
   */
  cardLevelIndicator?: string;
  /**
   * String, length exactly 1. Conditional.
   */
  cardSecurityCodeError?: string;
  /**
   * All are Strings and C.
   *
   * Enumeration. Conditional.
   */
  commercialCard?: "COMMERCIAL_CARD" | "NOT_A_COMMERCIAL_CARD" | "UNDETERMINED";
  /**
   * All are Strings and C.
   *
   * Enumeration. Conditional.
   */
  commercialCardIndicator?:
    | "BUSINESS_CARD"
    | "COMMERCIAL_AND_CONSUMER"
    | "COMMERCIAL_CARD"
    | "CONSUMER_CARD"
    | "CORPORATE_CARD"
    | "DECLINE_OR_NOT_COMMERCIAL_CARD"
    | "OTHER"
    | "PURCHASING_CARD";
  /**
   * MMDD.
   *
   * String, length 1 to 4. Conditional.
   */
  date?: string;
  /**
   * String, length 1 to 3. Conditional.
   */
  financialNetworkCode?: string;
  /**
   * String, length exactly 1. Conditional.
   */
  marketSpecificData?: string;
  /**
   * String, length 1 to 2. Conditional.
   */
  merchantAdviceCode?: string;
  /**
   * String, length 1 to 23. Conditional.
   */
  paySvcData?: string;
  /**
   * String, length 1 to 13. Conditional.
   */
  posData?: string;
  /**
   * String, length 1 to 4. Conditional.
   */
  posEntryMode?: string;
  /**
   * String, length exactly 1. Conditional.
   */
  posEntryModeChanged?: string;
  /**
   * String, length 1 to 6. Conditional.
   */
  processingCode?: string;
  /**
   * String, length 1 to 3. Conditional.
   */
  responseCode?: string;
  /**
   * String, length 1 to 16. Conditional.
   */
  responseMessage?: string;
  /**
   * String, length exactly 1. Conditional.
   */
  returnAci?: string;
  /**
   * String, length 1 to 6. Conditional.
   */
  stan?: string;
  /**
   * HHMMSS.
   *
   * String, length 1 to 6. Conditional.
   */
  time?: string;
  /**
   * String, length 1 to 2. Conditional.
   */
  trackQuality?: string;
  /**
   * String, length 1 to 15. Conditional.
   */
  transactionIdentifier?: string;
  /**
   * String, length 1 to 4. Conditional.
   */
  validationCode?: string;
  /**
   * String, length exactly 1. Conditional.
   */
  vpasResponse?: string;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseBilling {
  address?: InitiateBrowserPaymentResponseBillingAddress;
  /**
   * String, length 1 to 20. Conditional.
   */
  phone?: string;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseBillingAddress {
  /**
   * String, length 1 to 100. Conditional.
   */
  city?: string;
  /**
   * ISO alpha-3 country code.
   *
   * UpperAlpha, length exactly 3, characters [A-Z]. Conditional.
   */
  country?: string;
  /**
   * Alphanumeric + ' ' and '-'
   *
   * AlphanumericPlus, length 1 to 10, characters [0-9a-zA-Z \-]. Conditional.
   */
  postcodeZip?: string;
  /**
   * String, length 1 to 20. Conditional.
   */
  stateProvince?: string;
  /**
   * ISO 3166-2 subdivision code. (where present)
   *
   * String, length 1 to 3. Conditional.
   */
  stateProvinceCode?: string;
  /**
   * String, length 1 to 100. Conditional.
   */
  street?: string;
  /**
   * String, length 1 to 100. Conditional.
   */
  street2?: string;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseBrowserPayment {
  /**
   * The redirect URL. The merchant must redirect the payer's browser to that URL (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.
   *
   * Url, format url. Conditional.
   */
  redirectUrl?: string;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseCustomer {
  /**
   * String, length 1 to 10. Conditional.
   */
  ani?: string;
  /**
   * String, length 1 to 2. Conditional.
   */
  aniCallType?: string;
  /**
   * String, length 1 to 255. Conditional.
   */
  browser?: string;
  /**
   * Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Conditional.
   */
  email?: string;
  /**
   * String, length 1 to 60. Conditional.
   */
  hostname?: string;
  /**
   * String, length 7 to 15. Conditional.
   */
  ipAddress?: string;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseOrder {
  /**
   * Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.
   *
   * Boolean. Conditional.
   */
  acceptPartialAmount?: boolean;
  /**
   * Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  amount?: string | number;
  /**
   * Enumeration. Conditional.
   */
  authenticationStatus?:
    | "AUTHENTICATION_ATTEMPTED"
    | "AUTHENTICATION_AVAILABLE"
    | "AUTHENTICATION_EXEMPT"
    | "AUTHENTICATION_FAILED"
    | "AUTHENTICATION_NOT_IN_EFFECT"
    | "AUTHENTICATION_NOT_SUPPORTED"
    | "AUTHENTICATION_PENDING"
    | "AUTHENTICATION_REJECTED"
    | "AUTHENTICATION_REQUIRED"
    | "AUTHENTICATION_SUCCESSFUL"
    | "AUTHENTICATION_UNAVAILABLE";
  /**
   * The gateway uses the provider default if absent.
   *
   * Enumeration. Conditional.
   */
  certainty?: "ESTIMATED" | "FINAL";
  /**
   * DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Always provided.
   */
  creationTime: string;
  /**
   * ISO 4217 alpha code.
   *
   * UpperAlpha, length exactly 3, characters [A-Z]. Conditional.
   */
  currency?: string;
  /**
   * Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.
   *
   * Named values (up to 50 names, names 1 to 99 characters of [A-Za-z0-9]), each String, length 1 to 250. Conditional.
   */
  custom?: {
    [k: string]: string | undefined;
  };
  /**
   * String, length 1 to 250. Conditional.
   */
  customerNote?: string;
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
   */
  customerOrderDate?: string;
  /**
   * AsciiText, length 0 to 25, characters [\x00-\x7F]. Conditional.
   */
  customerReference?: string;
  /**
   * String, length 1 to 127. Conditional.
   */
  description?: string;
  discount?: InitiateBrowserPaymentResponseOrderDiscount;
  /**
   * Decimal, bounded form.
   *
   * BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  dutyAmount?: string | number;
  /**
   * Enumeration. Conditional.
   */
  fundingStatus?:
    | "FUNDED"
    | "FUNDING_ASSURED"
    | "FUNDING_FAILED"
    | "FUNDING_ON_HOLD"
    | "IN_PROGRESS"
    | "NON_FUNDED"
    | "NOT_SUPPORTED";
  /**
   * Included in order.amount.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  gratuityAmount?: string | number;
  /**
   * Identifies the order.
   *
   * String, length 1 to 40. Always provided.
   */
  id: string;
  /**
   * Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.
   *
   * Enumeration. Conditional.
   */
  industryPracticePaymentReason?: "DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT";
  /**
   * String, length 1 to 25. Conditional.
   */
  invoiceNumber?: string;
  /**
   * DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Always provided.
   */
  lastUpdatedTime: string;
  /**
   * String, length 1 to 25. Conditional.
   */
  localTaxRegistrationId?: string;
  /**
   * Overrides the default for the acquirer link.
   *
   * Digits, length exactly 4, characters [0-9]. Conditional.
   */
  merchantCategoryCode?: string;
  merchantCharge?: InitiateBrowserPaymentResponseOrderMerchantCharge;
  /**
   * Digits, length 1 to 6, characters [0-9]. Conditional.
   */
  merchantPartnerIdCode?: string;
  /**
   * Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  netAmount?: string | number;
  /**
   * Webhook target (see Events).
   *
   * Url, format url. Conditional.
   */
  notificationUrl?: string;
}
/**
 * Price reduction applied to the order.
 *
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseOrderDiscount {
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  amount?: string | number;
  /**
   * String, length 1 to 40. Conditional.
   */
  code?: string;
  /**
   * String, length 1 to 127. Conditional.
   */
  description?: string;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseOrderMerchantCharge {
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  amount?: string | number;
  /**
   * A in responses.
   *
   * Enumeration. Always provided.
   */
  calculatedBy: "CLIENT" | "GATEWAY";
  /**
   * Present when the gateway computed the charge.
   *
   * String, length 1 to 50. Conditional.
   */
  ruleName?: string;
  /**
   * R in requests when the group is given.
   *
   * Enumeration. Conditional.
   */
  type?: "SURCHARGE";
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseShipping {
  /**
   * String, length 1 to 50. Conditional.
   */
  firstName?: string;
  /**
   * String, length 1 to 50. Conditional.
   */
  lastName?: string;
  /**
   * Enumeration. Conditional.
   */
  method?: "ELECTRONIC" | "GROUND" | "OVERNIGHT" | "PRIORITY" | "SAME_DAY";
  /**
   * String, length 1 to 20. Conditional.
   */
  phone?: string;
}
/**
 * For some payment types the merchant must supply the source-of-funds details in sourceOfFunds.provided. Card details can combine explicit details, a session and a token, with precedence explicit, then session, then token.
 *
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseSourceOfFunds {
  provided?: InitiateBrowserPaymentResponseSourceOfFundsProvided;
  /**
   * Enumeration (partial list, other values accepted). Conditional.
   */
  type?: "CARD" | (string & {});
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseSourceOfFundsProvided {
  card?: InitiateBrowserPaymentResponseSourceOfFundsProvidedCard;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseSourceOfFundsProvidedCard {
  /**
   * Enumeration (partial list, other values accepted). Always provided.
   */
  brand: "LOCAL_BRAND_ONLY" | "UNKNOWN" | (string & {});
  expiry?: InitiateBrowserPaymentResponseSourceOfFundsProvidedCardExpiry;
  /**
   * Enumeration. Always provided.
   */
  fundingMethod: "CHARGE" | "CREDIT" | "DEBIT" | "UNKNOWN";
  holder?: InitiateBrowserPaymentResponseSourceOfFundsProvidedCardHolder;
  /**
   * Enumeration (partial list, other values accepted). Conditional.
   */
  localBrand?: string & {};
  /**
   * Masked. By default the number is masked as first 6 and last 4 digits. Unmasking needs permission, responseControls.sensitiveData set to UNMASK, and certificate authentication.
   *
   * Digits, length 9 to 19, characters [0-9x]. Always provided.
   */
  number: string;
  /**
   * Enumeration (partial list, other values accepted). Always provided.
   */
  scheme: "OTHER" | (string & {});
  /**
   * Alphanumeric, length 1 to 2, characters [0-9a-zA-Z]. Conditional.
   */
  securityCodePresence?: string;
  /**
   * Digits, length exactly 3, characters [0-9]. Conditional.
   */
  sequenceNumber?: string;
  /**
   * Boolean. Conditional.
   */
  trackDataProvided?: boolean;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseSourceOfFundsProvidedCardExpiry {
  /**
   * Digits 1-12
   *
   * Digits, length 1 to 2, characters [0-9], pattern ^(0?[1-9]|1[0-2])$. Always provided.
   */
  month: string;
  /**
   * The year is 2000 plus the value.
   *
   * Digits, length exactly 2, characters [0-9]. Always provided.
   */
  year: string;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseSourceOfFundsProvidedCardHolder {
  /**
   * String, length 1 to 50. Conditional.
   */
  firstName?: string;
  /**
   * String, length 1 to 50. Conditional.
   */
  lastName?: string;
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseTransaction {
  acquirer?: InitiateBrowserPaymentResponseTransactionAcquirer;
  /**
   * BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
   */
  amount: string | number;
  /**
   * AsciiText, length 1 to 100, characters [\x00-\x7F]. Conditional.
   */
  authorizationCode?: string;
  /**
   * Only for batch uploads.
   *
   * String, length 1 to 512. Conditional.
   */
  batchName?: string;
  /**
   * UpperAlpha, length exactly 3, characters [A-Z]. Always provided.
   */
  currency: string;
  /**
   * Enumeration. Conditional.
   */
  frequency?: "INSTALLMENT" | "RECURRING" | "SINGLE";
  /**
   * String, length 1 to 40. Always provided.
   */
  id: string;
  /**
   * Array of Object. Conditional.
   */
  item?: InitiateBrowserPaymentResponseTransactionItem[];
  /**
   * String, length 1 to 250. Conditional.
   */
  merchantNote?: string;
  /**
   * AsciiText, length 1 to 100, characters [\x00-\x7F]. Conditional.
   */
  receipt?: string;
  /**
   * String, length 1 to 40. Conditional.
   */
  reference?: string;
  /**
   * Response of Initiate Browser Payment: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE. Authorize request also allows MERCHANT and PAYER_PRESENT. It can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
   *
   * Enumeration. Conditional.
   */
  source?: "CALL_CENTRE" | "CARD_PRESENT" | "INTERNET" | "MAIL_ORDER" | "MOTO" | "TELEPHONE_ORDER" | "VOICE_RESPONSE";
  /**
   * Default for a full capture is the order tax amount.
   *
   * BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  taxAmount?: string | number;
  /**
   * String, length 1 to 16. Conditional.
   */
  terminal?: string;
  /**
   * Enumeration. Always provided.
   */
  type:
    | "AUTHORIZATION"
    | "AUTHORIZATION_UPDATE"
    | "CAPTURE"
    | "PAYMENT"
    | "REFUND"
    | "VERIFICATION"
    | "VOID_AUTHORIZATION"
    | "VOID_CAPTURE"
    | "VOID_PAYMENT"
    | "VOID_REFUND";
}
/**
 * Object. Conditional.
 */
export interface InitiateBrowserPaymentResponseTransactionAcquirer {
  /**
   * Integer, min 1, max 2147483647. Conditional.
   */
  batch?: number;
  /**
   * 1-4000 in responses. 1-2048 in requests. Must not contain sensitive data.
   *
   * String, length 1 to 4000. Conditional.
   */
  customData?: string;
  /**
   * String, length 1 to 4000. Conditional.
   */
  date?: string;
  /**
   * String, length 1 to 40. Always provided.
   */
  id: string;
  /**
   * String, length 1 to 4000. Conditional.
   */
  time?: string;
}
export interface InitiateBrowserPaymentResponseTransactionItem {
  /**
   * String, length 1 to 127. Conditional.
   */
  description?: string;
  /**
   * String, length 1 to 127. Always provided.
   */
  name: string;
  /**
   * Integer, min 1, max 9999999999999999. Always provided.
   */
  quantity: number;
  /**
   * String, length 1 to 127. Conditional.
   */
  sku?: string;
  /**
   * bounded -1000000000000..1000000000000
   *
   * BoundedDecimal, min -1000000000000, max 1000000000000, at most 3 digits after the point, pattern ^-?[0-9]+(\.[0-9]+)?$. Always provided.
   */
  unitPrice: string | number;
  /**
   * BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  unitTaxAmount?: string | number;
}
