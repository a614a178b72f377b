/**
* Verifies the cardholder's account before a financial transaction is processed, using the verification method the acquirer supports and the data in the request. If the payer was authenticated through the gateway, provide authentication.transactionId; if through another 3-D Secure provider, provide authentication.3ds and authentication.3ds2.
*/
export interface VerifyRequest {
	/**
	* Selects the operation: always VERIFY.
	* 
	* Enumeration. Required.
	*/
	apiOperation: "VERIFY";
	accountFunding?: VerifyRequestAccountFunding;
	authentication?: VerifyRequestAuthentication;
	billing?: VerifyRequestBilling;
	/**
	* String, length 1 to 100. Optional.
	*/
	correlationId?: string;
	customer?: VerifyRequestCustomer;
	device?: VerifyRequestDevice;
	initiator?: VerifyRequestInitiator;
	order: VerifyRequestOrder;
}
/**
* Object. Optional.
*/
export interface VerifyRequestAccountFunding {
	/**
	* BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*/
	foreignExchangeFee?: string | number;
	/**
	* OTHER default. Verify adds HIGH_RISK_SECURITIES.
	* 
	* Enumeration. Optional.
	*/
	purpose?: ("CRYPTOCURRENCY_PURCHASE" | "HIGH_RISK_SECURITIES" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
	/**
	* Alphanumeric, length 2 to 6, characters [0-9a-zA-Z]. Optional.
	*/
	purposeOfPayment?: string;
	/**
	* Boolean. Optional.
	*/
	senderIsRecipient?: boolean;
	/**
	* Enumeration. Optional.
	*/
	senderType?: ("COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON");
}
/**
* Authentication group (Verify and Authorize requests).
* 
* Object. Optional.
*/
export interface VerifyRequestAuthentication {
	"3ds"?: VerifyRequestAuthentication3Ds;
	"3ds2"?: VerifyRequestAuthentication3Ds2;
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
export interface VerifyRequestAuthentication3Ds {
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
export interface VerifyRequestAuthentication3Ds2 {
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
	authenticationScheme?: (string & {});
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
export interface VerifyRequestBilling {
	address?: VerifyRequestBillingAddress;
}
/**
* Object. Optional.
*/
export interface VerifyRequestBillingAddress {
	/**
	* String, length 1 to 100. Optional.
	*/
	city?: string;
	/**
	* plus company in Verify
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
export interface VerifyRequestCustomer {
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
export interface VerifyRequestDevice {
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
}
/**
* Object. Optional.
*/
export interface VerifyRequestInitiator {
	/**
	* String, length 1 to 256. Optional.
	*/
	userId?: string;
}
/**
* Object. Required.
*/
export interface VerifyRequestOrder {
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
	* The gateway uses the provider default if absent.
	* 
	* Enumeration. Optional.
	*/
	certainty?: ("ESTIMATED" | "FINAL");
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
	discount?: VerifyRequestOrderDiscount;
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
	industryPracticePaymentReason?: ("DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT");
	/**
	* String, length 1 to 25. Optional.
	*/
	invoiceNumber?: string;
	/**
	* String, length 1 to 25. Optional.
	*/
	localTaxRegistrationId?: string;
	marketplace?: VerifyRequestOrderMarketplace;
	/**
	* Overrides the default for the acquirer link.
	* 
	* Digits, length exactly 4, characters [0-9]. Optional.
	*/
	merchantCategoryCode?: string;
	merchantCharge?: VerifyRequestOrderMerchantCharge;
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
	purchaseType?: ("B2B_PAYMENT" | "CRYPTOCURRENCY" | "DEBT_REPAYMENT" | "HIGH_RISK_SECURITIES" | "OTHER");
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
	reward?: VerifyRequestOrderReward;
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
	statementDescriptor?: VerifyRequestOrderStatementDescriptor;
	subMerchant?: VerifyRequestOrderSubMerchant;
	/**
	* 1-21 (Verify). Required when order.purchaseType is B2B_PAYMENT.
	* 
	* String, length 1 to 21. Optional.
	*/
	supplierName?: string;
	/**
	* Array of Object. Optional.
	*/
	tax?: VerifyRequestOrderTax[];
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
	taxStatus?: ("EXEMPT" | "NOT_EXEMPT" | "NOT_PROVIDED");
	transactionFiltering?: VerifyRequestOrderTransactionFiltering;
}
/**
* Price reduction applied to the order.
* 
* Object. Optional.
*/
export interface VerifyRequestOrderDiscount {
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
/**
* Object. Optional.
*/
export interface VerifyRequestOrderMarketplace {
	/**
	* Enumeration. Optional.
	*/
	retailerLocation?: ("DOMESTIC_ONLY" | "FOREIGN_AND_DOMESTIC" | "FOREIGN_ONLY");
}
/**
* Object. Optional.
*/
export interface VerifyRequestOrderMerchantCharge {
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
export interface VerifyRequestOrderReward {
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
export interface VerifyRequestOrderStatementDescriptor {
	address?: VerifyRequestOrderStatementDescriptorAddress;
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
export interface VerifyRequestOrderStatementDescriptorAddress {
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
export interface VerifyRequestOrderSubMerchant {
	address?: VerifyRequestOrderSubMerchantAddress;
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
export interface VerifyRequestOrderSubMerchantAddress {
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
export interface VerifyRequestOrderTax {
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
export interface VerifyRequestOrderTransactionFiltering {
	/**
	* Overrides the configured address verification rules for the order.
	* 
	* Array of Object. Optional.
	*/
	avsResponseCodeRules?: VerifyRequestOrderTransactionFilteringAvsResponseCodeRules[];
}
export interface VerifyRequestOrderTransactionFilteringAvsResponseCodeRules {
	/**
	* Enumeration. Required.
	*/
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
	/**
	* String, length 1 to 100. Conditional.
	*/
	correlationId?: string;
	customer?: VerifyResponseCustomer;
	device?: VerifyResponseDevice;
	/**
	* Enumeration. Conditional.
	*/
	gatewayEntryPoint?: ("AUTO" | "BATCH" | "CHECKOUT_VIA_WEBSITE" | "MERCHANT_ADMINISTRATION" | "MERCHANT_MANAGER" | "SERVICE_PROVIDER_API" | "WEB_SERVICES_API");
	initiator?: VerifyResponseInitiator;
	/**
	* Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters. same rule as {merchantId}
	* 
	* AlphanumericPlus, length 1 to 40, characters [0-9a-zA-Z\-_]. Always provided.
	*/
	merchant: string;
	order?: VerifyResponseOrder;
	/**
	* The moment the gateway considers the operation to have happened.
	* 
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Conditional.
	*/
	timeOfRecord?: string;
	transaction?: VerifyResponseTransaction;
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
export interface VerifyResponseAccountFunding {
	/**
	* BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	foreignExchangeFee?: string | number;
	/**
	* OTHER default. Verify adds HIGH_RISK_SECURITIES.
	* 
	* Enumeration. Conditional.
	*/
	purpose?: ("CRYPTOCURRENCY_PURCHASE" | "HIGH_RISK_SECURITIES" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
	/**
	* Alphanumeric, length 2 to 6, characters [0-9a-zA-Z]. Conditional.
	*/
	purposeOfPayment?: string;
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
	senderType?: ("COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON");
}
/**
* Object. Conditional.
*/
export interface VerifyResponseAction {
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
export interface VerifyResponseAirline {
	/**
	* Alphanumeric, length 6 to 15, characters [0-9a-zA-Z]. Conditional.
	*/
	bookingReference?: string;
	/**
	* Enumeration (partial list, other values accepted). Conditional.
	*/
	documentType?: "ADDITIONAL_COLLECTION" | "EXCESS_BAGGAGE" | "PASSENGER_TICKET" | "SUPPORTED_REFUND" | "TOUR_DEPOSIT" | "UNSUPPORTED_REFUND" | "UPGRADE_CHARGE" | "VENDOR_REFUND_CREDIT" | "VENDOR_SALE" | (string & {});
	itinerary?: VerifyResponseAirlineItinerary;
	/**
	* Array of Object. Conditional.
	*/
	passenger?: VerifyResponseAirlinePassenger[];
	/**
	* Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Conditional.
	*/
	planNumber?: string;
	ticket?: VerifyResponseAirlineTicket;
	/**
	* Enumeration. Conditional.
	*/
	transactionType?: ("EXCHANGE_TICKET" | "MISCELLANEOUS_CHARGE" | "REFUND" | "REVERSAL" | "TICKET_PURCHASE" | "TOUR_ORDER");
}
/**
* Object. Conditional.
*/
export interface VerifyResponseAirlineItinerary {
	/**
	* Array of Object. Conditional.
	*/
	leg?: VerifyResponseAirlineItineraryLeg[];
	/**
	* Digits, length 1 to 3, characters [0-9]. Conditional.
	*/
	numberInParty?: string;
	/**
	* UpperAlpha, length exactly 3, characters [A-Z]. Conditional.
	*/
	originCountry?: string;
}
export interface VerifyResponseAirlineItineraryLeg {
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
export interface VerifyResponseAirlinePassenger {
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
export interface VerifyResponseAirlineTicket {
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
	issue?: VerifyResponseAirlineTicketIssue;
	/**
	* Boolean. Conditional.
	*/
	restricted?: boolean;
	/**
	* Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.
	* 
	* Array of Object. Conditional.
	*/
	taxOrFee?: VerifyResponseAirlineTicketTaxOrFee[];
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
export interface VerifyResponseAirlineTicketIssue {
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
export interface VerifyResponseAirlineTicketTaxOrFee {
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
* Authentication group (Verify and Authorize requests).
* 
* Object. Conditional.
*/
export interface VerifyResponseAuthentication {
	"3ds"?: VerifyResponseAuthentication3Ds;
	"3ds2"?: VerifyResponseAuthentication3Ds2;
	/**
	* 3DS1 is legacy, retained for compatibility only. If absent all methods are accepted. Passkey is preferred when available and needs 3-D Secure in the integration.
	* 
	* Comma separated enumeration. Conditional.
	*/
	acceptVersions?: string;
	/**
	* Amount for which authentication was done.
	* 
	* Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	amount?: string | number;
	/**
	* Enumeration. Conditional.
	*/
	channel?: ("MERCHANT_REQUESTED" | "PAYER_APP" | "PAYER_BROWSER");
	/**
	* Enumeration. Conditional.
	*/
	method?: ("DYNAMIC" | "OUT_OF_BAND" | "STATIC");
	/**
	* Enumeration. Conditional.
	*/
	payerInteraction?: ("NOT_POSSIBLE" | "NOT_REQUIRED" | "REQUIRED");
	psd2?: VerifyResponseAuthenticationPsd2;
	/**
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Conditional.
	*/
	time?: string;
	/**
	* Id used for an earlier Initiate Authentication operation at the gateway.
	* 
	* String, length 1 to 40. Conditional.
	*/
	transactionId?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseAuthentication3Ds {
	/**
	* Alphanumeric, length 1 to 2, characters [0-9a-zA-Z]. Conditional.
	*/
	acsEci?: string;
	/**
	* Used unaltered.
	* 
	* Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Conditional.
	*/
	authenticationToken?: string;
	/**
	* For version 1 it is the XID in base64. For version 2 it is the directory server id.
	* 
	* String, length 1 to 50. Conditional.
	*/
	transactionId?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseAuthentication3Ds2 {
	/**
	* String, length 1 to 50. Conditional.
	*/
	"3dsServerTransactionId"?: string;
	/**
	* String, length 0 to 32. Conditional.
	*/
	acsReference?: string;
	/**
	* String, length exactly 36. Conditional.
	*/
	acsTransactionId?: string;
	/**
	* Required for co-branded cards authenticated by an external provider.
	* 
	* Enumeration (partial list, other values accepted). Conditional.
	*/
	authenticationScheme?: (string & {});
	/**
	* JsonText, length 1 to 4000, format json. Conditional.
	*/
	custom?: string;
	/**
	* String, length exactly 10. Conditional.
	*/
	directoryServerId?: string;
	/**
	* String, length 0 to 32. Conditional.
	*/
	dsReference?: string;
	/**
	* String, length 1 to 50. Conditional.
	*/
	dsTransactionId?: string;
	/**
	* Boolean. Always provided.
	*/
	methodCompleted: boolean;
	/**
	* Enumeration. Always provided.
	*/
	methodSupported: ("NOT_SUPPORTED" | "SUPPORTED");
	/**
	* AlphanumericPlus, length 1 to 20, characters [0-9a-zA-Z.]. Conditional.
	*/
	protocolVersion?: string;
	/**
	* String, length 1 to 35. Always provided.
	*/
	requestorId: string;
	/**
	* String, length 1 to 40. Always provided.
	*/
	requestorName: string;
	sdk?: VerifyResponseAuthentication3Ds2Sdk;
	/**
	* String, length exactly 2. Conditional.
	*/
	statusReasonCode?: string;
	/**
	* For example Y, N, U, A, R.
	* 
	* Alpha, length exactly 1, characters [a-zA-Z]. Conditional.
	*/
	transactionStatus?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseAuthentication3Ds2Sdk {
	/**
	* Returned in-app when a challenge is required. Must be called after the challenge.
	* 
	* Url, format url. Conditional.
	*/
	challengeCompletionCallbackUrl?: string;
	/**
	* Enumeration. Conditional.
	*/
	interface?: ("HTML" | "NATIVE");
	/**
	* Boolean. Conditional.
	*/
	oobAppSupportsRedirectUrl?: boolean;
	/**
	* Seconds, default 900, rounded up to the next minute.
	* 
	* Integer, min 300, max 900. Conditional.
	*/
	timeout?: number;
	/**
	* OTHER_HTML only with the HTML interface.
	* 
	* Comma separated enumeration. Conditional.
	*/
	uiType?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseAuthenticationPsd2 {
	/**
	* LOW_VALUE_PAYMENT: below 30 euro. RECURRING_PAYMENT: fixed amount only.
	* 
	* Enumeration. Conditional.
	*/
	exemption?: ("AUTHENTICATION_OUTAGE" | "AUTO" | "LOW_RISK" | "LOW_VALUE_PAYMENT" | "MERCHANT_INITIATED_TRANSACTION" | "NONE" | "RECURRING_PAYMENT" | "SECURE_CORPORATE_PAYMENT" | "TRUSTED_MERCHANT");
	/**
	* Enumeration. Conditional.
	*/
	trustedMerchantStatus?: ("NOT_ON_LIST" | "ON_LIST");
}
/**
* Object. Conditional.
*/
export interface VerifyResponseBilling {
	address?: VerifyResponseBillingAddress;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseBillingAddress {
	/**
	* String, length 1 to 100. Conditional.
	*/
	city?: string;
	/**
	* plus company in Verify
	* 
	* String, length 1 to 100. Conditional.
	*/
	company?: string;
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
export interface VerifyResponseCustomer {
	/**
	* Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Conditional.
	*/
	email?: string;
	/**
	* String, length 1 to 50. Conditional.
	*/
	firstName?: string;
	/**
	* String, length 1 to 50. Conditional.
	*/
	lastName?: string;
	/**
	* String, length 1 to 50. Conditional.
	*/
	middleName?: string;
	/**
	* String, length 1 to 20. Conditional.
	*/
	mobilePhone?: string;
	/**
	* String, length 1 to 30. Conditional.
	*/
	nationalId?: string;
	/**
	* String, length 1 to 20. Conditional.
	*/
	phone?: string;
	/**
	* String, length 1 to 30. Conditional.
	*/
	taxRegistrationId?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseDevice {
	/**
	* String, length 1 to 10. Conditional.
	*/
	ani?: string;
	/**
	* String, length 1 to 2. Conditional.
	*/
	aniCallType?: string;
	/**
	* String, length 1 to 2048. Conditional.
	*/
	browser?: string;
	/**
	* String, length 1 to 4000. Conditional.
	*/
	fingerprint?: string;
	/**
	* String, length 1 to 60. Conditional.
	*/
	hostname?: string;
	/**
	* IPv4 or IPv6; IPv6 is only used for EMV 3DS authentication.
	* 
	* String, length 7 to 45. Conditional.
	*/
	ipAddress?: string;
	/**
	* String, length 1 to 255. Conditional.
	*/
	mobilePhoneModel?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseInitiator {
	entity?: VerifyResponseInitiatorEntity;
	/**
	* String, length 1 to 256. Conditional.
	*/
	userId?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseInitiatorEntity {
	/**
	* String, length 1 to 40. Conditional.
	*/
	id?: string;
	/**
	* Enumeration. Conditional.
	*/
	type?: ("AGENT" | "GATEWAY" | "MERCHANT" | "MERCHANT_ORGANIZATION" | "SERVICE_PROVIDER");
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrder {
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
	authenticationStatus?: ("AUTHENTICATION_ATTEMPTED" | "AUTHENTICATION_AVAILABLE" | "AUTHENTICATION_EXEMPT" | "AUTHENTICATION_FAILED" | "AUTHENTICATION_NOT_IN_EFFECT" | "AUTHENTICATION_NOT_SUPPORTED" | "AUTHENTICATION_PENDING" | "AUTHENTICATION_REJECTED" | "AUTHENTICATION_REQUIRED" | "AUTHENTICATION_SUCCESSFUL" | "AUTHENTICATION_UNAVAILABLE");
	/**
	* The gateway uses the provider default if absent.
	* 
	* Enumeration. Conditional.
	*/
	certainty?: ("ESTIMATED" | "FINAL");
	chargeback?: VerifyResponseOrderChargeback;
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
	discount?: VerifyResponseOrderDiscount;
	/**
	* Decimal, bounded form.
	* 
	* BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	dutyAmount?: string | number;
	/**
	* Integer, min 1, max 99. Conditional.
	*/
	expectedNumberOfCaptures?: number;
	/**
	* Enumeration. Conditional.
	*/
	fuelDispenseType?: "AUTOMATIC_FUEL_DISPENSING";
	/**
	* Enumeration. Conditional.
	*/
	fundingStatus?: ("FUNDED" | "FUNDING_ASSURED" | "FUNDING_FAILED" | "FUNDING_ON_HOLD" | "IN_PROGRESS" | "NON_FUNDED" | "NOT_SUPPORTED");
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
	industryPracticePaymentReason?: ("DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT");
	/**
	* Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	initialAuthorizedAmount?: string | number;
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
	* Amount in the merchant's pricing currency, derived from the rate quote.
	* 
	* Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
	*/
	merchantAmount: string | number;
	/**
	* Overrides the default for the acquirer link.
	* 
	* Digits, length exactly 4, characters [0-9]. Conditional.
	*/
	merchantCategoryCode?: string;
	merchantCharge?: VerifyResponseOrderMerchantCharge;
	/**
	* Amount in the merchant's pricing currency, derived from the rate quote.
	* 
	* UpperAlpha, length exactly 3, characters [A-Z]. Always provided.
	*/
	merchantCurrency: string;
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
	/**
	* String, length 1 to 40. Conditional.
	*/
	owningEntity?: string;
	/**
	* Verify: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. Authorize: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. The account-funding value ACCOUNT_FUNDING is referred to as a purchase type. It must be set when money is pulled from an account to credit another. A value is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
	* 
	* Enumeration. Conditional.
	*/
	purchaseType?: ("B2B_PAYMENT" | "CRYPTOCURRENCY" | "DEBT_REPAYMENT" | "HIGH_RISK_SECURITIES" | "OTHER");
	/**
	* 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
	* 
	* String, length 1 to 200. Conditional.
	*/
	reference?: string;
	/**
	* String, length 1 to 100. Conditional.
	*/
	requestorName?: string;
	reward?: VerifyResponseOrderReward;
	/**
	* Includes taxes on shipping and handling.
	* 
	* Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	shippingAndHandlingAmount?: string | number;
	/**
	* Included in the shipping and handling amount. Decimal, bounded form.
	* 
	* BoundedDecimal, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	shippingAndHandlingTaxAmount?: string | number;
	/**
	* Bounded form, max 1000000000000000000, at most 4 decimals (2.5 percent is written 0.025). Decimal, bounded form, max 1000000000000000000, at most 4 decimals.
	* 
	* BoundedDecimal, min 0, max 1000000000000000000, at most 4 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	shippingAndHandlingTaxRate?: string | number;
	statementDescriptor?: VerifyResponseOrderStatementDescriptor;
	/**
	* See section 3.
	* 
	* Enumeration (partial list, other values accepted). Conditional.
	*/
	status?: "AUTHENTICATED" | "AUTHENTICATION_INITIATED" | "AUTHENTICATION_NOT_NEEDED" | "AUTHENTICATION_UNSUCCESSFUL" | "AUTHORIZED" | "CANCELLED" | "CAPTURED" | "CHARGEBACK_PROCESSED" | "DISBURSED" | "DISPUTED" | "EXCESSIVELY_REFUNDED" | "FAILED" | "FUNDING" | "INITIATED" | "PARTIALLY_CAPTURED" | "PARTIALLY_REFUNDED" | "REFUNDED" | (string & {});
	subMerchant?: VerifyResponseOrderSubMerchant;
	/**
	* 1-21 (Verify). Required when order.purchaseType is B2B_PAYMENT.
	* 
	* String, length 1 to 21. Conditional.
	*/
	supplierName?: string;
	/**
	* Array of Object. Conditional.
	*/
	tax?: VerifyResponseOrderTax[];
	/**
	* Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
	* 
	* Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	taxAmount?: string | number;
	/**
	* String, length 1 to 30. Conditional.
	*/
	taxRegistrationId?: string;
	/**
	* Enumeration. Conditional.
	*/
	taxStatus?: ("EXEMPT" | "NOT_EXEMPT" | "NOT_PROVIDED");
	transactionFiltering?: VerifyResponseOrderTransactionFiltering;
}
/**
* Verify response, present when a chargeback has been processed.
* 
* Object. Conditional.
*/
export interface VerifyResponseOrderChargeback {
	/**
	* Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	amount?: string | number;
	/**
	* String, length exactly 3. Conditional.
	*/
	currency?: string;
}
/**
* Price reduction applied to the order.
* 
* Object. Conditional.
*/
export interface VerifyResponseOrderDiscount {
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
export interface VerifyResponseOrderMerchantCharge {
	/**
	* Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	amount?: string | number;
	/**
	* A in responses.
	* 
	* Enumeration. Always provided.
	*/
	calculatedBy: ("CLIENT" | "GATEWAY");
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
export interface VerifyResponseOrderReward {
	/**
	* Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
	*/
	amount: string | number;
	availableBalance?: VerifyResponseOrderRewardAvailableBalance;
	/**
	* BoundedDecimal, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
	*/
	points: string | number;
	previousBalance?: VerifyResponseOrderRewardPreviousBalance;
	/**
	* Enumeration (partial list, other values accepted). Conditional.
	*/
	program?: (string & {});
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrderRewardAvailableBalance {
	/**
	* BoundedDecimal, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	amount?: string | number;
	/**
	* BoundedDecimal, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	points?: string | number;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrderRewardPreviousBalance {
	/**
	* BoundedDecimal, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	amount?: string | number;
	/**
	* BoundedDecimal, min 0, max 1000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	points?: string | number;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrderStatementDescriptor {
	address?: VerifyResponseOrderStatementDescriptorAddress;
	/**
	* String, length 1 to 100. Conditional.
	*/
	name?: string;
	/**
	* String, length 1 to 20. Conditional.
	*/
	phone?: string;
	/**
	* Url, format url. Conditional.
	*/
	websiteUrl?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrderStatementDescriptorAddress {
	/**
	* String, length 1 to 100. Conditional.
	*/
	city?: string;
	/**
	* (where present)
	* 
	* String, length 1 to 100. Conditional.
	*/
	company?: string;
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
* For aggregators. Must be on the first transaction of an order; later transactions that carry it are rejected.
* 
* Object. Conditional.
*/
export interface VerifyResponseOrderSubMerchant {
	address?: VerifyResponseOrderSubMerchantAddress;
	/**
	* Digits, length exactly 4, characters [0-9]. Conditional.
	*/
	bankIndustryCode?: string;
	/**
	* Only after a scheme notice of high disputes.
	* 
	* TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Conditional.
	*/
	disputeContactPhone?: string;
	/**
	* Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Conditional.
	*/
	email?: string;
	/**
	* 3 letters
	* 
	* UpperAlpha, length exactly 3, characters [A-Z]. Conditional.
	*/
	governmentCountryCode?: string;
	/**
	* String, length 1 to 100. Conditional.
	*/
	identifier?: string;
	/**
	* String, length 1 to 11. Conditional.
	*/
	marketplaceId?: string;
	/**
	* String, length 1 to 20. Conditional.
	*/
	phone?: string;
	/**
	* String, length 1 to 100. Conditional.
	*/
	registeredName?: string;
	/**
	* Limit 21 characters for one card scheme and 27 for another, 36 with the aggregator name.
	* 
	* String, length 1 to 100. Conditional.
	*/
	tradingName?: string;
	/**
	* Url, format url. Conditional.
	*/
	websiteUrl?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrderSubMerchantAddress {
	/**
	* String, length 1 to 100. Conditional.
	*/
	city?: string;
	/**
	* (where present)
	* 
	* String, length 1 to 100. Conditional.
	*/
	company?: string;
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
export interface VerifyResponseOrderTax {
	/**
	* Tax amount per tax type.
	* 
	* Decimal, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	amount?: string | number;
	/**
	* Decimal, length 1 to 6, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*/
	rate?: string | number;
	/**
	* String, length 1 to 50. Conditional.
	*/
	type?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrderTransactionFiltering {
	/**
	* Overrides the configured address verification rules for the order.
	* 
	* Array of Object. Conditional.
	*/
	avsResponseCodeRules?: VerifyResponseOrderTransactionFilteringAvsResponseCodeRules[];
}
export interface VerifyResponseOrderTransactionFilteringAvsResponseCodeRules {
	/**
	* Enumeration. Conditional.
	*/
	action?: ("NO_ACTION" | "REJECT" | "REVIEW");
}
/**
* Object. Conditional.
*/
export interface VerifyResponseTransaction {
	acquirer?: VerifyResponseTransactionAcquirer;
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
	frequency?: ("INSTALLMENT" | "RECURRING" | "SINGLE");
	/**
	* String, length 1 to 40. Always provided.
	*/
	id: string;
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
	type: ("AUTHORIZATION" | "AUTHORIZATION_UPDATE" | "CAPTURE" | "PAYMENT" | "REFUND" | "VERIFICATION" | "VOID_AUTHORIZATION" | "VOID_CAPTURE" | "VOID_PAYMENT" | "VOID_REFUND");
}
/**
* Object. Conditional.
*/
export interface VerifyResponseTransactionAcquirer {
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
