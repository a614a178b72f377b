/**
* Object. Required.
*/
export type AuthorizeRequestOrder = ({
	[k: string]: unknown | undefined;
} & {
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
	* Included in order.amount (Authorize request; the field corresponds to EMV tag 9F03).
	* 
	* Decimal, 1 to 14 characters. Optional.
	*/
	cashbackAmount?: string | number;
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
	discount?: AuthorizeRequestOrderDiscount;
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
	* Array of Object. Optional.
	*/
	item?: AuthorizeRequestOrderItem[];
	/**
	* Authorize request. If omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
	* 
	* Decimal, 1 to 14 characters. Optional.
	*/
	itemAmount?: string | number;
	/**
	* String, 1 to 25 characters. Optional.
	*/
	localTaxRegistrationId?: string;
	/**
	* Overrides the default for the acquirer link.
	* 
	* Digits, exactly 4 characters. Optional.
	*/
	merchantCategoryCode?: string;
	merchantCharge?: AuthorizeRequestOrderMerchantCharge;
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
	purchaseType?: ("CRYPTOCURRENCY" | "DEBT_REPAYMENT" | "HIGH_RISK_SECURITIES" | "OTHER");
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
	reward?: AuthorizeRequestOrderReward;
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
	statementDescriptor?: AuthorizeRequestOrderStatementDescriptor;
	subMerchant?: AuthorizeRequestOrderSubMerchant;
	/**
	* Array of Object. Optional.
	*/
	tax?: AuthorizeRequestOrderTax[];
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
	transactionFiltering?: AuthorizeRequestOrderTransactionFiltering;
});
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
	* String, 1 to 100 characters, pattern ^[^ ]*$. Optional.
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
	purpose?: ("CRYPTOCURRENCY_PURCHASE" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
	recipient?: AuthorizeRequestAccountFundingRecipient;
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
* Object. Optional.
*/
export interface AuthorizeRequestAccountFundingRecipient {
	address?: AuthorizeRequestAccountFundingRecipientAddress;
	/**
	* String, 1 to 50 characters. Optional.
	*/
	firstName?: string;
	identification?: AuthorizeRequestAccountFundingRecipientIdentification;
	/**
	* String, 1 to 50 characters. Optional.
	*/
	lastName?: string;
	/**
	* String, 1 to 50 characters. Optional.
	*/
	middleName?: string;
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestAccountFundingRecipientAddress {
	/**
	* String, 1 to 100 characters. Optional.
	*/
	city?: string;
	/**
	* ISO alpha-3 country code.
	* 
	* UpperAlpha, exactly 3 characters. Optional.
	*/
	country?: string;
	/**
	* AlphanumericPlus, 1 to 10 characters. Optional.
	*/
	postCodeZip?: string;
	/**
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
export interface AuthorizeRequestAccountFundingRecipientIdentification {
	/**
	* 3 letters
	* 
	* UpperAlpha, exactly 3 characters. Optional.
	*/
	country?: string;
	/**
	* Enumeration (partial list, other values accepted). Optional.
	*/
	type?: "ALIEN_REGISTRATION_NUMBER" | "BUSINESS_TAX_ID" | "COMPANY_REGISTRATION_NUMBER" | "CUSTOMER_IDENTIFICATION" | "DATE_OF_BIRTH" | "DRIVERS_LICENSE" | "EMAIL" | "GOVERNMENT_ISSUED" | "INDIVIDUAL_TAX_ID" | "LAW_ENFORCEMENT_IDENTIFICATION" | "MILITARY_IDENTIFICATION" | "NATIONAL_IDENTIFICATION_CARD" | "OTHER" | "PASSPORT" | "PHONE_NUMBER" | "PROXY_IDENTIFICATION" | "SOCIAL_SECURITY_NUMBER" | "TRAVEL_IDENTIFICATION" | (string & {});
	/**
	* String, 1 to 50 characters. Optional.
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
	amountVariability?: ("FIXED" | "VARIABLE");
	/**
	* No sensitive data.
	* 
	* String, 1 to 2048 characters. Optional.
	*/
	customData?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Optional.
	*/
	expiryDate?: string;
	/**
	* Required when stored details are used for recurring, installment, unscheduled or industry-practice payments.
	* 
	* String, 1 to 100 characters. Optional.
	*/
	id?: string;
	/**
	* In the order currency.
	* 
	* Decimal, 1 to 14 characters. Optional.
	*/
	maximumAmountPerPayment?: string | number;
	/**
	* In the order currency.
	* 
	* Decimal, 1 to 14 characters. Optional.
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
	paymentFrequency?: ("AD_HOC" | "DAILY" | "FORTNIGHTLY" | "MONTHLY" | "OTHER" | "QUARTERLY" | "TWICE_YEARLY" | "WEEKLY" | "YEARLY");
	retailer?: AuthorizeRequestAgreementRetailer;
	/**
	* Not in the past.
	* 
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Optional.
	*/
	startDate?: string;
	/**
	* Given on the first payment of a series.
	* 
	* Enumeration. Optional.
	*/
	type?: ("INSTALLMENT" | "OTHER" | "RECURRING" | "UNSCHEDULED");
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestAgreementRetailer {
	/**
	* String, 1 to 10 characters. Optional.
	*/
	abbreviatedTradingName?: string;
	/**
	* String, 1 to 4 characters. Optional.
	*/
	merchantCategoryCode?: string;
	/**
	* String, 1 to 100 characters. Optional.
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
	* Alphanumeric, 6 to 15 characters. Optional.
	*/
	bookingReference?: string;
	/**
	* Enumeration (partial list, other values accepted). Optional.
	*/
	documentType?: "ADDITIONAL_COLLECTION" | "EXCESS_BAGGAGE" | "PASSENGER_TICKET" | "SUPPORTED_REFUND" | "TOUR_DEPOSIT" | "UNSUPPORTED_REFUND" | "UPGRADE_CHARGE" | "VENDOR_REFUND_CREDIT" | "VENDOR_SALE" | (string & {});
	itinerary?: AuthorizeRequestAirlineItinerary;
	/**
	* Array of Object. Optional.
	*/
	passenger?: AuthorizeRequestAirlinePassenger[];
	/**
	* Alphanumeric, exactly 2 characters. Optional.
	*/
	planNumber?: string;
	ticket?: AuthorizeRequestAirlineTicket;
	/**
	* Enumeration. Optional.
	*/
	transactionType?: ("EXCHANGE_TICKET" | "MISCELLANEOUS_CHARGE" | "REFUND" | "REVERSAL" | "TICKET_PURCHASE" | "TOUR_ORDER");
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
	* Digits, 1 to 3 characters. Optional.
	*/
	numberInParty?: string;
	/**
	* UpperAlpha, exactly 3 characters. Optional.
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
	* Alphanumeric, 11 to 16 characters. Optional.
	*/
	conjunctionTicketNumber?: string;
	/**
	* Alphanumeric, exactly 1 characters. Optional.
	*/
	couponNumber?: string;
	/**
	* UpperAlpha, exactly 3 characters. Optional.
	*/
	departureAirport?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Optional.
	*/
	departureDate?: string;
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	departureTax?: string | number;
	/**
	* Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$. Optional.
	*/
	departureTime?: string;
	/**
	* UpperAlpha, exactly 3 characters. Optional.
	*/
	destinationAirport?: string;
	/**
	* In Verify and Authorize only.
	* 
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Optional.
	*/
	destinationArrivalDate?: string;
	/**
	* Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$. Optional.
	*/
	destinationArrivalTime?: string;
	/**
	* Alphanumeric, 1 to 20 characters. Optional.
	*/
	endorsementsRestrictions?: string;
	/**
	* Alphanumeric, 11 to 16 characters. Optional.
	*/
	exchangeTicketNumber?: string;
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	fare?: string | number;
	/**
	* Alphanumeric (+ space in Verify and Authorize)
	* 
	* AlphanumericPlus, 1 to 24 characters. Optional.
	*/
	fareBasis?: string;
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	fees?: string | number;
	/**
	* Alphanumeric, 4 to 6 characters. Optional.
	*/
	flightNumber?: string;
	/**
	* Boolean. Optional.
	*/
	stopoverPermitted?: boolean;
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	taxes?: string | number;
	/**
	* Alphanumeric, 1 to 3 characters. Optional.
	*/
	travelClass?: string;
}
export interface AuthorizeRequestAirlinePassenger {
	/**
	* String, 1 to 50 characters. Optional.
	*/
	firstName?: string;
	/**
	* Not in the Initiate response.
	* 
	* String, 1 to 20 characters. Optional.
	*/
	frequentFlyerNumber?: string;
	/**
	* String, 1 to 20 characters. Optional.
	*/
	lastName?: string;
	/**
	* String, 1 to 50 characters. Optional.
	*/
	middleName?: string;
	/**
	* Alphanumeric, 1 to 59 characters. Optional.
	*/
	specificInformation?: string;
	/**
	* String, 1 to 20 characters. Optional.
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
	* Alphanumeric, 11 to 16 characters. Optional.
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
	* Alphanumeric, 11 to 16 characters. Optional.
	*/
	ticketNumber?: string;
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	totalFare?: string | number;
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	totalFees?: string | number;
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	totalTaxes?: string | number;
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestAirlineTicketIssue {
	/**
	* String, 1 to 16 characters. Optional.
	*/
	address?: string;
	/**
	* As leg carrier code.
	* 
	* Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Optional.
	*/
	carrierCode?: string;
	/**
	* Alphanumeric, 1 to 25 characters. Optional.
	*/
	carrierName?: string;
	/**
	* String, 1 to 100 characters. Optional.
	*/
	city?: string;
	/**
	* UpperAlpha, exactly 3 characters. Optional.
	*/
	country?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Optional.
	*/
	date?: string;
	/**
	* Alphanumeric, 8 to 9 characters. Optional.
	*/
	travelAgentCode?: string;
	/**
	* Alphanumeric + additional characters, 1-30
	* 
	* String, 1 to 30 characters. Optional.
	*/
	travelAgentName?: string;
}
export interface AuthorizeRequestAirlineTicketTaxOrFee {
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	amount?: string | number;
	/**
	* IATA code.
	* 
	* Alphanumeric, exactly 3 characters. Optional.
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
export interface AuthorizeRequestAuthentication3Ds {
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
export interface AuthorizeRequestAuthentication3Ds1 {
	/**
	* Alpha, exactly 1 characters. Optional.
	*/
	paResStatus?: string;
	/**
	* Alpha, exactly 1 characters. Optional.
	*/
	veResEnrolled?: string;
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestAuthentication3Ds2 {
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
export interface AuthorizeRequestCustomer {
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
	* String, 1 to 50 characters. Required.
	*/
	accountIdentifier: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Required.
	*/
	dateOfBirth: string;
	/**
	* String, 1 to 50 characters. Required.
	*/
	lastName: string;
	/**
	* String, 1 to 10 characters. Required.
	*/
	postcodeZip: string;
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestDevice {
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
	/**
	* String, 1 to 255 characters. Optional.
	*/
	mobilePhoneModel?: string;
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestExternalTokenProvider {
	/**
	* String, 1 to 4000 characters. Optional.
	*/
	customData?: string;
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestInitiator {
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
export interface AuthorizeRequestOrderDiscount {
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
export interface AuthorizeRequestOrderItem {
	/**
	* String, 1 to 127 characters. Optional.
	*/
	brand?: string;
	/**
	* String, 1 to 127 characters. Optional.
	*/
	category?: string;
	/**
	* String, 1 to 127 characters. Optional.
	*/
	description?: string;
	detail?: AuthorizeRequestOrderItemDetail;
	/**
	* https URI
	* 
	* Url, pattern ^https:. Optional.
	*/
	image?: string;
	/**
	* Enumeration. Optional.
	*/
	industryCategory?: ("HEALTHCARE_DENTAL" | "HEALTHCARE_OTHER" | "HEALTHCARE_PRESCRIPTION" | "HEALTHCARE_VISION");
	/**
	* String, 1 to 127 characters. Required.
	*/
	name: string;
	/**
	* Decimal string greater than zero, length 0-30
	* 
	* Decimal, 0 to 30 characters, greater than 0. Required.
	*/
	quantity: string | number;
	/**
	* String, 1 to 127 characters. Optional.
	*/
	sku?: string;
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	unitDiscountAmount?: string | number;
	/**
	* String, 1 to 10 characters. Optional.
	*/
	unitOfMeasure?: string;
	/**
	* decimal string allowing '-'
	* 
	* Decimal, 1 to 14 characters, may be negative. Required.
	*/
	unitPrice: string | number;
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	unitTaxAmount?: string | number;
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestOrderItemDetail {
	/**
	* JsonText, 1 to 4000 characters. Optional.
	*/
	acquirerCustom?: string;
	/**
	* Digits. Optional.
	*/
	commodityCode?: string;
	/**
	* Array of Object. Optional.
	*/
	tax?: AuthorizeRequestOrderItemDetailTax[];
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	unitDiscountRate?: string | number;
	/**
	* Decimal, 1 to 14 characters. Optional.
	*/
	unitTaxRate?: string | number;
	/**
	* String, 1 to 10 characters. Optional.
	*/
	unitTaxType?: string;
	/**
	* Digits. Optional.
	*/
	unspsc?: string;
	/**
	* Digits. Optional.
	*/
	upc?: string;
}
export interface AuthorizeRequestOrderItemDetailTax {
	/**
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
export interface AuthorizeRequestOrderMerchantCharge {
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
export interface AuthorizeRequestOrderReward {
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
export interface AuthorizeRequestOrderStatementDescriptor {
	address?: AuthorizeRequestOrderStatementDescriptorAddress;
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
export interface AuthorizeRequestOrderStatementDescriptorAddress {
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
export interface AuthorizeRequestOrderSubMerchant {
	address?: AuthorizeRequestOrderSubMerchantAddress;
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
export interface AuthorizeRequestOrderSubMerchantAddress {
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
export interface AuthorizeRequestOrderTax {
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
	action: ("NO_ACTION" | "REJECT" | "REVIEW");
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
	method?: ("ELECTRONIC" | "GROUND" | "NOT_SHIPPED" | "OVERNIGHT" | "PICKUP" | "PRIORITY" | "SAME_DAY");
	origin?: AuthorizeRequestShippingOrigin;
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestShippingContact {
	/**
	* TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, at most 15 digits. Optional.
	*/
	mobilePhone?: string;
	/**
	* TelephoneNumber, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, at most 15 digits. Optional.
	*/
	phone?: string;
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestShippingOrigin {
	/**
	* String, 1 to 10 characters. Optional.
	*/
	postcodeZip?: string;
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestTransaction {
	acquirer?: AuthorizeRequestTransactionAcquirer;
	/**
	* AsciiText, 1 to 100 characters. Optional.
	*/
	authorizationCode?: string;
	/**
	* Only for batch uploads.
	* 
	* String, 1 to 512 characters. Optional.
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
	frequency?: ("INSTALLMENT" | "RECURRING" | "SINGLE");
	/**
	* String, 1 to 250 characters. Optional.
	*/
	merchantNote?: string;
	multiCurrencyPricing?: AuthorizeRequestTransactionMultiCurrencyPricing;
	/**
	* Enumeration. Optional.
	*/
	payerConsentForStoringCardDetails?: ("MERCHANT_INITIATED_PAYMENTS" | "PAYER_DECLINED" | "PAYER_INITIATED_PAYMENTS");
	/**
	* AsciiText, 1 to 100 characters. Optional.
	*/
	receipt?: string;
	/**
	* String, 1 to 40 characters. Optional.
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
	source?: ("CALL_CENTRE" | "CARD_PRESENT" | "INTERNET" | "MAIL_ORDER" | "MERCHANT" | "MOTO" | "PAYER_PRESENT" | "TELEPHONE_ORDER" | "VOICE_RESPONSE");
	/**
	* Refers to another transaction on the order.
	* 
	* String, 1 to 40 characters. Optional.
	*/
	targetTransactionId?: string;
	/**
	* Default for a full capture is the order tax amount.
	* 
	* BoundedDecimal, min 0, max 1000000000000, at most 3 decimals. Optional.
	*/
	taxAmount?: string | number;
	/**
	* String, 1 to 16 characters. Optional.
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
	* String, 1 to 2048 characters. Optional.
	*/
	customData?: string;
	/**
	* String, 1 to 4000 characters. Optional.
	*/
	date?: string;
	/**
	* String, 1 to 4000 characters. Optional.
	*/
	time?: string;
	/**
	* The scheme transaction id, needed when the payer-initiated transaction, or the payment being refunded, was processed outside the gateway. Also used for resubmissions and payments in a series.
	* 
	* String, 1 to 15 characters. Optional.
	*/
	traceId?: string;
	/**
	* Value passed to the acquirer in place of the order.id.
	* 
	* String, 1 to 100 characters. Optional.
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
	* String, 1 to 100 characters. Optional.
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
	source?: ("CALL_CENTRE" | "INTERNET" | "MAIL_ORDER" | "MOTO" | "TELEPHONE_ORDER" | "VOICE_RESPONSE");
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestTransactionServiceLocation {
	/**
	* String, 1 to 100 characters. Optional.
	*/
	city?: string;
	/**
	* 3 letters
	* 
	* UpperAlpha, exactly 3 characters. Optional.
	*/
	country?: string;
	/**
	* String, 1 to 10 characters. Optional.
	*/
	postCodeZip?: string;
	/**
	* String, 1 to 3 characters. Optional.
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
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$. Required.
	*/
	aggregationStartDate: string;
	/**
	* Enumeration (partial list, other values accepted). Required.
	*/
	transportationMode: "CABLE_CAR" | "WATER_BORNE_VEHICLE" | (string & {});
	/**
	* Enumeration. Required.
	*/
	type: ("DEBT_RECOVERY_MERCHANT_INITIATED" | "DEBT_RECOVERY_PAYER_INITIATED" | "DEBT_RECOVERY_TAP_INITIATED" | "FARE");
}
/**
* Object. Optional.
*/
export interface AuthorizeRequestTransactionTransitKnownFare {
	/**
	* Enumeration. Optional.
	*/
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
/**
* Object. Conditional.
*/
export interface AuthorizeResponseAccountFunding {
	/**
	* OTHER default. Verify adds HIGH_RISK_SECURITIES.
	* 
	* Enumeration. Conditional.
	*/
	purpose?: ("CRYPTOCURRENCY_PURCHASE" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
	recipient?: AuthorizeResponseAccountFundingRecipient;
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
export interface AuthorizeResponseAccountFundingRecipient {
	address?: AuthorizeResponseAccountFundingRecipientAddress;
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	firstName?: string;
	identification?: AuthorizeResponseAccountFundingRecipientIdentification;
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	lastName?: string;
	/**
	* String, 1 to 50 characters. Conditional.
	*/
	middleName?: string;
}
/**
* Object. Conditional.
*/
export interface AuthorizeResponseAccountFundingRecipientAddress {
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
	* AlphanumericPlus, 1 to 10 characters. Conditional.
	*/
	postCodeZip?: string;
	/**
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
export interface AuthorizeResponseAccountFundingRecipientIdentification {
	/**
	* 3 letters
	* 
	* UpperAlpha, exactly 3 characters. Conditional.
	*/
	country?: string;
	/**
	* Enumeration (partial list, other values accepted). Conditional.
	*/
	type?: "ALIEN_REGISTRATION_NUMBER" | "BUSINESS_TAX_ID" | "COMPANY_REGISTRATION_NUMBER" | "CUSTOMER_IDENTIFICATION" | "DATE_OF_BIRTH" | "DRIVERS_LICENSE" | "EMAIL" | "GOVERNMENT_ISSUED" | "INDIVIDUAL_TAX_ID" | "LAW_ENFORCEMENT_IDENTIFICATION" | "MILITARY_IDENTIFICATION" | "NATIONAL_IDENTIFICATION_CARD" | "OTHER" | "PASSPORT" | "PHONE_NUMBER" | "PROXY_IDENTIFICATION" | "SOCIAL_SECURITY_NUMBER" | "TRAVEL_IDENTIFICATION" | (string & {});
	/**
	* String, 1 to 50 characters. Conditional.
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
	* Alphanumeric, 6 to 15 characters. Conditional.
	*/
	bookingReference?: string;
	/**
	* Enumeration (partial list, other values accepted). Conditional.
	*/
	documentType?: "ADDITIONAL_COLLECTION" | "EXCESS_BAGGAGE" | "PASSENGER_TICKET" | "SUPPORTED_REFUND" | "TOUR_DEPOSIT" | "UNSUPPORTED_REFUND" | "UPGRADE_CHARGE" | "VENDOR_REFUND_CREDIT" | "VENDOR_SALE" | (string & {});
	itinerary?: AuthorizeResponseAirlineItinerary;
	/**
	* Array of Object. Conditional.
	*/
	passenger?: AuthorizeResponseAirlinePassenger[];
	/**
	* Alphanumeric, exactly 2 characters. Conditional.
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
	* Digits, 1 to 3 characters. Conditional.
	*/
	numberInParty?: string;
	/**
	* UpperAlpha, exactly 3 characters. Conditional.
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
export interface AuthorizeResponseAirlinePassenger {
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
	* Alphanumeric, 11 to 16 characters. Conditional.
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
}
/**
* Object. Conditional.
*/
export interface AuthorizeResponseAirlineTicketIssue {
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
export interface AuthorizeResponseAirlineTicketTaxOrFee {
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
