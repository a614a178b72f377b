/**
* Object. Required.
*/
export type VerifyRequestOrder = {
	/**
	* Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.
	* 
	* Boolean. Optional.
	*/
	acceptPartialAmount?: boolean;
	/**
	* Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
	* 
	* Decimal, 1 to 14 characters. Optional.
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
	* UpperAlpha, exactly 3 characters. Required.
	*/
	currency: string;
	/**
	* Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.
	* 
	* Named values (up to 50 names of 1-99 characters A-Za-z0-9), each String, 1 to 250 characters. Optional.
	*/
	custom?: {
		[k: string]: string | undefined;
	};
	/**
	* String, 1 to 250 characters. Optional.
	*/
	customerNote?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Optional.
	*/
	customerOrderDate?: string;
	/**
	* AsciiText, 0 to 25 characters. Optional.
	*/
	customerReference?: string;
	/**
	* String, 1 to 127 characters. Optional.
	*/
	description?: string;
	discount?: VerifyRequestOrderDiscount;
	/**
	* Decimal, bounded form.
	* 
	* BoundedDecimal, min 0, max 1000000000000, at most 3 decimals. Optional.
	*/
	dutyAmount?: string | number;
	/**
	* Included in order.amount.
	* 
	* Decimal, 1 to 14 characters. Optional.
	*/
	gratuityAmount?: string | number;
	/**
	* Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.
	* 
	* Enumeration. Optional.
	*/
	industryPracticePaymentReason?: ("DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT");
	/**
	* String, 1 to 25 characters. Optional.
	*/
	invoiceNumber?: string;
	/**
	* String, 1 to 25 characters. Optional.
	*/
	localTaxRegistrationId?: string;
	marketplace?: VerifyRequestOrderMarketplace;
	/**
	* Overrides the default for the acquirer link.
	* 
	* Digits, exactly 4 characters. Optional.
	*/
	merchantCategoryCode?: string;
	merchantCharge?: VerifyRequestOrderMerchantCharge;
	/**
	* Digits, 1 to 6 characters. Optional.
	*/
	merchantPartnerIdCode?: string;
	/**
	* Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.
	* 
	* Decimal, 1 to 14 characters. Optional.
	*/
	netAmount?: string | number;
	/**
	* Webhook target (see Events).
	* 
	* Url. Optional.
	*/
	notificationUrl?: string;
	/**
	* String, 1 to 40 characters. Optional.
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
	* String, 1 to 40 characters. Optional.
	*/
	reference?: string;
	/**
	* String, 1 to 100 characters. Optional.
	*/
	requestorName?: string;
	reward?: VerifyRequestOrderReward;
	/**
	* Includes taxes on shipping and handling.
	* 
	* Decimal, 1 to 14 characters. Optional.
	*/
	shippingAndHandlingAmount?: string | number;
	/**
	* Included in the shipping and handling amount. Decimal, bounded form.
	* 
	* BoundedDecimal, min 0, max 1000000000000, at most 3 decimals. Optional.
	*/
	shippingAndHandlingTaxAmount?: string | number;
	/**
	* Bounded form, max 1000000000000000000, at most 4 decimals (2.5 percent is written 0.025). Decimal, bounded form, max 1000000000000000000, at most 4 decimals.
	* 
	* BoundedDecimal, min 0, max 1000000000000000000, at most 4 decimals. Optional.
	*/
	shippingAndHandlingTaxRate?: string | number;
	statementDescriptor?: VerifyRequestOrderStatementDescriptor;
	subMerchant?: VerifyRequestOrderSubMerchant;
	/**
	* 1-21 (Verify). Required when order.purchaseType is B2B_PAYMENT.
	* 
	* String, 1 to 21 characters. Optional.
	*/
	supplierName?: string;
	/**
	* Array of Object. Optional.
	*/
	tax?: VerifyRequestOrderTax[];
	/**
	* Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
	* 
	* Decimal, 1 to 14 characters. Optional.
	*/
	taxAmount?: string | number;
	/**
	* String, 1 to 30 characters. Optional.
	*/
	taxRegistrationId?: string;
	/**
	* Enumeration. Optional.
	*/
	taxStatus?: ("EXEMPT" | "NOT_EXEMPT" | "NOT_PROVIDED");
	transactionFiltering?: VerifyRequestOrderTransactionFiltering;
};
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
	* String, 1 to 100 characters. Optional.
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
	* BoundedDecimal, min 0, max 1000000000000, at most 3 decimals. Optional.
	*/
	foreignExchangeFee?: string | number;
	/**
	* OTHER default. Verify adds HIGH_RISK_SECURITIES.
	* 
	* Enumeration. Optional.
	*/
	purpose?: ("CRYPTOCURRENCY_PURCHASE" | "HIGH_RISK_SECURITIES" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
	/**
	* Alphanumeric, 2 to 6 characters. Optional.
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
	* Decimal, 1 to 14 characters. Optional.
	*/
	amount?: string | number;
	/**
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$. Optional.
	*/
	time?: string;
	/**
	* Id used for an earlier Initiate Authentication operation at the gateway.
	* 
	* String, 1 to 40 characters. Optional.
	*/
	transactionId?: string;
}
/**
* Object. Optional.
*/
export interface VerifyRequestAuthentication3Ds {
	/**
	* Alphanumeric, 1 to 2 characters. Optional.
	*/
	acsEci?: string;
	/**
	* Used unaltered.
	* 
	* Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$. Optional.
	*/
	authenticationToken?: ({
		[k: string]: unknown | undefined;
	} & string);
	/**
	* For version 1 it is the XID in base64. For version 2 it is the directory server id.
	* 
	* String, 1 to 50 characters. Optional.
	*/
	transactionId?: string;
}
/**
* Object. Optional.
*/
export interface VerifyRequestAuthentication3Ds2 {
	/**
	* String, 0 to 32 characters. Optional.
	*/
	acsReference?: string;
	/**
	* String, exactly 36 characters. Optional.
	*/
	acsTransactionId?: string;
	/**
	* Required for co-branded cards authenticated by an external provider.
	* 
	* Enumeration (partial list, other values accepted). Optional.
	*/
	authenticationScheme?: (string & {});
	/**
	* JsonText, 1 to 4000 characters. Optional.
	*/
	custom?: string;
	/**
	* String, 0 to 32 characters. Optional.
	*/
	dsReference?: string;
	/**
	* AlphanumericPlus, 1 to 20 characters. Optional.
	*/
	protocolVersion?: string;
	/**
	* String, exactly 2 characters. Optional.
	*/
	statusReasonCode?: string;
	/**
	* For example Y, N, U, A, R.
	* 
	* Alpha, exactly 1 characters. Optional.
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
	* String, 1 to 100 characters. Optional.
	*/
	city?: string;
	/**
	* plus company in Verify
	* 
	* String, 1 to 100 characters. Optional.
	*/
	company?: string;
	/**
	* ISO alpha-3 country code.
	* 
	* UpperAlpha, exactly 3 characters. Optional.
	*/
	country?: string;
	/**
	* Alphanumeric + ' ' and '-'
	* 
	* AlphanumericPlus, 1 to 10 characters. Optional.
	*/
	postcodeZip?: string;
	/**
	* String, 1 to 20 characters. Optional.
	*/
	stateProvince?: string;
	/**
	* ISO 3166-2 subdivision code. (where present)
	* 
	* String, 1 to 3 characters. Optional.
	*/
	stateProvinceCode?: string;
	/**
	* String, 1 to 100 characters. Optional.
	*/
	street?: string;
	/**
	* String, 1 to 100 characters. Optional.
	*/
	street2?: string;
}
/**
* Object. Optional.
*/
export interface VerifyRequestCustomer {
	/**
	* Email, at least 4 characters, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$. Optional.
	*/
	email?: string;
	/**
	* String, 1 to 50 characters. Optional.
	*/
	firstName?: string;
	/**
	* String, 1 to 50 characters. Optional.
	*/
	lastName?: string;
	/**
	* String, 1 to 50 characters. Optional.
	*/
	middleName?: string;
	/**
	* TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, at most 15 digits. Optional.
	*/
	mobilePhone?: string;
	/**
	* TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, at most 15 digits. Optional.
	*/
	phone?: string;
	/**
	* String, 1 to 30 characters. Optional.
	*/
	taxRegistrationId?: string;
}
/**
* Object. Optional.
*/
export interface VerifyRequestDevice {
	/**
	* String, 1 to 10 characters. Optional.
	*/
	ani?: string;
	/**
	* String, 1 to 2 characters. Optional.
	*/
	aniCallType?: string;
	/**
	* String, 1 to 2048 characters. Optional.
	*/
	browser?: string;
	/**
	* String, 1 to 4000 characters. Optional.
	*/
	fingerprint?: string;
	/**
	* String, 1 to 60 characters. Optional.
	*/
	hostname?: string;
	/**
	* IPv4 or IPv6; IPv6 is only used for EMV 3DS authentication.
	* 
	* String, 7 to 45 characters. Optional.
	*/
	ipAddress?: string;
}
/**
* Object. Optional.
*/
export interface VerifyRequestInitiator {
	/**
	* String, 1 to 256 characters. Optional.
	*/
	userId?: string;
}
/**
* Price reduction applied to the order.
* 
* Object. Optional.
*/
export interface VerifyRequestOrderDiscount {
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	amount?: string | number;
	/**
	* String, 1 to 40 characters. Optional.
	*/
	code?: string;
	/**
	* String, 1 to 127 characters. Optional.
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
	* Decimal, 1 to 14 characters. Optional.
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
	* Decimal, 1 to 14 characters. Optional.
	*/
	amount?: string | number;
	/**
	* R within the group. Its presence means rewards are redeemed. Alphanumeric plus '-', '_', ' ', '&', '+', '!', '$', '%', '.', '='
	* 
	* AlphanumericPlus, 1 to 100 characters. Required.
	*/
	balanceId: string;
}
/**
* Object. Optional.
*/
export interface VerifyRequestOrderStatementDescriptor {
	address?: VerifyRequestOrderStatementDescriptorAddress;
	/**
	* String, 1 to 100 characters. Optional.
	*/
	name?: string;
	/**
	* String, 1 to 20 characters. Optional.
	*/
	phone?: string;
	/**
	* Url. Optional.
	*/
	websiteUrl?: string;
}
/**
* Object. Optional.
*/
export interface VerifyRequestOrderStatementDescriptorAddress {
	/**
	* String, 1 to 100 characters. Optional.
	*/
	city?: string;
	/**
	* (where present)
	* 
	* String, 1 to 100 characters. Optional.
	*/
	company?: string;
	/**
	* ISO alpha-3 country code.
	* 
	* UpperAlpha, exactly 3 characters. Optional.
	*/
	country?: string;
	/**
	* Alphanumeric + ' ' and '-'
	* 
	* AlphanumericPlus, 1 to 10 characters. Optional.
	*/
	postcodeZip?: string;
	/**
	* String, 1 to 20 characters. Optional.
	*/
	stateProvince?: string;
	/**
	* ISO 3166-2 subdivision code. (where present)
	* 
	* String, 1 to 3 characters. Optional.
	*/
	stateProvinceCode?: string;
	/**
	* String, 1 to 100 characters. Optional.
	*/
	street?: string;
	/**
	* String, 1 to 100 characters. Optional.
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
	* Digits, exactly 4 characters. Optional.
	*/
	bankIndustryCode?: string;
	/**
	* Only after a scheme notice of high disputes.
	* 
	* TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, at most 15 digits. Optional.
	*/
	disputeContactPhone?: string;
	/**
	* Email, at least 4 characters, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$. Optional.
	*/
	email?: string;
	/**
	* 3 letters
	* 
	* UpperAlpha, exactly 3 characters. Optional.
	*/
	governmentCountryCode?: string;
	/**
	* String, 1 to 100 characters. Required.
	*/
	identifier: string;
	/**
	* String, 1 to 11 characters. Optional.
	*/
	marketplaceId?: string;
	/**
	* String, 1 to 20 characters. Optional.
	*/
	phone?: string;
	/**
	* String, 1 to 100 characters. Optional.
	*/
	registeredName?: string;
	/**
	* Limit 21 characters for one card scheme and 27 for another, 36 with the aggregator name.
	* 
	* String, 1 to 100 characters. Required.
	*/
	tradingName: string;
	/**
	* Url. Optional.
	*/
	websiteUrl?: string;
}
/**
* Object. Optional.
*/
export interface VerifyRequestOrderSubMerchantAddress {
	/**
	* String, 1 to 100 characters. Optional.
	*/
	city?: string;
	/**
	* (where present)
	* 
	* String, 1 to 100 characters. Optional.
	*/
	company?: string;
	/**
	* ISO alpha-3 country code.
	* 
	* UpperAlpha, exactly 3 characters. Optional.
	*/
	country?: string;
	/**
	* Alphanumeric + ' ' and '-'
	* 
	* AlphanumericPlus, 1 to 10 characters. Optional.
	*/
	postcodeZip?: string;
	/**
	* String, 1 to 20 characters. Optional.
	*/
	stateProvince?: string;
	/**
	* ISO 3166-2 subdivision code. (where present)
	* 
	* String, 1 to 3 characters. Optional.
	*/
	stateProvinceCode?: string;
	/**
	* String, 1 to 100 characters. Optional.
	*/
	street?: string;
	/**
	* String, 1 to 100 characters. Optional.
	*/
	street2?: string;
}
export interface VerifyRequestOrderTax {
	/**
	* Tax amount per tax type.
	* 
	* Decimal, 1 to 14 characters. Optional.
	*/
	amount?: string | number;
	/**
	* Decimal, 1 to 6 characters. Optional.
	*/
	rate?: string | number;
	/**
	* String, 1 to 50 characters. Optional.
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
	* String, 1 to 100 characters. Conditional.
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
	* AlphanumericPlus, 1 to 40 characters. Always provided.
	*/
	merchant: string;
	order?: VerifyResponseOrder;
	/**
	* The moment the gateway considers the operation to have happened.
	* 
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$. Conditional.
	*/
	timeOfRecord?: string;
	transaction?: VerifyResponseTransaction;
	/**
	* String, 1 to 256 characters. Conditional.
	*/
	userId?: string;
	/**
	* The API version in which the request was submitted.
	* 
	* String, 1 to 8 characters. Conditional.
	*/
	version?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseAccountFunding {
	/**
	* BoundedDecimal, min 0, max 1000000000000, at most 3 decimals. Conditional.
	*/
	foreignExchangeFee?: string | number;
	/**
	* OTHER default. Verify adds HIGH_RISK_SECURITIES.
	* 
	* Enumeration. Conditional.
	*/
	purpose?: ("CRYPTOCURRENCY_PURCHASE" | "HIGH_RISK_SECURITIES" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
	/**
	* Alphanumeric, 2 to 6 characters. Conditional.
	*/
	purposeOfPayment?: string;
	/**
	* Gateway generated.
	* 
	* String, 1 to 50 characters. Always provided.
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
	* Alphanumeric, 6 to 15 characters. Conditional.
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
	* Alphanumeric, exactly 2 characters. Conditional.
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
	* Digits, 1 to 3 characters. Conditional.
	*/
	numberInParty?: string;
	/**
	* UpperAlpha, exactly 3 characters. Conditional.
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
	* Alphanumeric, 11 to 16 characters. Conditional.
	*/
	conjunctionTicketNumber?: string;
	/**
	* Alphanumeric, exactly 1 characters. Conditional.
	*/
	couponNumber?: string;
	/**
	* UpperAlpha, exactly 3 characters. Conditional.
	*/
	departureAirport?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Conditional.
	*/
	departureDate?: string;
	/**
	* Decimal, 1 to 14 characters. Conditional.
	*/
	departureTax?: string | number;
	/**
	* Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$. Conditional.
	*/
	departureTime?: string;
	/**
	* UpperAlpha, exactly 3 characters. Conditional.
	*/
	destinationAirport?: string;
	/**
	* In Verify and Authorize only.
	* 
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Conditional.
	*/
	destinationArrivalDate?: string;
	/**
	* Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$. Conditional.
	*/
	destinationArrivalTime?: string;
	/**
	* Alphanumeric, 1 to 20 characters. Conditional.
	*/
	endorsementsRestrictions?: string;
	/**
	* Alphanumeric, 11 to 16 characters. Conditional.
	*/
	exchangeTicketNumber?: string;
	/**
	* Decimal, 1 to 14 characters. Conditional.
	*/
	fare?: string | number;
	/**
	* Alphanumeric (+ space in Verify and Authorize)
	* 
	* AlphanumericPlus, 1 to 24 characters. Conditional.
	*/
	fareBasis?: string;
	/**
	* Decimal, 1 to 14 characters. Conditional.
	*/
	fees?: string | number;
	/**
	* Alphanumeric, 4 to 6 characters. Conditional.
	*/
	flightNumber?: string;
	/**
	* Boolean. Conditional.
	*/
	stopoverPermitted?: boolean;
	/**
	* Decimal, 1 to 14 characters. Conditional.
	*/
	taxes?: string | number;
	/**
	* Alphanumeric, 1 to 3 characters. Conditional.
	*/
	travelClass?: string;
}
export interface VerifyResponseAirlinePassenger {
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	firstName?: string;
	/**
	* Not in the Initiate response.
	* 
	* String, 1 to 20 characters. Conditional.
	*/
	frequentFlyerNumber?: string;
	/**
	* String, 1 to 20 characters. Conditional.
	*/
	lastName?: string;
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	middleName?: string;
	/**
	* Alphanumeric, 1 to 59 characters. Conditional.
	*/
	specificInformation?: string;
	/**
	* String, 1 to 20 characters. Conditional.
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
	* Alphanumeric, 11 to 16 characters. Conditional.
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
	* Alphanumeric, 11 to 16 characters. Conditional.
	*/
	ticketNumber?: string;
	/**
	* Decimal, 1 to 14 characters. Conditional.
	*/
	totalFare?: string | number;
	/**
	* Decimal, 1 to 14 characters. Conditional.
	*/
	totalFees?: string | number;
	/**
	* Decimal, 1 to 14 characters. Conditional.
	*/
	totalTaxes?: string | number;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseAirlineTicketIssue {
	/**
	* String, 1 to 16 characters. Conditional.
	*/
	address?: string;
	/**
	* As leg carrier code.
	* 
	* Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Conditional.
	*/
	carrierCode?: string;
	/**
	* Alphanumeric, 1 to 25 characters. Conditional.
	*/
	carrierName?: string;
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	city?: string;
	/**
	* UpperAlpha, exactly 3 characters. Conditional.
	*/
	country?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Conditional.
	*/
	date?: string;
	/**
	* Alphanumeric, 8 to 9 characters. Conditional.
	*/
	travelAgentCode?: string;
	/**
	* Alphanumeric + additional characters, 1-30
	* 
	* String, 1 to 30 characters. Conditional.
	*/
	travelAgentName?: string;
}
export interface VerifyResponseAirlineTicketTaxOrFee {
	/**
	* Decimal, 1 to 14 characters. Conditional.
	*/
	amount?: string | number;
	/**
	* IATA code.
	* 
	* Alphanumeric, exactly 3 characters. Conditional.
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
	* Decimal, 1 to 14 characters. Conditional.
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
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$. Conditional.
	*/
	time?: string;
	/**
	* Id used for an earlier Initiate Authentication operation at the gateway.
	* 
	* String, 1 to 40 characters. Conditional.
	*/
	transactionId?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseAuthentication3Ds {
	/**
	* Alphanumeric, 1 to 2 characters. Conditional.
	*/
	acsEci?: string;
	/**
	* Used unaltered.
	* 
	* Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$. Conditional.
	*/
	authenticationToken?: ({
		[k: string]: unknown | undefined;
	} & string);
	/**
	* For version 1 it is the XID in base64. For version 2 it is the directory server id.
	* 
	* String, 1 to 50 characters. Conditional.
	*/
	transactionId?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseAuthentication3Ds2 {
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	"3dsServerTransactionId"?: string;
	/**
	* String, 0 to 32 characters. Conditional.
	*/
	acsReference?: string;
	/**
	* String, exactly 36 characters. Conditional.
	*/
	acsTransactionId?: string;
	/**
	* Required for co-branded cards authenticated by an external provider.
	* 
	* Enumeration (partial list, other values accepted). Conditional.
	*/
	authenticationScheme?: (string & {});
	/**
	* JsonText, 1 to 4000 characters. Conditional.
	*/
	custom?: string;
	/**
	* String, exactly 10 characters. Conditional.
	*/
	directoryServerId?: string;
	/**
	* String, 0 to 32 characters. Conditional.
	*/
	dsReference?: string;
	/**
	* String, 1 to 50 characters. Conditional.
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
	* AlphanumericPlus, 1 to 20 characters. Conditional.
	*/
	protocolVersion?: string;
	/**
	* String, 1 to 35 characters. Always provided.
	*/
	requestorId: string;
	/**
	* String, 1 to 40 characters. Always provided.
	*/
	requestorName: string;
	sdk?: VerifyResponseAuthentication3Ds2Sdk;
	/**
	* String, exactly 2 characters. Conditional.
	*/
	statusReasonCode?: string;
	/**
	* For example Y, N, U, A, R.
	* 
	* Alpha, exactly 1 characters. Conditional.
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
	* Url. Conditional.
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
	* String, 1 to 100 characters. Conditional.
	*/
	city?: string;
	/**
	* plus company in Verify
	* 
	* String, 1 to 100 characters. Conditional.
	*/
	company?: string;
	/**
	* ISO alpha-3 country code.
	* 
	* UpperAlpha, exactly 3 characters. Conditional.
	*/
	country?: string;
	/**
	* Alphanumeric + ' ' and '-'
	* 
	* AlphanumericPlus, 1 to 10 characters. Conditional.
	*/
	postcodeZip?: string;
	/**
	* String, 1 to 20 characters. Conditional.
	*/
	stateProvince?: string;
	/**
	* ISO 3166-2 subdivision code. (where present)
	* 
	* String, 1 to 3 characters. Conditional.
	*/
	stateProvinceCode?: string;
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	street?: string;
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	street2?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseCustomer {
	/**
	* Email, at least 4 characters, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$. Conditional.
	*/
	email?: string;
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	firstName?: string;
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	lastName?: string;
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	middleName?: string;
	/**
	* String, 1 to 20 characters. Conditional.
	*/
	mobilePhone?: string;
	/**
	* String, 1 to 30 characters. Conditional.
	*/
	nationalId?: string;
	/**
	* String, 1 to 20 characters. Conditional.
	*/
	phone?: string;
	/**
	* String, 1 to 30 characters. Conditional.
	*/
	taxRegistrationId?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseDevice {
	/**
	* String, 1 to 10 characters. Conditional.
	*/
	ani?: string;
	/**
	* String, 1 to 2 characters. Conditional.
	*/
	aniCallType?: string;
	/**
	* String, 1 to 2048 characters. Conditional.
	*/
	browser?: string;
	/**
	* String, 1 to 4000 characters. Conditional.
	*/
	fingerprint?: string;
	/**
	* String, 1 to 60 characters. Conditional.
	*/
	hostname?: string;
	/**
	* IPv4 or IPv6; IPv6 is only used for EMV 3DS authentication.
	* 
	* String, 7 to 45 characters. Conditional.
	*/
	ipAddress?: string;
	/**
	* String, 1 to 255 characters. Conditional.
	*/
	mobilePhoneModel?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseInitiator {
	entity?: VerifyResponseInitiatorEntity;
	/**
	* String, 1 to 256 characters. Conditional.
	*/
	userId?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseInitiatorEntity {
	/**
	* String, 1 to 40 characters. Conditional.
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
	* Decimal, 1 to 14 characters. Conditional.
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
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$. Always provided.
	*/
	creationTime: string;
	/**
	* ISO 4217 alpha code.
	* 
	* UpperAlpha, exactly 3 characters. Conditional.
	*/
	currency?: string;
	/**
	* Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.
	* 
	* Named values (up to 50 names of 1-99 characters A-Za-z0-9), each String, 1 to 250 characters. Conditional.
	*/
	custom?: {
		[k: string]: string | undefined;
	};
	/**
	* String, 1 to 250 characters. Conditional.
	*/
	customerNote?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Conditional.
	*/
	customerOrderDate?: string;
	/**
	* AsciiText, 0 to 25 characters. Conditional.
	*/
	customerReference?: string;
	/**
	* String, 1 to 127 characters. Conditional.
	*/
	description?: string;
	discount?: VerifyResponseOrderDiscount;
	/**
	* Decimal, bounded form.
	* 
	* BoundedDecimal, min 0, max 1000000000000, at most 3 decimals. Conditional.
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
	* Decimal, 1 to 14 characters. Conditional.
	*/
	gratuityAmount?: string | number;
	/**
	* Identifies the order.
	* 
	* String, 1 to 40 characters. Always provided.
	*/
	id: string;
	/**
	* Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.
	* 
	* Enumeration. Conditional.
	*/
	industryPracticePaymentReason?: ("DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT");
	/**
	* Decimal, 1 to 14 characters. Conditional.
	*/
	initialAuthorizedAmount?: string | number;
	/**
	* String, 1 to 25 characters. Conditional.
	*/
	invoiceNumber?: string;
	/**
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$. Always provided.
	*/
	lastUpdatedTime: string;
	/**
	* String, 1 to 25 characters. Conditional.
	*/
	localTaxRegistrationId?: string;
	/**
	* Amount in the merchant's pricing currency, derived from the rate quote.
	* 
	* Decimal, 1 to 14 characters. Always provided.
	*/
	merchantAmount: string | number;
	/**
	* Overrides the default for the acquirer link.
	* 
	* Digits, exactly 4 characters. Conditional.
	*/
	merchantCategoryCode?: string;
	merchantCharge?: VerifyResponseOrderMerchantCharge;
	/**
	* Amount in the merchant's pricing currency, derived from the rate quote.
	* 
	* UpperAlpha, exactly 3 characters. Always provided.
	*/
	merchantCurrency: string;
	/**
	* Digits, 1 to 6 characters. Conditional.
	*/
	merchantPartnerIdCode?: string;
	/**
	* Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.
	* 
	* Decimal, 1 to 14 characters. Conditional.
	*/
	netAmount?: string | number;
	/**
	* Webhook target (see Events).
	* 
	* Url. Conditional.
	*/
	notificationUrl?: string;
	/**
	* String, 1 to 40 characters. Conditional.
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
	* String, 1 to 200 characters. Conditional.
	*/
	reference?: string;
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	requestorName?: string;
	reward?: VerifyResponseOrderReward;
	/**
	* Includes taxes on shipping and handling.
	* 
	* Decimal, 1 to 14 characters. Conditional.
	*/
	shippingAndHandlingAmount?: string | number;
	/**
	* Included in the shipping and handling amount. Decimal, bounded form.
	* 
	* BoundedDecimal, min 0, max 1000000000000, at most 3 decimals. Conditional.
	*/
	shippingAndHandlingTaxAmount?: string | number;
	/**
	* Bounded form, max 1000000000000000000, at most 4 decimals (2.5 percent is written 0.025). Decimal, bounded form, max 1000000000000000000, at most 4 decimals.
	* 
	* BoundedDecimal, min 0, max 1000000000000000000, at most 4 decimals. Conditional.
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
	* String, 1 to 21 characters. Conditional.
	*/
	supplierName?: string;
	/**
	* Array of Object. Conditional.
	*/
	tax?: VerifyResponseOrderTax[];
	/**
	* Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
	* 
	* Decimal, 1 to 14 characters. Conditional.
	*/
	taxAmount?: string | number;
	/**
	* String, 1 to 30 characters. Conditional.
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
	* Decimal, 1 to 14 characters. Conditional.
	*/
	amount?: string | number;
	/**
	* String, exactly 3 characters. Conditional.
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
	* Decimal, 1 to 14 characters. Conditional.
	*/
	amount?: string | number;
	/**
	* String, 1 to 40 characters. Conditional.
	*/
	code?: string;
	/**
	* String, 1 to 127 characters. Conditional.
	*/
	description?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrderMerchantCharge {
	/**
	* Decimal, 1 to 14 characters. Conditional.
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
	* String, 1 to 50 characters. Conditional.
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
	* Decimal, 1 to 14 characters. Always provided.
	*/
	amount: string | number;
	availableBalance?: VerifyResponseOrderRewardAvailableBalance;
	/**
	* BoundedDecimal, min 0, max 1000000000, at most 3 decimals. Always provided.
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
	* BoundedDecimal, min 0, max 1000000000, at most 3 decimals. Conditional.
	*/
	amount?: string | number;
	/**
	* BoundedDecimal, min 0, max 1000000000, at most 3 decimals. Conditional.
	*/
	points?: string | number;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrderRewardPreviousBalance {
	/**
	* BoundedDecimal, min 0, max 1000000000, at most 3 decimals. Conditional.
	*/
	amount?: string | number;
	/**
	* BoundedDecimal, min 0, max 1000000000, at most 3 decimals. Conditional.
	*/
	points?: string | number;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrderStatementDescriptor {
	address?: VerifyResponseOrderStatementDescriptorAddress;
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	name?: string;
	/**
	* String, 1 to 20 characters. Conditional.
	*/
	phone?: string;
	/**
	* Url. Conditional.
	*/
	websiteUrl?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrderStatementDescriptorAddress {
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	city?: string;
	/**
	* (where present)
	* 
	* String, 1 to 100 characters. Conditional.
	*/
	company?: string;
	/**
	* ISO alpha-3 country code.
	* 
	* UpperAlpha, exactly 3 characters. Conditional.
	*/
	country?: string;
	/**
	* Alphanumeric + ' ' and '-'
	* 
	* AlphanumericPlus, 1 to 10 characters. Conditional.
	*/
	postcodeZip?: string;
	/**
	* String, 1 to 20 characters. Conditional.
	*/
	stateProvince?: string;
	/**
	* ISO 3166-2 subdivision code. (where present)
	* 
	* String, 1 to 3 characters. Conditional.
	*/
	stateProvinceCode?: string;
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	street?: string;
	/**
	* String, 1 to 100 characters. Conditional.
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
	* Digits, exactly 4 characters. Conditional.
	*/
	bankIndustryCode?: string;
	/**
	* Only after a scheme notice of high disputes.
	* 
	* TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, at most 15 digits. Conditional.
	*/
	disputeContactPhone?: string;
	/**
	* Email, at least 4 characters, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$. Conditional.
	*/
	email?: string;
	/**
	* 3 letters
	* 
	* UpperAlpha, exactly 3 characters. Conditional.
	*/
	governmentCountryCode?: string;
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	identifier?: string;
	/**
	* String, 1 to 11 characters. Conditional.
	*/
	marketplaceId?: string;
	/**
	* String, 1 to 20 characters. Conditional.
	*/
	phone?: string;
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	registeredName?: string;
	/**
	* Limit 21 characters for one card scheme and 27 for another, 36 with the aggregator name.
	* 
	* String, 1 to 100 characters. Conditional.
	*/
	tradingName?: string;
	/**
	* Url. Conditional.
	*/
	websiteUrl?: string;
}
/**
* Object. Conditional.
*/
export interface VerifyResponseOrderSubMerchantAddress {
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	city?: string;
	/**
	* (where present)
	* 
	* String, 1 to 100 characters. Conditional.
	*/
	company?: string;
	/**
	* ISO alpha-3 country code.
	* 
	* UpperAlpha, exactly 3 characters. Conditional.
	*/
	country?: string;
	/**
	* Alphanumeric + ' ' and '-'
	* 
	* AlphanumericPlus, 1 to 10 characters. Conditional.
	*/
	postcodeZip?: string;
	/**
	* String, 1 to 20 characters. Conditional.
	*/
	stateProvince?: string;
	/**
	* ISO 3166-2 subdivision code. (where present)
	* 
	* String, 1 to 3 characters. Conditional.
	*/
	stateProvinceCode?: string;
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	street?: string;
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	street2?: string;
}
export interface VerifyResponseOrderTax {
	/**
	* Tax amount per tax type.
	* 
	* Decimal, 1 to 14 characters. Conditional.
	*/
	amount?: string | number;
	/**
	* Decimal, 1 to 6 characters. Conditional.
	*/
	rate?: string | number;
	/**
	* String, 1 to 50 characters. Conditional.
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
	* BoundedDecimal, min 0, max 1000000000000, at most 3 decimals. Always provided.
	*/
	amount: string | number;
	/**
	* AsciiText, 1 to 100 characters. Conditional.
	*/
	authorizationCode?: string;
	/**
	* Only for batch uploads.
	* 
	* String, 1 to 512 characters. Conditional.
	*/
	batchName?: string;
	/**
	* UpperAlpha, exactly 3 characters. Always provided.
	*/
	currency: string;
	/**
	* Enumeration. Conditional.
	*/
	frequency?: ("INSTALLMENT" | "RECURRING" | "SINGLE");
	/**
	* String, 1 to 40 characters. Always provided.
	*/
	id: string;
	/**
	* String, 1 to 250 characters. Conditional.
	*/
	merchantNote?: string;
	/**
	* AsciiText, 1 to 100 characters. Conditional.
	*/
	receipt?: string;
	/**
	* String, 1 to 40 characters. Conditional.
	*/
	reference?: string;
	/**
	* Default for a full capture is the order tax amount.
	* 
	* BoundedDecimal, min 0, max 1000000000000, at most 3 decimals. Conditional.
	*/
	taxAmount?: string | number;
	/**
	* String, 1 to 16 characters. Conditional.
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
	* String, 1 to 4000 characters. Conditional.
	*/
	customData?: string;
	/**
	* String, 1 to 4000 characters. Conditional.
	*/
	date?: string;
	/**
	* String, 1 to 40 characters. Always provided.
	*/
	id: string;
	/**
	* String, 1 to 4000 characters. Conditional.
	*/
	time?: string;
}
