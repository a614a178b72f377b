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
	* String, 1 to 100 characters. Optional.
	*/
	correlationId?: string;
	customer?: InitiateBrowserPaymentRequestCustomer;
	order: InitiateBrowserPaymentRequestOrder;
	/**
	* String, 1 to 40 characters. Optional.
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
	* Email, at least 4 characters, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$. Optional.
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
	* Decimal, 1 to 14 characters. Required.
	*/
	amount: string | number;
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
	* String, 1 to 127 characters. Optional.
	*/
	description?: string;
	/**
	* Webhook target (see Events).
	* 
	* String, at least 12 characters, pattern ^https. Optional.
	*/
	notificationUrl?: string;
	/**
	* 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
	* 
	* String, 1 to 40 characters. Optional.
	*/
	reference?: string;
	/**
	* Includes taxes on shipping and handling.
	* 
	* Decimal, 1 to 14 characters, may be negative. Optional.
	*/
	shippingAndHandlingAmount?: string | number;
	/**
	* Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
	* 
	* Decimal, 1 to 14 characters, may be negative. Optional.
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
	* String, 1 to 50 characters. Optional.
	*/
	sensitiveData?: string;
}
/**
* Object. Optional.
*/
export interface InitiateBrowserPaymentRequestShipping {
	address?: InitiateBrowserPaymentRequestShippingAddress;
	/**
	* String, 1 to 50 characters. Optional.
	*/
	firstName?: string;
	/**
	* String, 1 to 50 characters. Optional.
	*/
	lastName?: string;
	/**
	* Enumeration. Optional.
	*/
	method?: ("ELECTRONIC" | "GROUND" | "OVERNIGHT" | "PRIORITY" | "SAME_DAY");
	/**
	* String, 1 to 20 characters. Optional.
	*/
	phone?: string;
}
/**
* Object. Optional.
*/
export interface InitiateBrowserPaymentRequestShippingAddress {
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
* Object. Optional.
*/
export interface InitiateBrowserPaymentRequestTransaction {
	/**
	* String, 1 to 250 characters. Optional.
	*/
	merchantNote?: string;
	/**
	* String, 1 to 40 characters. Optional.
	*/
	reference?: string;
}
/**
* Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.
*/
export interface InitiateBrowserPaymentResponse {
	"3DSecure"?: InitiateBrowserPaymentResponse3DSecure;
	/**
	* AsciiText, 1 to 64 characters. Conditional.
	*/
	"3DSecureId"?: string;
	airline?: InitiateBrowserPaymentResponseAirline;
	appPayment?: InitiateBrowserPaymentResponseAppPayment;
	authorizationResponse?: InitiateBrowserPaymentResponseAuthorizationResponse;
	billing?: InitiateBrowserPaymentResponseBilling;
	browserPayment?: InitiateBrowserPaymentResponseBrowserPayment;
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	correlationId?: string;
	customer?: InitiateBrowserPaymentResponseCustomer;
	/**
	* Enumeration. Conditional.
	*/
	gatewayEntryPoint?: ("AUTO" | "BATCH" | "HOSTED_FORM" | "HOSTED_PAGE" | "MERCHANT_ADMINISTRATION" | "THREE_PARTY" | "TWO_PARTY" | "WEB_SERVICES_API");
	/**
	* Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters. same rule as {merchantId}
	* 
	* AlphanumericPlus, 1 to 40 characters. Always provided.
	*/
	merchant: string;
	order?: InitiateBrowserPaymentResponseOrder;
	shipping?: InitiateBrowserPaymentResponseShipping;
	sourceOfFunds?: InitiateBrowserPaymentResponseSourceOfFunds;
	/**
	* The moment the gateway considers the operation to have happened.
	* 
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$. Conditional.
	*/
	timeOfRecord?: string;
	transaction?: InitiateBrowserPaymentResponseTransaction;
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
export interface InitiateBrowserPaymentResponse3DSecure {
	/**
	* Digits, 1 to 2 characters. Conditional.
	*/
	acsEci?: string;
	/**
	* Enumeration. Conditional.
	*/
	authenticationStatus?: ("AUTHENTICATION_ATTEMPTED" | "AUTHENTICATION_NOT_AVAILABLE" | "AUTHENTICATION_SUCCESSFUL");
	/**
	* Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$. Conditional.
	*/
	authenticationToken?: ({
		[k: string]: unknown | undefined;
	} & string);
	/**
	* Enumeration. Always provided.
	*/
	enrollmentStatus: ("ENROLLED" | "ENROLLMENT_STATUS_UNDETERMINED" | "NOT_ENROLLED");
	/**
	* Base64, exactly 28 characters, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$. Conditional.
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
	* Alphanumeric, 6 to 15 characters. Conditional.
	*/
	bookingReference?: string;
	/**
	* Enumeration (partial list, other values accepted). Conditional.
	*/
	documentType?: "ADDITIONAL_COLLECTION" | "EXCESS_BAGGAGE" | "PASSENGER_TICKET" | "SUPPORTED_REFUND" | "TOUR_DEPOSIT" | "UNSUPPORTED_REFUND" | "UPGRADE_CHARGE" | "VENDOR_REFUND_CREDIT" | "VENDOR_SALE" | (string & {});
	itinerary?: InitiateBrowserPaymentResponseAirlineItinerary;
	/**
	* Array of Object. Conditional.
	*/
	passenger?: InitiateBrowserPaymentResponseAirlinePassenger[];
	/**
	* Alphanumeric, exactly 2 characters. Conditional.
	*/
	planNumber?: string;
	ticket?: InitiateBrowserPaymentResponseAirlineTicket;
	/**
	* Enumeration. Conditional.
	*/
	transactionType?: ("EXCHANGE_TICKET" | "MISCELLANEOUS_CHARGE" | "REFUND" | "REVERSAL" | "TICKET_PURCHASE" | "TOUR_ORDER");
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
	* Digits, 1 to 3 characters. Conditional.
	*/
	numberInParty?: string;
	/**
	* UpperAlpha, exactly 3 characters. Conditional.
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
	* Alphanumeric, 1 to 24 characters. Conditional.
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
export interface InitiateBrowserPaymentResponseAirlinePassenger {
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	firstName?: string;
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
export interface InitiateBrowserPaymentResponseAirlineTicket {
	/**
	* Boolean. Conditional.
	*/
	conjunctionTicketIndicator?: boolean;
	/**
	* In the Initiate response only.
	* 
	* String, 1 to 20 characters. Conditional.
	*/
	customerReference?: string;
	/**
	* Boolean. Conditional.
	*/
	eTicket?: boolean;
	/**
	* Alphanumeric, 11 to 16 characters. Conditional.
	*/
	exchangedTicketNumber?: string;
	issue?: InitiateBrowserPaymentResponseAirlineTicketIssue;
	/**
	* Boolean. Conditional.
	*/
	restricted?: boolean;
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
export interface InitiateBrowserPaymentResponseAirlineTicketIssue {
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
	* Alphanumeric, 1 to 18 characters. Conditional.
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
/**
* Object. Conditional.
*/
export interface InitiateBrowserPaymentResponseAppPayment {
	/**
	* Used in place of browserPayment.redirectUrl when the payer is in an app.
	* 
	* Url. Conditional.
	*/
	redirectUrl?: string;
	/**
	* Used in place of browserPayment.redirectUrl when the payer is in an app.
	* 
	* Url. Conditional.
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
	* String, 1 to 2 characters. Conditional.
	*/
	cardLevelIndicator?: string;
	/**
	* String, exactly 1 characters. Conditional.
	*/
	cardSecurityCodeError?: string;
	/**
	* All are Strings and C.
	* 
	* Enumeration. Conditional.
	*/
	commercialCard?: ("COMMERCIAL_CARD" | "NOT_A_COMMERCIAL_CARD" | "UNDETERMINED");
	/**
	* All are Strings and C.
	* 
	* Enumeration. Conditional.
	*/
	commercialCardIndicator?: ("BUSINESS_CARD" | "COMMERCIAL_AND_CONSUMER" | "COMMERCIAL_CARD" | "CONSUMER_CARD" | "CORPORATE_CARD" | "DECLINE_OR_NOT_COMMERCIAL_CARD" | "OTHER" | "PURCHASING_CARD");
	/**
	* MMDD.
	* 
	* String, 1 to 4 characters. Conditional.
	*/
	date?: string;
	/**
	* String, 1 to 3 characters. Conditional.
	*/
	financialNetworkCode?: string;
	/**
	* String, exactly 1 characters. Conditional.
	*/
	marketSpecificData?: string;
	/**
	* String, 1 to 2 characters. Conditional.
	*/
	merchantAdviceCode?: string;
	/**
	* String, 1 to 23 characters. Conditional.
	*/
	paySvcData?: string;
	/**
	* String, 1 to 13 characters. Conditional.
	*/
	posData?: string;
	/**
	* String, 1 to 4 characters. Conditional.
	*/
	posEntryMode?: string;
	/**
	* String, exactly 1 characters. Conditional.
	*/
	posEntryModeChanged?: string;
	/**
	* String, 1 to 6 characters. Conditional.
	*/
	processingCode?: string;
	/**
	* String, 1 to 3 characters. Conditional.
	*/
	responseCode?: string;
	/**
	* String, 1 to 16 characters. Conditional.
	*/
	responseMessage?: string;
	/**
	* String, exactly 1 characters. Conditional.
	*/
	returnAci?: string;
	/**
	* String, 1 to 6 characters. Conditional.
	*/
	stan?: string;
	/**
	* HHMMSS.
	* 
	* String, 1 to 6 characters. Conditional.
	*/
	time?: string;
	/**
	* String, 1 to 2 characters. Conditional.
	*/
	trackQuality?: string;
	/**
	* String, 1 to 15 characters. Conditional.
	*/
	transactionIdentifier?: string;
	/**
	* String, 1 to 4 characters. Conditional.
	*/
	validationCode?: string;
	/**
	* String, exactly 1 characters. Conditional.
	*/
	vpasResponse?: string;
}
/**
* Object. Conditional.
*/
export interface InitiateBrowserPaymentResponseBilling {
	address?: InitiateBrowserPaymentResponseBillingAddress;
	/**
	* String, 1 to 20 characters. Conditional.
	*/
	phone?: string;
}
/**
* Object. Conditional.
*/
export interface InitiateBrowserPaymentResponseBillingAddress {
	/**
	* String, 1 to 100 characters. Conditional.
	*/
	city?: string;
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
export interface InitiateBrowserPaymentResponseBrowserPayment {
	/**
	* The redirect URL. The merchant must redirect the payer's browser to that URL (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.
	* 
	* Url. Conditional.
	*/
	redirectUrl?: string;
}
/**
* Object. Conditional.
*/
export interface InitiateBrowserPaymentResponseCustomer {
	/**
	* String, 1 to 10 characters. Conditional.
	*/
	ani?: string;
	/**
	* String, 1 to 2 characters. Conditional.
	*/
	aniCallType?: string;
	/**
	* String, 1 to 255 characters. Conditional.
	*/
	browser?: string;
	/**
	* Email, at least 4 characters, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$. Conditional.
	*/
	email?: string;
	/**
	* String, 1 to 60 characters. Conditional.
	*/
	hostname?: string;
	/**
	* String, 7 to 15 characters. Conditional.
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
	discount?: InitiateBrowserPaymentResponseOrderDiscount;
	/**
	* Decimal, bounded form.
	* 
	* BoundedDecimal, min 0, max 1000000000000, at most 3 decimals. Conditional.
	*/
	dutyAmount?: string | number;
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
	* Overrides the default for the acquirer link.
	* 
	* Digits, exactly 4 characters. Conditional.
	*/
	merchantCategoryCode?: string;
	merchantCharge?: InitiateBrowserPaymentResponseOrderMerchantCharge;
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
}
/**
* Price reduction applied to the order.
* 
* Object. Conditional.
*/
export interface InitiateBrowserPaymentResponseOrderDiscount {
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
export interface InitiateBrowserPaymentResponseOrderMerchantCharge {
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
export interface InitiateBrowserPaymentResponseShipping {
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	firstName?: string;
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	lastName?: string;
	/**
	* Enumeration. Conditional.
	*/
	method?: ("ELECTRONIC" | "GROUND" | "OVERNIGHT" | "PRIORITY" | "SAME_DAY");
	/**
	* String, 1 to 20 characters. Conditional.
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
	fundingMethod: ("CHARGE" | "CREDIT" | "DEBIT" | "UNKNOWN");
	holder?: InitiateBrowserPaymentResponseSourceOfFundsProvidedCardHolder;
	/**
	* Enumeration (partial list, other values accepted). Conditional.
	*/
	localBrand?: (string & {});
	/**
	* Masked. By default the number is masked as first 6 and last 4 digits. Unmasking needs permission, responseControls.sensitiveData set to UNMASK, and certificate authentication.
	* 
	* Digits, 9 to 19 characters. Always provided.
	*/
	number: string;
	/**
	* Enumeration (partial list, other values accepted). Always provided.
	*/
	scheme: "OTHER" | (string & {});
	/**
	* Alphanumeric, 1 to 2 characters. Conditional.
	*/
	securityCodePresence?: string;
	/**
	* Digits, exactly 3 characters. Conditional.
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
	* Digits, 1 to 2 characters, pattern ^(0?[1-9]|1[0-2])$. Always provided.
	*/
	month: string;
	/**
	* The year is 2000 plus the value.
	* 
	* Digits, exactly 2 characters. Always provided.
	*/
	year: string;
}
/**
* Object. Conditional.
*/
export interface InitiateBrowserPaymentResponseSourceOfFundsProvidedCardHolder {
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	firstName?: string;
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	lastName?: string;
}
/**
* Object. Conditional.
*/
export interface InitiateBrowserPaymentResponseTransaction {
	acquirer?: InitiateBrowserPaymentResponseTransactionAcquirer;
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
	* Array of Object. Conditional.
	*/
	item?: InitiateBrowserPaymentResponseTransactionItem[];
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
	* Response of Initiate Browser Payment: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE. Authorize request also allows MERCHANT and PAYER_PRESENT. It can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
	* 
	* Enumeration. Conditional.
	*/
	source?: ("CALL_CENTRE" | "CARD_PRESENT" | "INTERNET" | "MAIL_ORDER" | "MOTO" | "TELEPHONE_ORDER" | "VOICE_RESPONSE");
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
export interface InitiateBrowserPaymentResponseTransactionAcquirer {
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
export interface InitiateBrowserPaymentResponseTransactionItem {
	/**
	* String, 1 to 127 characters. Conditional.
	*/
	description?: string;
	/**
	* String, 1 to 127 characters. Always provided.
	*/
	name: string;
	/**
	* Integer, min 1, max 9999999999999999. Always provided.
	*/
	quantity: number;
	/**
	* String, 1 to 127 characters. Conditional.
	*/
	sku?: string;
	/**
	* bounded -1000000000000..1000000000000
	* 
	* BoundedDecimal, min -1000000000000, max 1000000000000, at most 3 decimals, may be negative. Always provided.
	*/
	unitPrice: string | number;
	/**
	* BoundedDecimal, min 0, max 1000000000000, at most 3 decimals. Conditional.
	*/
	unitTaxAmount?: string | number;
}
