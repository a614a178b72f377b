/* Generated from spec/ by the gateway generator. Do not edit. */

/**
 * Verifies the cardholder's account before a financial transaction is processed, using the verification method the acquirer supports and the data in the request. If the payer was authenticated through the gateway, provide authentication.transactionId; if through another 3-D Secure provider, provide authentication.3ds and authentication.3ds2.
 */
export interface VerifyRequest {
  /**
   * Selects the operation: always VERIFY.
   *
   * Enumeration. Required.
   *
   * Values: VERIFY.
   *
   * @see docs/index.html#verify-100-request-apiOperation
   */
  apiOperation: "VERIFY";
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-accountFunding
   */
  accountFunding?: VerifyRequestAccountFunding;
  /**
   * Authentication group (Verify and Authorize requests).
   *
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication
   */
  authentication?: VerifyRequestAuthentication;
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-billing
   */
  billing?: VerifyRequestBilling;
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-correlationId
   */
  correlationId?: string;
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-customer
   */
  customer?: VerifyRequestCustomer;
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-device
   */
  device?: VerifyRequestDevice;
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-initiator
   */
  initiator?: VerifyRequestInitiator;
  /**
   * Object. Required.
   *
   * @see docs/index.html#verify-100-request-order
   */
  order: VerifyRequestOrder;
}
export interface VerifyRequestAccountFunding {
  /**
   * Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * @see docs/index.html#verify-100-request-accountFunding.foreignExchangeFee
   */
  foreignExchangeFee?: string | number;
  /**
   * OTHER default. Verify adds HIGH_RISK_SECURITIES.
   *
   * Enumeration. Optional.
   *
   * Values: CRYPTOCURRENCY_PURCHASE, HIGH_RISK_SECURITIES, MERCHANT_SETTLEMENT, OTHER, PAYROLL.
   *
   * Default: OTHER.
   *
   * @see docs/index.html#verify-100-request-accountFunding.purpose
   */
  purpose?: "CRYPTOCURRENCY_PURCHASE" | "HIGH_RISK_SECURITIES" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL";
  /**
   * Alphanumeric, length 2 to 6, characters [0-9a-zA-Z]. Optional.
   *
   * Default: ISOTHR.
   *
   * @see docs/index.html#verify-100-request-accountFunding.purposeOfPayment
   */
  purposeOfPayment?: string;
  /**
   * Boolean. Optional.
   *
   * Default: false.
   *
   * @see docs/index.html#verify-100-request-accountFunding.senderIsRecipient
   */
  senderIsRecipient?: boolean;
  /**
   * Enumeration. Optional.
   *
   * Values: COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON.
   *
   * @see docs/index.html#verify-100-request-accountFunding.senderType
   */
  senderType?: "COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON";
}
export interface VerifyRequestAuthentication {
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds
   */
  "3ds"?: VerifyRequestAuthentication3Ds;
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds2
   */
  "3ds2"?: VerifyRequestAuthentication3Ds2;
  /**
   * Amount for which authentication was done.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.amount
   */
  amount?: string | number;
  /**
   * DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.time
   */
  time?: string;
  /**
   * Id used for an earlier Initiate Authentication operation at the gateway.
   *
   * String, length 1 to 40. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.transactionId
   */
  transactionId?: string;
}
export interface VerifyRequestAuthentication3Ds {
  /**
   * Alphanumeric, length 1 to 2, characters [0-9a-zA-Z]. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds.acsEci
   */
  acsEci?: string;
  /**
   * Used unaltered.
   *
   * Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds.authenticationToken
   */
  authenticationToken?: string;
  /**
   * For version 1 it is the XID in base64. For version 2 it is the directory server id.
   *
   * String, length 1 to 50. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds.transactionId
   */
  transactionId?: string;
}
export interface VerifyRequestAuthentication3Ds2 {
  /**
   * String, length 0 to 32. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds2.acsReference
   */
  acsReference?: string;
  /**
   * String, length exactly 36. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds2.acsTransactionId
   */
  acsTransactionId?: string;
  /**
   * Required for co-branded cards authenticated by an external provider.
   *
   * Enumeration. Optional.
   *
   * Values include:  (the list is partial: 11 or 12 values, each the identifier of a card or regional authentication scheme (omitted here because they are company names).)
   *
   * @see docs/index.html#verify-100-request-authentication.3ds2.authenticationScheme
   */
  authenticationScheme?: string & {};
  /**
   * JSON Text, length 1 to 4000, format json. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds2.custom
   */
  custom?: string;
  /**
   * String, length 0 to 32. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds2.dsReference
   */
  dsReference?: string;
  /**
   * Alphanumeric + additional characters, length 1 to 20, characters [0-9a-zA-Z.]. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds2.protocolVersion
   */
  protocolVersion?: string;
  /**
   * String, length exactly 2. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds2.statusReasonCode
   */
  statusReasonCode?: string;
  /**
   * For example Y, N, U, A, R.
   *
   * Alpha, length exactly 1, characters [a-zA-Z]. Optional.
   *
   * @see docs/index.html#verify-100-request-authentication.3ds2.transactionStatus
   */
  transactionStatus?: string;
}
export interface VerifyRequestBilling {
  /**
   * Object (the shared address shape). Optional.
   *
   * @see docs/index.html#verify-100-request-billing.address
   */
  address?: VerifyRequestBillingAddress;
}
export interface VerifyRequestBillingAddress {
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-billing.address.city
   */
  city?: string;
  /**
   * In the Payment Gateway REST Interface: plus company in Verify
   *
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-billing.address.company
   */
  company?: string;
  /**
   * ISO alpha-3 country code.
   *
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
   *
   * @see docs/index.html#verify-100-request-billing.address.country
   */
  country?: string;
  /**
   * In the Payment Gateway REST Interface: Alphanumeric + ' ' and '-'
   *
   * Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Optional.
   *
   * @see docs/index.html#verify-100-request-billing.address.postcodeZip
   */
  postcodeZip?: string;
  /**
   * String, length 1 to 20. Optional.
   *
   * @see docs/index.html#verify-100-request-billing.address.stateProvince
   */
  stateProvince?: string;
  /**
   * ISO 3166-2 subdivision code.
   * In the Payment Gateway REST Interface: (where present)
   *
   * String, length 1 to 3. Optional.
   *
   * @see docs/index.html#verify-100-request-billing.address.stateProvinceCode
   */
  stateProvinceCode?: string;
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-billing.address.street
   */
  street?: string;
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-billing.address.street2
   */
  street2?: string;
}
export interface VerifyRequestCustomer {
  /**
   * Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Optional.
   *
   * @see docs/index.html#verify-100-request-customer.email
   */
  email?: string;
  /**
   * String, length 1 to 50. Optional.
   *
   * @see docs/index.html#verify-100-request-customer.firstName
   */
  firstName?: string;
  /**
   * String, length 1 to 50. Optional.
   *
   * @see docs/index.html#verify-100-request-customer.lastName
   */
  lastName?: string;
  /**
   * String, length 1 to 50. Optional.
   *
   * @see docs/index.html#verify-100-request-customer.middleName
   */
  middleName?: string;
  /**
   * Telephone Number, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
   *
   * @see docs/index.html#verify-100-request-customer.mobilePhone
   */
  mobilePhone?: string;
  /**
   * Telephone Number, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
   *
   * @see docs/index.html#verify-100-request-customer.phone
   */
  phone?: string;
  /**
   * String, length 1 to 30. Optional.
   *
   * @see docs/index.html#verify-100-request-customer.taxRegistrationId
   */
  taxRegistrationId?: string;
}
export interface VerifyRequestDevice {
  /**
   * String, length 1 to 10. Optional.
   *
   * @see docs/index.html#verify-100-request-device.ani
   */
  ani?: string;
  /**
   * String, length 1 to 2. Optional.
   *
   * @see docs/index.html#verify-100-request-device.aniCallType
   */
  aniCallType?: string;
  /**
   * String, length 1 to 2048. Optional.
   *
   * @see docs/index.html#verify-100-request-device.browser
   */
  browser?: string;
  /**
   * String, length 1 to 4000. Optional.
   *
   * @see docs/index.html#verify-100-request-device.fingerprint
   */
  fingerprint?: string;
  /**
   * String, length 1 to 60. Optional.
   *
   * @see docs/index.html#verify-100-request-device.hostname
   */
  hostname?: string;
  /**
   * IPv4 or IPv6; IPv6 is only used for EMV 3DS authentication.
   *
   * String, length 7 to 45. Optional.
   *
   * @see docs/index.html#verify-100-request-device.ipAddress
   */
  ipAddress?: string;
}
export interface VerifyRequestInitiator {
  /**
   * String, length 1 to 256. Optional.
   *
   * @see docs/index.html#verify-100-request-initiator.userId
   */
  userId?: string;
}
export interface VerifyRequestOrder {
  /**
   * Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.
   *
   * Boolean. Optional.
   *
   * @see docs/index.html#verify-100-request-order.acceptPartialAmount
   */
  acceptPartialAmount?: boolean;
  /**
   * Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
   *
   * @see docs/index.html#verify-100-request-order.amount
   */
  amount?: string | number;
  /**
   * The gateway uses the provider default if absent.
   *
   * Enumeration. Optional.
   *
   * Values: ESTIMATED, FINAL.
   *
   * @see docs/index.html#verify-100-request-order.certainty
   */
  certainty?: "ESTIMATED" | "FINAL";
  /**
   * ISO 4217 alpha code.
   *
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Required.
   *
   * @see docs/index.html#verify-100-request-order.currency
   */
  currency: string;
  /**
   * Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.
   *
   * Named values (up to 50 names, names 1 to 99 characters of [A-Za-z0-9]), each String, length 1 to 250. Optional.
   *
   * @see docs/index.html#verify-100-request-order.custom
   */
  custom?: {
    [k: string]: string | undefined;
  };
  /**
   * String, length 1 to 250. Optional.
   *
   * @see docs/index.html#verify-100-request-order.customerNote
   */
  customerNote?: string;
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
   *
   * @see docs/index.html#verify-100-request-order.customerOrderDate
   */
  customerOrderDate?: string;
  /**
   * ASCII Text, length 0 to 25, characters [\x00-\x7F]. Optional.
   *
   * @see docs/index.html#verify-100-request-order.customerReference
   */
  customerReference?: string;
  /**
   * String, length 1 to 127. Optional.
   *
   * @see docs/index.html#verify-100-request-order.description
   */
  description?: string;
  /**
   * Price reduction applied to the order.
   *
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-order.discount
   */
  discount?: VerifyRequestOrderDiscount;
  /**
   * In the Payment Gateway REST Interface: Decimal, bounded form.
   *
   * Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
   * Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
   *
   * @see docs/index.html#verify-100-request-order.dutyAmount
   */
  dutyAmount?: string | number;
  /**
   * Included in order.amount.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
   * Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
   *
   * @see docs/index.html#verify-100-request-order.gratuityAmount
   */
  gratuityAmount?: string | number;
  /**
   * Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.
   *
   * Enumeration. Optional.
   *
   * Values: DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT.
   *
   * @see docs/index.html#verify-100-request-order.industryPracticePaymentReason
   */
  industryPracticePaymentReason?: "DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT";
  /**
   * String, length 1 to 25. Optional.
   *
   * @see docs/index.html#verify-100-request-order.invoiceNumber
   */
  invoiceNumber?: string;
  /**
   * String, length 1 to 25. Optional.
   *
   * @see docs/index.html#verify-100-request-order.localTaxRegistrationId
   */
  localTaxRegistrationId?: string;
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-order.marketplace
   */
  marketplace?: VerifyRequestOrderMarketplace;
  /**
   * Overrides the default for the acquirer link.
   *
   * Digits, length exactly 4, characters [0-9]. Optional.
   *
   * Rule: A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
   *
   * @see docs/index.html#verify-100-request-order.merchantCategoryCode
   */
  merchantCategoryCode?: string;
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-order.merchantCharge
   */
  merchantCharge?: VerifyRequestOrderMerchantCharge;
  /**
   * Digits, length 1 to 6, characters [0-9]. Optional.
   *
   * @see docs/index.html#verify-100-request-order.merchantPartnerIdCode
   */
  merchantPartnerIdCode?: string;
  /**
   * Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
   *
   * @see docs/index.html#verify-100-request-order.netAmount
   */
  netAmount?: string | number;
  /**
   * Webhook target (see Events).
   *
   * Url, format url. Optional.
   *
   * @see docs/index.html#verify-100-request-order.notificationUrl
   */
  notificationUrl?: string;
  /**
   * String, length 1 to 40. Optional.
   *
   * @see docs/index.html#verify-100-request-order.owningEntity
   */
  owningEntity?: string;
  /**
   * Verify: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. Authorize: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. The account-funding value ACCOUNT_FUNDING is referred to as a purchase type. It must be set when money is pulled from an account to credit another. A value is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
   *
   * Enumeration. Optional.
   *
   * Values: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER.
   *
   * Rule: order.supplierName is required when order.purchaseType is B2B_PAYMENT.
   * Rule: A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
   *
   * @see docs/index.html#verify-100-request-order.purchaseType
   */
  purchaseType?: "B2B_PAYMENT" | "CRYPTOCURRENCY" | "DEBT_REPAYMENT" | "HIGH_RISK_SECURITIES" | "OTHER";
  /**
   * 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
   *
   * String, length 1 to 40. Optional.
   *
   * @see docs/index.html#verify-100-request-order.reference
   */
  reference?: string;
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-order.requestorName
   */
  requestorName?: string;
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-order.reward
   */
  reward?: VerifyRequestOrderReward;
  /**
   * Includes taxes on shipping and handling.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
   * Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
   *
   * @see docs/index.html#verify-100-request-order.shippingAndHandlingAmount
   */
  shippingAndHandlingAmount?: string | number;
  /**
   * Included in the shipping and handling amount.
   * In the Payment Gateway REST Interface: Decimal, bounded form.
   *
   * Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * @see docs/index.html#verify-100-request-order.shippingAndHandlingTaxAmount
   */
  shippingAndHandlingTaxAmount?: string | number;
  /**
   * Bounded form, max 1000000000000000000, at most 4 decimals (2.5 percent is written 0.025).
   * In the Payment Gateway REST Interface: Decimal, bounded form, max 1000000000000000000, at most 4 decimals.
   *
   * Decimal, bounded form, min 0, max 1000000000000000000, at most 4 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * @see docs/index.html#verify-100-request-order.shippingAndHandlingTaxRate
   */
  shippingAndHandlingTaxRate?: string | number;
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor
   */
  statementDescriptor?: VerifyRequestOrderStatementDescriptor;
  /**
   * For aggregators. Must be on the first transaction of an order; later transactions that carry it are rejected.
   *
   * Object. Optional.
   *
   * Rule: order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant
   */
  subMerchant?: VerifyRequestOrderSubMerchant;
  /**
   * 1-21 (Verify). Required when order.purchaseType is B2B_PAYMENT.
   *
   * String, length 1 to 21. Optional.
   *
   * Rule: order.supplierName is required when order.purchaseType is B2B_PAYMENT.
   *
   * @see docs/index.html#verify-100-request-order.supplierName
   */
  supplierName?: string;
  /**
   * Array of Object. Optional.
   *
   * @see docs/index.html#verify-100-request-order.tax_n
   */
  tax?: VerifyRequestOrderTax[];
  /**
   * Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
   * Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
   *
   * @see docs/index.html#verify-100-request-order.taxAmount
   */
  taxAmount?: string | number;
  /**
   * String, length 1 to 30. Optional.
   *
   * @see docs/index.html#verify-100-request-order.taxRegistrationId
   */
  taxRegistrationId?: string;
  /**
   * Enumeration. Optional.
   *
   * Values: EXEMPT, NOT_EXEMPT, NOT_PROVIDED.
   *
   * @see docs/index.html#verify-100-request-order.taxStatus
   */
  taxStatus?: "EXEMPT" | "NOT_EXEMPT" | "NOT_PROVIDED";
  /**
   * Object. Optional.
   *
   * @see docs/index.html#verify-100-request-order.transactionFiltering
   */
  transactionFiltering?: VerifyRequestOrderTransactionFiltering;
}
export interface VerifyRequestOrderDiscount {
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
   * Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
   *
   * @see docs/index.html#verify-100-request-order.discount.amount
   */
  amount?: string | number;
  /**
   * String, length 1 to 40. Optional.
   *
   * @see docs/index.html#verify-100-request-order.discount.code
   */
  code?: string;
  /**
   * String, length 1 to 127. Optional.
   *
   * @see docs/index.html#verify-100-request-order.discount.description
   */
  description?: string;
}
export interface VerifyRequestOrderMarketplace {
  /**
   * Enumeration. Optional.
   *
   * Values: DOMESTIC_ONLY, FOREIGN_AND_DOMESTIC, FOREIGN_ONLY.
   *
   * @see docs/index.html#verify-100-request-order.marketplace.retailerLocation
   */
  retailerLocation?: "DOMESTIC_ONLY" | "FOREIGN_AND_DOMESTIC" | "FOREIGN_ONLY";
}
export interface VerifyRequestOrderMerchantCharge {
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
   *
   * @see docs/index.html#verify-100-request-order.merchantCharge.amount
   */
  amount?: string | number;
  /**
   * R in requests when the group is given.
   *
   * Enumeration. Required.
   *
   * Values: SURCHARGE.
   *
   * @see docs/index.html#verify-100-request-order.merchantCharge.type
   */
  type: "SURCHARGE";
}
export interface VerifyRequestOrderReward {
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * @see docs/index.html#verify-100-request-order.reward.amount
   */
  amount?: string | number;
  /**
   * R within the group. Its presence means rewards are redeemed.
   * In the Payment Gateway REST Interface: Alphanumeric plus '-', '_', ' ', '&', '+', '!', '$', '%', '.', '='
   *
   * Alphanumeric + additional characters, length 1 to 100, characters [0-9a-zA-Z\-_ &+!$%.=]. Required.
   *
   * @see docs/index.html#verify-100-request-order.reward.balanceId
   */
  balanceId: string;
}
export interface VerifyRequestOrderStatementDescriptor {
  /**
   * Object (the shared address shape). Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.address
   */
  address?: VerifyRequestOrderStatementDescriptorAddress;
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.name
   */
  name?: string;
  /**
   * String, length 1 to 20. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.phone
   */
  phone?: string;
  /**
   * Url, format url. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.websiteUrl
   */
  websiteUrl?: string;
}
export interface VerifyRequestOrderStatementDescriptorAddress {
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.address.city
   */
  city?: string;
  /**
   * In the Payment Gateway REST Interface: (where present)
   *
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.address.company
   */
  company?: string;
  /**
   * ISO alpha-3 country code.
   *
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.address.country
   */
  country?: string;
  /**
   * In the Payment Gateway REST Interface: Alphanumeric + ' ' and '-'
   *
   * Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.address.postcodeZip
   */
  postcodeZip?: string;
  /**
   * String, length 1 to 20. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.address.stateProvince
   */
  stateProvince?: string;
  /**
   * ISO 3166-2 subdivision code.
   * In the Payment Gateway REST Interface: (where present)
   *
   * String, length 1 to 3. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.address.stateProvinceCode
   */
  stateProvinceCode?: string;
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.address.street
   */
  street?: string;
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-order.statementDescriptor.address.street2
   */
  street2?: string;
}
export interface VerifyRequestOrderSubMerchant {
  /**
   * Object (the shared address shape). Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.address
   */
  address?: VerifyRequestOrderSubMerchantAddress;
  /**
   * Digits, length exactly 4, characters [0-9]. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.bankIndustryCode
   */
  bankIndustryCode?: string;
  /**
   * Only after a scheme notice of high disputes.
   *
   * Telephone Number, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.disputeContactPhone
   */
  disputeContactPhone?: string;
  /**
   * Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.email
   */
  email?: string;
  /**
   * In the Payment Gateway REST Interface: 3 letters
   *
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.governmentCountryCode
   */
  governmentCountryCode?: string;
  /**
   * String, length 1 to 100. Required.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.identifier
   */
  identifier: string;
  /**
   * String, length 1 to 11. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.marketplaceId
   */
  marketplaceId?: string;
  /**
   * String, length 1 to 20. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.phone
   */
  phone?: string;
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.registeredName
   */
  registeredName?: string;
  /**
   * Limit 21 characters for one card scheme and 27 for another, 36 with the aggregator name.
   *
   * String, length 1 to 100. Required.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.tradingName
   */
  tradingName: string;
  /**
   * Url, format url. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.websiteUrl
   */
  websiteUrl?: string;
}
export interface VerifyRequestOrderSubMerchantAddress {
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.address.city
   */
  city?: string;
  /**
   * In the Payment Gateway REST Interface: (where present)
   *
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.address.company
   */
  company?: string;
  /**
   * ISO alpha-3 country code.
   *
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.address.country
   */
  country?: string;
  /**
   * In the Payment Gateway REST Interface: Alphanumeric + ' ' and '-'
   *
   * Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.address.postcodeZip
   */
  postcodeZip?: string;
  /**
   * String, length 1 to 20. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.address.stateProvince
   */
  stateProvince?: string;
  /**
   * ISO 3166-2 subdivision code.
   * In the Payment Gateway REST Interface: (where present)
   *
   * String, length 1 to 3. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.address.stateProvinceCode
   */
  stateProvinceCode?: string;
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.address.street
   */
  street?: string;
  /**
   * String, length 1 to 100. Optional.
   *
   * @see docs/index.html#verify-100-request-order.subMerchant.address.street2
   */
  street2?: string;
}
export interface VerifyRequestOrderTax {
  /**
   * Tax amount per tax type.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * @see docs/index.html#verify-100-request-order.tax_n.amount
   */
  amount?: string | number;
  /**
   * Decimal, request form, length 1 to 6, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
   *
   * @see docs/index.html#verify-100-request-order.tax_n.rate
   */
  rate?: string | number;
  /**
   * String, length 1 to 50. Optional.
   *
   * @see docs/index.html#verify-100-request-order.tax_n.type
   */
  type?: string;
}
export interface VerifyRequestOrderTransactionFiltering {
  /**
   * Overrides the configured address verification rules for the order.
   *
   * Array of Object. Optional.
   *
   * @see docs/index.html#verify-100-request-order.transactionFiltering.avsResponseCodeRules_n
   */
  avsResponseCodeRules?: VerifyRequestOrderTransactionFilteringAvsResponseCodeRules[];
}
export interface VerifyRequestOrderTransactionFilteringAvsResponseCodeRules {
  /**
   * Enumeration. Required.
   *
   * Values: NO_ACTION, REJECT, REVIEW.
   *
   * @see docs/index.html#verify-100-request-order.transactionFiltering.avsResponseCodeRules_n.action
   */
  action: "NO_ACTION" | "REJECT" | "REVIEW";
}

/* Generated from spec/ by the gateway generator. Do not edit. */

/**
 * Verifies the cardholder's account before a financial transaction is processed, using the verification method the acquirer supports and the data in the request. If the payer was authenticated through the gateway, provide authentication.transactionId; if through another 3-D Secure provider, provide authentication.3ds and authentication.3ds2.
 */
export interface VerifyResponse {
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-accountFunding
   */
  accountFunding?: VerifyResponseAccountFunding;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-action
   */
  action?: VerifyResponseAction;
  /**
   * The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
   *
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline
   */
  airline?: VerifyResponseAirline;
  /**
   * Authentication group (Verify and Authorize requests).
   *
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication
   */
  authentication?: VerifyResponseAuthentication;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-billing
   */
  billing?: VerifyResponseBilling;
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-correlationId
   */
  correlationId?: string;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-customer
   */
  customer?: VerifyResponseCustomer;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-device
   */
  device?: VerifyResponseDevice;
  /**
   * Enumeration. Conditional.
   *
   * Values: AUTO, BATCH, CHECKOUT_VIA_WEBSITE, MERCHANT_ADMINISTRATION, MERCHANT_MANAGER, SERVICE_PROVIDER_API, WEB_SERVICES_API.
   *
   * @see docs/index.html#verify-100-response-gatewayEntryPoint
   */
  gatewayEntryPoint?:
    | "AUTO"
    | "BATCH"
    | "CHECKOUT_VIA_WEBSITE"
    | "MERCHANT_ADMINISTRATION"
    | "MERCHANT_MANAGER"
    | "SERVICE_PROVIDER_API"
    | "WEB_SERVICES_API";
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-initiator
   */
  initiator?: VerifyResponseInitiator;
  /**
   * Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters.
   *
   * Alphanumeric + additional characters, length 1 to 40, characters [0-9a-zA-Z\-_]. Always provided.
   *
   * @see docs/index.html#verify-100-response-merchant
   */
  merchant: string;
  /**
   * Object. Always provided.
   *
   * @see docs/index.html#verify-100-response-order
   */
  order: VerifyResponseOrder;
  /**
   * The moment the gateway considers the operation to have happened.
   *
   * DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Conditional.
   *
   * @see docs/index.html#verify-100-response-timeOfRecord
   */
  timeOfRecord?: string;
  /**
   * Object. Always provided.
   *
   * @see docs/index.html#verify-100-response-transaction
   */
  transaction: VerifyResponseTransaction;
  /**
   * String, length 1 to 256. Conditional.
   *
   * @see docs/index.html#verify-100-response-userId
   */
  userId?: string;
  /**
   * The API version in which the request was submitted.
   *
   * String, length 1 to 8. Conditional.
   *
   * @see docs/index.html#verify-100-response-version
   */
  version?: string;
}
export interface VerifyResponseAccountFunding {
  /**
   * Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-accountFunding.foreignExchangeFee
   */
  foreignExchangeFee?: string | number;
  /**
   * OTHER default. Verify adds HIGH_RISK_SECURITIES.
   *
   * Enumeration. Conditional.
   *
   * Values: CRYPTOCURRENCY_PURCHASE, HIGH_RISK_SECURITIES, MERCHANT_SETTLEMENT, OTHER, PAYROLL.
   *
   * Default: OTHER.
   *
   * @see docs/index.html#verify-100-response-accountFunding.purpose
   */
  purpose?: "CRYPTOCURRENCY_PURCHASE" | "HIGH_RISK_SECURITIES" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL";
  /**
   * Alphanumeric, length 2 to 6, characters [0-9a-zA-Z]. Conditional.
   *
   * Default: ISOTHR.
   *
   * @see docs/index.html#verify-100-response-accountFunding.purposeOfPayment
   */
  purposeOfPayment?: string;
  /**
   * Gateway generated.
   *
   * String, length 1 to 50. Always provided.
   *
   * @see docs/index.html#verify-100-response-accountFunding.reference
   */
  reference: string;
  /**
   * Boolean. Conditional.
   *
   * Default: false.
   *
   * @see docs/index.html#verify-100-response-accountFunding.senderIsRecipient
   */
  senderIsRecipient?: boolean;
  /**
   * Enumeration. Conditional.
   *
   * Values: COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON.
   *
   * @see docs/index.html#verify-100-response-accountFunding.senderType
   */
  senderType?: "COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON";
}
export interface VerifyResponseAction {
  /**
   * Boolean. Conditional.
   *
   * @see docs/index.html#verify-100-response-action.refundAuthorization
   */
  refundAuthorization?: boolean;
}
export interface VerifyResponseAirline {
  /**
   * Alphanumeric, length 6 to 15, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.bookingReference
   */
  bookingReference?: string;
  /**
   * Enumeration. Conditional.
   *
   * Values include: ADDITIONAL_COLLECTION, EXCESS_BAGGAGE, PASSENGER_TICKET, SUPPORTED_REFUND, TOUR_DEPOSIT, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT, VENDOR_SALE (the list is partial: 52 values from ADDITIONAL_COLLECTION to VENDOR_SALE, such as PASSENGER_TICKET, EXCESS_BAGGAGE, TOUR_DEPOSIT, SUPPORTED_REFUND, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT)
   *
   * @see docs/index.html#verify-100-response-airline.documentType
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
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary
   */
  itinerary?: VerifyResponseAirlineItinerary;
  /**
   * Array of Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.passenger_n
   */
  passenger?: VerifyResponseAirlinePassenger[];
  /**
   * Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.planNumber
   */
  planNumber?: string;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket
   */
  ticket?: VerifyResponseAirlineTicket;
  /**
   * Enumeration. Conditional.
   *
   * Values: EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER.
   *
   * @see docs/index.html#verify-100-response-airline.transactionType
   */
  transactionType?:
    "EXCHANGE_TICKET" | "MISCELLANEOUS_CHARGE" | "REFUND" | "REVERSAL" | "TICKET_PURCHASE" | "TOUR_ORDER";
}
export interface VerifyResponseAirlineItinerary {
  /**
   * Array of Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n
   */
  leg?: VerifyResponseAirlineItineraryLeg[];
  /**
   * Digits, length 1 to 3, characters [0-9]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.numberInParty
   */
  numberInParty?: string;
  /**
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.originCountry
   */
  originCountry?: string;
}
export interface VerifyResponseAirlineItineraryLeg {
  /**
   * Two word characters, or three digits, or two word characters, a slash and three digits.
   *
   * Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.carrierCode
   */
  carrierCode?: string;
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.conjunctionTicketNumber
   */
  conjunctionTicketNumber?: string;
  /**
   * Alphanumeric, length exactly 1, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.couponNumber
   */
  couponNumber?: string;
  /**
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.departureAirport
   */
  departureAirport?: string;
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.departureDate
   */
  departureDate?: string;
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.departureTax
   */
  departureTax?: string | number;
  /**
   * Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.departureTime
   */
  departureTime?: string;
  /**
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.destinationAirport
   */
  destinationAirport?: string;
  /**
   * In Verify and Authorize only.
   *
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.destinationArrivalDate
   */
  destinationArrivalDate?: string;
  /**
   * Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.destinationArrivalTime
   */
  destinationArrivalTime?: string;
  /**
   * Alphanumeric, length 1 to 20, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.endorsementsRestrictions
   */
  endorsementsRestrictions?: string;
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.exchangeTicketNumber
   */
  exchangeTicketNumber?: string;
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.fare
   */
  fare?: string | number;
  /**
   * In the Payment Gateway REST Interface: Alphanumeric (+ space in Verify and Authorize)
   *
   * Alphanumeric + additional characters, length 1 to 24, characters [0-9a-zA-Z ]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.fareBasis
   */
  fareBasis?: string;
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.fees
   */
  fees?: string | number;
  /**
   * Alphanumeric, length 4 to 6, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.flightNumber
   */
  flightNumber?: string;
  /**
   * Boolean. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.stopoverPermitted
   */
  stopoverPermitted?: boolean;
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.taxes
   */
  taxes?: string | number;
  /**
   * Alphanumeric, length 1 to 3, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.itinerary.leg_n.travelClass
   */
  travelClass?: string;
}
export interface VerifyResponseAirlinePassenger {
  /**
   * String, length 1 to 50. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.passenger_n.firstName
   */
  firstName?: string;
  /**
   * Not in the Initiate response.
   *
   * String, length 1 to 20. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.passenger_n.frequentFlyerNumber
   */
  frequentFlyerNumber?: string;
  /**
   * String, length 1 to 20. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.passenger_n.lastName
   */
  lastName?: string;
  /**
   * String, length 1 to 50. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.passenger_n.middleName
   */
  middleName?: string;
  /**
   * Alphanumeric, length 1 to 59, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.passenger_n.specificInformation
   */
  specificInformation?: string;
  /**
   * String, length 1 to 20. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.passenger_n.title
   */
  title?: string;
}
export interface VerifyResponseAirlineTicket {
  /**
   * Boolean. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.conjunctionTicketIndicator
   */
  conjunctionTicketIndicator?: boolean;
  /**
   * Boolean. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.eTicket
   */
  eTicket?: boolean;
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.exchangedTicketNumber
   */
  exchangedTicketNumber?: string;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.issue
   */
  issue?: VerifyResponseAirlineTicketIssue;
  /**
   * Boolean. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.restricted
   */
  restricted?: boolean;
  /**
   * Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.
   *
   * Array of Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.taxOrFee_n
   */
  taxOrFee?: VerifyResponseAirlineTicketTaxOrFee[];
  /**
   * Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.ticketNumber
   */
  ticketNumber?: string;
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.totalFare
   */
  totalFare?: string | number;
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.totalFees
   */
  totalFees?: string | number;
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.totalTaxes
   */
  totalTaxes?: string | number;
}
export interface VerifyResponseAirlineTicketIssue {
  /**
   * String, length 1 to 16. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.issue.address
   */
  address?: string;
  /**
   * As leg carrier code.
   *
   * Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.issue.carrierCode
   */
  carrierCode?: string;
  /**
   * Alphanumeric, length 1 to 25, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.issue.carrierName
   */
  carrierName?: string;
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.issue.city
   */
  city?: string;
  /**
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.issue.country
   */
  country?: string;
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.issue.date
   */
  date?: string;
  /**
   * Alphanumeric, length 8 to 9, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.issue.travelAgentCode
   */
  travelAgentCode?: string;
  /**
   * In the Payment Gateway REST Interface: Alphanumeric + additional characters, 1-30
   *
   * String, length 1 to 30. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.issue.travelAgentName
   */
  travelAgentName?: string;
}
export interface VerifyResponseAirlineTicketTaxOrFee {
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.taxOrFee_n.amount
   */
  amount?: string | number;
  /**
   * IATA code.
   *
   * Alphanumeric, length exactly 3, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-airline.ticket.taxOrFee_n.type
   */
  type?: string;
}
export interface VerifyResponseAuthentication {
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds
   */
  "3ds"?: VerifyResponseAuthentication3Ds;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2
   */
  "3ds2"?: VerifyResponseAuthentication3Ds2;
  /**
   * 3DS1 is legacy, retained for compatibility only. If absent all methods are accepted. Passkey is preferred when available and needs 3-D Secure in the integration.
   *
   * Comma separated enumeration. Conditional.
   *
   * Values: 3DS1, 3DS2, PASSKEY.
   *
   * @see docs/index.html#verify-100-response-authentication.acceptVersions
   */
  acceptVersions?: string;
  /**
   * Amount for which authentication was done.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.amount
   */
  amount?: string | number;
  /**
   * Enumeration. Conditional.
   *
   * Values: MERCHANT_REQUESTED, PAYER_APP, PAYER_BROWSER.
   *
   * @see docs/index.html#verify-100-response-authentication.channel
   */
  channel?: "MERCHANT_REQUESTED" | "PAYER_APP" | "PAYER_BROWSER";
  /**
   * Enumeration. Conditional.
   *
   * Values: DYNAMIC, OUT_OF_BAND, STATIC.
   *
   * @see docs/index.html#verify-100-response-authentication.method
   */
  method?: "DYNAMIC" | "OUT_OF_BAND" | "STATIC";
  /**
   * Enumeration. Conditional.
   *
   * Values: NOT_POSSIBLE, NOT_REQUIRED, REQUIRED.
   *
   * @see docs/index.html#verify-100-response-authentication.payerInteraction
   */
  payerInteraction?: "NOT_POSSIBLE" | "NOT_REQUIRED" | "REQUIRED";
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.psd2
   */
  psd2?: VerifyResponseAuthenticationPsd2;
  /**
   * DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.time
   */
  time?: string;
  /**
   * Id used for an earlier Initiate Authentication operation at the gateway.
   *
   * String, length 1 to 40. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.transactionId
   */
  transactionId?: string;
}
export interface VerifyResponseAuthentication3Ds {
  /**
   * Alphanumeric, length 1 to 2, characters [0-9a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds.acsEci
   */
  acsEci?: string;
  /**
   * Used unaltered.
   *
   * Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds.authenticationToken
   */
  authenticationToken?: string;
  /**
   * For version 1 it is the XID in base64. For version 2 it is the directory server id.
   *
   * String, length 1 to 50. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds.transactionId
   */
  transactionId?: string;
}
export interface VerifyResponseAuthentication3Ds2 {
  /**
   * String, length 1 to 50. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.3dsServerTransactionId
   */
  "3dsServerTransactionId"?: string;
  /**
   * String, length 0 to 32. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.acsReference
   */
  acsReference?: string;
  /**
   * String, length exactly 36. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.acsTransactionId
   */
  acsTransactionId?: string;
  /**
   * Required for co-branded cards authenticated by an external provider.
   *
   * Enumeration. Conditional.
   *
   * Values include:  (the list is partial: 11 or 12 values, each the identifier of a card or regional authentication scheme (omitted here because they are company names).)
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.authenticationScheme
   */
  authenticationScheme?: string & {};
  /**
   * JSON Text, length 1 to 4000, format json. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.custom
   */
  custom?: string;
  /**
   * String, length exactly 10. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.directoryServerId
   */
  directoryServerId?: string;
  /**
   * String, length 0 to 32. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.dsReference
   */
  dsReference?: string;
  /**
   * String, length 1 to 50. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.dsTransactionId
   */
  dsTransactionId?: string;
  /**
   * Boolean. Always provided.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.methodCompleted
   */
  methodCompleted: boolean;
  /**
   * Enumeration. Always provided.
   *
   * Values: NOT_SUPPORTED, SUPPORTED.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.methodSupported
   */
  methodSupported: "NOT_SUPPORTED" | "SUPPORTED";
  /**
   * Alphanumeric + additional characters, length 1 to 20, characters [0-9a-zA-Z.]. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.protocolVersion
   */
  protocolVersion?: string;
  /**
   * String, length 1 to 35. Always provided.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.requestorId
   */
  requestorId: string;
  /**
   * String, length 1 to 40. Always provided.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.requestorName
   */
  requestorName: string;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.sdk
   */
  sdk?: VerifyResponseAuthentication3Ds2Sdk;
  /**
   * String, length exactly 2. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.statusReasonCode
   */
  statusReasonCode?: string;
  /**
   * For example Y, N, U, A, R.
   *
   * Alpha, length exactly 1, characters [a-zA-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.transactionStatus
   */
  transactionStatus?: string;
}
export interface VerifyResponseAuthentication3Ds2Sdk {
  /**
   * Returned in-app when a challenge is required. Must be called after the challenge.
   *
   * Url, format url. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.sdk.challengeCompletionCallbackUrl
   */
  challengeCompletionCallbackUrl?: string;
  /**
   * Enumeration. Conditional.
   *
   * Values: HTML, NATIVE.
   *
   * Rule: authentication.3ds2.sdk.uiType holds OTHER_HTML only with the HTML interface (authentication.3ds2.sdk.interface HTML).
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.sdk.interface
   */
  interface?: "HTML" | "NATIVE";
  /**
   * Boolean. Conditional.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.sdk.oobAppSupportsRedirectUrl
   */
  oobAppSupportsRedirectUrl?: boolean;
  /**
   * Seconds, default 900, rounded up to the next minute.
   *
   * Integer, min 300, max 900. Conditional.
   *
   * Default: 900.
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.sdk.timeout
   */
  timeout?: number;
  /**
   * OTHER_HTML only with the HTML interface.
   *
   * Comma separated enumeration. Conditional.
   *
   * Values: TEXT, SINGLE_SELECT, MULTI_SELECT, OUT_OF_BAND, OTHER_HTML.
   *
   * Rule: authentication.3ds2.sdk.uiType holds OTHER_HTML only with the HTML interface (authentication.3ds2.sdk.interface HTML).
   *
   * @see docs/index.html#verify-100-response-authentication.3ds2.sdk.uiType
   */
  uiType?: string;
}
export interface VerifyResponseAuthenticationPsd2 {
  /**
   * LOW_VALUE_PAYMENT: below 30 euro. RECURRING_PAYMENT: fixed amount only.
   *
   * Enumeration. Conditional.
   *
   * Values: AUTHENTICATION_OUTAGE, AUTO, LOW_RISK, LOW_VALUE_PAYMENT, MERCHANT_INITIATED_TRANSACTION, NONE, RECURRING_PAYMENT, SECURE_CORPORATE_PAYMENT, TRUSTED_MERCHANT.
   *
   * @see docs/index.html#verify-100-response-authentication.psd2.exemption
   */
  exemption?:
    | "AUTHENTICATION_OUTAGE"
    | "AUTO"
    | "LOW_RISK"
    | "LOW_VALUE_PAYMENT"
    | "MERCHANT_INITIATED_TRANSACTION"
    | "NONE"
    | "RECURRING_PAYMENT"
    | "SECURE_CORPORATE_PAYMENT"
    | "TRUSTED_MERCHANT";
  /**
   * Enumeration. Conditional.
   *
   * Values: NOT_ON_LIST, ON_LIST.
   *
   * @see docs/index.html#verify-100-response-authentication.psd2.trustedMerchantStatus
   */
  trustedMerchantStatus?: "NOT_ON_LIST" | "ON_LIST";
}
export interface VerifyResponseBilling {
  /**
   * Object (the shared address shape). Conditional.
   *
   * @see docs/index.html#verify-100-response-billing.address
   */
  address?: VerifyResponseBillingAddress;
}
export interface VerifyResponseBillingAddress {
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-billing.address.city
   */
  city?: string;
  /**
   * In the Payment Gateway REST Interface: plus company in Verify
   *
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-billing.address.company
   */
  company?: string;
  /**
   * ISO alpha-3 country code.
   *
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-billing.address.country
   */
  country?: string;
  /**
   * In the Payment Gateway REST Interface: Alphanumeric + ' ' and '-'
   *
   * Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Conditional.
   *
   * @see docs/index.html#verify-100-response-billing.address.postcodeZip
   */
  postcodeZip?: string;
  /**
   * String, length 1 to 20. Conditional.
   *
   * @see docs/index.html#verify-100-response-billing.address.stateProvince
   */
  stateProvince?: string;
  /**
   * ISO 3166-2 subdivision code.
   * In the Payment Gateway REST Interface: (where present)
   *
   * String, length 1 to 3. Conditional.
   *
   * @see docs/index.html#verify-100-response-billing.address.stateProvinceCode
   */
  stateProvinceCode?: string;
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-billing.address.street
   */
  street?: string;
  /**
   * String, length exactly 0. Conditional.
   *
   * @see docs/index.html#verify-100-response-billing.address.street2
   */
  street2?: string;
}
export interface VerifyResponseCustomer {
  /**
   * Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Conditional.
   *
   * @see docs/index.html#verify-100-response-customer.email
   */
  email?: string;
  /**
   * String, length 1 to 50. Conditional.
   *
   * @see docs/index.html#verify-100-response-customer.firstName
   */
  firstName?: string;
  /**
   * String, length 1 to 50. Conditional.
   *
   * @see docs/index.html#verify-100-response-customer.lastName
   */
  lastName?: string;
  /**
   * String, length 1 to 50. Conditional.
   *
   * @see docs/index.html#verify-100-response-customer.middleName
   */
  middleName?: string;
  /**
   * String, length 1 to 20. Conditional.
   *
   * @see docs/index.html#verify-100-response-customer.mobilePhone
   */
  mobilePhone?: string;
  /**
   * String, length 1 to 30. Conditional.
   *
   * @see docs/index.html#verify-100-response-customer.nationalId
   */
  nationalId?: string;
  /**
   * String, length 1 to 20. Conditional.
   *
   * @see docs/index.html#verify-100-response-customer.phone
   */
  phone?: string;
  /**
   * String, length 1 to 30. Conditional.
   *
   * @see docs/index.html#verify-100-response-customer.taxRegistrationId
   */
  taxRegistrationId?: string;
}
export interface VerifyResponseDevice {
  /**
   * String, length 1 to 10. Conditional.
   *
   * @see docs/index.html#verify-100-response-device.ani
   */
  ani?: string;
  /**
   * String, length 1 to 2. Conditional.
   *
   * @see docs/index.html#verify-100-response-device.aniCallType
   */
  aniCallType?: string;
  /**
   * String, length 1 to 2048. Conditional.
   *
   * @see docs/index.html#verify-100-response-device.browser
   */
  browser?: string;
  /**
   * String, length 1 to 4000. Conditional.
   *
   * @see docs/index.html#verify-100-response-device.fingerprint
   */
  fingerprint?: string;
  /**
   * String, length 1 to 60. Conditional.
   *
   * @see docs/index.html#verify-100-response-device.hostname
   */
  hostname?: string;
  /**
   * IPv4 or IPv6; IPv6 is only used for EMV 3DS authentication.
   *
   * String, length 7 to 45. Conditional.
   *
   * @see docs/index.html#verify-100-response-device.ipAddress
   */
  ipAddress?: string;
  /**
   * String, length 1 to 255. Conditional.
   *
   * @see docs/index.html#verify-100-response-device.mobilePhoneModel
   */
  mobilePhoneModel?: string;
}
export interface VerifyResponseInitiator {
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-initiator.entity
   */
  entity?: VerifyResponseInitiatorEntity;
  /**
   * String, length 1 to 256. Conditional.
   *
   * @see docs/index.html#verify-100-response-initiator.userId
   */
  userId?: string;
}
export interface VerifyResponseInitiatorEntity {
  /**
   * String, length 1 to 40. Conditional.
   *
   * @see docs/index.html#verify-100-response-initiator.entity.id
   */
  id?: string;
  /**
   * Enumeration. Conditional.
   *
   * Values: AGENT, GATEWAY, MERCHANT, MERCHANT_ORGANIZATION, SERVICE_PROVIDER.
   *
   * @see docs/index.html#verify-100-response-initiator.entity.type
   */
  type?: "AGENT" | "GATEWAY" | "MERCHANT" | "MERCHANT_ORGANIZATION" | "SERVICE_PROVIDER";
}
export interface VerifyResponseOrder {
  /**
   * Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.
   *
   * Boolean. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.acceptPartialAmount
   */
  acceptPartialAmount?: boolean;
  /**
   * Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.amount
   */
  amount?: string | number;
  /**
   * Enumeration. Conditional.
   *
   * Values: AUTHENTICATION_ATTEMPTED, AUTHENTICATION_AVAILABLE, AUTHENTICATION_EXEMPT, AUTHENTICATION_FAILED, AUTHENTICATION_NOT_IN_EFFECT, AUTHENTICATION_NOT_SUPPORTED, AUTHENTICATION_PENDING, AUTHENTICATION_REJECTED, AUTHENTICATION_REQUIRED, AUTHENTICATION_SUCCESSFUL, AUTHENTICATION_UNAVAILABLE.
   *
   * @see docs/index.html#verify-100-response-order.authenticationStatus
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
   *
   * Values: ESTIMATED, FINAL.
   *
   * @see docs/index.html#verify-100-response-order.certainty
   */
  certainty?: "ESTIMATED" | "FINAL";
  /**
   * Verify response, present when a chargeback has been processed.
   *
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.chargeback
   */
  chargeback?: VerifyResponseOrderChargeback;
  /**
   * DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Always provided.
   *
   * @see docs/index.html#verify-100-response-order.creationTime
   */
  creationTime: string;
  /**
   * ISO 4217 alpha code.
   *
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.currency
   */
  currency?: string;
  /**
   * Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.
   *
   * Named values (up to 50 names, names 1 to 99 characters of [A-Za-z0-9]), each String, length 1 to 250. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.custom
   */
  custom?: {
    [k: string]: string | undefined;
  };
  /**
   * String, length 1 to 250. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.customerNote
   */
  customerNote?: string;
  /**
   * Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.customerOrderDate
   */
  customerOrderDate?: string;
  /**
   * ASCII Text, length 0 to 25, characters [\x00-\x7F]. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.customerReference
   */
  customerReference?: string;
  /**
   * String, length 1 to 127. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.description
   */
  description?: string;
  /**
   * Price reduction applied to the order.
   *
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.discount
   */
  discount?: VerifyResponseOrderDiscount;
  /**
   * In the Payment Gateway REST Interface: Decimal, bounded form.
   *
   * Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.dutyAmount
   */
  dutyAmount?: string | number;
  /**
   * Integer, min 1, max 99. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.expectedNumberOfCaptures
   */
  expectedNumberOfCaptures?: number;
  /**
   * Enumeration. Conditional.
   *
   * Values: AUTOMATIC_FUEL_DISPENSING.
   *
   * @see docs/index.html#verify-100-response-order.fuelDispenseType
   */
  fuelDispenseType?: "AUTOMATIC_FUEL_DISPENSING";
  /**
   * Enumeration. Conditional.
   *
   * Values: FUNDED, FUNDING_ASSURED, FUNDING_FAILED, FUNDING_ON_HOLD, IN_PROGRESS, NON_FUNDED, NOT_SUPPORTED.
   *
   * @see docs/index.html#verify-100-response-order.fundingStatus
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
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.gratuityAmount
   */
  gratuityAmount?: string | number;
  /**
   * Identifies the order.
   *
   * String, length 1 to 40. Always provided.
   *
   * @see docs/index.html#verify-100-response-order.id
   */
  id: string;
  /**
   * Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.
   *
   * Enumeration. Conditional.
   *
   * Values: DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT.
   *
   * @see docs/index.html#verify-100-response-order.industryPracticePaymentReason
   */
  industryPracticePaymentReason?: "DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT";
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.initialAuthorizedAmount
   */
  initialAuthorizedAmount?: string | number;
  /**
   * String, length 1 to 25. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.invoiceNumber
   */
  invoiceNumber?: string;
  /**
   * DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Always provided.
   *
   * @see docs/index.html#verify-100-response-order.lastUpdatedTime
   */
  lastUpdatedTime: string;
  /**
   * String, length 1 to 25. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.localTaxRegistrationId
   */
  localTaxRegistrationId?: string;
  /**
   * Amount in the merchant's pricing currency, derived from the rate quote.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
   *
   * @see docs/index.html#verify-100-response-order.merchantAmount
   */
  merchantAmount: string | number;
  /**
   * Overrides the default for the acquirer link.
   *
   * Digits, length exactly 4, characters [0-9]. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.merchantCategoryCode
   */
  merchantCategoryCode?: string;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.merchantCharge
   */
  merchantCharge?: VerifyResponseOrderMerchantCharge;
  /**
   * Amount in the merchant's pricing currency, derived from the rate quote.
   *
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Always provided.
   *
   * @see docs/index.html#verify-100-response-order.merchantCurrency
   */
  merchantCurrency: string;
  /**
   * Digits, length 1 to 6, characters [0-9]. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.merchantPartnerIdCode
   */
  merchantPartnerIdCode?: string;
  /**
   * Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.netAmount
   */
  netAmount?: string | number;
  /**
   * Webhook target (see Events).
   *
   * Url, format url. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.notificationUrl
   */
  notificationUrl?: string;
  /**
   * String, length 1 to 40. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.owningEntity
   */
  owningEntity?: string;
  /**
   * Verify: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. Authorize: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. The account-funding value ACCOUNT_FUNDING is referred to as a purchase type. It must be set when money is pulled from an account to credit another. A value is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
   *
   * Enumeration. Conditional.
   *
   * Values: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER.
   *
   * @see docs/index.html#verify-100-response-order.purchaseType
   */
  purchaseType?: "B2B_PAYMENT" | "CRYPTOCURRENCY" | "DEBT_REPAYMENT" | "HIGH_RISK_SECURITIES" | "OTHER";
  /**
   * 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
   *
   * String, length 1 to 200. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.reference
   */
  reference?: string;
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.requestorName
   */
  requestorName?: string;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.reward
   */
  reward?: VerifyResponseOrderReward;
  /**
   * Includes taxes on shipping and handling.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.shippingAndHandlingAmount
   */
  shippingAndHandlingAmount?: string | number;
  /**
   * Included in the shipping and handling amount.
   * In the Payment Gateway REST Interface: Decimal, bounded form.
   *
   * Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.shippingAndHandlingTaxAmount
   */
  shippingAndHandlingTaxAmount?: string | number;
  /**
   * Bounded form, max 1000000000000000000, at most 4 decimals (2.5 percent is written 0.025).
   * In the Payment Gateway REST Interface: Decimal, bounded form, max 1000000000000000000, at most 4 decimals.
   *
   * Decimal, bounded form, min 0, max 1000000000000000000, at most 4 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.shippingAndHandlingTaxRate
   */
  shippingAndHandlingTaxRate?: string | number;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor
   */
  statementDescriptor?: VerifyResponseOrderStatementDescriptor;
  /**
   * See section 3.
   *
   * Enumeration. Conditional.
   *
   * Values include: AUTHENTICATED, AUTHENTICATION_INITIATED, AUTHENTICATION_NOT_NEEDED, AUTHENTICATION_UNSUCCESSFUL, AUTHORIZED, CANCELLED, CAPTURED, CHARGEBACK_PROCESSED, DISBURSED, DISPUTED, EXCESSIVELY_REFUNDED, FAILED, FUNDING, INITIATED, PARTIALLY_CAPTURED, PARTIALLY_REFUNDED, REFUNDED (the list is partial: Remaining order.status values after REFUNDED: not shown.)
   *
   * Rule: order.chargeback.amount is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
   * Rule: order.chargeback.currency is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
   *
   * @see docs/index.html#verify-100-response-order.status
   */
  status?:
    | "AUTHENTICATED"
    | "AUTHENTICATION_INITIATED"
    | "AUTHENTICATION_NOT_NEEDED"
    | "AUTHENTICATION_UNSUCCESSFUL"
    | "AUTHORIZED"
    | "CANCELLED"
    | "CAPTURED"
    | "CHARGEBACK_PROCESSED"
    | "DISBURSED"
    | "DISPUTED"
    | "EXCESSIVELY_REFUNDED"
    | "FAILED"
    | "FUNDING"
    | "INITIATED"
    | "PARTIALLY_CAPTURED"
    | "PARTIALLY_REFUNDED"
    | "REFUNDED"
    | (string & {});
  /**
   * For aggregators. Must be on the first transaction of an order; later transactions that carry it are rejected.
   *
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant
   */
  subMerchant?: VerifyResponseOrderSubMerchant;
  /**
   * 1-21 (Verify). Required when order.purchaseType is B2B_PAYMENT.
   *
   * String, length 1 to 21. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.supplierName
   */
  supplierName?: string;
  /**
   * Array of Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.tax_n
   */
  tax?: VerifyResponseOrderTax[];
  /**
   * Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.taxAmount
   */
  taxAmount?: string | number;
  /**
   * String, length 1 to 30. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.taxRegistrationId
   */
  taxRegistrationId?: string;
  /**
   * Enumeration. Conditional.
   *
   * Values: EXEMPT, NOT_EXEMPT, NOT_PROVIDED.
   *
   * @see docs/index.html#verify-100-response-order.taxStatus
   */
  taxStatus?: "EXEMPT" | "NOT_EXEMPT" | "NOT_PROVIDED";
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.transactionFiltering
   */
  transactionFiltering?: VerifyResponseOrderTransactionFiltering;
}
export interface VerifyResponseOrderChargeback {
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * Rule: order.chargeback.amount is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
   *
   * @see docs/index.html#verify-100-response-order.chargeback.amount
   */
  amount?: string | number;
  /**
   * String, length exactly 3. Conditional.
   *
   * Rule: order.chargeback.currency is present when a chargeback has been processed (order.status CHARGEBACK_PROCESSED).
   *
   * @see docs/index.html#verify-100-response-order.chargeback.currency
   */
  currency?: string;
}
export interface VerifyResponseOrderDiscount {
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.discount.amount
   */
  amount?: string | number;
  /**
   * String, length 1 to 40. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.discount.code
   */
  code?: string;
  /**
   * String, length 1 to 127. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.discount.description
   */
  description?: string;
}
export interface VerifyResponseOrderMerchantCharge {
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.merchantCharge.amount
   */
  amount?: string | number;
  /**
   * A in responses.
   *
   * Enumeration. Always provided.
   *
   * Values: CLIENT, GATEWAY.
   *
   * Rule: order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).
   *
   * @see docs/index.html#verify-100-response-order.merchantCharge.calculatedBy
   */
  calculatedBy: "CLIENT" | "GATEWAY";
  /**
   * Present when the gateway computed the charge.
   *
   * String, length 1 to 50. Conditional.
   *
   * Rule: order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).
   *
   * @see docs/index.html#verify-100-response-order.merchantCharge.ruleName
   */
  ruleName?: string;
  /**
   * R in requests when the group is given.
   *
   * Enumeration. Conditional.
   *
   * Values: SURCHARGE.
   *
   * @see docs/index.html#verify-100-response-order.merchantCharge.type
   */
  type?: "SURCHARGE";
}
export interface VerifyResponseOrderReward {
  /**
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
   *
   * @see docs/index.html#verify-100-response-order.reward.amount
   */
  amount: string | number;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.reward.availableBalance
   */
  availableBalance?: VerifyResponseOrderRewardAvailableBalance;
  /**
   * Decimal, bounded form, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
   *
   * @see docs/index.html#verify-100-response-order.reward.points
   */
  points: string | number;
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.reward.previousBalance
   */
  previousBalance?: VerifyResponseOrderRewardPreviousBalance;
  /**
   * Enumeration. Conditional.
   *
   * Values include:  (the list is partial: enumeration of rewards programs; brand names omitted here.)
   *
   * @see docs/index.html#verify-100-response-order.reward.program
   */
  program?: string & {};
}
export interface VerifyResponseOrderRewardAvailableBalance {
  /**
   * Decimal, bounded form, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.reward.availableBalance.amount
   */
  amount?: string | number;
  /**
   * Decimal, bounded form, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.reward.availableBalance.points
   */
  points?: string | number;
}
export interface VerifyResponseOrderRewardPreviousBalance {
  /**
   * Decimal, bounded form, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.reward.previousBalance.amount
   */
  amount?: string | number;
  /**
   * Decimal, bounded form, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.reward.previousBalance.points
   */
  points?: string | number;
}
export interface VerifyResponseOrderStatementDescriptor {
  /**
   * Object (the shared address shape). Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.address
   */
  address?: VerifyResponseOrderStatementDescriptorAddress;
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.name
   */
  name?: string;
  /**
   * String, length 1 to 20. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.phone
   */
  phone?: string;
  /**
   * Url, format url. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.websiteUrl
   */
  websiteUrl?: string;
}
export interface VerifyResponseOrderStatementDescriptorAddress {
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.address.city
   */
  city?: string;
  /**
   * In the Payment Gateway REST Interface: (where present)
   *
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.address.company
   */
  company?: string;
  /**
   * ISO alpha-3 country code.
   *
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.address.country
   */
  country?: string;
  /**
   * In the Payment Gateway REST Interface: Alphanumeric + ' ' and '-'
   *
   * Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.address.postcodeZip
   */
  postcodeZip?: string;
  /**
   * String, length 1 to 20. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.address.stateProvince
   */
  stateProvince?: string;
  /**
   * ISO 3166-2 subdivision code.
   * In the Payment Gateway REST Interface: (where present)
   *
   * String, length 1 to 3. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.address.stateProvinceCode
   */
  stateProvinceCode?: string;
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.address.street
   */
  street?: string;
  /**
   * String, length exactly 0. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.statementDescriptor.address.street2
   */
  street2?: string;
}
export interface VerifyResponseOrderSubMerchant {
  /**
   * Object (the shared address shape). Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.address
   */
  address?: VerifyResponseOrderSubMerchantAddress;
  /**
   * Digits, length exactly 4, characters [0-9]. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.bankIndustryCode
   */
  bankIndustryCode?: string;
  /**
   * Only after a scheme notice of high disputes.
   *
   * Telephone Number, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.disputeContactPhone
   */
  disputeContactPhone?: string;
  /**
   * Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.email
   */
  email?: string;
  /**
   * In the Payment Gateway REST Interface: 3 letters
   *
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.governmentCountryCode
   */
  governmentCountryCode?: string;
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.identifier
   */
  identifier?: string;
  /**
   * String, length 1 to 11. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.marketplaceId
   */
  marketplaceId?: string;
  /**
   * String, length 1 to 20. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.phone
   */
  phone?: string;
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.registeredName
   */
  registeredName?: string;
  /**
   * Limit 21 characters for one card scheme and 27 for another, 36 with the aggregator name.
   *
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.tradingName
   */
  tradingName?: string;
  /**
   * Url, format url. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.websiteUrl
   */
  websiteUrl?: string;
}
export interface VerifyResponseOrderSubMerchantAddress {
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.address.city
   */
  city?: string;
  /**
   * In the Payment Gateway REST Interface: (where present)
   *
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.address.company
   */
  company?: string;
  /**
   * ISO alpha-3 country code.
   *
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.address.country
   */
  country?: string;
  /**
   * In the Payment Gateway REST Interface: Alphanumeric + ' ' and '-'
   *
   * Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.address.postcodeZip
   */
  postcodeZip?: string;
  /**
   * String, length 1 to 20. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.address.stateProvince
   */
  stateProvince?: string;
  /**
   * ISO 3166-2 subdivision code.
   * In the Payment Gateway REST Interface: (where present)
   *
   * String, length 1 to 3. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.address.stateProvinceCode
   */
  stateProvinceCode?: string;
  /**
   * String, length 1 to 100. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.address.street
   */
  street?: string;
  /**
   * String, length exactly 0. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.subMerchant.address.street2
   */
  street2?: string;
}
export interface VerifyResponseOrderTax {
  /**
   * Tax amount per tax type.
   *
   * Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.tax_n.amount
   */
  amount?: string | number;
  /**
   * Decimal, request form, length 1 to 6, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.tax_n.rate
   */
  rate?: string | number;
  /**
   * String, length 1 to 50. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.tax_n.type
   */
  type?: string;
}
export interface VerifyResponseOrderTransactionFiltering {
  /**
   * Overrides the configured address verification rules for the order.
   *
   * Array of Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-order.transactionFiltering.avsResponseCodeRules_n
   */
  avsResponseCodeRules?: VerifyResponseOrderTransactionFilteringAvsResponseCodeRules[];
}
export interface VerifyResponseOrderTransactionFilteringAvsResponseCodeRules {
  /**
   * Enumeration. Conditional.
   *
   * Values: NO_ACTION, REJECT, REVIEW.
   *
   * @see docs/index.html#verify-100-response-order.transactionFiltering.avsResponseCodeRules_n.action
   */
  action?: "NO_ACTION" | "REJECT" | "REVIEW";
}
export interface VerifyResponseTransaction {
  /**
   * Object. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.acquirer
   */
  acquirer?: VerifyResponseTransactionAcquirer;
  /**
   * Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
   *
   * @see docs/index.html#verify-100-response-transaction.amount
   */
  amount: string | number;
  /**
   * ASCII Text, length 1 to 100, characters [\x00-\x7F]. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.authorizationCode
   */
  authorizationCode?: string;
  /**
   * Only for batch uploads.
   *
   * String, length 1 to 512. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.batchName
   */
  batchName?: string;
  /**
   * Upper case alphabetic text, length exactly 3, characters [A-Z]. Always provided.
   *
   * @see docs/index.html#verify-100-response-transaction.currency
   */
  currency: string;
  /**
   * Enumeration. Conditional.
   *
   * Values: INSTALLMENT, RECURRING, SINGLE.
   *
   * @see docs/index.html#verify-100-response-transaction.frequency
   */
  frequency?: "INSTALLMENT" | "RECURRING" | "SINGLE";
  /**
   * String, length 1 to 40. Always provided.
   *
   * @see docs/index.html#verify-100-response-transaction.id
   */
  id: string;
  /**
   * String, length 1 to 250. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.merchantNote
   */
  merchantNote?: string;
  /**
   * ASCII Text, length 1 to 100, characters [\x00-\x7F]. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.receipt
   */
  receipt?: string;
  /**
   * String, length 1 to 40. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.reference
   */
  reference?: string;
  /**
   * Default for a full capture is the order tax amount.
   *
   * Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.taxAmount
   */
  taxAmount?: string | number;
  /**
   * String, length 1 to 16. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.terminal
   */
  terminal?: string;
  /**
   * Enumeration. Always provided.
   *
   * Values: AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND.
   *
   * @see docs/index.html#verify-100-response-transaction.type
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
export interface VerifyResponseTransactionAcquirer {
  /**
   * Integer, min 1, max 2147483647. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.acquirer.batch
   */
  batch?: number;
  /**
   * 1-4000 in responses. 1-2048 in requests. Must not contain sensitive data.
   *
   * String, length 1 to 4000. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.acquirer.customData
   */
  customData?: string;
  /**
   * String, length 1 to 4000. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.acquirer.date
   */
  date?: string;
  /**
   * String, length 1 to 40. Always provided.
   *
   * @see docs/index.html#verify-100-response-transaction.acquirer.id
   */
  id: string;
  /**
   * String, length 1 to 4000. Conditional.
   *
   * @see docs/index.html#verify-100-response-transaction.acquirer.time
   */
  time?: string;
}
