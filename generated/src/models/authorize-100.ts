/* Generated from spec/ by the gateway generator. Do not edit. */

/**
 * Asks a financial institution to confirm that the payment information is valid and that funds are available in the payer's account, for a proposed funds transfer.
 */
export interface AuthorizeRequest {
  /**
   * Selects the operation: always AUTHORIZE.
   *
   * Enumeration. Required.
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
   *
   * String, length 1 to 100, pattern ^[^ ]*$. Optional.
   */
  lineOfBusiness?: string;
  order: AuthorizeRequestOrder;
  shipping?: AuthorizeRequestShipping;
  transaction?: AuthorizeRequestTransaction;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestAccountFunding {
  /**
   * OTHER default. Verify adds HIGH_RISK_SECURITIES.
   *
   * Enumeration. Optional.
   */
  purpose?: "CRYPTOCURRENCY_PURCHASE" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL";
  recipient?: AuthorizeRequestAccountFundingRecipient;
  /**
   * Boolean. Optional.
   */
  senderIsRecipient?: boolean;
  /**
   * Enumeration. Optional.
   */
  senderType?: "COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON";
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestAccountFundingRecipient {
  address?: AuthorizeRequestAccountFundingRecipientAddress;
  /**
   * String, length 1 to 50. Optional.
   */
  firstName?: string;
  identification?: AuthorizeRequestAccountFundingRecipientIdentification;
  /**
   * String, length 1 to 50. Optional.
   */
  lastName?: string;
  /**
   * String, length 1 to 50. Optional.
   */
  middleName?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestAccountFundingRecipientAddress {
  /**
   * String, length 1 to 100. Optional.
   */
  city?: string;
  /**
   * ISO alpha-3 country code.
   *
   * UpperAlpha, length exactly 3, characters [A-Z]. Optional.
   */
  country?: string;
  /**
   * AlphanumericPlus, length 1 to 10, characters [0-9a-zA-Z \-]. Optional.
   */
  postCodeZip?: string;
  /**
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
export interface AuthorizeRequestAccountFundingRecipientIdentification {
  /**
   * 3 letters
   *
   * UpperAlpha, length exactly 3, characters [A-Z]. Optional.
   */
  country?: string;
  /**
   * Enumeration (partial list, other values accepted). Optional.
   */
  type?:
    | "ALIEN_REGISTRATION_NUMBER"
    | "BUSINESS_TAX_ID"
    | "COMPANY_REGISTRATION_NUMBER"
    | "CUSTOMER_IDENTIFICATION"
    | "DATE_OF_BIRTH"
    | "DRIVERS_LICENSE"
    | "EMAIL"
    | "GOVERNMENT_ISSUED"
    | "INDIVIDUAL_TAX_ID"
    | "LAW_ENFORCEMENT_IDENTIFICATION"
    | "MILITARY_IDENTIFICATION"
    | "NATIONAL_IDENTIFICATION_CARD"
    | "OTHER"
    | "PASSPORT"
    | "PHONE_NUMBER"
    | "PROXY_IDENTIFICATION"
    | "SOCIAL_SECURITY_NUMBER"
    | "TRAVEL_IDENTIFICATION"
    | (string & {});
  /**
   * String, length 1 to 50. Optional.
   */
  value?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestAgreement {
  /**
   * Needed for recurring.
   *
   * Enumeration. Optional.
   */
  amountVariability?: "FIXED" | "VARIABLE";
  /**
   * No sensitive data.
   *
   * String, length 1 to 2048. Optional.
   */
  customData?: string;
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
   */
  expiryDate?: string;
  /**
   * Required when stored details are used for recurring, installment, unscheduled or industry-practice payments.
   *
   * String, length 1 to 100. Optional.
   */
  id?: string;
  /**
   * In the order currency.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  maximumAmountPerPayment?: string | number;
  /**
   * In the order currency.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  minimumAmountPerPayment?: string | number;
  /**
   * Integer, min 1, max 9999. Optional.
   */
  minimumDaysBetweenPayments?: number;
  /**
   * Integer, min 1, max 999. Optional.
   */
  numberOfPayments?: number;
  /**
   * Enumeration. Optional.
   */
  paymentFrequency?:
    "AD_HOC" | "DAILY" | "FORTNIGHTLY" | "MONTHLY" | "OTHER" | "QUARTERLY" | "TWICE_YEARLY" | "WEEKLY" | "YEARLY";
  retailer?: AuthorizeRequestAgreementRetailer;
  /**
   * Not in the past.
   *
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
   */
  startDate?: string;
  /**
   * Given on the first payment of a series.
   *
   * Enumeration. Optional.
   */
  type?: "INSTALLMENT" | "OTHER" | "RECURRING" | "UNSCHEDULED";
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestAgreementRetailer {
  /**
   * String, length 1 to 10. Optional.
   */
  abbreviatedTradingName?: string;
  /**
   * String, length 1 to 4. Optional.
   */
  merchantCategoryCode?: string;
  /**
   * String, length 1 to 100. Optional.
   */
  tradingName?: string;
}
/**
 * The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
 *
 * Object. Optional.
 */
export interface AuthorizeRequestAirline {
  /**
   * Alphanumeric, length 6 to 15, characters [0-9a-zA-Z]. Optional.
   */
  bookingReference?: string;
  /**
   * Enumeration (partial list, other values accepted). Optional.
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
  itinerary?: AuthorizeRequestAirlineItinerary;
  /**
   * Array of Object. Optional.
   */
  passenger?: AuthorizeRequestAirlinePassenger[];
  /**
   * Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Optional.
   */
  planNumber?: string;
  ticket?: AuthorizeRequestAirlineTicket;
  /**
   * Enumeration. Optional.
   */
  transactionType?:
    "EXCHANGE_TICKET" | "MISCELLANEOUS_CHARGE" | "REFUND" | "REVERSAL" | "TICKET_PURCHASE" | "TOUR_ORDER";
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestAirlineItinerary {
  /**
   * Array of Object. Optional.
   */
  leg?: AuthorizeRequestAirlineItineraryLeg[];
  /**
   * Digits, length 1 to 3, characters [0-9]. Optional.
   */
  numberInParty?: string;
  /**
   * UpperAlpha, length exactly 3, characters [A-Z]. Optional.
   */
  originCountry?: string;
}
export interface AuthorizeRequestAirlineItineraryLeg {
  /**
   * Two word characters, or three digits, or two word characters, a slash and three digits.
   *
   * Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Optional.
   */
  carrierCode?: string;
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional.
   */
  conjunctionTicketNumber?: string;
  /**
   * Alphanumeric, length exactly 1, characters [0-9a-zA-Z]. Optional.
   */
  couponNumber?: string;
  /**
   * UpperAlpha, length exactly 3, characters [A-Z]. Optional.
   */
  departureAirport?: string;
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
   */
  departureDate?: string;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  departureTax?: string | number;
  /**
   * Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Optional.
   */
  departureTime?: string;
  /**
   * UpperAlpha, length exactly 3, characters [A-Z]. Optional.
   */
  destinationAirport?: string;
  /**
   * In Verify and Authorize only.
   *
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
   */
  destinationArrivalDate?: string;
  /**
   * Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Optional.
   */
  destinationArrivalTime?: string;
  /**
   * Alphanumeric, length 1 to 20, characters [0-9a-zA-Z]. Optional.
   */
  endorsementsRestrictions?: string;
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional.
   */
  exchangeTicketNumber?: string;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  fare?: string | number;
  /**
   * Alphanumeric (+ space in Verify and Authorize)
   *
   * AlphanumericPlus, length 1 to 24, characters [0-9a-zA-Z ]. Optional.
   */
  fareBasis?: string;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  fees?: string | number;
  /**
   * Alphanumeric, length 4 to 6, characters [0-9a-zA-Z]. Optional.
   */
  flightNumber?: string;
  /**
   * Boolean. Optional.
   */
  stopoverPermitted?: boolean;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  taxes?: string | number;
  /**
   * Alphanumeric, length 1 to 3, characters [0-9a-zA-Z]. Optional.
   */
  travelClass?: string;
}
export interface AuthorizeRequestAirlinePassenger {
  /**
   * String, length 1 to 50. Optional.
   */
  firstName?: string;
  /**
   * Not in the Initiate response.
   *
   * String, length 1 to 20. Optional.
   */
  frequentFlyerNumber?: string;
  /**
   * String, length 1 to 20. Optional.
   */
  lastName?: string;
  /**
   * String, length 1 to 50. Optional.
   */
  middleName?: string;
  /**
   * Alphanumeric, length 1 to 59, characters [0-9a-zA-Z]. Optional.
   */
  specificInformation?: string;
  /**
   * String, length 1 to 20. Optional.
   */
  title?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestAirlineTicket {
  /**
   * Boolean. Optional.
   */
  conjunctionTicketIndicator?: boolean;
  /**
   * Boolean. Optional.
   */
  eTicket?: boolean;
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional.
   */
  exchangedTicketNumber?: string;
  issue?: AuthorizeRequestAirlineTicketIssue;
  /**
   * Boolean. Optional.
   */
  restricted?: boolean;
  /**
   * Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.
   *
   * Array of Object. Optional.
   */
  taxOrFee?: AuthorizeRequestAirlineTicketTaxOrFee[];
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional.
   */
  ticketNumber?: string;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  totalFare?: string | number;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  totalFees?: string | number;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  totalTaxes?: string | number;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestAirlineTicketIssue {
  /**
   * String, length 1 to 16. Optional.
   */
  address?: string;
  /**
   * As leg carrier code.
   *
   * Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Optional.
   */
  carrierCode?: string;
  /**
   * Alphanumeric, length 1 to 25, characters [0-9a-zA-Z]. Optional.
   */
  carrierName?: string;
  /**
   * String, length 1 to 100. Optional.
   */
  city?: string;
  /**
   * UpperAlpha, length exactly 3, characters [A-Z]. Optional.
   */
  country?: string;
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
   */
  date?: string;
  /**
   * Alphanumeric, length 8 to 9, characters [0-9a-zA-Z]. Optional.
   */
  travelAgentCode?: string;
  /**
   * Alphanumeric + additional characters, 1-30
   *
   * String, length 1 to 30. Optional.
   */
  travelAgentName?: string;
}
export interface AuthorizeRequestAirlineTicketTaxOrFee {
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  amount?: string | number;
  /**
   * IATA code.
   *
   * Alphanumeric, length exactly 3, characters [0-9a-zA-Z]. Optional.
   */
  type?: string;
}
/**
 * Authentication group (Verify and Authorize requests).
 *
 * Object. Optional.
 */
export interface AuthorizeRequestAuthentication {
  "3ds"?: AuthorizeRequestAuthentication3Ds;
  "3ds1"?: AuthorizeRequestAuthentication3Ds1;
  "3ds2"?: AuthorizeRequestAuthentication3Ds2;
  /**
   * Amount for which authentication was done.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  amount?: string | number;
  /**
   * DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Optional.
   */
  time?: string;
  /**
   * Id used for an earlier Initiate Authentication operation at the gateway.
   *
   * String, length 1 to 40. Optional.
   */
  transactionId?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestAuthentication3Ds {
  /**
   * Alphanumeric, length 1 to 2, characters [0-9a-zA-Z]. Optional.
   */
  acsEci?: string;
  /**
   * Used unaltered.
   *
   * Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Optional.
   */
  authenticationToken?: string;
  /**
   * For version 1 it is the XID in base64. For version 2 it is the directory server id.
   *
   * String, length 1 to 50. Optional.
   */
  transactionId?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestAuthentication3Ds1 {
  /**
   * Alpha, length exactly 1, characters [a-zA-Z]. Optional.
   */
  paResStatus?: string;
  /**
   * Alpha, length exactly 1, characters [a-zA-Z]. Optional.
   */
  veResEnrolled?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestAuthentication3Ds2 {
  /**
   * String, length 0 to 32. Optional.
   */
  acsReference?: string;
  /**
   * String, length exactly 36. Optional.
   */
  acsTransactionId?: string;
  /**
   * Required for co-branded cards authenticated by an external provider.
   *
   * Enumeration (partial list, other values accepted). Optional.
   */
  authenticationScheme?: string & {};
  /**
   * JsonText, length 1 to 4000, format json. Optional.
   */
  custom?: string;
  /**
   * String, length 0 to 32. Optional.
   */
  dsReference?: string;
  /**
   * AlphanumericPlus, length 1 to 20, characters [0-9a-zA-Z.]. Optional.
   */
  protocolVersion?: string;
  /**
   * String, length exactly 2. Optional.
   */
  statusReasonCode?: string;
  /**
   * For example Y, N, U, A, R.
   *
   * Alpha, length exactly 1, characters [a-zA-Z]. Optional.
   */
  transactionStatus?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestCustomer {
  /**
   * Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Optional.
   */
  email?: string;
  /**
   * String, length 1 to 50. Optional.
   */
  firstName?: string;
  /**
   * String, length 1 to 50. Optional.
   */
  lastName?: string;
  /**
   * String, length 1 to 50. Optional.
   */
  middleName?: string;
  /**
   * TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
   */
  mobilePhone?: string;
  /**
   * TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
   */
  phone?: string;
  /**
   * String, length 1 to 30. Optional.
   */
  taxRegistrationId?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestDebtRepayment {
  recipient?: AuthorizeRequestDebtRepaymentRecipient;
}
/**
 * Authorize request, all R.
 *
 * Object. Optional.
 */
export interface AuthorizeRequestDebtRepaymentRecipient {
  /**
   * Returned masked.
   *
   * String, length 1 to 50. Required.
   */
  accountIdentifier: string;
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Required.
   */
  dateOfBirth: string;
  /**
   * String, length 1 to 50. Required.
   */
  lastName: string;
  /**
   * String, length 1 to 10. Required.
   */
  postcodeZip: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestDevice {
  /**
   * String, length 1 to 10. Optional.
   */
  ani?: string;
  /**
   * String, length 1 to 2. Optional.
   */
  aniCallType?: string;
  /**
   * String, length 1 to 2048. Optional.
   */
  browser?: string;
  /**
   * String, length 1 to 4000. Optional.
   */
  fingerprint?: string;
  /**
   * String, length 1 to 60. Optional.
   */
  hostname?: string;
  /**
   * IPv4 or IPv6; IPv6 is only used for EMV 3DS authentication.
   *
   * String, length 7 to 45. Optional.
   */
  ipAddress?: string;
  /**
   * String, length 1 to 255. Optional.
   */
  mobilePhoneModel?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestExternalTokenProvider {
  /**
   * String, length 1 to 4000. Optional.
   */
  customData?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestInitiator {
  /**
   * String, length 1 to 256. Optional.
   */
  userId?: string;
}
/**
 * Object. Required.
 */
export interface AuthorizeRequestOrder {
  /**
   * Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.
   *
   * Boolean. Optional.
   */
  acceptPartialAmount?: boolean;
  /**
   * Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  amount?: string | number;
  /**
   * Included in order.amount (Authorize request; the field corresponds to EMV tag 9F03).
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  cashbackAmount?: string | number;
  /**
   * The gateway uses the provider default if absent.
   *
   * Enumeration. Optional.
   */
  certainty?: "ESTIMATED" | "FINAL";
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
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
   */
  customerOrderDate?: string;
  /**
   * AsciiText, length 0 to 25, characters [\x00-\x7F]. Optional.
   */
  customerReference?: string;
  /**
   * String, length 1 to 127. Optional.
   */
  description?: string;
  discount?: AuthorizeRequestOrderDiscount;
  /**
   * Decimal, bounded form.
   *
   * BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  dutyAmount?: string | number;
  /**
   * Included in order.amount.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  gratuityAmount?: string | number;
  /**
   * Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.
   *
   * Enumeration. Optional.
   */
  industryPracticePaymentReason?: "DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT";
  /**
   * String, length 1 to 25. Optional.
   */
  invoiceNumber?: string;
  /**
   * Array of Object. Optional.
   */
  item?: AuthorizeRequestOrderItem[];
  /**
   * Authorize request. If omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  itemAmount?: string | number;
  /**
   * String, length 1 to 25. Optional.
   */
  localTaxRegistrationId?: string;
  /**
   * Overrides the default for the acquirer link.
   *
   * Digits, length exactly 4, characters [0-9]. Optional.
   */
  merchantCategoryCode?: string;
  merchantCharge?: AuthorizeRequestOrderMerchantCharge;
  /**
   * Digits, length 1 to 6, characters [0-9]. Optional.
   */
  merchantPartnerIdCode?: string;
  /**
   * Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  netAmount?: string | number;
  /**
   * Webhook target (see Events).
   *
   * Url, format url. Optional.
   */
  notificationUrl?: string;
  /**
   * String, length 1 to 40. Optional.
   */
  owningEntity?: string;
  /**
   * Verify: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. Authorize: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. The account-funding value ACCOUNT_FUNDING is referred to as a purchase type. It must be set when money is pulled from an account to credit another. A value is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
   *
   * Enumeration. Optional.
   */
  purchaseType?: "CRYPTOCURRENCY" | "DEBT_REPAYMENT" | "HIGH_RISK_SECURITIES" | "OTHER";
  /**
   * 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
   *
   * String, length 1 to 40. Optional.
   */
  reference?: string;
  /**
   * String, length 1 to 100. Optional.
   */
  requestorName?: string;
  reward?: AuthorizeRequestOrderReward;
  /**
   * Includes taxes on shipping and handling.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  shippingAndHandlingAmount?: string | number;
  /**
   * Included in the shipping and handling amount. Decimal, bounded form.
   *
   * BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  shippingAndHandlingTaxAmount?: string | number;
  /**
   * Bounded form, max 1000000000000000000, at most 4 decimals (2.5 percent is written 0.025). Decimal, bounded form, max 1000000000000000000, at most 4 decimals.
   *
   * BoundedDecimal, min 0, max 1000000000000000000, at most 4 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  shippingAndHandlingTaxRate?: string | number;
  statementDescriptor?: AuthorizeRequestOrderStatementDescriptor;
  subMerchant?: AuthorizeRequestOrderSubMerchant;
  /**
   * Array of Object. Optional.
   */
  tax?: AuthorizeRequestOrderTax[];
  /**
   * Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  taxAmount?: string | number;
  /**
   * String, length 1 to 30. Optional.
   */
  taxRegistrationId?: string;
  /**
   * Enumeration. Optional.
   */
  taxStatus?: "EXEMPT" | "NOT_EXEMPT" | "NOT_PROVIDED";
  transactionFiltering?: AuthorizeRequestOrderTransactionFiltering;
}
/**
 * Price reduction applied to the order.
 *
 * Object. Optional.
 */
export interface AuthorizeRequestOrderDiscount {
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  amount?: string | number;
  /**
   * String, length 1 to 40. Optional.
   */
  code?: string;
  /**
   * String, length 1 to 127. Optional.
   */
  description?: string;
}
export interface AuthorizeRequestOrderItem {
  /**
   * String, length 1 to 127. Optional.
   */
  brand?: string;
  /**
   * String, length 1 to 127. Optional.
   */
  category?: string;
  /**
   * String, length 1 to 127. Optional.
   */
  description?: string;
  detail?: AuthorizeRequestOrderItemDetail;
  /**
   * https URI
   *
   * Url, pattern ^https:, format url. Optional.
   */
  image?: string;
  /**
   * Enumeration. Optional.
   */
  industryCategory?: "HEALTHCARE_DENTAL" | "HEALTHCARE_OTHER" | "HEALTHCARE_PRESCRIPTION" | "HEALTHCARE_VISION";
  /**
   * String, length 1 to 127. Required.
   */
  name: string;
  /**
   * Decimal string greater than zero, length 0-30
   *
   * Decimal, length 0 to 30, greater than 0, pattern ^[0-9]+(\.[0-9]+)?$. Required.
   */
  quantity: string | number;
  /**
   * String, length 1 to 127. Optional.
   */
  sku?: string;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  unitDiscountAmount?: string | number;
  /**
   * String, length 1 to 10. Optional.
   */
  unitOfMeasure?: string;
  /**
   * decimal string allowing '-'
   *
   * Decimal, length 1 to 14, pattern ^-?[0-9]+(\.[0-9]+)?$. Required.
   */
  unitPrice: string | number;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  unitTaxAmount?: string | number;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestOrderItemDetail {
  /**
   * JsonText, length 1 to 4000, format json. Optional.
   */
  acquirerCustom?: string;
  /**
   * Digits, characters [0-9]. Optional.
   */
  commodityCode?: string;
  /**
   * Array of Object. Optional.
   */
  tax?: AuthorizeRequestOrderItemDetailTax[];
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  unitDiscountRate?: string | number;
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  unitTaxRate?: string | number;
  /**
   * String, length 1 to 10. Optional.
   */
  unitTaxType?: string;
  /**
   * Digits, characters [0-9]. Optional.
   */
  unspsc?: string;
  /**
   * Digits, characters [0-9]. Optional.
   */
  upc?: string;
}
export interface AuthorizeRequestOrderItemDetailTax {
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  amount?: string | number;
  /**
   * Decimal, length 1 to 6, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  rate?: string | number;
  /**
   * String, length 1 to 50. Optional.
   */
  type?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestOrderMerchantCharge {
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  amount?: string | number;
  /**
   * R in requests when the group is given.
   *
   * Enumeration. Required.
   */
  type: "SURCHARGE";
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestOrderReward {
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  amount?: string | number;
  /**
   * R within the group. Its presence means rewards are redeemed. Alphanumeric plus '-', '_', ' ', '&', '+', '!', '$', '%', '.', '='
   *
   * AlphanumericPlus, length 1 to 100, characters [0-9a-zA-Z\-_ &+!$%.=]. Required.
   */
  balanceId: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestOrderStatementDescriptor {
  address?: AuthorizeRequestOrderStatementDescriptorAddress;
  /**
   * String, length 1 to 100. Optional.
   */
  name?: string;
  /**
   * String, length 1 to 20. Optional.
   */
  phone?: string;
  /**
   * Url, format url. Optional.
   */
  websiteUrl?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestOrderStatementDescriptorAddress {
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
 * For aggregators. Must be on the first transaction of an order; later transactions that carry it are rejected.
 *
 * Object. Optional.
 */
export interface AuthorizeRequestOrderSubMerchant {
  address?: AuthorizeRequestOrderSubMerchantAddress;
  /**
   * Digits, length exactly 4, characters [0-9]. Optional.
   */
  bankIndustryCode?: string;
  /**
   * Only after a scheme notice of high disputes.
   *
   * TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
   */
  disputeContactPhone?: string;
  /**
   * Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Optional.
   */
  email?: string;
  /**
   * 3 letters
   *
   * UpperAlpha, length exactly 3, characters [A-Z]. Optional.
   */
  governmentCountryCode?: string;
  /**
   * String, length 1 to 100. Required.
   */
  identifier: string;
  /**
   * String, length 1 to 11. Optional.
   */
  marketplaceId?: string;
  /**
   * String, length 1 to 20. Optional.
   */
  phone?: string;
  /**
   * String, length 1 to 100. Optional.
   */
  registeredName?: string;
  /**
   * Limit 21 characters for one card scheme and 27 for another, 36 with the aggregator name.
   *
   * String, length 1 to 100. Required.
   */
  tradingName: string;
  /**
   * Url, format url. Optional.
   */
  websiteUrl?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestOrderSubMerchantAddress {
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
export interface AuthorizeRequestOrderTax {
  /**
   * Tax amount per tax type.
   *
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  amount?: string | number;
  /**
   * Decimal, length 1 to 6, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  rate?: string | number;
  /**
   * String, length 1 to 50. Optional.
   */
  type?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestOrderTransactionFiltering {
  /**
   * Overrides the configured address verification rules for the order.
   *
   * Array of Object. Optional.
   */
  avsResponseCodeRules?: AuthorizeRequestOrderTransactionFilteringAvsResponseCodeRules[];
}
export interface AuthorizeRequestOrderTransactionFilteringAvsResponseCodeRules {
  /**
   * Enumeration. Required.
   */
  action: "NO_ACTION" | "REJECT" | "REVIEW";
  /**
   * Enumeration (partial list, other values accepted). Required.
   */
  avsResponseCode: "ADDRESS_MATCH" | "ADDRESS_ZIP_MATCH" | "NAME_ADDRESS_MATCH" | "NAME_MATCH" | (string & {});
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestShipping {
  contact?: AuthorizeRequestShippingContact;
  /**
   * Enumeration. Optional.
   */
  method?: "ELECTRONIC" | "GROUND" | "NOT_SHIPPED" | "OVERNIGHT" | "PICKUP" | "PRIORITY" | "SAME_DAY";
  origin?: AuthorizeRequestShippingOrigin;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestShippingContact {
  /**
   * TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
   */
  mobilePhone?: string;
  /**
   * TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
   */
  phone?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestShippingOrigin {
  /**
   * String, length 1 to 10. Optional.
   */
  postcodeZip?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestTransaction {
  acquirer?: AuthorizeRequestTransactionAcquirer;
  /**
   * AsciiText, length 1 to 100, characters [\x00-\x7F]. Optional.
   */
  authorizationCode?: string;
  /**
   * Only for batch uploads.
   *
   * String, length 1 to 512. Optional.
   */
  batchName?: string;
  /**
   * Submission deferred because of connectivity or system issues.
   *
   * Boolean. Optional.
   */
  deferredAuthorization?: boolean;
  /**
   * Enumeration. Optional.
   */
  frequency?: "INSTALLMENT" | "RECURRING" | "SINGLE";
  /**
   * String, length 1 to 250. Optional.
   */
  merchantNote?: string;
  multiCurrencyPricing?: AuthorizeRequestTransactionMultiCurrencyPricing;
  /**
   * Enumeration. Optional.
   */
  payerConsentForStoringCardDetails?: "MERCHANT_INITIATED_PAYMENTS" | "PAYER_DECLINED" | "PAYER_INITIATED_PAYMENTS";
  /**
   * AsciiText, length 1 to 100, characters [\x00-\x7F]. Optional.
   */
  receipt?: string;
  /**
   * String, length 1 to 40. Optional.
   */
  reference?: string;
  relatedTransactions?: AuthorizeRequestTransactionRelatedTransactions;
  /**
   * Merchant-initiated resubmission after a failure for insufficient funds.
   *
   * Boolean. Optional.
   */
  resubmission?: boolean;
  serviceLocation?: AuthorizeRequestTransactionServiceLocation;
  /**
   * Response of Initiate Browser Payment: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE. Authorize request also allows MERCHANT and PAYER_PRESENT. It can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
   *
   * Enumeration. Optional.
   */
  source?:
    | "CALL_CENTRE"
    | "CARD_PRESENT"
    | "INTERNET"
    | "MAIL_ORDER"
    | "MERCHANT"
    | "MOTO"
    | "PAYER_PRESENT"
    | "TELEPHONE_ORDER"
    | "VOICE_RESPONSE";
  /**
   * Refers to another transaction on the order.
   *
   * String, length 1 to 40. Optional.
   */
  targetTransactionId?: string;
  /**
   * Default for a full capture is the order tax amount.
   *
   * BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   */
  taxAmount?: string | number;
  /**
   * String, length 1 to 16. Optional.
   */
  terminal?: string;
  transit?: AuthorizeRequestTransactionTransit;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestTransactionAcquirer {
  /**
   * Integer, min 1, max 2147483647. Optional.
   */
  batch?: number;
  /**
   * 1-4000 in responses. 1-2048 in requests. Must not contain sensitive data.
   *
   * String, length 1 to 2048. Optional.
   */
  customData?: string;
  /**
   * String, length 1 to 4000. Optional.
   */
  date?: string;
  /**
   * String, length 1 to 4000. Optional.
   */
  time?: string;
  /**
   * The scheme transaction id, needed when the payer-initiated transaction, or the payment being refunded, was processed outside the gateway. Also used for resubmissions and payments in a series.
   *
   * String, length 1 to 15. Optional.
   */
  traceId?: string;
  /**
   * Value passed to the acquirer in place of the order.id.
   *
   * String, length 1 to 100. Optional.
   */
  transactionId?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestTransactionMultiCurrencyPricing {
  rate?: AuthorizeRequestTransactionMultiCurrencyPricingRate;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestTransactionMultiCurrencyPricingRate {
  /**
   * Quote id from a shopping options inquiry.
   *
   * String, length 1 to 100. Optional.
   */
  quoteId?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestTransactionRelatedTransactions {
  firstTransactionInTheSeries?: AuthorizeRequestTransactionRelatedTransactionsFirstTransactionInTheSeries;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestTransactionRelatedTransactionsFirstTransactionInTheSeries {
  /**
   * Enumeration. Optional.
   */
  source?: "CALL_CENTRE" | "INTERNET" | "MAIL_ORDER" | "MOTO" | "TELEPHONE_ORDER" | "VOICE_RESPONSE";
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestTransactionServiceLocation {
  /**
   * String, length 1 to 100. Optional.
   */
  city?: string;
  /**
   * 3 letters
   *
   * UpperAlpha, length exactly 3, characters [A-Z]. Optional.
   */
  country?: string;
  /**
   * String, length 1 to 10. Optional.
   */
  postCodeZip?: string;
  /**
   * String, length 1 to 3. Optional.
   */
  stateProvinceCode?: string;
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestTransactionTransit {
  aggregatedFare?: AuthorizeRequestTransactionTransitAggregatedFare;
  knownFare?: AuthorizeRequestTransactionTransitKnownFare;
}
/**
 * Authorize request, all R within the group.
 *
 * Object. Optional.
 */
export interface AuthorizeRequestTransactionTransitAggregatedFare {
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Required.
   */
  aggregationStartDate: string;
  /**
   * Enumeration (partial list, other values accepted). Required.
   */
  transportationMode: "CABLE_CAR" | "WATER_BORNE_VEHICLE" | (string & {});
  /**
   * Enumeration. Required.
   */
  type: "DEBT_RECOVERY_MERCHANT_INITIATED" | "DEBT_RECOVERY_PAYER_INITIATED" | "DEBT_RECOVERY_TAP_INITIATED" | "FARE";
}
/**
 * Object. Optional.
 */
export interface AuthorizeRequestTransactionTransitKnownFare {
  /**
   * Enumeration. Optional.
   */
  type?:
    | "DEBT_RECOVERY_MERCHANT_INITIATED"
    | "DEBT_RECOVERY_PAYER_INITIATED"
    | "DEBT_RECOVERY_TAP_INITIATED"
    | "FARE_DEFERRED_AUTHORIZATION"
    | "FARE_REAL_TIME_AUTHORIZATION";
}

/* Generated from spec/ by the gateway generator. Do not edit. */

/**
 * Asks a financial institution to confirm that the payment information is valid and that funds are available in the payer's account, for a proposed funds transfer.
 */
export interface AuthorizeResponse {
  accountFunding?: AuthorizeResponseAccountFunding;
  action?: AuthorizeResponseAction;
  airline?: AuthorizeResponseAirline;
  /**
   * Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters. same rule as {merchantId}
   *
   * AlphanumericPlus, length 1 to 40, characters [0-9a-zA-Z\-_]. Always provided.
   */
  merchant: string;
  order?: AuthorizeResponseOrder;
  transaction?: AuthorizeResponseTransaction;
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
export interface AuthorizeResponseAccountFunding {
  /**
   * OTHER default. Verify adds HIGH_RISK_SECURITIES.
   *
   * Enumeration. Conditional.
   */
  purpose?: "CRYPTOCURRENCY_PURCHASE" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL";
  recipient?: AuthorizeResponseAccountFundingRecipient;
  /**
   * Gateway generated.
   *
   * String, length 1 to 50. Always provided.
   */
  reference: string;
  /**
   * Boolean. Conditional.
   */
  senderIsRecipient?: boolean;
  /**
   * Enumeration. Conditional.
   */
  senderType?: "COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON";
}
/**
 * Object. Conditional.
 */
export interface AuthorizeResponseAccountFundingRecipient {
  address?: AuthorizeResponseAccountFundingRecipientAddress;
  /**
   * String, length 1 to 50. Conditional.
   */
  firstName?: string;
  identification?: AuthorizeResponseAccountFundingRecipientIdentification;
  /**
   * String, length 1 to 50. Conditional.
   */
  lastName?: string;
  /**
   * String, length 1 to 50. Conditional.
   */
  middleName?: string;
}
/**
 * Object. Conditional.
 */
export interface AuthorizeResponseAccountFundingRecipientAddress {
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
   * AlphanumericPlus, length 1 to 10, characters [0-9a-zA-Z \-]. Conditional.
   */
  postCodeZip?: string;
  /**
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
export interface AuthorizeResponseAccountFundingRecipientIdentification {
  /**
   * 3 letters
   *
   * UpperAlpha, length exactly 3, characters [A-Z]. Conditional.
   */
  country?: string;
  /**
   * Enumeration (partial list, other values accepted). Conditional.
   */
  type?:
    | "ALIEN_REGISTRATION_NUMBER"
    | "BUSINESS_TAX_ID"
    | "COMPANY_REGISTRATION_NUMBER"
    | "CUSTOMER_IDENTIFICATION"
    | "DATE_OF_BIRTH"
    | "DRIVERS_LICENSE"
    | "EMAIL"
    | "GOVERNMENT_ISSUED"
    | "INDIVIDUAL_TAX_ID"
    | "LAW_ENFORCEMENT_IDENTIFICATION"
    | "MILITARY_IDENTIFICATION"
    | "NATIONAL_IDENTIFICATION_CARD"
    | "OTHER"
    | "PASSPORT"
    | "PHONE_NUMBER"
    | "PROXY_IDENTIFICATION"
    | "SOCIAL_SECURITY_NUMBER"
    | "TRAVEL_IDENTIFICATION"
    | (string & {});
  /**
   * String, length 1 to 50. Conditional.
   */
  value?: string;
}
/**
 * Object. Conditional.
 */
export interface AuthorizeResponseAction {
  /**
   * Boolean. Conditional.
   */
  refundAuthorization?: boolean;
}
/**
 * The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
 *
 * Object. Conditional.
 */
export interface AuthorizeResponseAirline {
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
  itinerary?: AuthorizeResponseAirlineItinerary;
  /**
   * Array of Object. Conditional.
   */
  passenger?: AuthorizeResponseAirlinePassenger[];
  /**
   * Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Conditional.
   */
  planNumber?: string;
  ticket?: AuthorizeResponseAirlineTicket;
}
/**
 * Object. Conditional.
 */
export interface AuthorizeResponseAirlineItinerary {
  /**
   * Array of Object. Conditional.
   */
  leg?: AuthorizeResponseAirlineItineraryLeg[];
  /**
   * Digits, length 1 to 3, characters [0-9]. Conditional.
   */
  numberInParty?: string;
  /**
   * UpperAlpha, length exactly 3, characters [A-Z]. Conditional.
   */
  originCountry?: string;
}
export interface AuthorizeResponseAirlineItineraryLeg {
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
   * In Verify and Authorize only.
   *
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
   */
  destinationArrivalDate?: string;
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
   * AlphanumericPlus, length 1 to 24, characters [0-9a-zA-Z ]. Conditional.
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
export interface AuthorizeResponseAirlinePassenger {
  /**
   * String, length 1 to 50. Conditional.
   */
  firstName?: string;
  /**
   * Not in the Initiate response.
   *
   * String, length 1 to 20. Conditional.
   */
  frequentFlyerNumber?: string;
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
export interface AuthorizeResponseAirlineTicket {
  /**
   * Boolean. Conditional.
   */
  conjunctionTicketIndicator?: boolean;
  /**
   * Boolean. Conditional.
   */
  eTicket?: boolean;
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
   */
  exchangedTicketNumber?: string;
  issue?: AuthorizeResponseAirlineTicketIssue;
  /**
   * Boolean. Conditional.
   */
  restricted?: boolean;
  /**
   * Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.
   *
   * Array of Object. Conditional.
   */
  taxOrFee?: AuthorizeResponseAirlineTicketTaxOrFee[];
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
}
/**
 * Object. Conditional.
 */
export interface AuthorizeResponseAirlineTicketIssue {
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
   * String, length 1 to 100. Conditional.
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
export interface AuthorizeResponseAirlineTicketTaxOrFee {
  /**
   * Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   */
  amount?: string | number;
  /**
   * IATA code.
   *
   * Alphanumeric, length exactly 3, characters [0-9a-zA-Z]. Conditional.
   */
  type?: string;
}
/**
 * Object. Conditional.
 */
export interface AuthorizeResponseOrder {
  /**
   * DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Always provided.
   */
  creationTime: string;
  /**
   * Identifies the order.
   *
   * String, length 1 to 40. Always provided.
   */
  id: string;
  /**
   * DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Always provided.
   */
  lastUpdatedTime: string;
}
/**
 * Object. Conditional.
 */
export interface AuthorizeResponseTransaction {
  /**
   * BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
   */
  amount: string | number;
  /**
   * UpperAlpha, length exactly 3, characters [A-Z]. Always provided.
   */
  currency: string;
  /**
   * String, length 1 to 40. Always provided.
   */
  id: string;
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
