/**
* Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.
*/
export interface InitiateBrowserPaymentRequest {
	/**
	* Selects the operation: always INITIATE_BROWSER_PAYMENT.
	*
	* Enumeration. Required.
	*
	* Values: INITIATE_BROWSER_PAYMENT.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-apiOperation
	*/
	apiOperation: "INITIATE_BROWSER_PAYMENT";
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-correlationId
	*/
	correlationId?: string;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-customer
	*/
	customer?: InitiateBrowserPaymentRequestCustomer;
	/**
	* Object. Required.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-order
	*/
	order: InitiateBrowserPaymentRequestOrder;
	/**
	* String, length 1 to 40. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-partnerSolutionId
	*/
	partnerSolutionId?: string;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-responseControls
	*/
	responseControls?: InitiateBrowserPaymentRequestResponseControls;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping
	*/
	shipping?: InitiateBrowserPaymentRequestShipping;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-transaction
	*/
	transaction?: InitiateBrowserPaymentRequestTransaction;
}
export interface InitiateBrowserPaymentRequestCustomer {
	/**
	* Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-customer.email
	*/
	email?: string;
}
export interface InitiateBrowserPaymentRequestOrder {
	/**
	* Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Required.
	*
	* Rule: If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-order.amount
	*/
	amount: string | number;
	/**
	* ISO 4217 alpha code.
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Required.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-order.currency
	*/
	currency: string;
	/**
	* Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.
	*
	* Named values (up to 50 names, names 1 to 99 characters of [A-Za-z0-9]), each String, length 1 to 250. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-order.custom
	*/
	custom?: {
		[k: string]: string | undefined;
	};
	/**
	* String, length 1 to 250. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-order.customerNote
	*/
	customerNote?: string;
	/**
	* String, length 1 to 127. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-order.description
	*/
	description?: string;
	/**
	* Webhook target (see Events).
	*
	* String, length at least 12, pattern ^https. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-order.notificationUrl
	*/
	notificationUrl?: string;
	/**
	* 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
	*
	* String, length 1 to 40. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-order.reference
	*/
	reference?: string;
	/**
	* Includes taxes on shipping and handling.
	*
	* Decimal, request form, length 1 to 14, pattern ^-?[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-order.shippingAndHandlingAmount
	*/
	shippingAndHandlingAmount?: string | number;
	/**
	* Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
	*
	* Decimal, request form, length 1 to 14, pattern ^-?[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: If order.amount and any of itemAmount, shippingAndHandlingAmount, taxAmount are given, the sum of the sub-totals must equal order.amount.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-order.taxAmount
	*/
	taxAmount?: string | number;
}
export interface InitiateBrowserPaymentRequestResponseControls {
	/**
	* Value UNMASK returns unmasked card numbers.
	*
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-responseControls.sensitiveData
	*/
	sensitiveData?: string;
}
export interface InitiateBrowserPaymentRequestShipping {
	/**
	* Object (the shared address shape). Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.address
	*/
	address?: InitiateBrowserPaymentRequestShippingAddress;
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.firstName
	*/
	firstName?: string;
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.lastName
	*/
	lastName?: string;
	/**
	* Enumeration. Optional.
	*
	* Values: ELECTRONIC, GROUND, OVERNIGHT, PRIORITY, SAME_DAY.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.method
	*/
	method?: ("ELECTRONIC" | "GROUND" | "OVERNIGHT" | "PRIORITY" | "SAME_DAY");
	/**
	* String, length 1 to 20. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.phone
	*/
	phone?: string;
}
export interface InitiateBrowserPaymentRequestShippingAddress {
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.address.city
	*/
	city?: string;
	/**
	* In the Payment Gateway REST Interface: (where present)
	*
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.address.company
	*/
	company?: string;
	/**
	* ISO alpha-3 country code.
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.address.country
	*/
	country?: string;
	/**
	* In the Payment Gateway REST Interface: Alphanumeric + ' ' and '-'
	*
	* Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.address.postcodeZip
	*/
	postcodeZip?: string;
	/**
	* String, length 1 to 20. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.address.stateProvince
	*/
	stateProvince?: string;
	/**
	* ISO 3166-2 subdivision code.
	* In the Payment Gateway REST Interface: (where present)
	*
	* String, length 1 to 3. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.address.stateProvinceCode
	*/
	stateProvinceCode?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.address.street
	*/
	street?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-shipping.address.street2
	*/
	street2?: string;
}
export interface InitiateBrowserPaymentRequestTransaction {
	/**
	* String, length 1 to 250. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-transaction.merchantNote
	*/
	merchantNote?: string;
	/**
	* String, length 1 to 40. Optional.
	*
	* @see docs/index.html#initiate-browser-payment-17-request-transaction.reference
	*/
	reference?: string;
}
/**
* Starts a payment through a browser payment provider. The response carries a URL (browserPayment.redirectUrl); the merchant must redirect the payer's browser to it (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.
*/
export interface InitiateBrowserPaymentResponse {
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-3DSecure
	*/
	"3DSecure"?: InitiateBrowserPaymentResponse3DSecure;
	/**
	* ASCII Text, length 1 to 64, characters [\x00-\x7F]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-3DSecureId
	*/
	"3DSecureId"?: string;
	/**
	* The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
	*
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline
	*/
	airline?: InitiateBrowserPaymentResponseAirline;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-appPayment
	*/
	appPayment?: InitiateBrowserPaymentResponseAppPayment;
	/**
	* All are Strings and C.
	*
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse
	*/
	authorizationResponse?: InitiateBrowserPaymentResponseAuthorizationResponse;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-billing
	*/
	billing?: InitiateBrowserPaymentResponseBilling;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-browserPayment
	*/
	browserPayment?: InitiateBrowserPaymentResponseBrowserPayment;
	/**
	* String, length 1 to 100. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-correlationId
	*/
	correlationId?: string;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-customer
	*/
	customer?: InitiateBrowserPaymentResponseCustomer;
	/**
	* Enumeration. Conditional.
	*
	* Values: AUTO, BATCH, HOSTED_FORM, HOSTED_PAGE, MERCHANT_ADMINISTRATION, THREE_PARTY, TWO_PARTY, WEB_SERVICES_API.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-gatewayEntryPoint
	*/
	gatewayEntryPoint?: ("AUTO" | "BATCH" | "HOSTED_FORM" | "HOSTED_PAGE" | "MERCHANT_ADMINISTRATION" | "THREE_PARTY" | "TWO_PARTY" | "WEB_SERVICES_API");
	/**
	* Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters.
	*
	* Alphanumeric + additional characters, length 1 to 40, characters [0-9a-zA-Z\-_]. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-merchant
	*/
	merchant: string;
	/**
	* Object. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order
	*/
	order: InitiateBrowserPaymentResponseOrder;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping
	*/
	shipping?: InitiateBrowserPaymentResponseShipping;
	/**
	* For some payment types the merchant must supply the source-of-funds details in sourceOfFunds.provided. Card details can combine explicit details, a session and a token, with precedence explicit, then session, then token.
	*
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds
	*/
	sourceOfFunds?: InitiateBrowserPaymentResponseSourceOfFunds;
	/**
	* The moment the gateway considers the operation to have happened.
	*
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-timeOfRecord
	*/
	timeOfRecord?: string;
	/**
	* Object. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction
	*/
	transaction: InitiateBrowserPaymentResponseTransaction;
	/**
	* String, length 1 to 256. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-userId
	*/
	userId?: string;
	/**
	* The API version in which the request was submitted.
	*
	* String, length 1 to 8. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-version
	*/
	version?: string;
}
export interface InitiateBrowserPaymentResponse3DSecure {
	/**
	* Digits, length 1 to 2, characters [0-9]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-3DSecure.acsEci
	*/
	acsEci?: string;
	/**
	* Enumeration. Conditional.
	*
	* Values: AUTHENTICATION_ATTEMPTED, AUTHENTICATION_NOT_AVAILABLE, AUTHENTICATION_SUCCESSFUL.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-3DSecure.authenticationStatus
	*/
	authenticationStatus?: ("AUTHENTICATION_ATTEMPTED" | "AUTHENTICATION_NOT_AVAILABLE" | "AUTHENTICATION_SUCCESSFUL");
	/**
	* Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-3DSecure.authenticationToken
	*/
	authenticationToken?: string;
	/**
	* Enumeration. Always provided.
	*
	* Values: ENROLLED, ENROLLMENT_STATUS_UNDETERMINED, NOT_ENROLLED.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-3DSecure.enrollmentStatus
	*/
	enrollmentStatus: ("ENROLLED" | "ENROLLMENT_STATUS_UNDETERMINED" | "NOT_ENROLLED");
	/**
	* Base64, length exactly 28, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-3DSecure.xid
	*/
	xid?: string;
}
export interface InitiateBrowserPaymentResponseAirline {
	/**
	* Alphanumeric, length 6 to 15, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.bookingReference
	*/
	bookingReference?: string;
	/**
	* Enumeration. Conditional.
	*
	* Values include: ADDITIONAL_COLLECTION, EXCESS_BAGGAGE, PASSENGER_TICKET, SUPPORTED_REFUND, TOUR_DEPOSIT, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT, VENDOR_SALE (the list is partial: 52 values from ADDITIONAL_COLLECTION to VENDOR_SALE, such as PASSENGER_TICKET, EXCESS_BAGGAGE, TOUR_DEPOSIT, SUPPORTED_REFUND, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT)
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.documentType
	*/
	documentType?: "ADDITIONAL_COLLECTION" | "EXCESS_BAGGAGE" | "PASSENGER_TICKET" | "SUPPORTED_REFUND" | "TOUR_DEPOSIT" | "UNSUPPORTED_REFUND" | "UPGRADE_CHARGE" | "VENDOR_REFUND_CREDIT" | "VENDOR_SALE" | (string & {});
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary
	*/
	itinerary?: InitiateBrowserPaymentResponseAirlineItinerary;
	/**
	* Array of Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.passenger_n
	*/
	passenger?: InitiateBrowserPaymentResponseAirlinePassenger[];
	/**
	* Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.planNumber
	*/
	planNumber?: string;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket
	*/
	ticket?: InitiateBrowserPaymentResponseAirlineTicket;
	/**
	* Enumeration. Conditional.
	*
	* Values: EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.transactionType
	*/
	transactionType?: ("EXCHANGE_TICKET" | "MISCELLANEOUS_CHARGE" | "REFUND" | "REVERSAL" | "TICKET_PURCHASE" | "TOUR_ORDER");
}
export interface InitiateBrowserPaymentResponseAirlineItinerary {
	/**
	* Array of Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n
	*/
	leg?: InitiateBrowserPaymentResponseAirlineItineraryLeg[];
	/**
	* Digits, length 1 to 3, characters [0-9]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.numberInParty
	*/
	numberInParty?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.originCountry
	*/
	originCountry?: string;
}
export interface InitiateBrowserPaymentResponseAirlineItineraryLeg {
	/**
	* Two word characters, or three digits, or two word characters, a slash and three digits.
	*
	* Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.carrierCode
	*/
	carrierCode?: string;
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.conjunctionTicketNumber
	*/
	conjunctionTicketNumber?: string;
	/**
	* Alphanumeric, length exactly 1, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.couponNumber
	*/
	couponNumber?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.departureAirport
	*/
	departureAirport?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.departureDate
	*/
	departureDate?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.departureTax
	*/
	departureTax?: string | number;
	/**
	* Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.departureTime
	*/
	departureTime?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.destinationAirport
	*/
	destinationAirport?: string;
	/**
	* Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.destinationArrivalTime
	*/
	destinationArrivalTime?: string;
	/**
	* Alphanumeric, length 1 to 20, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.endorsementsRestrictions
	*/
	endorsementsRestrictions?: string;
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.exchangeTicketNumber
	*/
	exchangeTicketNumber?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.fare
	*/
	fare?: string | number;
	/**
	* In the Payment Gateway REST Interface: Alphanumeric (+ space in Verify and Authorize)
	*
	* Alphanumeric, length 1 to 24, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.fareBasis
	*/
	fareBasis?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.fees
	*/
	fees?: string | number;
	/**
	* Alphanumeric, length 4 to 6, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.flightNumber
	*/
	flightNumber?: string;
	/**
	* Boolean. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.stopoverPermitted
	*/
	stopoverPermitted?: boolean;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.taxes
	*/
	taxes?: string | number;
	/**
	* Alphanumeric, length 1 to 3, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.itinerary.leg_n.travelClass
	*/
	travelClass?: string;
}
export interface InitiateBrowserPaymentResponseAirlinePassenger {
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.passenger_n.firstName
	*/
	firstName?: string;
	/**
	* String, length 1 to 20. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.passenger_n.lastName
	*/
	lastName?: string;
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.passenger_n.middleName
	*/
	middleName?: string;
	/**
	* Alphanumeric, length 1 to 59, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.passenger_n.specificInformation
	*/
	specificInformation?: string;
	/**
	* String, length 1 to 20. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.passenger_n.title
	*/
	title?: string;
}
export interface InitiateBrowserPaymentResponseAirlineTicket {
	/**
	* Boolean. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.conjunctionTicketIndicator
	*/
	conjunctionTicketIndicator?: boolean;
	/**
	* In the Initiate response only.
	*
	* String, length 1 to 20. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.customerReference
	*/
	customerReference?: string;
	/**
	* Boolean. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.eTicket
	*/
	eTicket?: boolean;
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.exchangedTicketNumber
	*/
	exchangedTicketNumber?: string;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.issue
	*/
	issue?: InitiateBrowserPaymentResponseAirlineTicketIssue;
	/**
	* Boolean. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.restricted
	*/
	restricted?: boolean;
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.ticketNumber
	*/
	ticketNumber?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.totalFare
	*/
	totalFare?: string | number;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.totalFees
	*/
	totalFees?: string | number;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.totalTaxes
	*/
	totalTaxes?: string | number;
}
export interface InitiateBrowserPaymentResponseAirlineTicketIssue {
	/**
	* String, length 1 to 16. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.issue.address
	*/
	address?: string;
	/**
	* As leg carrier code.
	*
	* Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.issue.carrierCode
	*/
	carrierCode?: string;
	/**
	* Alphanumeric, length 1 to 25, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.issue.carrierName
	*/
	carrierName?: string;
	/**
	* Alphanumeric, length 1 to 18, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.issue.city
	*/
	city?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.issue.country
	*/
	country?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.issue.date
	*/
	date?: string;
	/**
	* Alphanumeric, length 8 to 9, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.issue.travelAgentCode
	*/
	travelAgentCode?: string;
	/**
	* In the Payment Gateway REST Interface: Alphanumeric + additional characters, 1-30
	*
	* String, length 1 to 30. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-airline.ticket.issue.travelAgentName
	*/
	travelAgentName?: string;
}
export interface InitiateBrowserPaymentResponseAppPayment {
	/**
	* Used in place of browserPayment.redirectUrl when the payer is in an app.
	*
	* Url, format url. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-appPayment.redirectUrl
	*/
	redirectUrl?: string;
	/**
	* Used in place of browserPayment.redirectUrl when the payer is in an app.
	*
	* Url, format url. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-appPayment.returnUrl
	*/
	returnUrl?: string;
}
export interface InitiateBrowserPaymentResponseAuthorizationResponse {
	/**
	* String, length 1 to 2. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.cardLevelIndicator
	*/
	cardLevelIndicator?: string;
	/**
	* String, length exactly 1. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.cardSecurityCodeError
	*/
	cardSecurityCodeError?: string;
	/**
	* In the Payment Gateway REST Interface: All are Strings and C.
	*
	* Enumeration. Conditional.
	*
	* Values: COMMERCIAL_CARD, NOT_A_COMMERCIAL_CARD, UNDETERMINED.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.commercialCard
	*/
	commercialCard?: ("COMMERCIAL_CARD" | "NOT_A_COMMERCIAL_CARD" | "UNDETERMINED");
	/**
	* In the Payment Gateway REST Interface: All are Strings and C.
	*
	* Enumeration. Conditional.
	*
	* Values: BUSINESS_CARD, COMMERCIAL_AND_CONSUMER, COMMERCIAL_CARD, CONSUMER_CARD, CORPORATE_CARD, DECLINE_OR_NOT_COMMERCIAL_CARD, OTHER, PURCHASING_CARD.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.commercialCardIndicator
	*/
	commercialCardIndicator?: ("BUSINESS_CARD" | "COMMERCIAL_AND_CONSUMER" | "COMMERCIAL_CARD" | "CONSUMER_CARD" | "CORPORATE_CARD" | "DECLINE_OR_NOT_COMMERCIAL_CARD" | "OTHER" | "PURCHASING_CARD");
	/**
	* MMDD.
	*
	* String, length 1 to 4. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.date
	*/
	date?: string;
	/**
	* String, length 1 to 3. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.financialNetworkCode
	*/
	financialNetworkCode?: string;
	/**
	* String, length exactly 1. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.marketSpecificData
	*/
	marketSpecificData?: string;
	/**
	* String, length 1 to 2. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.merchantAdviceCode
	*/
	merchantAdviceCode?: string;
	/**
	* String, length 1 to 23. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.paySvcData
	*/
	paySvcData?: string;
	/**
	* String, length 1 to 13. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.posData
	*/
	posData?: string;
	/**
	* String, length 1 to 4. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.posEntryMode
	*/
	posEntryMode?: string;
	/**
	* String, length exactly 1. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.posEntryModeChanged
	*/
	posEntryModeChanged?: string;
	/**
	* String, length 1 to 6. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.processingCode
	*/
	processingCode?: string;
	/**
	* String, length 1 to 3. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.responseCode
	*/
	responseCode?: string;
	/**
	* String, length 1 to 16. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.responseMessage
	*/
	responseMessage?: string;
	/**
	* String, length exactly 1. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.returnAci
	*/
	returnAci?: string;
	/**
	* String, length 1 to 6. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.stan
	*/
	stan?: string;
	/**
	* HHMMSS.
	*
	* String, length 1 to 6. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.time
	*/
	time?: string;
	/**
	* String, length 1 to 2. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.trackQuality
	*/
	trackQuality?: string;
	/**
	* String, length 1 to 15. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.transactionIdentifier
	*/
	transactionIdentifier?: string;
	/**
	* String, length 1 to 4. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.validationCode
	*/
	validationCode?: string;
	/**
	* String, length exactly 1. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-authorizationResponse.vpasResponse
	*/
	vpasResponse?: string;
}
export interface InitiateBrowserPaymentResponseBilling {
	/**
	* Object (the shared address shape). Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-billing.address
	*/
	address?: InitiateBrowserPaymentResponseBillingAddress;
	/**
	* String, length 1 to 20. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-billing.phone
	*/
	phone?: string;
}
export interface InitiateBrowserPaymentResponseBillingAddress {
	/**
	* String, length 1 to 100. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-billing.address.city
	*/
	city?: string;
	/**
	* ISO alpha-3 country code.
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-billing.address.country
	*/
	country?: string;
	/**
	* In the Payment Gateway REST Interface: Alphanumeric + ' ' and '-'
	*
	* Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-billing.address.postcodeZip
	*/
	postcodeZip?: string;
	/**
	* String, length 1 to 20. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-billing.address.stateProvince
	*/
	stateProvince?: string;
	/**
	* ISO 3166-2 subdivision code.
	* In the Payment Gateway REST Interface: (where present)
	*
	* String, length 1 to 3. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-billing.address.stateProvinceCode
	*/
	stateProvinceCode?: string;
	/**
	* String, length 1 to 100. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-billing.address.street
	*/
	street?: string;
	/**
	* String, length exactly 0. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-billing.address.street2
	*/
	street2?: string;
}
export interface InitiateBrowserPaymentResponseBrowserPayment {
	/**
	* The redirect URL. The merchant must redirect the payer's browser to that URL (the provider's website). When the payer is in an app, appPayment.redirectUrl and appPayment.returnUrl are used in its place.
	*
	* Url, format url. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-browserPayment.redirectUrl
	*/
	redirectUrl?: string;
}
export interface InitiateBrowserPaymentResponseCustomer {
	/**
	* String, length 1 to 10. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-customer.ani
	*/
	ani?: string;
	/**
	* String, length 1 to 2. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-customer.aniCallType
	*/
	aniCallType?: string;
	/**
	* String, length 1 to 255. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-customer.browser
	*/
	browser?: string;
	/**
	* Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-customer.email
	*/
	email?: string;
	/**
	* String, length 1 to 60. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-customer.hostname
	*/
	hostname?: string;
	/**
	* String, length 7 to 15. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-customer.ipAddress
	*/
	ipAddress?: string;
}
export interface InitiateBrowserPaymentResponseOrder {
	/**
	* Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.
	*
	* Boolean. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.acceptPartialAmount
	*/
	acceptPartialAmount?: boolean;
	/**
	* Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.amount
	*/
	amount?: string | number;
	/**
	* Enumeration. Conditional.
	*
	* Values: AUTHENTICATION_ATTEMPTED, AUTHENTICATION_AVAILABLE, AUTHENTICATION_EXEMPT, AUTHENTICATION_FAILED, AUTHENTICATION_NOT_IN_EFFECT, AUTHENTICATION_NOT_SUPPORTED, AUTHENTICATION_PENDING, AUTHENTICATION_REJECTED, AUTHENTICATION_REQUIRED, AUTHENTICATION_SUCCESSFUL, AUTHENTICATION_UNAVAILABLE.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.authenticationStatus
	*/
	authenticationStatus?: ("AUTHENTICATION_ATTEMPTED" | "AUTHENTICATION_AVAILABLE" | "AUTHENTICATION_EXEMPT" | "AUTHENTICATION_FAILED" | "AUTHENTICATION_NOT_IN_EFFECT" | "AUTHENTICATION_NOT_SUPPORTED" | "AUTHENTICATION_PENDING" | "AUTHENTICATION_REJECTED" | "AUTHENTICATION_REQUIRED" | "AUTHENTICATION_SUCCESSFUL" | "AUTHENTICATION_UNAVAILABLE");
	/**
	* The gateway uses the provider default if absent.
	*
	* Enumeration. Conditional.
	*
	* Values: ESTIMATED, FINAL.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.certainty
	*/
	certainty?: ("ESTIMATED" | "FINAL");
	/**
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.creationTime
	*/
	creationTime: string;
	/**
	* ISO 4217 alpha code.
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.currency
	*/
	currency?: string;
	/**
	* Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.
	*
	* Named values (up to 50 names, names 1 to 99 characters of [A-Za-z0-9]), each String, length 1 to 250. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.custom
	*/
	custom?: {
		[k: string]: string | undefined;
	};
	/**
	* String, length 1 to 250. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.customerNote
	*/
	customerNote?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.customerOrderDate
	*/
	customerOrderDate?: string;
	/**
	* ASCII Text, length 0 to 25, characters [\x00-\x7F]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.customerReference
	*/
	customerReference?: string;
	/**
	* String, length 1 to 127. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.description
	*/
	description?: string;
	/**
	* Price reduction applied to the order.
	*
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.discount
	*/
	discount?: InitiateBrowserPaymentResponseOrderDiscount;
	/**
	* In the Payment Gateway REST Interface: Decimal, bounded form.
	*
	* Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.dutyAmount
	*/
	dutyAmount?: string | number;
	/**
	* Enumeration. Conditional.
	*
	* Values: FUNDED, FUNDING_ASSURED, FUNDING_FAILED, FUNDING_ON_HOLD, IN_PROGRESS, NON_FUNDED, NOT_SUPPORTED.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.fundingStatus
	*/
	fundingStatus?: ("FUNDED" | "FUNDING_ASSURED" | "FUNDING_FAILED" | "FUNDING_ON_HOLD" | "IN_PROGRESS" | "NON_FUNDED" | "NOT_SUPPORTED");
	/**
	* Included in order.amount.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.gratuityAmount
	*/
	gratuityAmount?: string | number;
	/**
	* Identifies the order.
	*
	* String, length 1 to 40. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.id
	*/
	id: string;
	/**
	* Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.
	*
	* Enumeration. Conditional.
	*
	* Values: DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.industryPracticePaymentReason
	*/
	industryPracticePaymentReason?: ("DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT");
	/**
	* String, length 1 to 25. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.invoiceNumber
	*/
	invoiceNumber?: string;
	/**
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.lastUpdatedTime
	*/
	lastUpdatedTime: string;
	/**
	* String, length 1 to 25. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.localTaxRegistrationId
	*/
	localTaxRegistrationId?: string;
	/**
	* Overrides the default for the acquirer link.
	*
	* Digits, length exactly 4, characters [0-9]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.merchantCategoryCode
	*/
	merchantCategoryCode?: string;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.merchantCharge
	*/
	merchantCharge?: InitiateBrowserPaymentResponseOrderMerchantCharge;
	/**
	* Digits, length 1 to 6, characters [0-9]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.merchantPartnerIdCode
	*/
	merchantPartnerIdCode?: string;
	/**
	* Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.netAmount
	*/
	netAmount?: string | number;
	/**
	* Webhook target (see Events).
	*
	* Url, format url. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.notificationUrl
	*/
	notificationUrl?: string;
}
export interface InitiateBrowserPaymentResponseOrderDiscount {
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.discount.amount
	*/
	amount?: string | number;
	/**
	* String, length 1 to 40. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.discount.code
	*/
	code?: string;
	/**
	* String, length 1 to 127. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.discount.description
	*/
	description?: string;
}
export interface InitiateBrowserPaymentResponseOrderMerchantCharge {
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.merchantCharge.amount
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
	* @see docs/index.html#initiate-browser-payment-17-response-order.merchantCharge.calculatedBy
	*/
	calculatedBy: ("CLIENT" | "GATEWAY");
	/**
	* Present when the gateway computed the charge.
	*
	* String, length 1 to 50. Conditional.
	*
	* Rule: order.merchantCharge.ruleName is present when the gateway computed the charge (calculatedBy GATEWAY).
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.merchantCharge.ruleName
	*/
	ruleName?: string;
	/**
	* R in requests when the group is given.
	*
	* Enumeration. Conditional.
	*
	* Values: SURCHARGE.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-order.merchantCharge.type
	*/
	type?: "SURCHARGE";
}
export interface InitiateBrowserPaymentResponseShipping {
	/**
	* Object (the shared address shape). Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping.address
	*/
	address?: InitiateBrowserPaymentResponseShippingAddress;
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping.firstName
	*/
	firstName?: string;
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping.lastName
	*/
	lastName?: string;
	/**
	* Enumeration. Conditional.
	*
	* Values: ELECTRONIC, GROUND, OVERNIGHT, PRIORITY, SAME_DAY.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping.method
	*/
	method?: ("ELECTRONIC" | "GROUND" | "OVERNIGHT" | "PRIORITY" | "SAME_DAY");
	/**
	* String, length 1 to 20. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping.phone
	*/
	phone?: string;
}
export interface InitiateBrowserPaymentResponseShippingAddress {
	/**
	* ISO alpha-3 country code.
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping.address.country
	*/
	country?: string;
	/**
	* In the Payment Gateway REST Interface: Alphanumeric + ' ' and '-'
	*
	* Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping.address.postcodeZip
	*/
	postcodeZip?: string;
	/**
	* String, length 1 to 20. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping.address.stateProvince
	*/
	stateProvince?: string;
	/**
	* ISO 3166-2 subdivision code.
	* In the Payment Gateway REST Interface: (where present)
	*
	* String, length 1 to 3. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping.address.stateProvinceCode
	*/
	stateProvinceCode?: string;
	/**
	* String, length 1 to 100. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping.address.street
	*/
	street?: string;
	/**
	* String, length exactly 0. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-shipping.address.street2
	*/
	street2?: string;
}
export interface InitiateBrowserPaymentResponseSourceOfFunds {
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided
	*/
	provided?: InitiateBrowserPaymentResponseSourceOfFundsProvided;
	/**
	* Enumeration. Conditional.
	*
	* Values include: CARD (the list is partial: CARD, or one value naming a bank-transfer payment method whose name is omitted here.)
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.type
	*/
	type?: "CARD" | (string & {});
}
export interface InitiateBrowserPaymentResponseSourceOfFundsProvided {
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card
	*/
	card?: InitiateBrowserPaymentResponseSourceOfFundsProvidedCard;
}
export interface InitiateBrowserPaymentResponseSourceOfFundsProvidedCard {
	/**
	* Enumeration. Always provided.
	*
	* Values include: LOCAL_BRAND_ONLY, UNKNOWN (the list is partial: Enumeration of card brands plus LOCAL_BRAND_ONLY and UNKNOWN; brand names omitted.)
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.brand
	*/
	brand: "LOCAL_BRAND_ONLY" | "UNKNOWN" | (string & {});
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.expiry
	*/
	expiry?: InitiateBrowserPaymentResponseSourceOfFundsProvidedCardExpiry;
	/**
	* Enumeration. Always provided.
	*
	* Values: CHARGE, CREDIT, DEBIT, UNKNOWN.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.fundingMethod
	*/
	fundingMethod: ("CHARGE" | "CREDIT" | "DEBIT" | "UNKNOWN");
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.holder
	*/
	holder?: InitiateBrowserPaymentResponseSourceOfFundsProvidedCardHolder;
	/**
	* Enumeration. Conditional.
	*
	* Values include:  (the list is partial: Three local brand values; names omitted.)
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.localBrand
	*/
	localBrand?: (string & {});
	/**
	* Masked. By default the number is masked as first 6 and last 4 digits. Unmasking needs permission, responseControls.sensitiveData set to UNMASK, and certificate authentication.
	*
	* Digits, length 9 to 19, characters [0-9x]. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.number
	*/
	number: string;
	/**
	* Enumeration. Always provided.
	*
	* Values include: OTHER (the list is partial: Enumeration of card schemes plus OTHER; names omitted.)
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.scheme
	*/
	scheme: "OTHER" | (string & {});
	/**
	* Alphanumeric, length 1 to 2, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.securityCodePresence
	*/
	securityCodePresence?: string;
	/**
	* Digits, length exactly 3, characters [0-9]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.sequenceNumber
	*/
	sequenceNumber?: string;
	/**
	* Boolean. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.trackDataProvided
	*/
	trackDataProvided?: boolean;
}
export interface InitiateBrowserPaymentResponseSourceOfFundsProvidedCardExpiry {
	/**
	* In the Payment Gateway REST Interface: Digits 1-12
	*
	* Digits, length 1 to 2, characters [0-9], pattern ^(0?[1-9]|1[0-2])$. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.expiry.month
	*/
	month: string;
	/**
	* The year is 2000 plus the value.
	*
	* Digits, length exactly 2, characters [0-9]. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.expiry.year
	*/
	year: string;
}
export interface InitiateBrowserPaymentResponseSourceOfFundsProvidedCardHolder {
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.holder.firstName
	*/
	firstName?: string;
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-sourceOfFunds.provided.card.holder.lastName
	*/
	lastName?: string;
}
export interface InitiateBrowserPaymentResponseTransaction {
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.acquirer
	*/
	acquirer?: InitiateBrowserPaymentResponseTransactionAcquirer;
	/**
	* Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.amount
	*/
	amount: string | number;
	/**
	* ASCII Text, length 1 to 100, characters [\x00-\x7F]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.authorizationCode
	*/
	authorizationCode?: string;
	/**
	* Only for batch uploads.
	*
	* String, length 1 to 512. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.batchName
	*/
	batchName?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.currency
	*/
	currency: string;
	/**
	* Enumeration. Conditional.
	*
	* Values: INSTALLMENT, RECURRING, SINGLE.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.frequency
	*/
	frequency?: ("INSTALLMENT" | "RECURRING" | "SINGLE");
	/**
	* String, length 1 to 40. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.id
	*/
	id: string;
	/**
	* Array of Object. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.item_n
	*/
	item?: InitiateBrowserPaymentResponseTransactionItem[];
	/**
	* String, length 1 to 250. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.merchantNote
	*/
	merchantNote?: string;
	/**
	* ASCII Text, length 1 to 100, characters [\x00-\x7F]. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.receipt
	*/
	receipt?: string;
	/**
	* String, length 1 to 40. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.reference
	*/
	reference?: string;
	/**
	* Response of Initiate Browser Payment: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE. Authorize request also allows MERCHANT and PAYER_PRESENT. It can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
	*
	* Enumeration. Conditional.
	*
	* Values: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.source
	*/
	source?: ("CALL_CENTRE" | "CARD_PRESENT" | "INTERNET" | "MAIL_ORDER" | "MOTO" | "TELEPHONE_ORDER" | "VOICE_RESPONSE");
	/**
	* Default for a full capture is the order tax amount.
	*
	* Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.taxAmount
	*/
	taxAmount?: string | number;
	/**
	* String, length 1 to 16. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.terminal
	*/
	terminal?: string;
	/**
	* Enumeration. Always provided.
	*
	* Values: AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.type
	*/
	type: ("AUTHORIZATION" | "AUTHORIZATION_UPDATE" | "CAPTURE" | "PAYMENT" | "REFUND" | "VERIFICATION" | "VOID_AUTHORIZATION" | "VOID_CAPTURE" | "VOID_PAYMENT" | "VOID_REFUND");
}
export interface InitiateBrowserPaymentResponseTransactionAcquirer {
	/**
	* Integer, min 1, max 2147483647. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.acquirer.batch
	*/
	batch?: number;
	/**
	* 1-4000 in responses. 1-2048 in requests. Must not contain sensitive data.
	*
	* String, length 1 to 4000. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.acquirer.customData
	*/
	customData?: string;
	/**
	* String, length 1 to 4000. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.acquirer.date
	*/
	date?: string;
	/**
	* String, length 1 to 40. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.acquirer.id
	*/
	id: string;
	/**
	* String, length 1 to 4000. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.acquirer.time
	*/
	time?: string;
}
export interface InitiateBrowserPaymentResponseTransactionItem {
	/**
	* String, length 1 to 127. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.item_n.description
	*/
	description?: string;
	/**
	* String, length 1 to 127. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.item_n.name
	*/
	name: string;
	/**
	* Integer, min 1, max 9999999999999999. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.item_n.quantity
	*/
	quantity: number;
	/**
	* String, length 1 to 127. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.item_n.sku
	*/
	sku?: string;
	/**
	* In the Payment Gateway REST Interface: bounded -1000000000000..1000000000000
	*
	* Decimal, bounded form, min -1000000000000, max 1000000000000, at most 3 digits after the point, pattern ^-?[0-9]+(\.[0-9]+)?$. Always provided.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.item_n.unitPrice
	*/
	unitPrice: string | number;
	/**
	* Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#initiate-browser-payment-17-response-transaction.item_n.unitTaxAmount
	*/
	unitTaxAmount?: string | number;
}
