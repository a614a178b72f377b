/* Generated from spec/ by the gateway generator. Do not edit. */
import { knownFieldsOf, maskTables } from "../client/mask-tables.js";
import { maskBody, maskForLog } from "../client/masking.js";
import { invalid, missing } from "../runtime/contract.js";
import { validateRequest, validateAuthorize100Response, validateInitiateBrowserPayment17Response, validateVerify100Response } from "../validators/index.js";
import { startDouble } from "./gateway-double.js";
const description = {
	method: "PUT",
	pathPattern: /^\/rest\/version\/(?<version>[^/]+)\/merchant\/(?<merchantId>[^/]+)\/order\/(?<orderid>[^/]+)\/transaction\/(?<transactionid>[^/]+)$/,
	pathRoles: {
		merchant: "merchantId",
		order: "orderid",
		transaction: "transactionid"
	},
	discriminator: "apiOperation",
	provider: { shows: [
		"order.description",
		"order.amount",
		"order.currency"
	] },
	pathParameters: [
		{
			name: "merchantId",
			minLength: 1,
			maxLength: 40,
			pattern: /^[0-9a-zA-Z\-_]*$/u
		},
		{
			name: "orderid",
			minLength: 1,
			maxLength: 40
		},
		{
			name: "transactionid",
			minLength: 1,
			maxLength: 40
		}
	],
	basicUserPrefix: "merchant.",
	status: {
		ok: 200,
		created: 201,
		invalidRequest: 400,
		unauthenticated: 401,
		notFound: 404,
		serverBusy: 503,
		serverFailed: 500,
		tooLarge: 413,
		methodNotAllowed: 405,
		requestRejected: 403
	},
	answers: {
		contradictsOrder: {
			status: 400,
			error: {
				cause: "INVALID_REQUEST",
				validationType: "INVALID"
			}
		},
		laterTransaction: {
			status: 400,
			error: {
				cause: "INVALID_REQUEST",
				validationType: "INVALID"
			}
		},
		methodNotAllowed: {
			status: 405,
			error: {
				cause: "INVALID_REQUEST",
				explanation: "The endpoint does not accept this method."
			}
		},
		notFound: {
			status: 404,
			error: {
				cause: "INVALID_REQUEST",
				explanation: "No such resource or API version."
			}
		},
		notJson: {
			status: 400,
			error: {
				cause: "INVALID_REQUEST",
				explanation: "The request body is not valid JSON."
			}
		},
		requestRejected: {
			status: 403,
			error: {
				cause: "REQUEST_REJECTED",
				supportCode: "DOUBLE-REJECTED"
			}
		},
		reusedTransaction: {
			status: 400,
			error: {
				cause: "INVALID_REQUEST",
				field: "transactionid",
				validationType: "INVALID",
				explanation: "The transaction id is already used on this order."
			}
		},
		serverBusy: {
			status: 503,
			error: {
				cause: "SERVER_BUSY",
				explanation: "Not enough resources at the moment; try again."
			}
		},
		serverFailed: {
			status: 500,
			error: {
				cause: "SERVER_FAILED",
				supportCode: "DOUBLE-FAILURE"
			}
		},
		tooLarge: {
			status: 413,
			error: {
				cause: "INVALID_REQUEST",
				explanation: "The request body is longer than the double accepts."
			}
		},
		tooManyItems: {
			status: 413,
			error: {
				cause: "INVALID_REQUEST",
				explanation: "The request body holds more array items than the double accepts."
			}
		},
		tooManyKeys: {
			status: 413,
			error: {
				cause: "INVALID_REQUEST",
				explanation: "The request body holds more object keys than the double accepts."
			}
		},
		unauthenticated: {
			status: 401,
			error: {
				cause: "INVALID_REQUEST",
				explanation: "Invalid credentials."
			}
		},
		unknownHeaderValue: {
			status: 400,
			error: {
				cause: "INVALID_REQUEST",
				validationType: "INVALID"
			}
		},
		unreportable: {
			status: 400,
			error: {
				cause: "INVALID_REQUEST",
				validationType: "INVALID"
			}
		},
		wrongOrderState: {
			status: 400,
			error: {
				cause: "INVALID_REQUEST",
				validationType: "INVALID"
			}
		}
	},
	complete: (error, field, explanation) => ({
		...error,
		field,
		explanation
	}),
	onDemand: {
		"REQUEST_REJECTED": {
			status: 403,
			error: {
				cause: "REQUEST_REJECTED",
				supportCode: "DOUBLE-REJECTED"
			}
		},
		"SERVER_BUSY": {
			status: 503,
			error: {
				cause: "SERVER_BUSY",
				explanation: "Not enough resources at the moment; try again."
			}
		},
		"SERVER_FAILED": {
			status: 500,
			error: {
				cause: "SERVER_FAILED",
				supportCode: "DOUBLE-FAILURE"
			}
		}
	},
	operations: /* @__PURE__ */ new Map([
		["AUTHORIZE@100", {
			name: "AUTHORIZE",
			version: "100",
			orderStatus: "AUTHORIZED",
			validateResponse: validateAuthorize100Response,
			echo: [
				"accountFunding.purpose",
				"accountFunding.recipient.address.city",
				"accountFunding.recipient.address.country",
				"accountFunding.recipient.address.postCodeZip",
				"accountFunding.recipient.address.stateProvinceCode",
				"accountFunding.recipient.address.street",
				"accountFunding.recipient.address.street2",
				"accountFunding.recipient.firstName",
				"accountFunding.recipient.identification.country",
				"accountFunding.recipient.identification.type",
				"accountFunding.recipient.identification.value",
				"accountFunding.recipient.lastName",
				"accountFunding.recipient.middleName",
				"accountFunding.senderIsRecipient",
				"accountFunding.senderType",
				"airline.bookingReference",
				"airline.documentType",
				"airline.itinerary.numberInParty",
				"airline.itinerary.originCountry",
				"airline.planNumber",
				"airline.ticket.conjunctionTicketIndicator",
				"airline.ticket.eTicket",
				"airline.ticket.exchangedTicketNumber",
				"airline.ticket.issue.address",
				"airline.ticket.issue.carrierCode",
				"airline.ticket.issue.carrierName",
				"airline.ticket.issue.city",
				"airline.ticket.issue.country",
				"airline.ticket.issue.date",
				"airline.ticket.issue.travelAgentCode",
				"airline.ticket.issue.travelAgentName",
				"airline.ticket.restricted",
				"airline.ticket.ticketNumber",
				"airline.ticket.totalFare",
				"airline.ticket.totalFees"
			],
			outcome: [{
				path: "transaction.type",
				value: "AUTHORIZATION"
			}],
			rules: [{
				path: "transaction.amount",
				rule: {
					"ifPresent": "order.amount",
					"then": { "from": "order.amount" },
					"else": { "sum": ["order.netAmount", "order.merchantCharge.amount"] }
				}
			}, {
				path: "transaction.currency",
				rule: { "from": "order.currency" }
			}],
			values: [
				{
					path: "merchant",
					from: { parameter: "merchantId" }
				},
				{
					path: "order.creationTime",
					from: "orderCreated"
				},
				{
					path: "order.id",
					from: { parameter: "orderid" }
				},
				{
					path: "order.lastUpdatedTime",
					from: "now"
				},
				{
					path: "transaction.id",
					from: { parameter: "transactionid" }
				},
				{
					path: "version",
					from: "version"
				}
			],
			always: [
				"accountFunding.reference",
				"merchant",
				"order",
				"order.creationTime",
				"order.id",
				"order.lastUpdatedTime",
				"transaction",
				"transaction.amount",
				"transaction.currency",
				"transaction.id",
				"transaction.type"
			],
			from: ["VERIFIED"],
			keeps: [{
				fact: "amount",
				rule: {
					"ifPresent": "order.amount",
					"then": { "from": "order.amount" },
					"else": { "sum": ["order.netAmount", "order.merchantCharge.amount"] }
				}
			}, {
				fact: "currency",
				rule: { "from": "order.currency" }
			}],
			firstTransactionOnly: [{
				path: "order.subMerchant",
				text: "order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected."
			}, {
				path: "transaction.source",
				text: "transaction.source can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default."
			}]
		}],
		["INITIATE_BROWSER_PAYMENT@17", {
			name: "INITIATE_BROWSER_PAYMENT",
			version: "17",
			orderStatus: "INITIATED",
			validateResponse: validateInitiateBrowserPayment17Response,
			echo: [
				"correlationId",
				"customer.email",
				"order.amount",
				"order.currency",
				"order.custom",
				"order.customerNote",
				"order.description",
				"order.notificationUrl",
				"shipping.address.country",
				"shipping.address.postcodeZip",
				"shipping.address.stateProvince",
				"shipping.address.stateProvinceCode",
				"shipping.address.street",
				"shipping.address.street2",
				"shipping.firstName",
				"shipping.lastName",
				"shipping.method",
				"shipping.phone",
				"transaction.merchantNote",
				"transaction.reference"
			],
			outcome: [{
				path: "transaction.type",
				value: "PAYMENT"
			}],
			rules: [
				{
					path: "order.merchantCharge.amount",
					rule: {
						"ifPresent": "order.merchantCharge.amount",
						"then": { "from": "order.merchantCharge.amount" },
						"else": { "value": "0" }
					}
				},
				{
					path: "order.merchantCharge.calculatedBy",
					rule: {
						"ifPresent": "order.merchantCharge.amount",
						"then": { "value": "CLIENT" },
						"else": { "value": "GATEWAY" }
					}
				},
				{
					path: "order.merchantCharge.ruleName",
					rule: {
						"ifPresent": "order.merchantCharge.amount",
						"else": { "value": "DOUBLE-NO-SURCHARGE" }
					}
				},
				{
					path: "transaction.amount",
					rule: {
						"ifPresent": "order.amount",
						"then": { "from": "order.amount" },
						"else": { "sum": ["order.netAmount", "order.merchantCharge.amount"] }
					}
				},
				{
					path: "transaction.currency",
					rule: { "from": "order.currency" }
				}
			],
			values: [
				{
					path: "browserPayment.redirectUrl",
					from: "redirectUrl"
				},
				{
					path: "merchant",
					from: { parameter: "merchantId" }
				},
				{
					path: "order.creationTime",
					from: "orderCreated"
				},
				{
					path: "order.id",
					from: { parameter: "orderid" }
				},
				{
					path: "order.lastUpdatedTime",
					from: "now"
				},
				{
					path: "timeOfRecord",
					from: "now"
				},
				{
					path: "transaction.id",
					from: { parameter: "transactionid" }
				},
				{
					path: "version",
					from: "version"
				}
			],
			always: [
				"3DSecure.enrollmentStatus",
				"merchant",
				"order",
				"order.creationTime",
				"order.id",
				"order.lastUpdatedTime",
				"order.merchantCharge.calculatedBy",
				"sourceOfFunds.provided.card.brand",
				"sourceOfFunds.provided.card.expiry.month",
				"sourceOfFunds.provided.card.expiry.year",
				"sourceOfFunds.provided.card.fundingMethod",
				"sourceOfFunds.provided.card.number",
				"sourceOfFunds.provided.card.scheme",
				"transaction",
				"transaction.acquirer.id",
				"transaction.amount",
				"transaction.currency",
				"transaction.id",
				"transaction.item[].name",
				"transaction.item[].quantity",
				"transaction.item[].unitPrice",
				"transaction.type"
			],
			from: ["INITIATED"],
			keeps: [{
				fact: "amount",
				rule: { "from": "order.amount" }
			}, {
				fact: "currency",
				rule: { "from": "order.currency" }
			}],
			firstTransactionOnly: []
		}],
		["VERIFY@100", {
			name: "VERIFY",
			version: "100",
			orderStatus: "VERIFIED",
			validateResponse: validateVerify100Response,
			echo: [
				"accountFunding.foreignExchangeFee",
				"accountFunding.purpose",
				"accountFunding.purposeOfPayment",
				"accountFunding.senderIsRecipient",
				"accountFunding.senderType",
				"authentication.3ds.acsEci",
				"authentication.3ds.authenticationToken",
				"authentication.3ds.transactionId",
				"authentication.3ds2.acsReference",
				"authentication.3ds2.acsTransactionId",
				"authentication.3ds2.authenticationScheme",
				"authentication.3ds2.custom",
				"authentication.3ds2.dsReference",
				"authentication.3ds2.protocolVersion",
				"authentication.3ds2.statusReasonCode",
				"authentication.3ds2.transactionStatus",
				"authentication.amount",
				"authentication.time",
				"authentication.transactionId",
				"billing.address.city",
				"billing.address.company",
				"billing.address.country",
				"billing.address.postcodeZip",
				"billing.address.stateProvince",
				"billing.address.stateProvinceCode",
				"billing.address.street",
				"billing.address.street2",
				"correlationId",
				"customer.email",
				"customer.firstName",
				"customer.lastName",
				"customer.middleName",
				"customer.mobilePhone",
				"customer.phone",
				"customer.taxRegistrationId",
				"device.ani",
				"device.aniCallType",
				"device.browser",
				"device.fingerprint",
				"device.hostname",
				"device.ipAddress",
				"initiator.userId",
				"order.acceptPartialAmount",
				"order.amount",
				"order.certainty",
				"order.currency",
				"order.custom",
				"order.customerNote",
				"order.customerOrderDate",
				"order.customerReference",
				"order.description",
				"order.discount.amount",
				"order.discount.code",
				"order.discount.description",
				"order.dutyAmount",
				"order.gratuityAmount",
				"order.industryPracticePaymentReason",
				"order.invoiceNumber",
				"order.localTaxRegistrationId",
				"order.merchantCategoryCode",
				"order.merchantCharge.amount",
				"order.merchantCharge.type",
				"order.merchantPartnerIdCode",
				"order.netAmount",
				"order.notificationUrl",
				"order.owningEntity",
				"order.purchaseType",
				"order.reference",
				"order.requestorName",
				"order.reward.amount",
				"order.shippingAndHandlingAmount",
				"order.shippingAndHandlingTaxAmount",
				"order.shippingAndHandlingTaxRate",
				"order.statementDescriptor.address.city",
				"order.statementDescriptor.address.company",
				"order.statementDescriptor.address.country",
				"order.statementDescriptor.address.postcodeZip",
				"order.statementDescriptor.address.stateProvince",
				"order.statementDescriptor.address.stateProvinceCode",
				"order.statementDescriptor.address.street",
				"order.statementDescriptor.address.street2",
				"order.statementDescriptor.name",
				"order.statementDescriptor.phone",
				"order.statementDescriptor.websiteUrl",
				"order.subMerchant.address.city",
				"order.subMerchant.address.company",
				"order.subMerchant.address.country",
				"order.subMerchant.address.postcodeZip",
				"order.subMerchant.address.stateProvince",
				"order.subMerchant.address.stateProvinceCode",
				"order.subMerchant.address.street",
				"order.subMerchant.address.street2",
				"order.subMerchant.bankIndustryCode",
				"order.subMerchant.disputeContactPhone",
				"order.subMerchant.email",
				"order.subMerchant.governmentCountryCode",
				"order.subMerchant.identifier",
				"order.subMerchant.marketplaceId",
				"order.subMerchant.phone",
				"order.subMerchant.registeredName",
				"order.subMerchant.tradingName",
				"order.subMerchant.websiteUrl",
				"order.supplierName",
				"order.taxAmount",
				"order.taxRegistrationId",
				"order.taxStatus"
			],
			outcome: [
				{
					path: "order.amount",
					value: "0"
				},
				{
					path: "order.merchantAmount",
					value: "0"
				},
				{
					path: "order.status",
					value: "VERIFIED"
				},
				{
					path: "transaction.amount",
					value: "0"
				},
				{
					path: "transaction.type",
					value: "VERIFICATION"
				}
			],
			rules: [
				{
					path: "order.merchantAmount",
					rule: {
						"ifPresent": "order.amount",
						"then": { "from": "order.amount" },
						"else": { "sum": ["order.netAmount", "order.merchantCharge.amount"] }
					}
				},
				{
					path: "order.merchantCharge.amount",
					rule: {
						"ifPresent": "order.merchantCharge.amount",
						"then": { "from": "order.merchantCharge.amount" },
						"else": { "value": "0" }
					}
				},
				{
					path: "order.merchantCharge.calculatedBy",
					rule: {
						"ifPresent": "order.merchantCharge.amount",
						"then": { "value": "CLIENT" },
						"else": { "value": "GATEWAY" }
					}
				},
				{
					path: "order.merchantCharge.ruleName",
					rule: {
						"ifPresent": "order.merchantCharge.amount",
						"else": { "value": "DOUBLE-NO-SURCHARGE" }
					}
				},
				{
					path: "order.merchantCurrency",
					rule: { "from": "order.currency" }
				},
				{
					path: "transaction.amount",
					rule: {
						"ifPresent": "order.amount",
						"then": { "from": "order.amount" },
						"else": { "sum": ["order.netAmount", "order.merchantCharge.amount"] }
					}
				},
				{
					path: "transaction.currency",
					rule: { "from": "order.currency" }
				}
			],
			values: [
				{
					path: "merchant",
					from: { parameter: "merchantId" }
				},
				{
					path: "order.creationTime",
					from: "orderCreated"
				},
				{
					path: "order.id",
					from: { parameter: "orderid" }
				},
				{
					path: "order.lastUpdatedTime",
					from: "now"
				},
				{
					path: "timeOfRecord",
					from: "now"
				},
				{
					path: "transaction.id",
					from: { parameter: "transactionid" }
				},
				{
					path: "version",
					from: "version"
				}
			],
			always: [
				"accountFunding.reference",
				"authentication.3ds2.methodCompleted",
				"authentication.3ds2.methodSupported",
				"authentication.3ds2.requestorId",
				"authentication.3ds2.requestorName",
				"merchant",
				"order",
				"order.creationTime",
				"order.id",
				"order.lastUpdatedTime",
				"order.merchantAmount",
				"order.merchantCharge.calculatedBy",
				"order.merchantCurrency",
				"order.reward.amount",
				"order.reward.points",
				"transaction",
				"transaction.acquirer.id",
				"transaction.amount",
				"transaction.currency",
				"transaction.id",
				"transaction.type"
			],
			from: [],
			keeps: [{
				fact: "currency",
				rule: { "from": "order.currency" }
			}],
			firstTransactionOnly: [{
				path: "order.subMerchant",
				text: "order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected."
			}]
		}]
	]),
	versions: /* @__PURE__ */ new Set(["100", "17"]),
	validateRequest: (version, body, options) => body["apiOperation"] === undefined ? {
		valid: false,
		errors: [missing("apiOperation")]
	} : typeof body["apiOperation"] !== "string" ? {
		valid: false,
		errors: [invalid("apiOperation", "Must be a string.")]
	} : validateRequest(body["apiOperation"], version, body, options),
	mask: (body) => maskBody(body, maskTables.paths),
	maskForLog: (version, body) => maskForLog(body, {
		tables: maskTables,
		known: knownFieldsOf(String(body["apiOperation"]), version).request
	})
};
/** Starts the gateway double on loopback (port 0 picks a free port). */
export function startGatewayMock(options) {
	return startDouble(description, options);
}
