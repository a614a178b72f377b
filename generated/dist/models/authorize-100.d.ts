/**
* Asks a financial institution to confirm that the payment information is valid and that funds are available in the payer's account, for a proposed funds transfer.
*/
export interface AuthorizeRequest {
	/**
	* Selects the operation: always AUTHORIZE.
	*
	* Enumeration. Required.
	*
	* Values: AUTHORIZE.
	*
	* @see docs/index.html#authorize-100-request-apiOperation
	*/
	apiOperation: "AUTHORIZE";
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding
	*/
	accountFunding?: AuthorizeRequestAccountFunding;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement
	*/
	agreement?: AuthorizeRequestAgreement;
	/**
	* The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
	*
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline
	*/
	airline?: AuthorizeRequestAirline;
	/**
	* Authentication group (Verify and Authorize requests).
	*
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication
	*/
	authentication?: AuthorizeRequestAuthentication;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-customer
	*/
	customer?: AuthorizeRequestCustomer;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-debtRepayment
	*/
	debtRepayment?: AuthorizeRequestDebtRepayment;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-device
	*/
	device?: AuthorizeRequestDevice;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-externalTokenProvider
	*/
	externalTokenProvider?: AuthorizeRequestExternalTokenProvider;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-initiator
	*/
	initiator?: AuthorizeRequestInitiator;
	/**
	* No spaces.
	*
	* String, length 1 to 100, pattern ^[^ ]*$. Optional.
	*
	* @see docs/index.html#authorize-100-request-lineOfBusiness
	*/
	lineOfBusiness?: string;
	/**
	* Object. Required.
	*
	* @see docs/index.html#authorize-100-request-order
	*/
	order: AuthorizeRequestOrder;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-shipping
	*/
	shipping?: AuthorizeRequestShipping;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction
	*/
	transaction?: AuthorizeRequestTransaction;
}
export interface AuthorizeRequestAccountFunding {
	/**
	* OTHER default. Verify adds HIGH_RISK_SECURITIES.
	*
	* Enumeration. Optional.
	*
	* Values: CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL.
	*
	* Default: OTHER.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.purpose
	*/
	purpose?: ("CRYPTOCURRENCY_PURCHASE" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient
	*/
	recipient?: AuthorizeRequestAccountFundingRecipient;
	/**
	* Boolean. Optional.
	*
	* Default: false.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.senderIsRecipient
	*/
	senderIsRecipient?: boolean;
	/**
	* Enumeration. Optional.
	*
	* Values: COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.senderType
	*/
	senderType?: ("COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON");
}
export interface AuthorizeRequestAccountFundingRecipient {
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.address
	*/
	address?: AuthorizeRequestAccountFundingRecipientAddress;
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.firstName
	*/
	firstName?: string;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.identification
	*/
	identification?: AuthorizeRequestAccountFundingRecipientIdentification;
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.lastName
	*/
	lastName?: string;
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.middleName
	*/
	middleName?: string;
}
export interface AuthorizeRequestAccountFundingRecipientAddress {
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.address.city
	*/
	city?: string;
	/**
	* ISO alpha-3 country code.
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.address.country
	*/
	country?: string;
	/**
	* Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.address.postCodeZip
	*/
	postCodeZip?: string;
	/**
	* String, length 1 to 3. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.address.stateProvinceCode
	*/
	stateProvinceCode?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.address.street
	*/
	street?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.address.street2
	*/
	street2?: string;
}
export interface AuthorizeRequestAccountFundingRecipientIdentification {
	/**
	* In the Payment Gateway REST Interface: 3 letters
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.identification.country
	*/
	country?: string;
	/**
	* In the Payment Gateway REST Interface: enumeration of 17 types ...; the list is 18 values
	*
	* Enumeration. Optional.
	*
	* Values: ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION.
	*
	* Default: OTHER.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.identification.type
	*/
	type?: ("ALIEN_REGISTRATION_NUMBER" | "BUSINESS_TAX_ID" | "COMPANY_REGISTRATION_NUMBER" | "CUSTOMER_IDENTIFICATION" | "DATE_OF_BIRTH" | "DRIVERS_LICENSE" | "EMAIL" | "GOVERNMENT_ISSUED" | "INDIVIDUAL_TAX_ID" | "LAW_ENFORCEMENT_IDENTIFICATION" | "MILITARY_IDENTIFICATION" | "NATIONAL_IDENTIFICATION_CARD" | "OTHER" | "PASSPORT" | "PHONE_NUMBER" | "PROXY_IDENTIFICATION" | "SOCIAL_SECURITY_NUMBER" | "TRAVEL_IDENTIFICATION");
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-accountFunding.recipient.identification.value
	*/
	value?: string;
}
export interface AuthorizeRequestAgreement {
	/**
	* Needed for recurring.
	*
	* Enumeration. Optional.
	*
	* Values: FIXED, VARIABLE.
	*
	* Rule: agreement.amountVariability is needed for recurring payments (agreement.type RECURRING).
	*
	* @see docs/index.html#authorize-100-request-agreement.amountVariability
	*/
	amountVariability?: ("FIXED" | "VARIABLE");
	/**
	* No sensitive data.
	*
	* String, length 1 to 2048. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.customData
	*/
	customData?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.expiryDate
	*/
	expiryDate?: string;
	/**
	* Required when stored details are used for recurring, installment, unscheduled or industry-practice payments.
	*
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.id
	*/
	id?: string;
	/**
	* In the order currency.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.maximumAmountPerPayment
	*/
	maximumAmountPerPayment?: string | number;
	/**
	* In the order currency.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.minimumAmountPerPayment
	*/
	minimumAmountPerPayment?: string | number;
	/**
	* Integer, min 1, max 9999. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.minimumDaysBetweenPayments
	*/
	minimumDaysBetweenPayments?: number;
	/**
	* Integer, min 1, max 999. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.numberOfPayments
	*/
	numberOfPayments?: number;
	/**
	* Enumeration. Optional.
	*
	* Values: AD_HOC, DAILY, FORTNIGHTLY, MONTHLY, OTHER, QUARTERLY, TWICE_YEARLY, WEEKLY, YEARLY.
	*
	* @see docs/index.html#authorize-100-request-agreement.paymentFrequency
	*/
	paymentFrequency?: ("AD_HOC" | "DAILY" | "FORTNIGHTLY" | "MONTHLY" | "OTHER" | "QUARTERLY" | "TWICE_YEARLY" | "WEEKLY" | "YEARLY");
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.retailer
	*/
	retailer?: AuthorizeRequestAgreementRetailer;
	/**
	* Not in the past.
	*
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date, not in the past (UTC). Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.startDate
	*/
	startDate?: string;
	/**
	* Given on the first payment of a series.
	*
	* Enumeration. Optional.
	*
	* Values: INSTALLMENT, OTHER, RECURRING, UNSCHEDULED.
	*
	* Default: OTHER.
	*
	* Rule: agreement.amountVariability is needed for recurring payments (agreement.type RECURRING).
	*
	* @see docs/index.html#authorize-100-request-agreement.type
	*/
	type?: ("INSTALLMENT" | "OTHER" | "RECURRING" | "UNSCHEDULED");
}
export interface AuthorizeRequestAgreementRetailer {
	/**
	* String, length 1 to 10. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.retailer.abbreviatedTradingName
	*/
	abbreviatedTradingName?: string;
	/**
	* String, length 1 to 4. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.retailer.merchantCategoryCode
	*/
	merchantCategoryCode?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-agreement.retailer.tradingName
	*/
	tradingName?: string;
}
export interface AuthorizeRequestAirline {
	/**
	* Alphanumeric, length 6 to 15, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.bookingReference
	*/
	bookingReference?: string;
	/**
	* Enumeration. Optional.
	*
	* Values include: ADDITIONAL_COLLECTION, EXCESS_BAGGAGE, PASSENGER_TICKET, SUPPORTED_REFUND, TOUR_DEPOSIT, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT, VENDOR_SALE (the list is partial: 52 values from ADDITIONAL_COLLECTION to VENDOR_SALE, such as PASSENGER_TICKET, EXCESS_BAGGAGE, TOUR_DEPOSIT, SUPPORTED_REFUND, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT)
	*
	* @see docs/index.html#authorize-100-request-airline.documentType
	*/
	documentType?: "ADDITIONAL_COLLECTION" | "EXCESS_BAGGAGE" | "PASSENGER_TICKET" | "SUPPORTED_REFUND" | "TOUR_DEPOSIT" | "UNSUPPORTED_REFUND" | "UPGRADE_CHARGE" | "VENDOR_REFUND_CREDIT" | "VENDOR_SALE" | (string & {});
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary
	*/
	itinerary?: AuthorizeRequestAirlineItinerary;
	/**
	* Array of Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.passenger_n
	*/
	passenger?: AuthorizeRequestAirlinePassenger[];
	/**
	* Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.planNumber
	*/
	planNumber?: string;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket
	*/
	ticket?: AuthorizeRequestAirlineTicket;
	/**
	* Enumeration. Optional.
	*
	* Values: EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER.
	*
	* @see docs/index.html#authorize-100-request-airline.transactionType
	*/
	transactionType?: ("EXCHANGE_TICKET" | "MISCELLANEOUS_CHARGE" | "REFUND" | "REVERSAL" | "TICKET_PURCHASE" | "TOUR_ORDER");
}
export interface AuthorizeRequestAirlineItinerary {
	/**
	* Array of Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n
	*/
	leg?: AuthorizeRequestAirlineItineraryLeg[];
	/**
	* Digits, length 1 to 3, characters [0-9]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.numberInParty
	*/
	numberInParty?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.originCountry
	*/
	originCountry?: string;
}
export interface AuthorizeRequestAirlineItineraryLeg {
	/**
	* Two word characters, or three digits, or two word characters, a slash and three digits.
	*
	* Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.carrierCode
	*/
	carrierCode?: string;
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.conjunctionTicketNumber
	*/
	conjunctionTicketNumber?: string;
	/**
	* Alphanumeric, length exactly 1, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.couponNumber
	*/
	couponNumber?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.departureAirport
	*/
	departureAirport?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.departureDate
	*/
	departureDate?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.departureTax
	*/
	departureTax?: string | number;
	/**
	* Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.departureTime
	*/
	departureTime?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.destinationAirport
	*/
	destinationAirport?: string;
	/**
	* In Verify and Authorize only.
	*
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.destinationArrivalDate
	*/
	destinationArrivalDate?: string;
	/**
	* Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.destinationArrivalTime
	*/
	destinationArrivalTime?: string;
	/**
	* Alphanumeric, length 1 to 20, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.endorsementsRestrictions
	*/
	endorsementsRestrictions?: string;
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.exchangeTicketNumber
	*/
	exchangeTicketNumber?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.fare
	*/
	fare?: string | number;
	/**
	* In the Payment Gateway REST Interface: Alphanumeric (+ space in Verify and Authorize)
	*
	* Alphanumeric + additional characters, length 1 to 24, characters [0-9a-zA-Z ]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.fareBasis
	*/
	fareBasis?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.fees
	*/
	fees?: string | number;
	/**
	* Alphanumeric, length 4 to 6, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.flightNumber
	*/
	flightNumber?: string;
	/**
	* Boolean. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.stopoverPermitted
	*/
	stopoverPermitted?: boolean;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.taxes
	*/
	taxes?: string | number;
	/**
	* Alphanumeric, length 1 to 3, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.itinerary.leg_n.travelClass
	*/
	travelClass?: string;
}
export interface AuthorizeRequestAirlinePassenger {
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.passenger_n.firstName
	*/
	firstName?: string;
	/**
	* Not in the Initiate response.
	*
	* String, length 1 to 20. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.passenger_n.frequentFlyerNumber
	*/
	frequentFlyerNumber?: string;
	/**
	* String, length 1 to 20. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.passenger_n.lastName
	*/
	lastName?: string;
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.passenger_n.middleName
	*/
	middleName?: string;
	/**
	* Alphanumeric, length 1 to 59, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.passenger_n.specificInformation
	*/
	specificInformation?: string;
	/**
	* String, length 1 to 20. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.passenger_n.title
	*/
	title?: string;
}
export interface AuthorizeRequestAirlineTicket {
	/**
	* Boolean. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.conjunctionTicketIndicator
	*/
	conjunctionTicketIndicator?: boolean;
	/**
	* Boolean. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.eTicket
	*/
	eTicket?: boolean;
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.exchangedTicketNumber
	*/
	exchangedTicketNumber?: string;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.issue
	*/
	issue?: AuthorizeRequestAirlineTicketIssue;
	/**
	* Boolean. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.restricted
	*/
	restricted?: boolean;
	/**
	* Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.
	*
	* Array of Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.taxOrFee_n
	*/
	taxOrFee?: AuthorizeRequestAirlineTicketTaxOrFee[];
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.ticketNumber
	*/
	ticketNumber?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.totalFare
	*/
	totalFare?: string | number;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.totalFees
	*/
	totalFees?: string | number;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.totalTaxes
	*/
	totalTaxes?: string | number;
}
export interface AuthorizeRequestAirlineTicketIssue {
	/**
	* String, length 1 to 16. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.issue.address
	*/
	address?: string;
	/**
	* As leg carrier code.
	*
	* Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.issue.carrierCode
	*/
	carrierCode?: string;
	/**
	* Alphanumeric, length 1 to 25, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.issue.carrierName
	*/
	carrierName?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.issue.city
	*/
	city?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.issue.country
	*/
	country?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.issue.date
	*/
	date?: string;
	/**
	* Alphanumeric, length 8 to 9, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.issue.travelAgentCode
	*/
	travelAgentCode?: string;
	/**
	* In the Payment Gateway REST Interface: Alphanumeric + additional characters, 1-30
	*
	* String, length 1 to 30. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.issue.travelAgentName
	*/
	travelAgentName?: string;
}
export interface AuthorizeRequestAirlineTicketTaxOrFee {
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.taxOrFee_n.amount
	*/
	amount?: string | number;
	/**
	* IATA code.
	*
	* Alphanumeric, length exactly 3, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-airline.ticket.taxOrFee_n.type
	*/
	type?: string;
}
export interface AuthorizeRequestAuthentication {
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds
	*/
	"3ds"?: AuthorizeRequestAuthentication3Ds;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds1
	*/
	"3ds1"?: AuthorizeRequestAuthentication3Ds1;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds2
	*/
	"3ds2"?: AuthorizeRequestAuthentication3Ds2;
	/**
	* Amount for which authentication was done.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.amount
	*/
	amount?: string | number;
	/**
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.time
	*/
	time?: string;
	/**
	* Id used for an earlier Initiate Authentication operation at the gateway.
	*
	* String, length 1 to 40. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.transactionId
	*/
	transactionId?: string;
}
export interface AuthorizeRequestAuthentication3Ds {
	/**
	* Alphanumeric, length 1 to 2, characters [0-9a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds.acsEci
	*/
	acsEci?: string;
	/**
	* Used unaltered.
	*
	* Base64, length 28 or 32, pattern ^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$, format base64. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds.authenticationToken
	*/
	authenticationToken?: string;
	/**
	* For version 1 it is the XID in base64. For version 2 it is the directory server id.
	*
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds.transactionId
	*/
	transactionId?: string;
}
export interface AuthorizeRequestAuthentication3Ds1 {
	/**
	* Alpha, length exactly 1, characters [a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds1.paResStatus
	*/
	paResStatus?: string;
	/**
	* Alpha, length exactly 1, characters [a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds1.veResEnrolled
	*/
	veResEnrolled?: string;
}
export interface AuthorizeRequestAuthentication3Ds2 {
	/**
	* String, length 0 to 32. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds2.acsReference
	*/
	acsReference?: string;
	/**
	* String, length exactly 36. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds2.acsTransactionId
	*/
	acsTransactionId?: string;
	/**
	* Required for co-branded cards authenticated by an external provider.
	*
	* Enumeration. Optional.
	*
	* Values include:  (the list is partial: 11 or 12 values, each the identifier of a card or regional authentication scheme (omitted here because they are company names).)
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds2.authenticationScheme
	*/
	authenticationScheme?: (string & {});
	/**
	* JSON Text, length 1 to 4000, format json. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds2.custom
	*/
	custom?: string;
	/**
	* String, length 0 to 32. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds2.dsReference
	*/
	dsReference?: string;
	/**
	* Alphanumeric + additional characters, length 1 to 20, characters [0-9a-zA-Z.]. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds2.protocolVersion
	*/
	protocolVersion?: string;
	/**
	* String, length exactly 2. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds2.statusReasonCode
	*/
	statusReasonCode?: string;
	/**
	* For example Y, N, U, A, R.
	*
	* Alpha, length exactly 1, characters [a-zA-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-authentication.3ds2.transactionStatus
	*/
	transactionStatus?: string;
}
export interface AuthorizeRequestCustomer {
	/**
	* Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Optional.
	*
	* @see docs/index.html#authorize-100-request-customer.email
	*/
	email?: string;
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-customer.firstName
	*/
	firstName?: string;
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-customer.lastName
	*/
	lastName?: string;
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-customer.middleName
	*/
	middleName?: string;
	/**
	* Telephone Number, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
	*
	* @see docs/index.html#authorize-100-request-customer.mobilePhone
	*/
	mobilePhone?: string;
	/**
	* Telephone Number, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
	*
	* @see docs/index.html#authorize-100-request-customer.phone
	*/
	phone?: string;
	/**
	* String, length 1 to 30. Optional.
	*
	* @see docs/index.html#authorize-100-request-customer.taxRegistrationId
	*/
	taxRegistrationId?: string;
}
export interface AuthorizeRequestDebtRepayment {
	/**
	* Authorize request, all R.
	*
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-debtRepayment.recipient
	*/
	recipient?: AuthorizeRequestDebtRepaymentRecipient;
}
export interface AuthorizeRequestDebtRepaymentRecipient {
	/**
	* Returned masked.
	*
	* String, length 1 to 50. Required.
	*
	* @see docs/index.html#authorize-100-request-debtRepayment.recipient.accountIdentifier
	*/
	accountIdentifier: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Required.
	*
	* @see docs/index.html#authorize-100-request-debtRepayment.recipient.dateOfBirth
	*/
	dateOfBirth: string;
	/**
	* String, length 1 to 50. Required.
	*
	* @see docs/index.html#authorize-100-request-debtRepayment.recipient.lastName
	*/
	lastName: string;
	/**
	* String, length 1 to 10. Required.
	*
	* @see docs/index.html#authorize-100-request-debtRepayment.recipient.postcodeZip
	*/
	postcodeZip: string;
}
export interface AuthorizeRequestDevice {
	/**
	* String, length 1 to 10. Optional.
	*
	* @see docs/index.html#authorize-100-request-device.ani
	*/
	ani?: string;
	/**
	* String, length 1 to 2. Optional.
	*
	* @see docs/index.html#authorize-100-request-device.aniCallType
	*/
	aniCallType?: string;
	/**
	* String, length 1 to 2048. Optional.
	*
	* @see docs/index.html#authorize-100-request-device.browser
	*/
	browser?: string;
	/**
	* String, length 1 to 4000. Optional.
	*
	* @see docs/index.html#authorize-100-request-device.fingerprint
	*/
	fingerprint?: string;
	/**
	* String, length 1 to 60. Optional.
	*
	* @see docs/index.html#authorize-100-request-device.hostname
	*/
	hostname?: string;
	/**
	* IPv4 or IPv6; IPv6 is only used for EMV 3DS authentication.
	*
	* String, length 7 to 45. Optional.
	*
	* @see docs/index.html#authorize-100-request-device.ipAddress
	*/
	ipAddress?: string;
	/**
	* String, length 1 to 255. Optional.
	*
	* @see docs/index.html#authorize-100-request-device.mobilePhoneModel
	*/
	mobilePhoneModel?: string;
}
export interface AuthorizeRequestExternalTokenProvider {
	/**
	* String, length 1 to 4000. Optional.
	*
	* @see docs/index.html#authorize-100-request-externalTokenProvider.customData
	*/
	customData?: string;
}
export interface AuthorizeRequestInitiator {
	/**
	* String, length 1 to 256. Optional.
	*
	* @see docs/index.html#authorize-100-request-initiator.userId
	*/
	userId?: string;
}
export interface AuthorizeRequestOrder {
	/**
	* Accept less than order.amount. If the gateway supports partial approvals for the acquirer, the field must be true, otherwise the transaction is rejected.
	*
	* Boolean. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.acceptPartialAmount
	*/
	acceptPartialAmount?: boolean;
	/**
	* Total amount. It is the net amount plus any merchant charge amounts. If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount. In the response it is zero if payer funds are not transferred.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: Authorize requires either order.amount or order.netAmount.
	* Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
	*
	* @see docs/index.html#authorize-100-request-order.amount
	*/
	amount?: string | number;
	/**
	* Included in order.amount (Authorize request; the field corresponds to EMV tag 9F03).
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
	* Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
	*
	* @see docs/index.html#authorize-100-request-order.cashbackAmount
	*/
	cashbackAmount?: string | number;
	/**
	* The gateway uses the provider default if absent.
	*
	* Enumeration. Optional.
	*
	* Values: ESTIMATED, FINAL.
	*
	* @see docs/index.html#authorize-100-request-order.certainty
	*/
	certainty?: ("ESTIMATED" | "FINAL");
	/**
	* ISO 4217 alpha code.
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Required.
	*
	* @see docs/index.html#authorize-100-request-order.currency
	*/
	currency: string;
	/**
	* Merchant-defined fields named order.custom.X, where X has fewer than 100 characters from A-Z, a-z, 0-9. Up to 50 such fields. Value length 1-250. Not sent to acquirers.
	*
	* Named values (up to 50 names, names 1 to 99 characters of [A-Za-z0-9]), each String, length 1 to 250. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.custom
	*/
	custom?: {
		[k: string]: string | undefined;
	};
	/**
	* String, length 1 to 250. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.customerNote
	*/
	customerNote?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.customerOrderDate
	*/
	customerOrderDate?: string;
	/**
	* ASCII Text, length 0 to 25, characters [\x00-\x7F]. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.customerReference
	*/
	customerReference?: string;
	/**
	* String, length 1 to 127. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.description
	*/
	description?: string;
	/**
	* Price reduction applied to the order.
	*
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.discount
	*/
	discount?: AuthorizeRequestOrderDiscount;
	/**
	* In the Payment Gateway REST Interface: Decimal, bounded form.
	*
	* Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
	* Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
	*
	* @see docs/index.html#authorize-100-request-order.dutyAmount
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
	* @see docs/index.html#authorize-100-request-order.gratuityAmount
	*/
	gratuityAmount?: string | number;
	/**
	* Such a merchant-initiated transaction must carry the scheme transaction id of the original payer-initiated transaction. It is supplied by referenceOrderId or by transaction.acquirer.traceId.
	*
	* Enumeration. Optional.
	*
	* Values: DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT.
	*
	* @see docs/index.html#authorize-100-request-order.industryPracticePaymentReason
	*/
	industryPracticePaymentReason?: ("DELAYED_CHARGE" | "NO_SHOW_PENALTY" | "PARTIAL_SHIPMENT");
	/**
	* String, length 1 to 25. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.invoiceNumber
	*/
	invoiceNumber?: string;
	/**
	* Array of Object. Optional.
	*
	* Rule: If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
	* Rule: If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
	*
	* @see docs/index.html#authorize-100-request-order.item_n
	*/
	item?: AuthorizeRequestOrderItem[];
	/**
	* Authorize request. If omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
	* Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
	* Rule: If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
	*
	* @see docs/index.html#authorize-100-request-order.itemAmount
	*/
	itemAmount?: string | number;
	/**
	* String, length 1 to 25. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.localTaxRegistrationId
	*/
	localTaxRegistrationId?: string;
	/**
	* Overrides the default for the acquirer link.
	*
	* Digits, length exactly 4, characters [0-9]. Optional.
	*
	* Rule: A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
	*
	* @see docs/index.html#authorize-100-request-order.merchantCategoryCode
	*/
	merchantCategoryCode?: string;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.merchantCharge
	*/
	merchantCharge?: AuthorizeRequestOrderMerchantCharge;
	/**
	* Digits, length 1 to 6, characters [0-9]. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.merchantPartnerIdCode
	*/
	merchantPartnerIdCode?: string;
	/**
	* Amount before the merchant charge. If given, the gateway computes the merchant charge by order.merchantCharge.type.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: Authorize requires either order.amount or order.netAmount.
	* Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
	*
	* @see docs/index.html#authorize-100-request-order.netAmount
	*/
	netAmount?: string | number;
	/**
	* Webhook target (see Events).
	*
	* Url, format url. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.notificationUrl
	*/
	notificationUrl?: string;
	/**
	* String, length 1 to 40. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.owningEntity
	*/
	owningEntity?: string;
	/**
	* Verify: B2B_PAYMENT, CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. Authorize: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER. The account-funding value ACCOUNT_FUNDING is referred to as a purchase type. It must be set when money is pulled from an account to credit another. A value is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
	*
	* Enumeration. Optional.
	*
	* Values: CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER.
	*
	* Rule: A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
	*
	* @see docs/index.html#authorize-100-request-order.purchaseType
	*/
	purchaseType?: ("CRYPTOCURRENCY" | "DEBT_REPAYMENT" | "HIGH_RISK_SECURITIES" | "OTHER");
	/**
	* 1-40 in requests of Initiate Browser Payment, Verify and Authorize. The Verify response allows 1-200.
	*
	* String, length 1 to 40. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.reference
	*/
	reference?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.requestorName
	*/
	requestorName?: string;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.reward
	*/
	reward?: AuthorizeRequestOrderReward;
	/**
	* Includes taxes on shipping and handling.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
	* Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
	*
	* @see docs/index.html#authorize-100-request-order.shippingAndHandlingAmount
	*/
	shippingAndHandlingAmount?: string | number;
	/**
	* Included in the shipping and handling amount.
	* In the Payment Gateway REST Interface: Decimal, bounded form.
	*
	* Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.shippingAndHandlingTaxAmount
	*/
	shippingAndHandlingTaxAmount?: string | number;
	/**
	* Bounded form, max 1000000000000000000, at most 4 decimals (2.5 percent is written 0.025).
	* In the Payment Gateway REST Interface: Decimal, bounded form, max 1000000000000000000, at most 4 decimals.
	*
	* Decimal, bounded form, min 0, max 1000000000000000000, at most 4 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.shippingAndHandlingTaxRate
	*/
	shippingAndHandlingTaxRate?: string | number;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor
	*/
	statementDescriptor?: AuthorizeRequestOrderStatementDescriptor;
	/**
	* For aggregators. Must be on the first transaction of an order; later transactions that carry it are rejected.
	*
	* Object. Optional.
	*
	* Rule: order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant
	*/
	subMerchant?: AuthorizeRequestOrderSubMerchant;
	/**
	* Array of Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.tax_n
	*/
	tax?: AuthorizeRequestOrderTax[];
	/**
	* Total tax. If line items are supplied it must equal the sum of quantity times unitTaxAmount.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
	* Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
	* Rule: If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
	*
	* @see docs/index.html#authorize-100-request-order.taxAmount
	*/
	taxAmount?: string | number;
	/**
	* String, length 1 to 30. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.taxRegistrationId
	*/
	taxRegistrationId?: string;
	/**
	* Enumeration. Optional.
	*
	* Values: EXEMPT, NOT_EXEMPT, NOT_PROVIDED.
	*
	* @see docs/index.html#authorize-100-request-order.taxStatus
	*/
	taxStatus?: ("EXEMPT" | "NOT_EXEMPT" | "NOT_PROVIDED");
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.transactionFiltering
	*/
	transactionFiltering?: AuthorizeRequestOrderTransactionFiltering;
}
export interface AuthorizeRequestOrderDiscount {
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
	* Rule: If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
	*
	* @see docs/index.html#authorize-100-request-order.discount.amount
	*/
	amount?: string | number;
	/**
	* String, length 1 to 40. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.discount.code
	*/
	code?: string;
	/**
	* String, length 1 to 127. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.discount.description
	*/
	description?: string;
}
export interface AuthorizeRequestOrderItem {
	/**
	* String, length 1 to 127. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.brand
	*/
	brand?: string;
	/**
	* String, length 1 to 127. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.category
	*/
	category?: string;
	/**
	* String, length 1 to 127. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.description
	*/
	description?: string;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail
	*/
	detail?: AuthorizeRequestOrderItemDetail;
	/**
	* In the Payment Gateway REST Interface: https URI
	*
	* Url, pattern ^https:, format url. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.image
	*/
	image?: string;
	/**
	* Enumeration. Optional.
	*
	* Values: HEALTHCARE_DENTAL, HEALTHCARE_OTHER, HEALTHCARE_PRESCRIPTION, HEALTHCARE_VISION.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.industryCategory
	*/
	industryCategory?: ("HEALTHCARE_DENTAL" | "HEALTHCARE_OTHER" | "HEALTHCARE_PRESCRIPTION" | "HEALTHCARE_VISION");
	/**
	* String, length 1 to 127. Required.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.name
	*/
	name: string;
	/**
	* In the Payment Gateway REST Interface: Decimal string greater than zero, length 0-30
	*
	* Decimal, request form, length 0 to 30, greater than 0, pattern ^[0-9]+(\.[0-9]+)?$. Required.
	*
	* Rule: If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
	* Rule: If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.quantity
	*/
	quantity: string | number;
	/**
	* String, length 1 to 127. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.sku
	*/
	sku?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.unitDiscountAmount
	*/
	unitDiscountAmount?: string | number;
	/**
	* String, length 1 to 10. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.unitOfMeasure
	*/
	unitOfMeasure?: string;
	/**
	* In the Payment Gateway REST Interface: decimal string allowing '-'
	*
	* Decimal, request form, length 1 to 14, pattern ^-?[0-9]+(\.[0-9]+)?$. Required.
	*
	* Rule: If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.unitPrice
	*/
	unitPrice: string | number;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.unitTaxAmount
	*/
	unitTaxAmount?: string | number;
}
export interface AuthorizeRequestOrderItemDetail {
	/**
	* JSON Text, length 1 to 4000, format json. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail.acquirerCustom
	*/
	acquirerCustom?: string;
	/**
	* Digits, characters [0-9]. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail.commodityCode
	*/
	commodityCode?: string;
	/**
	* Array of Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail.tax_n
	*/
	tax?: AuthorizeRequestOrderItemDetailTax[];
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail.unitDiscountRate
	*/
	unitDiscountRate?: string | number;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail.unitTaxRate
	*/
	unitTaxRate?: string | number;
	/**
	* String, length 1 to 10. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail.unitTaxType
	*/
	unitTaxType?: string;
	/**
	* Digits, characters [0-9]. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail.unspsc
	*/
	unspsc?: string;
	/**
	* Digits, characters [0-9]. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail.upc
	*/
	upc?: string;
}
export interface AuthorizeRequestOrderItemDetailTax {
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail.tax_n.amount
	*/
	amount?: string | number;
	/**
	* Decimal, request form, length 1 to 6, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail.tax_n.rate
	*/
	rate?: string | number;
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.item_n.detail.tax_n.type
	*/
	type?: string;
}
export interface AuthorizeRequestOrderMerchantCharge {
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* Rule: If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
	*
	* @see docs/index.html#authorize-100-request-order.merchantCharge.amount
	*/
	amount?: string | number;
	/**
	* R in requests when the group is given.
	*
	* Enumeration. Required.
	*
	* Values: SURCHARGE.
	*
	* @see docs/index.html#authorize-100-request-order.merchantCharge.type
	*/
	type: "SURCHARGE";
}
export interface AuthorizeRequestOrderReward {
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.reward.amount
	*/
	amount?: string | number;
	/**
	* R within the group. Its presence means rewards are redeemed.
	* In the Payment Gateway REST Interface: Alphanumeric plus '-', '_', ' ', '&', '+', '!', '$', '%', '.', '='
	*
	* Alphanumeric + additional characters, length 1 to 100, characters [0-9a-zA-Z\-_ &+!$%.=]. Required.
	*
	* @see docs/index.html#authorize-100-request-order.reward.balanceId
	*/
	balanceId: string;
}
export interface AuthorizeRequestOrderStatementDescriptor {
	/**
	* Object (the shared address shape). Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.address
	*/
	address?: AuthorizeRequestOrderStatementDescriptorAddress;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.name
	*/
	name?: string;
	/**
	* String, length 1 to 20. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.phone
	*/
	phone?: string;
	/**
	* Url, format url. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.websiteUrl
	*/
	websiteUrl?: string;
}
export interface AuthorizeRequestOrderStatementDescriptorAddress {
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.address.city
	*/
	city?: string;
	/**
	* In the Payment Gateway REST Interface: (where present)
	*
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.address.company
	*/
	company?: string;
	/**
	* ISO alpha-3 country code.
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.address.country
	*/
	country?: string;
	/**
	* In the Payment Gateway REST Interface: Alphanumeric + ' ' and '-'
	*
	* Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.address.postcodeZip
	*/
	postcodeZip?: string;
	/**
	* String, length 1 to 20. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.address.stateProvince
	*/
	stateProvince?: string;
	/**
	* ISO 3166-2 subdivision code.
	* In the Payment Gateway REST Interface: (where present)
	*
	* String, length 1 to 3. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.address.stateProvinceCode
	*/
	stateProvinceCode?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.address.street
	*/
	street?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.statementDescriptor.address.street2
	*/
	street2?: string;
}
export interface AuthorizeRequestOrderSubMerchant {
	/**
	* Object (the shared address shape). Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.address
	*/
	address?: AuthorizeRequestOrderSubMerchantAddress;
	/**
	* Digits, length exactly 4, characters [0-9]. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.bankIndustryCode
	*/
	bankIndustryCode?: string;
	/**
	* Only after a scheme notice of high disputes.
	*
	* Telephone Number, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.disputeContactPhone
	*/
	disputeContactPhone?: string;
	/**
	* Email, length at least 4, pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$, format email. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.email
	*/
	email?: string;
	/**
	* In the Payment Gateway REST Interface: 3 letters
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.governmentCountryCode
	*/
	governmentCountryCode?: string;
	/**
	* String, length 1 to 100. Required.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.identifier
	*/
	identifier: string;
	/**
	* String, length 1 to 11. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.marketplaceId
	*/
	marketplaceId?: string;
	/**
	* String, length 1 to 20. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.phone
	*/
	phone?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.registeredName
	*/
	registeredName?: string;
	/**
	* Limit 21 characters for one card scheme and 27 for another, 36 with the aggregator name.
	*
	* String, length 1 to 100. Required.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.tradingName
	*/
	tradingName: string;
	/**
	* Url, format url. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.websiteUrl
	*/
	websiteUrl?: string;
}
export interface AuthorizeRequestOrderSubMerchantAddress {
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.address.city
	*/
	city?: string;
	/**
	* In the Payment Gateway REST Interface: (where present)
	*
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.address.company
	*/
	company?: string;
	/**
	* ISO alpha-3 country code.
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.address.country
	*/
	country?: string;
	/**
	* In the Payment Gateway REST Interface: Alphanumeric + ' ' and '-'
	*
	* Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.address.postcodeZip
	*/
	postcodeZip?: string;
	/**
	* String, length 1 to 20. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.address.stateProvince
	*/
	stateProvince?: string;
	/**
	* ISO 3166-2 subdivision code.
	* In the Payment Gateway REST Interface: (where present)
	*
	* String, length 1 to 3. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.address.stateProvinceCode
	*/
	stateProvinceCode?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.address.street
	*/
	street?: string;
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.subMerchant.address.street2
	*/
	street2?: string;
}
export interface AuthorizeRequestOrderTax {
	/**
	* Tax amount per tax type.
	*
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.tax_n.amount
	*/
	amount?: string | number;
	/**
	* Decimal, request form, length 1 to 6, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.tax_n.rate
	*/
	rate?: string | number;
	/**
	* String, length 1 to 50. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.tax_n.type
	*/
	type?: string;
}
export interface AuthorizeRequestOrderTransactionFiltering {
	/**
	* Overrides the configured address verification rules for the order.
	*
	* Array of Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-order.transactionFiltering.avsResponseCodeRules_n
	*/
	avsResponseCodeRules?: AuthorizeRequestOrderTransactionFilteringAvsResponseCodeRules[];
}
export interface AuthorizeRequestOrderTransactionFilteringAvsResponseCodeRules {
	/**
	* Enumeration. Required.
	*
	* Values: NO_ACTION, REJECT, REVIEW.
	*
	* @see docs/index.html#authorize-100-request-order.transactionFiltering.avsResponseCodeRules_n.action
	*/
	action: ("NO_ACTION" | "REJECT" | "REVIEW");
	/**
	* Enumeration. Required.
	*
	* Values include: ADDRESS_MATCH, ADDRESS_ZIP_MATCH, NAME_ADDRESS_MATCH, NAME_MATCH (the list is partial: enumeration whose values include ADDRESS_MATCH, ADDRESS_ZIP_MATCH, NAME_ADDRESS_MATCH, NAME_MATCH (list cut, see below); section 2.10: the full avsResponseCode value list is not shown.)
	*
	* @see docs/index.html#authorize-100-request-order.transactionFiltering.avsResponseCodeRules_n.avsResponseCode
	*/
	avsResponseCode: "ADDRESS_MATCH" | "ADDRESS_ZIP_MATCH" | "NAME_ADDRESS_MATCH" | "NAME_MATCH" | (string & {});
}
export interface AuthorizeRequestShipping {
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-shipping.contact
	*/
	contact?: AuthorizeRequestShippingContact;
	/**
	* Enumeration. Optional.
	*
	* Values: ELECTRONIC, GROUND, NOT_SHIPPED, OVERNIGHT, PICKUP, PRIORITY, SAME_DAY.
	*
	* @see docs/index.html#authorize-100-request-shipping.method
	*/
	method?: ("ELECTRONIC" | "GROUND" | "NOT_SHIPPED" | "OVERNIGHT" | "PICKUP" | "PRIORITY" | "SAME_DAY");
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-shipping.origin
	*/
	origin?: AuthorizeRequestShippingOrigin;
}
export interface AuthorizeRequestShippingContact {
	/**
	* Telephone Number, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
	*
	* @see docs/index.html#authorize-100-request-shipping.contact.mobilePhone
	*/
	mobilePhone?: string;
	/**
	* Telephone Number, pattern ^\+[0-9]{1,3} [0-9]+( [0-9]+)*$, format telephone, at most 15 digits. Optional.
	*
	* @see docs/index.html#authorize-100-request-shipping.contact.phone
	*/
	phone?: string;
}
export interface AuthorizeRequestShippingOrigin {
	/**
	* String, length 1 to 10. Optional.
	*
	* @see docs/index.html#authorize-100-request-shipping.origin.postcodeZip
	*/
	postcodeZip?: string;
}
export interface AuthorizeRequestTransaction {
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.acquirer
	*/
	acquirer?: AuthorizeRequestTransactionAcquirer;
	/**
	* ASCII Text, length 1 to 100, characters [\x00-\x7F]. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.authorizationCode
	*/
	authorizationCode?: string;
	/**
	* Only for batch uploads.
	*
	* String, length 1 to 512. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.batchName
	*/
	batchName?: string;
	/**
	* Submission deferred because of connectivity or system issues.
	*
	* Boolean. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.deferredAuthorization
	*/
	deferredAuthorization?: boolean;
	/**
	* Enumeration. Optional.
	*
	* Values: INSTALLMENT, RECURRING, SINGLE.
	*
	* @see docs/index.html#authorize-100-request-transaction.frequency
	*/
	frequency?: ("INSTALLMENT" | "RECURRING" | "SINGLE");
	/**
	* String, length 1 to 250. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.merchantNote
	*/
	merchantNote?: string;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.multiCurrencyPricing
	*/
	multiCurrencyPricing?: AuthorizeRequestTransactionMultiCurrencyPricing;
	/**
	* Enumeration. Optional.
	*
	* Values: MERCHANT_INITIATED_PAYMENTS, PAYER_DECLINED, PAYER_INITIATED_PAYMENTS.
	*
	* @see docs/index.html#authorize-100-request-transaction.payerConsentForStoringCardDetails
	*/
	payerConsentForStoringCardDetails?: ("MERCHANT_INITIATED_PAYMENTS" | "PAYER_DECLINED" | "PAYER_INITIATED_PAYMENTS");
	/**
	* ASCII Text, length 1 to 100, characters [\x00-\x7F]. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.receipt
	*/
	receipt?: string;
	/**
	* String, length 1 to 40. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.reference
	*/
	reference?: string;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.relatedTransactions
	*/
	relatedTransactions?: AuthorizeRequestTransactionRelatedTransactions;
	/**
	* Merchant-initiated resubmission after a failure for insufficient funds.
	*
	* Boolean. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.resubmission
	*/
	resubmission?: boolean;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.serviceLocation
	*/
	serviceLocation?: AuthorizeRequestTransactionServiceLocation;
	/**
	* Response of Initiate Browser Payment: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE. Authorize request also allows MERCHANT and PAYER_PRESENT. It can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
	*
	* Enumeration. Optional.
	*
	* Values: CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MERCHANT, MOTO, PAYER_PRESENT, TELEPHONE_ORDER, VOICE_RESPONSE.
	*
	* Rule: transaction.source can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
	*
	* @see docs/index.html#authorize-100-request-transaction.source
	*/
	source?: ("CALL_CENTRE" | "CARD_PRESENT" | "INTERNET" | "MAIL_ORDER" | "MERCHANT" | "MOTO" | "PAYER_PRESENT" | "TELEPHONE_ORDER" | "VOICE_RESPONSE");
	/**
	* Refers to another transaction on the order.
	*
	* String, length 1 to 40. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.targetTransactionId
	*/
	targetTransactionId?: string;
	/**
	* Default for a full capture is the order tax amount.
	*
	* Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.taxAmount
	*/
	taxAmount?: string | number;
	/**
	* String, length 1 to 16. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.terminal
	*/
	terminal?: string;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.transit
	*/
	transit?: AuthorizeRequestTransactionTransit;
}
export interface AuthorizeRequestTransactionAcquirer {
	/**
	* Integer, min 1, max 2147483647. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.acquirer.batch
	*/
	batch?: number;
	/**
	* 1-4000 in responses. 1-2048 in requests. Must not contain sensitive data.
	*
	* String, length 1 to 2048. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.acquirer.customData
	*/
	customData?: string;
	/**
	* String, length 1 to 4000. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.acquirer.date
	*/
	date?: string;
	/**
	* String, length 1 to 4000. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.acquirer.time
	*/
	time?: string;
	/**
	* The scheme transaction id, needed when the payer-initiated transaction, or the payment being refunded, was processed outside the gateway. Also used for resubmissions and payments in a series.
	*
	* String, length 1 to 15. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.acquirer.traceId
	*/
	traceId?: string;
	/**
	* Value passed to the acquirer in place of the order.id.
	*
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.acquirer.transactionId
	*/
	transactionId?: string;
}
export interface AuthorizeRequestTransactionMultiCurrencyPricing {
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.multiCurrencyPricing.rate
	*/
	rate?: AuthorizeRequestTransactionMultiCurrencyPricingRate;
}
export interface AuthorizeRequestTransactionMultiCurrencyPricingRate {
	/**
	* Quote id from a shopping options inquiry.
	*
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.multiCurrencyPricing.rate.quoteId
	*/
	quoteId?: string;
}
export interface AuthorizeRequestTransactionRelatedTransactions {
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.relatedTransactions.firstTransactionInTheSeries
	*/
	firstTransactionInTheSeries?: AuthorizeRequestTransactionRelatedTransactionsFirstTransactionInTheSeries;
}
export interface AuthorizeRequestTransactionRelatedTransactionsFirstTransactionInTheSeries {
	/**
	* Enumeration. Optional.
	*
	* Values: CALL_CENTRE, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE.
	*
	* @see docs/index.html#authorize-100-request-transaction.relatedTransactions.firstTransactionInTheSeries.source
	*/
	source?: ("CALL_CENTRE" | "INTERNET" | "MAIL_ORDER" | "MOTO" | "TELEPHONE_ORDER" | "VOICE_RESPONSE");
}
export interface AuthorizeRequestTransactionServiceLocation {
	/**
	* String, length 1 to 100. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.serviceLocation.city
	*/
	city?: string;
	/**
	* In the Payment Gateway REST Interface: 3 letters
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.serviceLocation.country
	*/
	country?: string;
	/**
	* String, length 1 to 10. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.serviceLocation.postCodeZip
	*/
	postCodeZip?: string;
	/**
	* String, length 1 to 3. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.serviceLocation.stateProvinceCode
	*/
	stateProvinceCode?: string;
}
export interface AuthorizeRequestTransactionTransit {
	/**
	* Authorize request, all R within the group.
	*
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.transit.aggregatedFare
	*/
	aggregatedFare?: AuthorizeRequestTransactionTransitAggregatedFare;
	/**
	* Object. Optional.
	*
	* @see docs/index.html#authorize-100-request-transaction.transit.knownFare
	*/
	knownFare?: AuthorizeRequestTransactionTransitKnownFare;
}
export interface AuthorizeRequestTransactionTransitAggregatedFare {
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Required.
	*
	* @see docs/index.html#authorize-100-request-transaction.transit.aggregatedFare.aggregationStartDate
	*/
	aggregationStartDate: string;
	/**
	* Enumeration. Required.
	*
	* Values include: CABLE_CAR, WATER_BORNE_VEHICLE (the list is partial: enumeration of 22 transport modes, from CABLE_CAR to WATER_BORNE_VEHICLE)
	*
	* @see docs/index.html#authorize-100-request-transaction.transit.aggregatedFare.transportationMode
	*/
	transportationMode: "CABLE_CAR" | "WATER_BORNE_VEHICLE" | (string & {});
	/**
	* Enumeration. Required.
	*
	* Values: DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE.
	*
	* @see docs/index.html#authorize-100-request-transaction.transit.aggregatedFare.type
	*/
	type: ("DEBT_RECOVERY_MERCHANT_INITIATED" | "DEBT_RECOVERY_PAYER_INITIATED" | "DEBT_RECOVERY_TAP_INITIATED" | "FARE");
}
export interface AuthorizeRequestTransactionTransitKnownFare {
	/**
	* Enumeration. Optional.
	*
	* Values: DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE_DEFERRED_AUTHORIZATION, FARE_REAL_TIME_AUTHORIZATION.
	*
	* @see docs/index.html#authorize-100-request-transaction.transit.knownFare.type
	*/
	type?: ("DEBT_RECOVERY_MERCHANT_INITIATED" | "DEBT_RECOVERY_PAYER_INITIATED" | "DEBT_RECOVERY_TAP_INITIATED" | "FARE_DEFERRED_AUTHORIZATION" | "FARE_REAL_TIME_AUTHORIZATION");
}
/**
* Asks a financial institution to confirm that the payment information is valid and that funds are available in the payer's account, for a proposed funds transfer.
*/
export interface AuthorizeResponse {
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding
	*/
	accountFunding?: AuthorizeResponseAccountFunding;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-action
	*/
	action?: AuthorizeResponseAction;
	/**
	* The group is in the Initiate Browser Payment response, the Verify response, and the Authorize request and response. It is all optional in requests and C in responses.
	*
	* Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline
	*/
	airline?: AuthorizeResponseAirline;
	/**
	* Same rule as {merchantId}: length 1 to 40, the identifier issued by the payment provider, described as up to 12 characters.
	*
	* Alphanumeric + additional characters, length 1 to 40, characters [0-9a-zA-Z\-_]. Always provided.
	*
	* @see docs/index.html#authorize-100-response-merchant
	*/
	merchant: string;
	/**
	* Object. Always provided.
	*
	* @see docs/index.html#authorize-100-response-order
	*/
	order: AuthorizeResponseOrder;
	/**
	* Object. Always provided.
	*
	* @see docs/index.html#authorize-100-response-transaction
	*/
	transaction: AuthorizeResponseTransaction;
	/**
	* The API version in which the request was submitted.
	*
	* String, length 1 to 8. Conditional.
	*
	* @see docs/index.html#authorize-100-response-version
	*/
	version?: string;
}
export interface AuthorizeResponseAccountFunding {
	/**
	* OTHER default. Verify adds HIGH_RISK_SECURITIES.
	*
	* Enumeration. Conditional.
	*
	* Values: CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL.
	*
	* Default: OTHER.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.purpose
	*/
	purpose?: ("CRYPTOCURRENCY_PURCHASE" | "MERCHANT_SETTLEMENT" | "OTHER" | "PAYROLL");
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient
	*/
	recipient?: AuthorizeResponseAccountFundingRecipient;
	/**
	* Gateway generated.
	*
	* String, length 1 to 50. Always provided.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.reference
	*/
	reference: string;
	/**
	* Boolean. Conditional.
	*
	* Default: false.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.senderIsRecipient
	*/
	senderIsRecipient?: boolean;
	/**
	* Enumeration. Conditional.
	*
	* Values: COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.senderType
	*/
	senderType?: ("COMMERCIAL_ORGANIZATION" | "GOVERNMENT" | "NON_PROFIT_ORGANIZATION" | "PERSON");
}
export interface AuthorizeResponseAccountFundingRecipient {
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.address
	*/
	address?: AuthorizeResponseAccountFundingRecipientAddress;
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.firstName
	*/
	firstName?: string;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.identification
	*/
	identification?: AuthorizeResponseAccountFundingRecipientIdentification;
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.lastName
	*/
	lastName?: string;
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.middleName
	*/
	middleName?: string;
}
export interface AuthorizeResponseAccountFundingRecipientAddress {
	/**
	* String, length 1 to 100. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.address.city
	*/
	city?: string;
	/**
	* ISO alpha-3 country code.
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.address.country
	*/
	country?: string;
	/**
	* Alphanumeric + additional characters, length 1 to 10, characters [0-9a-zA-Z \-]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.address.postCodeZip
	*/
	postCodeZip?: string;
	/**
	* String, length 1 to 3. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.address.stateProvinceCode
	*/
	stateProvinceCode?: string;
	/**
	* String, length 1 to 100. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.address.street
	*/
	street?: string;
	/**
	* String, length 1 to 100. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.address.street2
	*/
	street2?: string;
}
export interface AuthorizeResponseAccountFundingRecipientIdentification {
	/**
	* In the Payment Gateway REST Interface: 3 letters
	*
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.identification.country
	*/
	country?: string;
	/**
	* In the Payment Gateway REST Interface: enumeration of 17 types ...; the list is 18 values
	*
	* Enumeration. Conditional.
	*
	* Values: ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION.
	*
	* Default: OTHER.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.identification.type
	*/
	type?: ("ALIEN_REGISTRATION_NUMBER" | "BUSINESS_TAX_ID" | "COMPANY_REGISTRATION_NUMBER" | "CUSTOMER_IDENTIFICATION" | "DATE_OF_BIRTH" | "DRIVERS_LICENSE" | "EMAIL" | "GOVERNMENT_ISSUED" | "INDIVIDUAL_TAX_ID" | "LAW_ENFORCEMENT_IDENTIFICATION" | "MILITARY_IDENTIFICATION" | "NATIONAL_IDENTIFICATION_CARD" | "OTHER" | "PASSPORT" | "PHONE_NUMBER" | "PROXY_IDENTIFICATION" | "SOCIAL_SECURITY_NUMBER" | "TRAVEL_IDENTIFICATION");
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#authorize-100-response-accountFunding.recipient.identification.value
	*/
	value?: string;
}
export interface AuthorizeResponseAction {
	/**
	* Boolean. Conditional.
	*
	* @see docs/index.html#authorize-100-response-action.refundAuthorization
	*/
	refundAuthorization?: boolean;
}
export interface AuthorizeResponseAirline {
	/**
	* Alphanumeric, length 6 to 15, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.bookingReference
	*/
	bookingReference?: string;
	/**
	* Enumeration. Conditional.
	*
	* Values include: ADDITIONAL_COLLECTION, EXCESS_BAGGAGE, PASSENGER_TICKET, SUPPORTED_REFUND, TOUR_DEPOSIT, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT, VENDOR_SALE (the list is partial: 52 values from ADDITIONAL_COLLECTION to VENDOR_SALE, such as PASSENGER_TICKET, EXCESS_BAGGAGE, TOUR_DEPOSIT, SUPPORTED_REFUND, UNSUPPORTED_REFUND, UPGRADE_CHARGE, VENDOR_REFUND_CREDIT)
	*
	* @see docs/index.html#authorize-100-response-airline.documentType
	*/
	documentType?: "ADDITIONAL_COLLECTION" | "EXCESS_BAGGAGE" | "PASSENGER_TICKET" | "SUPPORTED_REFUND" | "TOUR_DEPOSIT" | "UNSUPPORTED_REFUND" | "UPGRADE_CHARGE" | "VENDOR_REFUND_CREDIT" | "VENDOR_SALE" | (string & {});
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary
	*/
	itinerary?: AuthorizeResponseAirlineItinerary;
	/**
	* Array of Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.passenger_n
	*/
	passenger?: AuthorizeResponseAirlinePassenger[];
	/**
	* Alphanumeric, length exactly 2, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.planNumber
	*/
	planNumber?: string;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket
	*/
	ticket?: AuthorizeResponseAirlineTicket;
}
export interface AuthorizeResponseAirlineItinerary {
	/**
	* Array of Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n
	*/
	leg?: AuthorizeResponseAirlineItineraryLeg[];
	/**
	* Digits, length 1 to 3, characters [0-9]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.numberInParty
	*/
	numberInParty?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.originCountry
	*/
	originCountry?: string;
}
export interface AuthorizeResponseAirlineItineraryLeg {
	/**
	* Two word characters, or three digits, or two word characters, a slash and three digits.
	*
	* Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.carrierCode
	*/
	carrierCode?: string;
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.conjunctionTicketNumber
	*/
	conjunctionTicketNumber?: string;
	/**
	* Alphanumeric, length exactly 1, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.couponNumber
	*/
	couponNumber?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.departureAirport
	*/
	departureAirport?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.departureDate
	*/
	departureDate?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.departureTax
	*/
	departureTax?: string | number;
	/**
	* Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.departureTime
	*/
	departureTime?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.destinationAirport
	*/
	destinationAirport?: string;
	/**
	* In Verify and Authorize only.
	*
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.destinationArrivalDate
	*/
	destinationArrivalDate?: string;
	/**
	* Time, pattern ^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$, format time. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.destinationArrivalTime
	*/
	destinationArrivalTime?: string;
	/**
	* Alphanumeric, length 1 to 20, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.endorsementsRestrictions
	*/
	endorsementsRestrictions?: string;
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.exchangeTicketNumber
	*/
	exchangeTicketNumber?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.fare
	*/
	fare?: string | number;
	/**
	* In the Payment Gateway REST Interface: Alphanumeric (+ space in Verify and Authorize)
	*
	* Alphanumeric + additional characters, length 1 to 24, characters [0-9a-zA-Z ]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.fareBasis
	*/
	fareBasis?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.fees
	*/
	fees?: string | number;
	/**
	* Alphanumeric, length 4 to 6, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.flightNumber
	*/
	flightNumber?: string;
	/**
	* Boolean. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.stopoverPermitted
	*/
	stopoverPermitted?: boolean;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.taxes
	*/
	taxes?: string | number;
	/**
	* Alphanumeric, length 1 to 3, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.itinerary.leg_n.travelClass
	*/
	travelClass?: string;
}
export interface AuthorizeResponseAirlinePassenger {
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.passenger_n.firstName
	*/
	firstName?: string;
	/**
	* Not in the Initiate response.
	*
	* String, length 1 to 20. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.passenger_n.frequentFlyerNumber
	*/
	frequentFlyerNumber?: string;
	/**
	* String, length 1 to 20. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.passenger_n.lastName
	*/
	lastName?: string;
	/**
	* String, length 1 to 50. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.passenger_n.middleName
	*/
	middleName?: string;
	/**
	* Alphanumeric, length 1 to 59, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.passenger_n.specificInformation
	*/
	specificInformation?: string;
	/**
	* String, length 1 to 20. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.passenger_n.title
	*/
	title?: string;
}
export interface AuthorizeResponseAirlineTicket {
	/**
	* Boolean. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.conjunctionTicketIndicator
	*/
	conjunctionTicketIndicator?: boolean;
	/**
	* Boolean. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.eTicket
	*/
	eTicket?: boolean;
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.exchangedTicketNumber
	*/
	exchangedTicketNumber?: string;
	/**
	* Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.issue
	*/
	issue?: AuthorizeResponseAirlineTicketIssue;
	/**
	* Boolean. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.restricted
	*/
	restricted?: boolean;
	/**
	* Not in the Initiate response. The total of the group should equal totalFees plus totalTaxes.
	*
	* Array of Object. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.taxOrFee_n
	*/
	taxOrFee?: AuthorizeResponseAirlineTicketTaxOrFee[];
	/**
	* Alphanumeric, length 11 to 16, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.ticketNumber
	*/
	ticketNumber?: string;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.totalFare
	*/
	totalFare?: string | number;
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.totalFees
	*/
	totalFees?: string | number;
}
export interface AuthorizeResponseAirlineTicketIssue {
	/**
	* String, length 1 to 16. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.issue.address
	*/
	address?: string;
	/**
	* As leg carrier code.
	*
	* Regex, pattern ^(?:\w{2}|[0-9]{3}|\w{2}/[0-9]{3})$. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.issue.carrierCode
	*/
	carrierCode?: string;
	/**
	* Alphanumeric, length 1 to 25, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.issue.carrierName
	*/
	carrierName?: string;
	/**
	* String, length 1 to 100. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.issue.city
	*/
	city?: string;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.issue.country
	*/
	country?: string;
	/**
	* Date, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$, format date. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.issue.date
	*/
	date?: string;
	/**
	* Alphanumeric, length 8 to 9, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.issue.travelAgentCode
	*/
	travelAgentCode?: string;
	/**
	* In the Payment Gateway REST Interface: Alphanumeric + additional characters, 1-30
	*
	* String, length 1 to 30. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.issue.travelAgentName
	*/
	travelAgentName?: string;
}
export interface AuthorizeResponseAirlineTicketTaxOrFee {
	/**
	* Decimal, request form, length 1 to 14, pattern ^[0-9]+(\.[0-9]+)?$. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.taxOrFee_n.amount
	*/
	amount?: string | number;
	/**
	* IATA code.
	*
	* Alphanumeric, length exactly 3, characters [0-9a-zA-Z]. Conditional.
	*
	* @see docs/index.html#authorize-100-response-airline.ticket.taxOrFee_n.type
	*/
	type?: string;
}
export interface AuthorizeResponseOrder {
	/**
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Always provided.
	*
	* @see docs/index.html#authorize-100-response-order.creationTime
	*/
	creationTime: string;
	/**
	* Identifies the order.
	*
	* String, length 1 to 40. Always provided.
	*
	* @see docs/index.html#authorize-100-response-order.id
	*/
	id: string;
	/**
	* DateTime, pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$, format date-time. Always provided.
	*
	* @see docs/index.html#authorize-100-response-order.lastUpdatedTime
	*/
	lastUpdatedTime: string;
}
export interface AuthorizeResponseTransaction {
	/**
	* Decimal, bounded form, min 0, max 1000000000000, at most 3 digits after the point, pattern ^[0-9]+(\.[0-9]+)?$. Always provided.
	*
	* @see docs/index.html#authorize-100-response-transaction.amount
	*/
	amount: string | number;
	/**
	* Upper case alphabetic text, length exactly 3, characters [A-Z]. Always provided.
	*
	* @see docs/index.html#authorize-100-response-transaction.currency
	*/
	currency: string;
	/**
	* String, length 1 to 40. Always provided.
	*
	* @see docs/index.html#authorize-100-response-transaction.id
	*/
	id: string;
	/**
	* Enumeration. Always provided.
	*
	* Values: AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND.
	*
	* @see docs/index.html#authorize-100-response-transaction.type
	*/
	type: ("AUTHORIZATION" | "AUTHORIZATION_UPDATE" | "CAPTURE" | "PAYMENT" | "REFUND" | "VERIFICATION" | "VOID_AUTHORIZATION" | "VOID_CAPTURE" | "VOID_PAYMENT" | "VOID_REFUND");
}
