/* Generated from spec/ by the gateway generator. Do not edit. */
import { asciiSet, automaton, codePointLength, compareDecimals, compareSegments, countDigits, decimalScale, decimalText, enterClock, hasOwn, inCharset, invalid, isAbsoluteUrl, isAtOrUnder, isBodyKey, isCalendarDate, isJsonText, isRecord, leaveClock, lengthWithin, matchesAutomaton, missing, ownAt, productsSumDiffers, referenceSegments, refusalsOf, ruleDecimal, sumDiffers, toResult, todayText, unreadableBody, unsupported } from "../runtime/index.js";
import type { Refusals, ValidateOptions, ValidationError, ValidationResult } from "../runtime/index.js";
const PATTERN_0 = /* @__PURE__ */ new RegExp("^[^ ]*$", "u");
const ASCII_1 = /* @__PURE__ */ asciiSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
const PATTERN_2 = /* @__PURE__ */ new RegExp("^[A-Z]*$", "u");
const ASCII_3 = /* @__PURE__ */ asciiSet(" -0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_4 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z \\-]*$", "u");
const VALUES_5 = /* @__PURE__ */ new Set<string>(["ALIEN_REGISTRATION_NUMBER", "BUSINESS_TAX_ID", "COMPANY_REGISTRATION_NUMBER", "CUSTOMER_IDENTIFICATION", "DATE_OF_BIRTH", "DRIVERS_LICENSE", "EMAIL", "GOVERNMENT_ISSUED", "INDIVIDUAL_TAX_ID", "LAW_ENFORCEMENT_IDENTIFICATION", "MILITARY_IDENTIFICATION", "NATIONAL_IDENTIFICATION_CARD", "OTHER", "PASSPORT", "PHONE_NUMBER", "PROXY_IDENTIFICATION", "SOCIAL_SECURITY_NUMBER", "TRAVEL_IDENTIFICATION"]);
// Compiled from the pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$".
const AUTOMATON_6 = /* @__PURE__ */ automaton(12, [1, 48, 57, 2, 2, 48, 57, 3, 3, 48, 57, 4, 4, 48, 57, 5, 5, 45, 45, 6, 6, 48, 57, 7, 7, 48, 57, 8, 8, 45, 45, 9, 9, 48, 57, 10, 10, 48, 57, 11], [11], []);
// Compiled from the pattern "^[0-9]+(\\.[0-9]+)?$".
const AUTOMATON_7 = /* @__PURE__ */ automaton(5, [1, 48, 57, 2, 2, 46, 46, 3, 2, 48, 57, 2, 3, 48, 57, 4, 4, 48, 57, 4], [2, 4], []);
const VALUES_8 = /* @__PURE__ */ new Set<string>(["AD_HOC", "DAILY", "FORTNIGHTLY", "MONTHLY", "OTHER", "QUARTERLY", "TWICE_YEARLY", "WEEKLY", "YEARLY"]);
const ASCII_9 = /* @__PURE__ */ asciiSet("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_10 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z]*$", "u");
const VALUES_11 = /* @__PURE__ */ new Set<string>(["EXCHANGE_TICKET", "MISCELLANEOUS_CHARGE", "REFUND", "REVERSAL", "TICKET_PURCHASE", "TOUR_ORDER"]);
const ASCII_12 = /* @__PURE__ */ asciiSet("0123456789");
const PATTERN_13 = /* @__PURE__ */ new RegExp("^[0-9]*$", "u");
// Compiled from the pattern "^(?:\\w{2}|[0-9]{3}|\\w{2}/[0-9]{3})$".
const AUTOMATON_14 = /* @__PURE__ */ automaton(10, [1, 48, 57, 2, 1, 65, 90, 3, 1, 95, 95, 3, 1, 97, 122, 3, 2, 48, 57, 4, 2, 65, 90, 5, 2, 95, 95, 5, 2, 97, 122, 5, 3, 48, 57, 5, 3, 65, 90, 5, 3, 95, 95, 5, 3, 97, 122, 5, 4, 47, 47, 6, 4, 48, 57, 7, 5, 47, 47, 6, 6, 48, 57, 8, 8, 48, 57, 9, 9, 48, 57, 7], [4, 5, 7], []);
// Compiled from the pattern "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3])(:[0-5][0-9])?)$".
const AUTOMATON_15 = /* @__PURE__ */ automaton(18, [1, 48, 49, 2, 1, 50, 50, 3, 2, 48, 57, 4, 3, 48, 51, 4, 4, 58, 58, 5, 5, 48, 53, 6, 6, 48, 57, 7, 7, 43, 43, 8, 7, 45, 45, 8, 7, 58, 58, 9, 7, 90, 90, 10, 8, 48, 49, 11, 8, 50, 50, 12, 9, 48, 53, 13, 11, 48, 57, 14, 12, 48, 51, 14, 13, 48, 57, 15, 14, 58, 58, 16, 15, 43, 43, 8, 15, 45, 45, 8, 15, 90, 90, 10, 16, 48, 53, 17, 17, 48, 57, 10], [10, 14], []);
const ASCII_16 = /* @__PURE__ */ asciiSet(" 0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_17 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z ]*$", "u");
// Compiled from the pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$".
const AUTOMATON_18 = /* @__PURE__ */ automaton(27, [1, 48, 57, 2, 2, 48, 57, 3, 3, 48, 57, 4, 4, 48, 57, 5, 5, 45, 45, 6, 6, 48, 57, 7, 7, 48, 57, 8, 8, 45, 45, 9, 9, 48, 57, 10, 10, 48, 57, 11, 11, 84, 84, 12, 12, 48, 49, 13, 12, 50, 50, 14, 13, 48, 57, 15, 14, 48, 51, 15, 15, 58, 58, 16, 16, 48, 53, 17, 17, 48, 57, 18, 18, 58, 58, 19, 19, 48, 53, 20, 20, 48, 57, 21, 21, 46, 46, 22, 22, 48, 57, 23, 23, 48, 57, 24, 24, 48, 57, 25, 25, 90, 90, 26], [26], []);
const NUMBERS_19 = [28, 32] as readonly number[];
// Compiled from the pattern "^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$".
const AUTOMATON_20 = /* @__PURE__ */ automaton(7, [1, 43, 43, 2, 1, 47, 57, 2, 1, 65, 90, 2, 1, 97, 122, 2, 2, 43, 43, 3, 2, 47, 57, 3, 2, 65, 90, 3, 2, 97, 122, 3, 3, 43, 43, 4, 3, 47, 57, 4, 3, 61, 61, 5, 3, 65, 90, 4, 3, 97, 122, 4, 4, 43, 43, 1, 4, 47, 57, 1, 4, 61, 61, 6, 4, 65, 90, 1, 4, 97, 122, 1, 5, 61, 61, 6], [1, 6], []);
const ASCII_21 = /* @__PURE__ */ asciiSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_22 = /* @__PURE__ */ new RegExp("^[a-zA-Z]*$", "u");
const ASCII_23 = /* @__PURE__ */ asciiSet(".0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_24 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z.]*$", "u");
// Compiled from the pattern "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$".
const AUTOMATON_25 = /* @__PURE__ */ automaton(5, [1, 33, 33, 2, 1, 35, 39, 2, 1, 42, 43, 2, 1, 45, 57, 2, 1, 61, 61, 2, 1, 63, 63, 2, 1, 65, 90, 2, 1, 94, 126, 2, 2, 33, 33, 2, 2, 35, 39, 2, 2, 42, 43, 2, 2, 45, 57, 2, 2, 61, 61, 2, 2, 63, 63, 2, 2, 64, 64, 3, 2, 65, 90, 2, 2, 94, 126, 2, 3, 45, 45, 4, 3, 48, 57, 4, 3, 65, 90, 4, 3, 97, 122, 4, 4, 45, 45, 4, 4, 46, 46, 3, 4, 48, 57, 4, 4, 65, 90, 4, 4, 97, 122, 4], [4], []);
// Compiled from the pattern "^\\+[0-9]{1,3} [0-9]+( [0-9]+)*$".
const AUTOMATON_26 = /* @__PURE__ */ automaton(8, [1, 43, 43, 2, 2, 48, 57, 3, 3, 32, 32, 4, 3, 48, 57, 5, 4, 48, 57, 6, 5, 32, 32, 4, 5, 48, 57, 7, 6, 32, 32, 4, 6, 48, 57, 6, 7, 32, 32, 4], [6], []);
const ASCII_27 = /* @__PURE__ */ asciiSet("\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~");
const PATTERN_28 = /* @__PURE__ */ new RegExp("^[\\x00-\\x7F]*$", "u");
const ASCII_29 = /* @__PURE__ */ asciiSet("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
const PATTERN_30 = /* @__PURE__ */ new RegExp("^[A-Za-z0-9]*$", "u");
// Compiled from the pattern "^https:".
const AUTOMATON_31 = /* @__PURE__ */ automaton(8, [1, 104, 104, 2, 2, 116, 116, 3, 3, 116, 116, 4, 4, 112, 112, 5, 5, 115, 115, 6, 6, 58, 58, 7], [], [7]);
// Compiled from the pattern "^-?[0-9]+(\\.[0-9]+)?$".
const AUTOMATON_32 = /* @__PURE__ */ automaton(6, [1, 45, 45, 2, 1, 48, 57, 3, 2, 48, 57, 3, 3, 46, 46, 4, 3, 48, 57, 3, 4, 48, 57, 5, 5, 48, 57, 5], [3, 5], []);
const ASCII_33 = /* @__PURE__ */ asciiSet(" !$%&+-.0123456789=ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");
const PATTERN_34 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z\\-_ &+!$%.=]*$", "u");
const VALUES_35 = /* @__PURE__ */ new Set<string>(["ELECTRONIC", "GROUND", "NOT_SHIPPED", "OVERNIGHT", "PICKUP", "PRIORITY", "SAME_DAY"]);
const VALUES_36 = /* @__PURE__ */ new Set<string>(["CALL_CENTRE", "CARD_PRESENT", "INTERNET", "MAIL_ORDER", "MERCHANT", "MOTO", "PAYER_PRESENT", "TELEPHONE_ORDER", "VOICE_RESPONSE"]);
const VALUES_37 = /* @__PURE__ */ new Set<string>(["CALL_CENTRE", "INTERNET", "MAIL_ORDER", "MOTO", "TELEPHONE_ORDER", "VOICE_RESPONSE"]);
const VALUES_38 = /* @__PURE__ */ new Set<string>(["DEBT_RECOVERY_MERCHANT_INITIATED", "DEBT_RECOVERY_PAYER_INITIATED", "DEBT_RECOVERY_TAP_INITIATED", "FARE_DEFERRED_AUTHORIZATION", "FARE_REAL_TIME_AUTHORIZATION"]);
const LIST_39 = ["authentication", "3ds2", "custom"] as readonly string[];
const LIST_40 = ["customer", "mobilephone"] as readonly string[];
const LIST_41 = ["order", "transactionfiltering", "avsresponsecoderules", "avsresponsecode"] as readonly string[];
const LIST_42 = ["shipping", "contact", "mobilephone"] as readonly string[];
const ASCII_43 = /* @__PURE__ */ asciiSet("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");
const PATTERN_44 = /* @__PURE__ */ new RegExp("^[0-9a-zA-Z\\-_]*$", "u");
const VALUES_45 = /* @__PURE__ */ new Set<string>(["AUTHORIZATION", "AUTHORIZATION_UPDATE", "CAPTURE", "PAYMENT", "REFUND", "VERIFICATION", "VOID_AUTHORIZATION", "VOID_CAPTURE", "VOID_PAYMENT", "VOID_REFUND"]);

export function validateAuthorize100Request(body: unknown, options?: ValidateOptions): ValidationResult {
  try {
    if (!isRecord(body)) return toResult([invalid("", "The request body must be a JSON object.")]);
    const clock = enterClock(options);
    try {
      const errors: ValidationError[] = [];
      const found = checkAuthorize100Request(body, errors);
      const checked = errors.length;
      let refused: Refusals | undefined;
      // Rule amount-or-net-amount (section 4.3): Authorize requires either order.amount or order.netAmount.
      {
        const groupOrder = ownAt(body, "order");
        if (isRecord(ownAt(body, "order")) && ownAt(groupOrder, "amount") === undefined && ownAt(groupOrder, "netAmount") === undefined) errors.push(missing("order.amount", "Authorize requires either order.amount or order.netAmount."));
      }
      // Rule order-subtotals (section 2.4): If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts.
      {
        if ((found & 1) !== 0) {
          refused ??= refusalsOf(errors, checked);
          const groupOrder = ownAt(body, "order");
          const groupOrderMerchantCharge = ownAt(groupOrder, "merchantCharge");
          const groupOrderDiscount = ownAt(groupOrder, "discount");
          const total = ruleDecimal(ownAt(groupOrder, "amount"), "order.amount", refused);
          if (typeof total === "string" && sumDiffers(total, [ruleDecimal(ownAt(groupOrder, "itemAmount"), "order.itemAmount", refused), ruleDecimal(ownAt(groupOrder, "taxAmount"), "order.taxAmount", refused), ruleDecimal(ownAt(groupOrder, "shippingAndHandlingAmount"), "order.shippingAndHandlingAmount", refused), ruleDecimal(ownAt(groupOrder, "cashbackAmount"), "order.cashbackAmount", refused), ruleDecimal(ownAt(groupOrder, "gratuityAmount"), "order.gratuityAmount", refused), ruleDecimal(ownAt(groupOrderMerchantCharge, "amount"), "order.merchantCharge.amount", refused), ruleDecimal(ownAt(groupOrder, "dutyAmount"), "order.dutyAmount", refused)], [ruleDecimal(ownAt(groupOrderDiscount, "amount"), "order.discount.amount", refused)], true)) errors.push(invalid("order.amount", "If sub-totals are given (itemAmount, taxAmount, shippingAndHandlingAmount, cashbackAmount, gratuityAmount, merchantCharge.amount, dutyAmount), their sum minus the discount amount must equal the net amount; order.amount is the net amount plus any merchant charge amounts."));
        }
      }
      // Rule net-amount-subtotals (section 2.4): If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge).
      {
        if ((found & 2) !== 0) {
          refused ??= refusalsOf(errors, checked);
          const groupOrder = ownAt(body, "order");
          const groupOrderDiscount = ownAt(groupOrder, "discount");
          const total = ruleDecimal(ownAt(groupOrder, "netAmount"), "order.netAmount", refused);
          if (typeof total === "string" && ownAt(groupOrder, "amount") === undefined && sumDiffers(total, [ruleDecimal(ownAt(groupOrder, "itemAmount"), "order.itemAmount", refused), ruleDecimal(ownAt(groupOrder, "taxAmount"), "order.taxAmount", refused), ruleDecimal(ownAt(groupOrder, "shippingAndHandlingAmount"), "order.shippingAndHandlingAmount", refused), ruleDecimal(ownAt(groupOrder, "cashbackAmount"), "order.cashbackAmount", refused), ruleDecimal(ownAt(groupOrder, "gratuityAmount"), "order.gratuityAmount", refused), ruleDecimal(ownAt(groupOrder, "dutyAmount"), "order.dutyAmount", refused)], [ruleDecimal(ownAt(groupOrderDiscount, "amount"), "order.discount.amount", refused)], true)) errors.push(invalid("order.netAmount", "If sub-totals are given without order.amount, their sum minus the discount amount must equal the net amount (order.netAmount, the amount before the merchant charge)."));
        }
      }
      // Rule item-amount-matches-items (section 2.4): If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal.
      {
        refused ??= refusalsOf(errors, checked);
        const groupOrder = ownAt(body, "order");
        const total = ruleDecimal(ownAt(groupOrder, "itemAmount"), "order.itemAmount", refused);
        if (typeof total === "string" && productsSumDiffers(ownAt(groupOrder, "item"), "order.item", ["quantity", "unitPrice"], refused, total)) errors.push(invalid("order.itemAmount", "If order.itemAmount is omitted but items are given, it is the sum of quantity times unitPrice. If both are given they must be equal."));
      }
      // Rule tax-amount-matches-items (section 2.4): If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount.
      {
        refused ??= refusalsOf(errors, checked);
        const groupOrder = ownAt(body, "order");
        const total = ruleDecimal(ownAt(groupOrder, "taxAmount"), "order.taxAmount", refused);
        if (typeof total === "string" && productsSumDiffers(ownAt(groupOrder, "item"), "order.item", ["quantity", "unitTaxAmount"], refused, total)) errors.push(invalid("order.taxAmount", "If line items are supplied, order.taxAmount must equal the sum of quantity times unitTaxAmount."));
      }
      // Rule purchase-type-for-merchant-category (section 2.4): A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes.
      {
        const groupOrder = ownAt(body, "order");
        const condition = ownAt(groupOrder, "merchantCategoryCode");
        if ((condition === "6051" || condition === "6211" || condition === "6012") && ownAt(groupOrder, "purchaseType") === undefined) {
          refused ??= refusalsOf(errors, checked);
          if (!refused.covers("order.purchaseType") && !refused.covers("order.merchantCategoryCode")) errors.push(missing("order.purchaseType", "A value of order.purchaseType is mandatory when the merchant category code is one of 6051, 6211, 6012 for the cases the field describes."));
        }
      }
      // Rule amount-variability-for-recurring (section 2.6): agreement.amountVariability is needed for recurring payments (agreement.type RECURRING).
      {
        const groupAgreement = ownAt(body, "agreement");
        const condition = ownAt(groupAgreement, "type");
        if ((condition === "RECURRING") && ownAt(groupAgreement, "amountVariability") === undefined) {
          refused ??= refusalsOf(errors, checked);
          if (!refused.covers("agreement.amountVariability") && !refused.covers("agreement.type")) errors.push(missing("agreement.amountVariability", "agreement.amountVariability is needed for recurring payments (agreement.type RECURRING)."));
        }
      }
      // Rule sub-merchant-first-transaction (section 2.4): order.subMerchant must be on the first transaction of an order; later transactions that carry it are rejected.
      // Needs the order's earlier transactions: not checked on a single body.
      // Rule source-first-transaction (section 2.5): transaction.source can only be set on the first transaction of an order and needs the requisite permission to override the acquirer default.
      // Needs the order's earlier transactions: not checked on a single body.
      return toResult(errors);
    }
    finally {
      leaveClock(clock);
    }
  }
  catch {
    return unreadableBody(body);
  }
}

function checkAuthorize100Request(value: Record<string, unknown>, errors: ValidationError[]): number {
  let requiredSeen = 0;
  let found = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "apiOperation": {
        requiredSeen++;
        const field = value["apiOperation"];
        if (field !== "AUTHORIZE") errors.push(invalid("apiOperation", "Must be one of AUTHORIZE."));
        break;
      }
      case "accountFunding": {
        const field = value["accountFunding"];
        checkAuthorize100RequestAccountFunding(field, "accountFunding", errors);
        break;
      }
      case "agreement": {
        const field = value["agreement"];
        checkAuthorize100RequestAgreement(field, "agreement", errors);
        break;
      }
      case "airline": {
        const field = value["airline"];
        checkAuthorize100RequestAirline(field, "airline", errors);
        break;
      }
      case "authentication": {
        const field = value["authentication"];
        checkAuthorize100RequestAuthentication(field, "authentication", errors);
        break;
      }
      case "customer": {
        const field = value["customer"];
        checkAuthorize100RequestCustomer(field, "customer", errors);
        break;
      }
      case "debtRepayment": {
        const field = value["debtRepayment"];
        checkAuthorize100RequestDebtRepayment(field, "debtRepayment", errors);
        break;
      }
      case "device": {
        const field = value["device"];
        checkAuthorize100RequestDevice(field, "device", errors);
        break;
      }
      case "externalTokenProvider": {
        const field = value["externalTokenProvider"];
        checkAuthorize100RequestExternalTokenProvider(field, "externalTokenProvider", errors);
        break;
      }
      case "initiator": {
        const field = value["initiator"];
        checkAuthorize100RequestInitiator(field, "initiator", errors);
        break;
      }
      case "lineOfBusiness": {
        const field = value["lineOfBusiness"];
        if (typeof field !== "string") errors.push(invalid("lineOfBusiness", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid("lineOfBusiness", "Must be 1 to 100 characters long."));
        else if (!PATTERN_0.test(field)) errors.push(invalid("lineOfBusiness", "Must have the required form: No spaces."));
        break;
      }
      case "order": {
        requiredSeen++;
        const field = value["order"];
        found |= checkAuthorize100RequestOrder(field, "order", errors);
        break;
      }
      case "shipping": {
        const field = value["shipping"];
        checkAuthorize100RequestShipping(field, "shipping", errors);
        break;
      }
      case "transaction": {
        const field = value["transaction"];
        checkAuthorize100RequestTransaction(field, "transaction", errors);
        break;
      }
      default: if (!isNotShownInAuthorize100Request(key)) errors.push(unsupported(key));
    }
  }
  if (requiredSeen !== 2) {
    if (!isBodyKey(value, "apiOperation")) errors.push(missing("apiOperation"));
    if (!isBodyKey(value, "order")) errors.push(missing("order"));
  }
  return found;
}

function checkAuthorize100RequestAccountFunding(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "purpose": {
        const field = value["purpose"];
        if (field !== "CRYPTOCURRENCY_PURCHASE" && field !== "MERCHANT_SETTLEMENT" && field !== "OTHER" && field !== "PAYROLL") errors.push(invalid(path + ".purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL."));
        break;
      }
      case "recipient": {
        const field = value["recipient"];
        checkAuthorize100RequestAccountFundingRecipient(field, path + ".recipient", errors);
        break;
      }
      case "senderIsRecipient": {
        const field = value["senderIsRecipient"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".senderIsRecipient", "Must be true or false."));
        break;
      }
      case "senderType": {
        const field = value["senderType"];
        if (field !== "COMMERCIAL_ORGANIZATION" && field !== "GOVERNMENT" && field !== "NON_PROFIT_ORGANIZATION" && field !== "PERSON") errors.push(invalid(path + ".senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAccountFundingRecipient(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "address": {
        const field = value["address"];
        checkAuthorize100RequestAccountFundingRecipientAddress(field, path + ".address", errors);
        break;
      }
      case "firstName": {
        const field = value["firstName"];
        if (typeof field !== "string") errors.push(invalid(path + ".firstName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".firstName", "Must be 1 to 50 characters long."));
        break;
      }
      case "identification": {
        const field = value["identification"];
        checkAuthorize100RequestAccountFundingRecipientIdentification(field, path + ".identification", errors);
        break;
      }
      case "lastName": {
        const field = value["lastName"];
        if (typeof field !== "string") errors.push(invalid(path + ".lastName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".lastName", "Must be 1 to 50 characters long."));
        break;
      }
      case "middleName": {
        const field = value["middleName"];
        if (typeof field !== "string") errors.push(invalid(path + ".middleName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".middleName", "Must be 1 to 50 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAccountFundingRecipientAddress(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "city": {
        const field = value["city"];
        if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
        break;
      }
      case "country": {
        const field = value["country"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "postCodeZip": {
        const field = value["postCodeZip"];
        if (typeof field !== "string") errors.push(invalid(path + ".postCodeZip", "Must be a string."));
        else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postCodeZip", "Must be 1 to 10 characters long."));
        else if (!inCharset(field, ASCII_3, PATTERN_4)) errors.push(invalid(path + ".postCodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
        break;
      }
      case "stateProvinceCode": {
        const field = value["stateProvinceCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".stateProvinceCode", "Must be a string."));
        else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".stateProvinceCode", "Must be 1 to 3 characters long."));
        break;
      }
      case "street": {
        const field = value["street"];
        if (typeof field !== "string") errors.push(invalid(path + ".street", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street", "Must be 1 to 100 characters long."));
        break;
      }
      case "street2": {
        const field = value["street2"];
        if (typeof field !== "string") errors.push(invalid(path + ".street2", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street2", "Must be 1 to 100 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAccountFundingRecipientIdentification(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "country": {
        const field = value["country"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "type": {
        const field = value["type"];
        if (typeof field !== "string" || !VALUES_5.has(field)) errors.push(invalid(path + ".type", "Must be one of ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION."));
        break;
      }
      case "value": {
        const field = value["value"];
        if (typeof field !== "string") errors.push(invalid(path + ".value", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".value", "Must be 1 to 50 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAgreement(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "amountVariability": {
        const field = value["amountVariability"];
        if (field !== "FIXED" && field !== "VARIABLE") errors.push(invalid(path + ".amountVariability", "Must be one of FIXED, VARIABLE."));
        break;
      }
      case "customData": {
        const field = value["customData"];
        if (typeof field !== "string") errors.push(invalid(path + ".customData", "Must be a string."));
        else if ((field.length < 1 || field.length > 2048) && !lengthWithin(field, 1, 2048)) errors.push(invalid(path + ".customData", "Must be 1 to 2048 characters long."));
        break;
      }
      case "expiryDate": {
        const field = value["expiryDate"];
        if (typeof field !== "string") errors.push(invalid(path + ".expiryDate", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".expiryDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".expiryDate", "Must be a calendar date (yyyy-mm-dd)."));
        break;
      }
      case "id": {
        const field = value["id"];
        if (typeof field !== "string") errors.push(invalid(path + ".id", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".id", "Must be 1 to 100 characters long."));
        break;
      }
      case "maximumAmountPerPayment": {
        const field = value["maximumAmountPerPayment"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".maximumAmountPerPayment", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".maximumAmountPerPayment", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".maximumAmountPerPayment", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".maximumAmountPerPayment", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "minimumAmountPerPayment": {
        const field = value["minimumAmountPerPayment"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".minimumAmountPerPayment", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".minimumAmountPerPayment", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".minimumAmountPerPayment", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".minimumAmountPerPayment", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "minimumDaysBetweenPayments": {
        const field = value["minimumDaysBetweenPayments"];
        if (typeof field !== "number" || !Number.isInteger(field)) errors.push(invalid(path + ".minimumDaysBetweenPayments", "Must be a whole number."));
        else if (field < 1 || field > 9999) errors.push(invalid(path + ".minimumDaysBetweenPayments", "Must be 1 to 9999."));
        break;
      }
      case "numberOfPayments": {
        const field = value["numberOfPayments"];
        if (typeof field !== "number" || !Number.isInteger(field)) errors.push(invalid(path + ".numberOfPayments", "Must be a whole number."));
        else if (field < 1 || field > 999) errors.push(invalid(path + ".numberOfPayments", "Must be 1 to 999."));
        break;
      }
      case "paymentFrequency": {
        const field = value["paymentFrequency"];
        if (typeof field !== "string" || !VALUES_8.has(field)) errors.push(invalid(path + ".paymentFrequency", "Must be one of AD_HOC, DAILY, FORTNIGHTLY, MONTHLY, OTHER, QUARTERLY, TWICE_YEARLY, WEEKLY, YEARLY."));
        break;
      }
      case "retailer": {
        const field = value["retailer"];
        checkAuthorize100RequestAgreementRetailer(field, path + ".retailer", errors);
        break;
      }
      case "startDate": {
        const field = value["startDate"];
        if (typeof field !== "string") errors.push(invalid(path + ".startDate", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".startDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".startDate", "Must be a calendar date (yyyy-mm-dd)."));
        else if (field.slice(0, 10) < todayText()) errors.push(invalid(path + ".startDate", "Must not be in the past (today's UTC date or later)."));
        break;
      }
      case "type": {
        const field = value["type"];
        if (field !== "INSTALLMENT" && field !== "OTHER" && field !== "RECURRING" && field !== "UNSCHEDULED") errors.push(invalid(path + ".type", "Must be one of INSTALLMENT, OTHER, RECURRING, UNSCHEDULED."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAgreementRetailer(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "abbreviatedTradingName": {
        const field = value["abbreviatedTradingName"];
        if (typeof field !== "string") errors.push(invalid(path + ".abbreviatedTradingName", "Must be a string."));
        else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".abbreviatedTradingName", "Must be 1 to 10 characters long."));
        break;
      }
      case "merchantCategoryCode": {
        const field = value["merchantCategoryCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".merchantCategoryCode", "Must be a string."));
        else if ((field.length < 1 || field.length > 4) && !lengthWithin(field, 1, 4)) errors.push(invalid(path + ".merchantCategoryCode", "Must be 1 to 4 characters long."));
        break;
      }
      case "tradingName": {
        const field = value["tradingName"];
        if (typeof field !== "string") errors.push(invalid(path + ".tradingName", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".tradingName", "Must be 1 to 100 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAirline(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "bookingReference": {
        const field = value["bookingReference"];
        if (!(typeof field === "string" && field.length >= 6 && field.length <= 15 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".bookingReference", "Must be a string."));
          else if ((field.length < 11 || field.length > 15) && !lengthWithin(field, 6, 15)) errors.push(invalid(path + ".bookingReference", "Must be 6 to 15 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".bookingReference", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "documentType": {
        const field = value["documentType"];
        if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".documentType", "Must be a non-empty string."));
        break;
      }
      case "itinerary": {
        const field = value["itinerary"];
        checkAuthorize100RequestAirlineItinerary(field, path + ".itinerary", errors);
        break;
      }
      case "passenger": {
        const field = value["passenger"];
        if (!Array.isArray(field)) errors.push(invalid(path + ".passenger", "Must be a JSON array."));
        else for (let index = 0; index < field.length; index++) {
          const item: unknown = field[index];
          const itemPath = path + ".passenger" + "[" + index + "]";
          if (item === undefined && !(index in field)) {
            errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
            break;
          }
          checkAuthorize100RequestAirlinePassenger(item, itemPath, errors);
        }
        break;
      }
      case "planNumber": {
        const field = value["planNumber"];
        if (!(typeof field === "string" && field.length === 2 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".planNumber", "Must be a string."));
          else if (!lengthWithin(field, 2, 2)) errors.push(invalid(path + ".planNumber", "Must be exactly 2 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "ticket": {
        const field = value["ticket"];
        checkAuthorize100RequestAirlineTicket(field, path + ".ticket", errors);
        break;
      }
      case "transactionType": {
        const field = value["transactionType"];
        if (typeof field !== "string" || !VALUES_11.has(field)) errors.push(invalid(path + ".transactionType", "Must be one of EXCHANGE_TICKET, MISCELLANEOUS_CHARGE, REFUND, REVERSAL, TICKET_PURCHASE, TOUR_ORDER."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAirlineItinerary(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "leg": {
        const field = value["leg"];
        if (!Array.isArray(field)) errors.push(invalid(path + ".leg", "Must be a JSON array."));
        else for (let index = 0; index < field.length; index++) {
          const item: unknown = field[index];
          const itemPath = path + ".leg" + "[" + index + "]";
          if (item === undefined && !(index in field)) {
            errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
            break;
          }
          checkAuthorize100RequestAirlineItineraryLeg(item, itemPath, errors);
        }
        break;
      }
      case "numberInParty": {
        const field = value["numberInParty"];
        if (typeof field !== "string") errors.push(invalid(path + ".numberInParty", "Must be a string."));
        else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".numberInParty", "Must be 1 to 3 characters long."));
        else if (!inCharset(field, ASCII_12, PATTERN_13)) errors.push(invalid(path + ".numberInParty", "Must hold only the characters 0-9 (Digits)."));
        break;
      }
      case "originCountry": {
        const field = value["originCountry"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".originCountry", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".originCountry", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".originCountry", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAirlineItineraryLeg(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "carrierCode": {
        const field = value["carrierCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".carrierCode", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_14)) errors.push(invalid(path + ".carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."));
        break;
      }
      case "conjunctionTicketNumber": {
        const field = value["conjunctionTicketNumber"];
        if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".conjunctionTicketNumber", "Must be a string."));
          else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".conjunctionTicketNumber", "Must be 11 to 16 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".conjunctionTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "couponNumber": {
        const field = value["couponNumber"];
        if (typeof field !== "string") errors.push(invalid(path + ".couponNumber", "Must be a string."));
        else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".couponNumber", "Must be exactly 1 characters long."));
        else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".couponNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        break;
      }
      case "departureAirport": {
        const field = value["departureAirport"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".departureAirport", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".departureAirport", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".departureAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "departureDate": {
        const field = value["departureDate"];
        if (typeof field !== "string") errors.push(invalid(path + ".departureDate", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".departureDate", "Must be a calendar date (yyyy-mm-dd)."));
        break;
      }
      case "departureTax": {
        const field = value["departureTax"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".departureTax", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".departureTax", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".departureTax", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "departureTime": {
        const field = value["departureTime"];
        if (typeof field !== "string") errors.push(invalid(path + ".departureTime", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_15)) errors.push(invalid(path + ".departureTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."));
        break;
      }
      case "destinationAirport": {
        const field = value["destinationAirport"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".destinationAirport", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".destinationAirport", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".destinationAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "destinationArrivalDate": {
        const field = value["destinationArrivalDate"];
        if (typeof field !== "string") errors.push(invalid(path + ".destinationArrivalDate", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".destinationArrivalDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".destinationArrivalDate", "Must be a calendar date (yyyy-mm-dd)."));
        break;
      }
      case "destinationArrivalTime": {
        const field = value["destinationArrivalTime"];
        if (typeof field !== "string") errors.push(invalid(path + ".destinationArrivalTime", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_15)) errors.push(invalid(path + ".destinationArrivalTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."));
        break;
      }
      case "endorsementsRestrictions": {
        const field = value["endorsementsRestrictions"];
        if (typeof field !== "string") errors.push(invalid(path + ".endorsementsRestrictions", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".endorsementsRestrictions", "Must be 1 to 20 characters long."));
        else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".endorsementsRestrictions", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        break;
      }
      case "exchangeTicketNumber": {
        const field = value["exchangeTicketNumber"];
        if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".exchangeTicketNumber", "Must be a string."));
          else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".exchangeTicketNumber", "Must be 11 to 16 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".exchangeTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "fare": {
        const field = value["fare"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".fare", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".fare", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".fare", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "fareBasis": {
        const field = value["fareBasis"];
        if (typeof field !== "string") errors.push(invalid(path + ".fareBasis", "Must be a string."));
        else if ((field.length < 1 || field.length > 24) && !lengthWithin(field, 1, 24)) errors.push(invalid(path + ".fareBasis", "Must be 1 to 24 characters long."));
        else if (!inCharset(field, ASCII_16, PATTERN_17)) errors.push(invalid(path + ".fareBasis", "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."));
        break;
      }
      case "fees": {
        const field = value["fees"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".fees", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".fees", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".fees", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "flightNumber": {
        const field = value["flightNumber"];
        if (!(typeof field === "string" && field.length >= 4 && field.length <= 6 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".flightNumber", "Must be a string."));
          else if (!lengthWithin(field, 4, 6)) errors.push(invalid(path + ".flightNumber", "Must be 4 to 6 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".flightNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "stopoverPermitted": {
        const field = value["stopoverPermitted"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".stopoverPermitted", "Must be true or false."));
        break;
      }
      case "taxes": {
        const field = value["taxes"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".taxes", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".taxes", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".taxes", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "travelClass": {
        const field = value["travelClass"];
        if (typeof field !== "string") errors.push(invalid(path + ".travelClass", "Must be a string."));
        else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".travelClass", "Must be 1 to 3 characters long."));
        else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAirlinePassenger(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "firstName": {
        const field = value["firstName"];
        if (typeof field !== "string") errors.push(invalid(path + ".firstName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".firstName", "Must be 1 to 50 characters long."));
        break;
      }
      case "frequentFlyerNumber": {
        const field = value["frequentFlyerNumber"];
        if (typeof field !== "string") errors.push(invalid(path + ".frequentFlyerNumber", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".frequentFlyerNumber", "Must be 1 to 20 characters long."));
        break;
      }
      case "lastName": {
        const field = value["lastName"];
        if (typeof field !== "string") errors.push(invalid(path + ".lastName", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".lastName", "Must be 1 to 20 characters long."));
        break;
      }
      case "middleName": {
        const field = value["middleName"];
        if (typeof field !== "string") errors.push(invalid(path + ".middleName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".middleName", "Must be 1 to 50 characters long."));
        break;
      }
      case "specificInformation": {
        const field = value["specificInformation"];
        if (typeof field !== "string") errors.push(invalid(path + ".specificInformation", "Must be a string."));
        else if ((field.length < 1 || field.length > 59) && !lengthWithin(field, 1, 59)) errors.push(invalid(path + ".specificInformation", "Must be 1 to 59 characters long."));
        else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".specificInformation", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        break;
      }
      case "title": {
        const field = value["title"];
        if (typeof field !== "string") errors.push(invalid(path + ".title", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".title", "Must be 1 to 20 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAirlineTicket(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "conjunctionTicketIndicator": {
        const field = value["conjunctionTicketIndicator"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".conjunctionTicketIndicator", "Must be true or false."));
        break;
      }
      case "eTicket": {
        const field = value["eTicket"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".eTicket", "Must be true or false."));
        break;
      }
      case "exchangedTicketNumber": {
        const field = value["exchangedTicketNumber"];
        if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".exchangedTicketNumber", "Must be a string."));
          else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".exchangedTicketNumber", "Must be 11 to 16 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".exchangedTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "issue": {
        const field = value["issue"];
        checkAuthorize100RequestAirlineTicketIssue(field, path + ".issue", errors);
        break;
      }
      case "restricted": {
        const field = value["restricted"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".restricted", "Must be true or false."));
        break;
      }
      case "taxOrFee": {
        const field = value["taxOrFee"];
        if (!Array.isArray(field)) errors.push(invalid(path + ".taxOrFee", "Must be a JSON array."));
        else for (let index = 0; index < field.length; index++) {
          const item: unknown = field[index];
          const itemPath = path + ".taxOrFee" + "[" + index + "]";
          if (item === undefined && !(index in field)) {
            errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
            break;
          }
          checkAuthorize100RequestAirlineTicketTaxOrFee(item, itemPath, errors);
        }
        break;
      }
      case "ticketNumber": {
        const field = value["ticketNumber"];
        if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".ticketNumber", "Must be a string."));
          else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".ticketNumber", "Must be 11 to 16 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".ticketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "totalFare": {
        const field = value["totalFare"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".totalFare", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".totalFare", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".totalFare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".totalFare", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "totalFees": {
        const field = value["totalFees"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".totalFees", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".totalFees", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".totalFees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".totalFees", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "totalTaxes": {
        const field = value["totalTaxes"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".totalTaxes", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".totalTaxes", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".totalTaxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".totalTaxes", "Must be 1 to 14 characters long."));
        }
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAirlineTicketIssue(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "address": {
        const field = value["address"];
        if (typeof field !== "string") errors.push(invalid(path + ".address", "Must be a string."));
        else if ((field.length < 1 || field.length > 16) && !lengthWithin(field, 1, 16)) errors.push(invalid(path + ".address", "Must be 1 to 16 characters long."));
        break;
      }
      case "carrierCode": {
        const field = value["carrierCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".carrierCode", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_14)) errors.push(invalid(path + ".carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."));
        break;
      }
      case "carrierName": {
        const field = value["carrierName"];
        if (typeof field !== "string") errors.push(invalid(path + ".carrierName", "Must be a string."));
        else if ((field.length < 1 || field.length > 25) && !lengthWithin(field, 1, 25)) errors.push(invalid(path + ".carrierName", "Must be 1 to 25 characters long."));
        else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".carrierName", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        break;
      }
      case "city": {
        const field = value["city"];
        if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
        break;
      }
      case "country": {
        const field = value["country"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "date": {
        const field = value["date"];
        if (typeof field !== "string") errors.push(invalid(path + ".date", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".date", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".date", "Must be a calendar date (yyyy-mm-dd)."));
        break;
      }
      case "travelAgentCode": {
        const field = value["travelAgentCode"];
        if (!(typeof field === "string" && field.length >= 8 && field.length <= 9 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".travelAgentCode", "Must be a string."));
          else if (!lengthWithin(field, 8, 9)) errors.push(invalid(path + ".travelAgentCode", "Must be 8 to 9 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".travelAgentCode", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "travelAgentName": {
        const field = value["travelAgentName"];
        if (typeof field !== "string") errors.push(invalid(path + ".travelAgentName", "Must be a string."));
        else if ((field.length < 1 || field.length > 30) && !lengthWithin(field, 1, 30)) errors.push(invalid(path + ".travelAgentName", "Must be 1 to 30 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAirlineTicketTaxOrFee(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "amount": {
        const field = value["amount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "type": {
        const field = value["type"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".type", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".type", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".type", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAuthentication(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "3ds": {
        const field = value["3ds"];
        checkAuthorize100RequestAuthentication3ds(field, path + ".3ds", errors);
        break;
      }
      case "3ds1": {
        const field = value["3ds1"];
        checkAuthorize100RequestAuthentication3ds1(field, path + ".3ds1", errors);
        break;
      }
      case "3ds2": {
        const field = value["3ds2"];
        checkAuthorize100RequestAuthentication3ds2(field, path + ".3ds2", errors);
        break;
      }
      case "amount": {
        const field = value["amount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "time": {
        const field = value["time"];
        if (typeof field !== "string") errors.push(invalid(path + ".time", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_18)) errors.push(invalid(path + ".time", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".time", "Must name a calendar date."));
        break;
      }
      case "transactionId": {
        const field = value["transactionId"];
        if (typeof field !== "string") errors.push(invalid(path + ".transactionId", "Must be a string."));
        else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".transactionId", "Must be 1 to 40 characters long."));
        break;
      }
      default: if (!isNotShownInAuthorize100Request(path + "." + key)) errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAuthentication3ds(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "acsEci": {
        const field = value["acsEci"];
        if (typeof field !== "string") errors.push(invalid(path + ".acsEci", "Must be a string."));
        else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".acsEci", "Must be 1 to 2 characters long."));
        else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".acsEci", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        break;
      }
      case "authenticationToken": {
        const field = value["authenticationToken"];
        if (!(typeof field === "string" && NUMBERS_19.includes(field.length) && matchesAutomaton(field, AUTOMATON_20))) {
          if (typeof field !== "string") errors.push(invalid(path + ".authenticationToken", "Must be a string."));
          else if (!NUMBERS_19.includes(codePointLength(field))) errors.push(invalid(path + ".authenticationToken", "Must be 28 or 32 characters long."));
          else if (!matchesAutomaton(field, AUTOMATON_20)) errors.push(invalid(path + ".authenticationToken", "Must have the required form: Base64 encoded text, with the stated allowed lengths."));
        }
        break;
      }
      case "transactionId": {
        const field = value["transactionId"];
        if (typeof field !== "string") errors.push(invalid(path + ".transactionId", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".transactionId", "Must be 1 to 50 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAuthentication3ds1(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "paResStatus": {
        const field = value["paResStatus"];
        if (typeof field !== "string") errors.push(invalid(path + ".paResStatus", "Must be a string."));
        else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".paResStatus", "Must be exactly 1 characters long."));
        else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".paResStatus", "Must hold only the characters a-z and A-Z (Alpha)."));
        break;
      }
      case "veResEnrolled": {
        const field = value["veResEnrolled"];
        if (typeof field !== "string") errors.push(invalid(path + ".veResEnrolled", "Must be a string."));
        else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".veResEnrolled", "Must be exactly 1 characters long."));
        else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".veResEnrolled", "Must hold only the characters a-z and A-Z (Alpha)."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestAuthentication3ds2(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "acsReference": {
        const field = value["acsReference"];
        if (typeof field !== "string") errors.push(invalid(path + ".acsReference", "Must be a string."));
        else if ((field.length > 32) && !lengthWithin(field, 0, 32)) errors.push(invalid(path + ".acsReference", "Must be 0 to 32 characters long."));
        break;
      }
      case "acsTransactionId": {
        const field = value["acsTransactionId"];
        if (typeof field !== "string") errors.push(invalid(path + ".acsTransactionId", "Must be a string."));
        else if (!lengthWithin(field, 36, 36)) errors.push(invalid(path + ".acsTransactionId", "Must be exactly 36 characters long."));
        break;
      }
      case "authenticationScheme": {
        const field = value["authenticationScheme"];
        if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".authenticationScheme", "Must be a non-empty string."));
        break;
      }
      case "custom": {
        const field = value["custom"];
        if (typeof field !== "string") errors.push(invalid(path + ".custom", "Must be a string."));
        else if ((field.length < 1 || field.length > 4000) && !lengthWithin(field, 1, 4000)) errors.push(invalid(path + ".custom", "Must be 1 to 4000 characters long."));
        else if (!isJsonText(field)) errors.push(invalid(path + ".custom", "Must be valid JSON text."));
        break;
      }
      case "dsReference": {
        const field = value["dsReference"];
        if (typeof field !== "string") errors.push(invalid(path + ".dsReference", "Must be a string."));
        else if ((field.length > 32) && !lengthWithin(field, 0, 32)) errors.push(invalid(path + ".dsReference", "Must be 0 to 32 characters long."));
        break;
      }
      case "protocolVersion": {
        const field = value["protocolVersion"];
        if (typeof field !== "string") errors.push(invalid(path + ".protocolVersion", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".protocolVersion", "Must be 1 to 20 characters long."));
        else if (!inCharset(field, ASCII_23, PATTERN_24)) errors.push(invalid(path + ".protocolVersion", "Must hold only the characters 0-9, a-z, A-Z and '.' (Alphanumeric + additional characters)."));
        break;
      }
      case "statusReasonCode": {
        const field = value["statusReasonCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".statusReasonCode", "Must be a string."));
        else if (!lengthWithin(field, 2, 2)) errors.push(invalid(path + ".statusReasonCode", "Must be exactly 2 characters long."));
        break;
      }
      case "transactionStatus": {
        const field = value["transactionStatus"];
        if (typeof field !== "string") errors.push(invalid(path + ".transactionStatus", "Must be a string."));
        else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".transactionStatus", "Must be exactly 1 characters long."));
        else if (!inCharset(field, ASCII_21, PATTERN_22)) errors.push(invalid(path + ".transactionStatus", "Must hold only the characters a-z and A-Z (Alpha)."));
        break;
      }
      default: if (!isNotShownInAuthorize100Request(path + "." + key)) errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestCustomer(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "email": {
        const field = value["email"];
        if (!(typeof field === "string" && field.length >= 4 && matchesAutomaton(field, AUTOMATON_25))) {
          if (typeof field !== "string") errors.push(invalid(path + ".email", "Must be a string."));
          else if ((field.length < 7) && !lengthWithin(field, 4, Infinity)) errors.push(invalid(path + ".email", "Must be at least 4 characters long."));
          else if (!matchesAutomaton(field, AUTOMATON_25)) errors.push(invalid(path + ".email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."));
        }
        break;
      }
      case "firstName": {
        const field = value["firstName"];
        if (typeof field !== "string") errors.push(invalid(path + ".firstName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".firstName", "Must be 1 to 50 characters long."));
        break;
      }
      case "lastName": {
        const field = value["lastName"];
        if (typeof field !== "string") errors.push(invalid(path + ".lastName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".lastName", "Must be 1 to 50 characters long."));
        break;
      }
      case "middleName": {
        const field = value["middleName"];
        if (typeof field !== "string") errors.push(invalid(path + ".middleName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".middleName", "Must be 1 to 50 characters long."));
        break;
      }
      case "mobilePhone": {
        const field = value["mobilePhone"];
        if (typeof field !== "string") errors.push(invalid(path + ".mobilePhone", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_26)) errors.push(invalid(path + ".mobilePhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."));
        else if (countDigits(field) > 15) errors.push(invalid(path + ".mobilePhone", "Must have at most 15 digits in total."));
        break;
      }
      case "phone": {
        const field = value["phone"];
        if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_26)) errors.push(invalid(path + ".phone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."));
        else if (countDigits(field) > 15) errors.push(invalid(path + ".phone", "Must have at most 15 digits in total."));
        break;
      }
      case "taxRegistrationId": {
        const field = value["taxRegistrationId"];
        if (typeof field !== "string") errors.push(invalid(path + ".taxRegistrationId", "Must be a string."));
        else if ((field.length < 1 || field.length > 30) && !lengthWithin(field, 1, 30)) errors.push(invalid(path + ".taxRegistrationId", "Must be 1 to 30 characters long."));
        break;
      }
      default: if (!isNotShownInAuthorize100Request(path + "." + key)) errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestDebtRepayment(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "recipient": {
        const field = value["recipient"];
        checkAuthorize100RequestDebtRepaymentRecipient(field, path + ".recipient", errors);
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestDebtRepaymentRecipient(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  let requiredSeen = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "accountIdentifier": {
        requiredSeen++;
        const field = value["accountIdentifier"];
        if (typeof field !== "string") errors.push(invalid(path + ".accountIdentifier", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".accountIdentifier", "Must be 1 to 50 characters long."));
        break;
      }
      case "dateOfBirth": {
        requiredSeen++;
        const field = value["dateOfBirth"];
        if (typeof field !== "string") errors.push(invalid(path + ".dateOfBirth", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".dateOfBirth", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".dateOfBirth", "Must be a calendar date (yyyy-mm-dd)."));
        break;
      }
      case "lastName": {
        requiredSeen++;
        const field = value["lastName"];
        if (typeof field !== "string") errors.push(invalid(path + ".lastName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".lastName", "Must be 1 to 50 characters long."));
        break;
      }
      case "postcodeZip": {
        requiredSeen++;
        const field = value["postcodeZip"];
        if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
        else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
  if (requiredSeen !== 4) {
    if (!isBodyKey(value, "accountIdentifier")) errors.push(missing(path + ".accountIdentifier"));
    if (!isBodyKey(value, "dateOfBirth")) errors.push(missing(path + ".dateOfBirth"));
    if (!isBodyKey(value, "lastName")) errors.push(missing(path + ".lastName"));
    if (!isBodyKey(value, "postcodeZip")) errors.push(missing(path + ".postcodeZip"));
  }
}

function checkAuthorize100RequestDevice(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "ani": {
        const field = value["ani"];
        if (typeof field !== "string") errors.push(invalid(path + ".ani", "Must be a string."));
        else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".ani", "Must be 1 to 10 characters long."));
        break;
      }
      case "aniCallType": {
        const field = value["aniCallType"];
        if (typeof field !== "string") errors.push(invalid(path + ".aniCallType", "Must be a string."));
        else if ((field.length < 1 || field.length > 2) && !lengthWithin(field, 1, 2)) errors.push(invalid(path + ".aniCallType", "Must be 1 to 2 characters long."));
        break;
      }
      case "browser": {
        const field = value["browser"];
        if (typeof field !== "string") errors.push(invalid(path + ".browser", "Must be a string."));
        else if ((field.length < 1 || field.length > 2048) && !lengthWithin(field, 1, 2048)) errors.push(invalid(path + ".browser", "Must be 1 to 2048 characters long."));
        break;
      }
      case "fingerprint": {
        const field = value["fingerprint"];
        if (typeof field !== "string") errors.push(invalid(path + ".fingerprint", "Must be a string."));
        else if ((field.length < 1 || field.length > 4000) && !lengthWithin(field, 1, 4000)) errors.push(invalid(path + ".fingerprint", "Must be 1 to 4000 characters long."));
        break;
      }
      case "hostname": {
        const field = value["hostname"];
        if (typeof field !== "string") errors.push(invalid(path + ".hostname", "Must be a string."));
        else if ((field.length < 1 || field.length > 60) && !lengthWithin(field, 1, 60)) errors.push(invalid(path + ".hostname", "Must be 1 to 60 characters long."));
        break;
      }
      case "ipAddress": {
        const field = value["ipAddress"];
        if (typeof field !== "string") errors.push(invalid(path + ".ipAddress", "Must be a string."));
        else if ((field.length < 13 || field.length > 45) && !lengthWithin(field, 7, 45)) errors.push(invalid(path + ".ipAddress", "Must be 7 to 45 characters long."));
        break;
      }
      case "mobilePhoneModel": {
        const field = value["mobilePhoneModel"];
        if (typeof field !== "string") errors.push(invalid(path + ".mobilePhoneModel", "Must be a string."));
        else if ((field.length < 1 || field.length > 255) && !lengthWithin(field, 1, 255)) errors.push(invalid(path + ".mobilePhoneModel", "Must be 1 to 255 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestExternalTokenProvider(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "customData": {
        const field = value["customData"];
        if (typeof field !== "string") errors.push(invalid(path + ".customData", "Must be a string."));
        else if ((field.length < 1 || field.length > 4000) && !lengthWithin(field, 1, 4000)) errors.push(invalid(path + ".customData", "Must be 1 to 4000 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestInitiator(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "userId": {
        const field = value["userId"];
        if (typeof field !== "string") errors.push(invalid(path + ".userId", "Must be a string."));
        else if ((field.length < 1 || field.length > 256) && !lengthWithin(field, 1, 256)) errors.push(invalid(path + ".userId", "Must be 1 to 256 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestOrder(value: unknown, path: string, errors: ValidationError[]): number {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return 0;
  }
  let requiredSeen = 0;
  let found = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "acceptPartialAmount": {
        const field = value["acceptPartialAmount"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".acceptPartialAmount", "Must be true or false."));
        break;
      }
      case "amount": {
        const field = value["amount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "cashbackAmount": {
        const field = value["cashbackAmount"];
        if (field !== undefined) found |= 3;
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".cashbackAmount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".cashbackAmount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".cashbackAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".cashbackAmount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "certainty": {
        const field = value["certainty"];
        if (field !== "ESTIMATED" && field !== "FINAL") errors.push(invalid(path + ".certainty", "Must be one of ESTIMATED, FINAL."));
        break;
      }
      case "currency": {
        requiredSeen++;
        const field = value["currency"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".currency", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".currency", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".currency", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "custom": {
        const field = value["custom"];
        checkAuthorize100RequestOrderCustom(field, path + ".custom", errors);
        break;
      }
      case "customerNote": {
        const field = value["customerNote"];
        if (typeof field !== "string") errors.push(invalid(path + ".customerNote", "Must be a string."));
        else if ((field.length < 1 || field.length > 250) && !lengthWithin(field, 1, 250)) errors.push(invalid(path + ".customerNote", "Must be 1 to 250 characters long."));
        break;
      }
      case "customerOrderDate": {
        const field = value["customerOrderDate"];
        if (typeof field !== "string") errors.push(invalid(path + ".customerOrderDate", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".customerOrderDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".customerOrderDate", "Must be a calendar date (yyyy-mm-dd)."));
        break;
      }
      case "customerReference": {
        const field = value["customerReference"];
        if (typeof field !== "string") errors.push(invalid(path + ".customerReference", "Must be a string."));
        else if ((field.length > 25) && !lengthWithin(field, 0, 25)) errors.push(invalid(path + ".customerReference", "Must be 0 to 25 characters long."));
        else if (!inCharset(field, ASCII_27, PATTERN_28)) errors.push(invalid(path + ".customerReference", "Must hold only the characters U+0000-U+007F (ASCII Text)."));
        break;
      }
      case "description": {
        const field = value["description"];
        if (typeof field !== "string") errors.push(invalid(path + ".description", "Must be a string."));
        else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".description", "Must be 1 to 127 characters long."));
        break;
      }
      case "discount": {
        const field = value["discount"];
        checkAuthorize100RequestOrderDiscount(field, path + ".discount", errors);
        break;
      }
      case "dutyAmount": {
        const field = value["dutyAmount"];
        if (field !== undefined) found |= 3;
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".dutyAmount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".dutyAmount", "Must be a decimal of digits and '.'."));
          else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".dutyAmount", "Must have at most 3 digits after the decimal point."));
          else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".dutyAmount", "Must be at least 0."));
          else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".dutyAmount", "Must be at most 1000000000000."));
        }
        break;
      }
      case "gratuityAmount": {
        const field = value["gratuityAmount"];
        if (field !== undefined) found |= 3;
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".gratuityAmount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".gratuityAmount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".gratuityAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".gratuityAmount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "industryPracticePaymentReason": {
        const field = value["industryPracticePaymentReason"];
        if (field !== "DELAYED_CHARGE" && field !== "NO_SHOW_PENALTY" && field !== "PARTIAL_SHIPMENT") errors.push(invalid(path + ".industryPracticePaymentReason", "Must be one of DELAYED_CHARGE, NO_SHOW_PENALTY, PARTIAL_SHIPMENT."));
        break;
      }
      case "invoiceNumber": {
        const field = value["invoiceNumber"];
        if (typeof field !== "string") errors.push(invalid(path + ".invoiceNumber", "Must be a string."));
        else if ((field.length < 1 || field.length > 25) && !lengthWithin(field, 1, 25)) errors.push(invalid(path + ".invoiceNumber", "Must be 1 to 25 characters long."));
        break;
      }
      case "item": {
        const field = value["item"];
        if (!Array.isArray(field)) errors.push(invalid(path + ".item", "Must be a JSON array."));
        else for (let index = 0; index < field.length; index++) {
          const item: unknown = field[index];
          const itemPath = path + ".item" + "[" + index + "]";
          if (item === undefined && !(index in field)) {
            errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
            break;
          }
          checkAuthorize100RequestOrderItem(item, itemPath, errors);
        }
        break;
      }
      case "itemAmount": {
        const field = value["itemAmount"];
        if (field !== undefined) found |= 3;
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".itemAmount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".itemAmount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".itemAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".itemAmount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "localTaxRegistrationId": {
        const field = value["localTaxRegistrationId"];
        if (typeof field !== "string") errors.push(invalid(path + ".localTaxRegistrationId", "Must be a string."));
        else if ((field.length < 1 || field.length > 25) && !lengthWithin(field, 1, 25)) errors.push(invalid(path + ".localTaxRegistrationId", "Must be 1 to 25 characters long."));
        break;
      }
      case "merchantCategoryCode": {
        const field = value["merchantCategoryCode"];
        if (!(typeof field === "string" && field.length === 4 && inCharset(field, ASCII_12, PATTERN_13))) {
          if (typeof field !== "string") errors.push(invalid(path + ".merchantCategoryCode", "Must be a string."));
          else if (!lengthWithin(field, 4, 4)) errors.push(invalid(path + ".merchantCategoryCode", "Must be exactly 4 characters long."));
          else if (!inCharset(field, ASCII_12, PATTERN_13)) errors.push(invalid(path + ".merchantCategoryCode", "Must hold only the characters 0-9 (Digits)."));
        }
        break;
      }
      case "merchantCharge": {
        const field = value["merchantCharge"];
        found |= checkAuthorize100RequestOrderMerchantCharge(field, path + ".merchantCharge", errors);
        break;
      }
      case "merchantPartnerIdCode": {
        const field = value["merchantPartnerIdCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".merchantPartnerIdCode", "Must be a string."));
        else if ((field.length < 1 || field.length > 6) && !lengthWithin(field, 1, 6)) errors.push(invalid(path + ".merchantPartnerIdCode", "Must be 1 to 6 characters long."));
        else if (!inCharset(field, ASCII_12, PATTERN_13)) errors.push(invalid(path + ".merchantPartnerIdCode", "Must hold only the characters 0-9 (Digits)."));
        break;
      }
      case "netAmount": {
        const field = value["netAmount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".netAmount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".netAmount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".netAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".netAmount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "notificationUrl": {
        const field = value["notificationUrl"];
        if (typeof field !== "string") errors.push(invalid(path + ".notificationUrl", "Must be a string."));
        else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".notificationUrl", "Must be an absolute URL."));
        break;
      }
      case "owningEntity": {
        const field = value["owningEntity"];
        if (typeof field !== "string") errors.push(invalid(path + ".owningEntity", "Must be a string."));
        else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".owningEntity", "Must be 1 to 40 characters long."));
        break;
      }
      case "purchaseType": {
        const field = value["purchaseType"];
        if (field !== "CRYPTOCURRENCY" && field !== "DEBT_REPAYMENT" && field !== "HIGH_RISK_SECURITIES" && field !== "OTHER") errors.push(invalid(path + ".purchaseType", "Must be one of CRYPTOCURRENCY, DEBT_REPAYMENT, HIGH_RISK_SECURITIES, OTHER."));
        break;
      }
      case "reference": {
        const field = value["reference"];
        if (typeof field !== "string") errors.push(invalid(path + ".reference", "Must be a string."));
        else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".reference", "Must be 1 to 40 characters long."));
        break;
      }
      case "requestorName": {
        const field = value["requestorName"];
        if (typeof field !== "string") errors.push(invalid(path + ".requestorName", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".requestorName", "Must be 1 to 100 characters long."));
        break;
      }
      case "reward": {
        const field = value["reward"];
        checkAuthorize100RequestOrderReward(field, path + ".reward", errors);
        break;
      }
      case "shippingAndHandlingAmount": {
        const field = value["shippingAndHandlingAmount"];
        if (field !== undefined) found |= 3;
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".shippingAndHandlingAmount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "shippingAndHandlingTaxAmount": {
        const field = value["shippingAndHandlingTaxAmount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be a decimal of digits and '.'."));
          else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must have at most 3 digits after the decimal point."));
          else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be at least 0."));
          else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".shippingAndHandlingTaxAmount", "Must be at most 1000000000000."));
        }
        break;
      }
      case "shippingAndHandlingTaxRate": {
        const field = value["shippingAndHandlingTaxRate"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be a decimal of digits and '.'."));
          else if (decimalScale(decimal) > 4) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must have at most 4 digits after the decimal point."));
          else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be at least 0."));
          else if (compareDecimals(decimal, "1000000000000000000") > 0) errors.push(invalid(path + ".shippingAndHandlingTaxRate", "Must be at most 1000000000000000000."));
        }
        break;
      }
      case "statementDescriptor": {
        const field = value["statementDescriptor"];
        checkAuthorize100RequestOrderStatementDescriptor(field, path + ".statementDescriptor", errors);
        break;
      }
      case "subMerchant": {
        const field = value["subMerchant"];
        checkAuthorize100RequestOrderSubMerchant(field, path + ".subMerchant", errors);
        break;
      }
      case "tax": {
        const field = value["tax"];
        if (!Array.isArray(field)) errors.push(invalid(path + ".tax", "Must be a JSON array."));
        else for (let index = 0; index < field.length; index++) {
          const item: unknown = field[index];
          const itemPath = path + ".tax" + "[" + index + "]";
          if (item === undefined && !(index in field)) {
            errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
            break;
          }
          checkAuthorize100RequestOrderTax(item, itemPath, errors);
        }
        break;
      }
      case "taxAmount": {
        const field = value["taxAmount"];
        if (field !== undefined) found |= 3;
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".taxAmount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".taxAmount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".taxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".taxAmount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "taxRegistrationId": {
        const field = value["taxRegistrationId"];
        if (typeof field !== "string") errors.push(invalid(path + ".taxRegistrationId", "Must be a string."));
        else if ((field.length < 1 || field.length > 30) && !lengthWithin(field, 1, 30)) errors.push(invalid(path + ".taxRegistrationId", "Must be 1 to 30 characters long."));
        break;
      }
      case "taxStatus": {
        const field = value["taxStatus"];
        if (field !== "EXEMPT" && field !== "NOT_EXEMPT" && field !== "NOT_PROVIDED") errors.push(invalid(path + ".taxStatus", "Must be one of EXEMPT, NOT_EXEMPT, NOT_PROVIDED."));
        break;
      }
      case "transactionFiltering": {
        const field = value["transactionFiltering"];
        checkAuthorize100RequestOrderTransactionFiltering(field, path + ".transactionFiltering", errors);
        break;
      }
      default: if (!isNotShownInAuthorize100Request(path + "." + key)) errors.push(unsupported(path + "." + key));
    }
  }
  if (requiredSeen !== 1) {
    if (!isBodyKey(value, "currency")) errors.push(missing(path + ".currency"));
  }
  return found;
}

function checkAuthorize100RequestOrderCustom(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) errors.push(invalid(path, "Must be a JSON object of named values."));
  else {
    const names = Object.keys(value);
    if (names.length > 50) errors.push(invalid(path, "At most 50 named values are allowed."));
    for (const name of names) {
      if (((name.length < 1 || name.length > 99) && !lengthWithin(name, 1, 99)) || !inCharset(name, ASCII_29, PATTERN_30)) errors.push(invalid(path + "." + name, "The name must be 1 to 99 characters from A-Za-z0-9."));
      else {
        const entry = value[name];
        if (typeof entry !== "string") errors.push(invalid(path + "." + name, "Must be a string."));
        else if ((entry.length < 1 || entry.length > 250) && !lengthWithin(entry, 1, 250)) errors.push(invalid(path + "." + name, "Must be 1 to 250 characters long."));
      }
    }
  }
}

function checkAuthorize100RequestOrderDiscount(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "amount": {
        const field = value["amount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "code": {
        const field = value["code"];
        if (typeof field !== "string") errors.push(invalid(path + ".code", "Must be a string."));
        else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".code", "Must be 1 to 40 characters long."));
        break;
      }
      case "description": {
        const field = value["description"];
        if (typeof field !== "string") errors.push(invalid(path + ".description", "Must be a string."));
        else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".description", "Must be 1 to 127 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestOrderItem(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  let requiredSeen = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "brand": {
        const field = value["brand"];
        if (typeof field !== "string") errors.push(invalid(path + ".brand", "Must be a string."));
        else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".brand", "Must be 1 to 127 characters long."));
        break;
      }
      case "category": {
        const field = value["category"];
        if (typeof field !== "string") errors.push(invalid(path + ".category", "Must be a string."));
        else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".category", "Must be 1 to 127 characters long."));
        break;
      }
      case "description": {
        const field = value["description"];
        if (typeof field !== "string") errors.push(invalid(path + ".description", "Must be a string."));
        else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".description", "Must be 1 to 127 characters long."));
        break;
      }
      case "detail": {
        const field = value["detail"];
        checkAuthorize100RequestOrderItemDetail(field, path + ".detail", errors);
        break;
      }
      case "image": {
        const field = value["image"];
        if (typeof field !== "string") errors.push(invalid(path + ".image", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_31)) errors.push(invalid(path + ".image", "Must have the required form: An https URI."));
        else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".image", "Must be an absolute URL."));
        break;
      }
      case "industryCategory": {
        const field = value["industryCategory"];
        if (field !== "HEALTHCARE_DENTAL" && field !== "HEALTHCARE_OTHER" && field !== "HEALTHCARE_PRESCRIPTION" && field !== "HEALTHCARE_VISION") errors.push(invalid(path + ".industryCategory", "Must be one of HEALTHCARE_DENTAL, HEALTHCARE_OTHER, HEALTHCARE_PRESCRIPTION, HEALTHCARE_VISION."));
        break;
      }
      case "name": {
        requiredSeen++;
        const field = value["name"];
        if (typeof field !== "string") errors.push(invalid(path + ".name", "Must be a string."));
        else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".name", "Must be 1 to 127 characters long."));
        break;
      }
      case "quantity": {
        requiredSeen++;
        const field = value["quantity"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".quantity", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".quantity", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 30) errors.push(invalid(path + ".quantity", "Must be 0 to 30 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 0 || decimal.length > 30) errors.push(invalid(path + ".quantity", "Must be 0 to 30 characters long."));
          else if (compareDecimals(decimal, "0") <= 0) errors.push(invalid(path + ".quantity", "Must be greater than 0."));
        }
        break;
      }
      case "sku": {
        const field = value["sku"];
        if (typeof field !== "string") errors.push(invalid(path + ".sku", "Must be a string."));
        else if ((field.length < 1 || field.length > 127) && !lengthWithin(field, 1, 127)) errors.push(invalid(path + ".sku", "Must be 1 to 127 characters long."));
        break;
      }
      case "unitDiscountAmount": {
        const field = value["unitDiscountAmount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".unitDiscountAmount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".unitDiscountAmount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".unitDiscountAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".unitDiscountAmount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "unitOfMeasure": {
        const field = value["unitOfMeasure"];
        if (typeof field !== "string") errors.push(invalid(path + ".unitOfMeasure", "Must be a string."));
        else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".unitOfMeasure", "Must be 1 to 10 characters long."));
        break;
      }
      case "unitPrice": {
        requiredSeen++;
        const field = value["unitPrice"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".unitPrice", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_32)) errors.push(invalid(path + ".unitPrice", "Must be a decimal of digits and '.', optionally signed."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".unitPrice", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".unitPrice", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "unitTaxAmount": {
        const field = value["unitTaxAmount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".unitTaxAmount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".unitTaxAmount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".unitTaxAmount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".unitTaxAmount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
  if (requiredSeen !== 3) {
    if (!isBodyKey(value, "name")) errors.push(missing(path + ".name"));
    if (!isBodyKey(value, "quantity")) errors.push(missing(path + ".quantity"));
    if (!isBodyKey(value, "unitPrice")) errors.push(missing(path + ".unitPrice"));
  }
}

function checkAuthorize100RequestOrderItemDetail(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "acquirerCustom": {
        const field = value["acquirerCustom"];
        if (typeof field !== "string") errors.push(invalid(path + ".acquirerCustom", "Must be a string."));
        else if ((field.length < 1 || field.length > 4000) && !lengthWithin(field, 1, 4000)) errors.push(invalid(path + ".acquirerCustom", "Must be 1 to 4000 characters long."));
        else if (!isJsonText(field)) errors.push(invalid(path + ".acquirerCustom", "Must be valid JSON text."));
        break;
      }
      case "commodityCode": {
        const field = value["commodityCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".commodityCode", "Must be a string."));
        else if (!inCharset(field, ASCII_12, PATTERN_13)) errors.push(invalid(path + ".commodityCode", "Must hold only the characters 0-9 (Digits)."));
        break;
      }
      case "tax": {
        const field = value["tax"];
        if (!Array.isArray(field)) errors.push(invalid(path + ".tax", "Must be a JSON array."));
        else for (let index = 0; index < field.length; index++) {
          const item: unknown = field[index];
          const itemPath = path + ".tax" + "[" + index + "]";
          if (item === undefined && !(index in field)) {
            errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
            break;
          }
          checkAuthorize100RequestOrderItemDetailTax(item, itemPath, errors);
        }
        break;
      }
      case "unitDiscountRate": {
        const field = value["unitDiscountRate"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".unitDiscountRate", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".unitDiscountRate", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".unitDiscountRate", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".unitDiscountRate", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "unitTaxRate": {
        const field = value["unitTaxRate"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".unitTaxRate", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".unitTaxRate", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".unitTaxRate", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".unitTaxRate", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "unitTaxType": {
        const field = value["unitTaxType"];
        if (typeof field !== "string") errors.push(invalid(path + ".unitTaxType", "Must be a string."));
        else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".unitTaxType", "Must be 1 to 10 characters long."));
        break;
      }
      case "unspsc": {
        const field = value["unspsc"];
        if (typeof field !== "string") errors.push(invalid(path + ".unspsc", "Must be a string."));
        else if (!inCharset(field, ASCII_12, PATTERN_13)) errors.push(invalid(path + ".unspsc", "Must hold only the characters 0-9 (Digits)."));
        break;
      }
      case "upc": {
        const field = value["upc"];
        if (typeof field !== "string") errors.push(invalid(path + ".upc", "Must be a string."));
        else if (!inCharset(field, ASCII_12, PATTERN_13)) errors.push(invalid(path + ".upc", "Must hold only the characters 0-9 (Digits)."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestOrderItemDetailTax(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "amount": {
        const field = value["amount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "rate": {
        const field = value["rate"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".rate", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".rate", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 6) errors.push(invalid(path + ".rate", "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 6) errors.push(invalid(path + ".rate", "Must be 1 to 6 characters long."));
        }
        break;
      }
      case "type": {
        const field = value["type"];
        if (typeof field !== "string") errors.push(invalid(path + ".type", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".type", "Must be 1 to 50 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestOrderMerchantCharge(value: unknown, path: string, errors: ValidationError[]): number {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return 0;
  }
  let requiredSeen = 0;
  let found = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "amount": {
        const field = value["amount"];
        if (field !== undefined) found |= 1;
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "type": {
        requiredSeen++;
        const field = value["type"];
        if (field !== "SURCHARGE") errors.push(invalid(path + ".type", "Must be one of SURCHARGE."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
  if (requiredSeen !== 1) {
    if (!isBodyKey(value, "type")) errors.push(missing(path + ".type"));
  }
  return found;
}

function checkAuthorize100RequestOrderReward(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  let requiredSeen = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "amount": {
        const field = value["amount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "balanceId": {
        requiredSeen++;
        const field = value["balanceId"];
        if (typeof field !== "string") errors.push(invalid(path + ".balanceId", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".balanceId", "Must be 1 to 100 characters long."));
        else if (!inCharset(field, ASCII_33, PATTERN_34)) errors.push(invalid(path + ".balanceId", "Must hold only the characters 0-9, a-z, A-Z, '-', '_', space, '&', '+', '!', '$', '%', '.' and '=' (Alphanumeric + additional characters)."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
  if (requiredSeen !== 1) {
    if (!isBodyKey(value, "balanceId")) errors.push(missing(path + ".balanceId"));
  }
}

function checkAuthorize100RequestOrderStatementDescriptor(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "address": {
        const field = value["address"];
        checkAuthorize100RequestOrderStatementDescriptorAddress(field, path + ".address", errors);
        break;
      }
      case "name": {
        const field = value["name"];
        if (typeof field !== "string") errors.push(invalid(path + ".name", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".name", "Must be 1 to 100 characters long."));
        break;
      }
      case "phone": {
        const field = value["phone"];
        if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".phone", "Must be 1 to 20 characters long."));
        break;
      }
      case "websiteUrl": {
        const field = value["websiteUrl"];
        if (typeof field !== "string") errors.push(invalid(path + ".websiteUrl", "Must be a string."));
        else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".websiteUrl", "Must be an absolute URL."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestOrderStatementDescriptorAddress(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "city": {
        const field = value["city"];
        if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
        break;
      }
      case "company": {
        const field = value["company"];
        if (typeof field !== "string") errors.push(invalid(path + ".company", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".company", "Must be 1 to 100 characters long."));
        break;
      }
      case "country": {
        const field = value["country"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "postcodeZip": {
        const field = value["postcodeZip"];
        if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
        else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
        else if (!inCharset(field, ASCII_3, PATTERN_4)) errors.push(invalid(path + ".postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
        break;
      }
      case "stateProvince": {
        const field = value["stateProvince"];
        if (typeof field !== "string") errors.push(invalid(path + ".stateProvince", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".stateProvince", "Must be 1 to 20 characters long."));
        break;
      }
      case "stateProvinceCode": {
        const field = value["stateProvinceCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".stateProvinceCode", "Must be a string."));
        else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".stateProvinceCode", "Must be 1 to 3 characters long."));
        break;
      }
      case "street": {
        const field = value["street"];
        if (typeof field !== "string") errors.push(invalid(path + ".street", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street", "Must be 1 to 100 characters long."));
        break;
      }
      case "street2": {
        const field = value["street2"];
        if (typeof field !== "string") errors.push(invalid(path + ".street2", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street2", "Must be 1 to 100 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestOrderSubMerchant(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  let requiredSeen = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "address": {
        const field = value["address"];
        checkAuthorize100RequestOrderSubMerchantAddress(field, path + ".address", errors);
        break;
      }
      case "bankIndustryCode": {
        const field = value["bankIndustryCode"];
        if (!(typeof field === "string" && field.length === 4 && inCharset(field, ASCII_12, PATTERN_13))) {
          if (typeof field !== "string") errors.push(invalid(path + ".bankIndustryCode", "Must be a string."));
          else if (!lengthWithin(field, 4, 4)) errors.push(invalid(path + ".bankIndustryCode", "Must be exactly 4 characters long."));
          else if (!inCharset(field, ASCII_12, PATTERN_13)) errors.push(invalid(path + ".bankIndustryCode", "Must hold only the characters 0-9 (Digits)."));
        }
        break;
      }
      case "disputeContactPhone": {
        const field = value["disputeContactPhone"];
        if (typeof field !== "string") errors.push(invalid(path + ".disputeContactPhone", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_26)) errors.push(invalid(path + ".disputeContactPhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."));
        else if (countDigits(field) > 15) errors.push(invalid(path + ".disputeContactPhone", "Must have at most 15 digits in total."));
        break;
      }
      case "email": {
        const field = value["email"];
        if (!(typeof field === "string" && field.length >= 4 && matchesAutomaton(field, AUTOMATON_25))) {
          if (typeof field !== "string") errors.push(invalid(path + ".email", "Must be a string."));
          else if ((field.length < 7) && !lengthWithin(field, 4, Infinity)) errors.push(invalid(path + ".email", "Must be at least 4 characters long."));
          else if (!matchesAutomaton(field, AUTOMATON_25)) errors.push(invalid(path + ".email", "Must have the required form: Longer than 3 characters and a generous subset of RFC 2822 addresses."));
        }
        break;
      }
      case "governmentCountryCode": {
        const field = value["governmentCountryCode"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".governmentCountryCode", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".governmentCountryCode", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".governmentCountryCode", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "identifier": {
        requiredSeen++;
        const field = value["identifier"];
        if (typeof field !== "string") errors.push(invalid(path + ".identifier", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".identifier", "Must be 1 to 100 characters long."));
        break;
      }
      case "marketplaceId": {
        const field = value["marketplaceId"];
        if (typeof field !== "string") errors.push(invalid(path + ".marketplaceId", "Must be a string."));
        else if ((field.length < 1 || field.length > 11) && !lengthWithin(field, 1, 11)) errors.push(invalid(path + ".marketplaceId", "Must be 1 to 11 characters long."));
        break;
      }
      case "phone": {
        const field = value["phone"];
        if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".phone", "Must be 1 to 20 characters long."));
        break;
      }
      case "registeredName": {
        const field = value["registeredName"];
        if (typeof field !== "string") errors.push(invalid(path + ".registeredName", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".registeredName", "Must be 1 to 100 characters long."));
        break;
      }
      case "tradingName": {
        requiredSeen++;
        const field = value["tradingName"];
        if (typeof field !== "string") errors.push(invalid(path + ".tradingName", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".tradingName", "Must be 1 to 100 characters long."));
        break;
      }
      case "websiteUrl": {
        const field = value["websiteUrl"];
        if (typeof field !== "string") errors.push(invalid(path + ".websiteUrl", "Must be a string."));
        else if (!isAbsoluteUrl(field)) errors.push(invalid(path + ".websiteUrl", "Must be an absolute URL."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
  if (requiredSeen !== 2) {
    if (!isBodyKey(value, "identifier")) errors.push(missing(path + ".identifier"));
    if (!isBodyKey(value, "tradingName")) errors.push(missing(path + ".tradingName"));
  }
}

function checkAuthorize100RequestOrderSubMerchantAddress(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "city": {
        const field = value["city"];
        if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
        break;
      }
      case "company": {
        const field = value["company"];
        if (typeof field !== "string") errors.push(invalid(path + ".company", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".company", "Must be 1 to 100 characters long."));
        break;
      }
      case "country": {
        const field = value["country"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "postcodeZip": {
        const field = value["postcodeZip"];
        if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
        else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
        else if (!inCharset(field, ASCII_3, PATTERN_4)) errors.push(invalid(path + ".postcodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
        break;
      }
      case "stateProvince": {
        const field = value["stateProvince"];
        if (typeof field !== "string") errors.push(invalid(path + ".stateProvince", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".stateProvince", "Must be 1 to 20 characters long."));
        break;
      }
      case "stateProvinceCode": {
        const field = value["stateProvinceCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".stateProvinceCode", "Must be a string."));
        else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".stateProvinceCode", "Must be 1 to 3 characters long."));
        break;
      }
      case "street": {
        const field = value["street"];
        if (typeof field !== "string") errors.push(invalid(path + ".street", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street", "Must be 1 to 100 characters long."));
        break;
      }
      case "street2": {
        const field = value["street2"];
        if (typeof field !== "string") errors.push(invalid(path + ".street2", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street2", "Must be 1 to 100 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestOrderTax(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "amount": {
        const field = value["amount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "rate": {
        const field = value["rate"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".rate", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".rate", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 6) errors.push(invalid(path + ".rate", "Must be 1 to 6 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 6) errors.push(invalid(path + ".rate", "Must be 1 to 6 characters long."));
        }
        break;
      }
      case "type": {
        const field = value["type"];
        if (typeof field !== "string") errors.push(invalid(path + ".type", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".type", "Must be 1 to 50 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestOrderTransactionFiltering(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "avsResponseCodeRules": {
        const field = value["avsResponseCodeRules"];
        if (!Array.isArray(field)) errors.push(invalid(path + ".avsResponseCodeRules", "Must be a JSON array."));
        else for (let index = 0; index < field.length; index++) {
          const item: unknown = field[index];
          const itemPath = path + ".avsResponseCodeRules" + "[" + index + "]";
          if (item === undefined && !(index in field)) {
            errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
            break;
          }
          checkAuthorize100RequestOrderTransactionFilteringAvsResponseCodeRules(item, itemPath, errors);
        }
        break;
      }
      default: if (!isNotShownInAuthorize100Request(path + "." + key)) errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestOrderTransactionFilteringAvsResponseCodeRules(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  let requiredSeen = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "action": {
        requiredSeen++;
        const field = value["action"];
        if (field !== "NO_ACTION" && field !== "REJECT" && field !== "REVIEW") errors.push(invalid(path + ".action", "Must be one of NO_ACTION, REJECT, REVIEW."));
        break;
      }
      case "avsResponseCode": {
        requiredSeen++;
        const field = value["avsResponseCode"];
        if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".avsResponseCode", "Must be a non-empty string."));
        break;
      }
      default: if (!isNotShownInAuthorize100Request(path + "." + key)) errors.push(unsupported(path + "." + key));
    }
  }
  if (requiredSeen !== 2) {
    if (!isBodyKey(value, "action")) errors.push(missing(path + ".action"));
    if (!isBodyKey(value, "avsResponseCode")) errors.push(missing(path + ".avsResponseCode"));
  }
}

function checkAuthorize100RequestShipping(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "contact": {
        const field = value["contact"];
        checkAuthorize100RequestShippingContact(field, path + ".contact", errors);
        break;
      }
      case "method": {
        const field = value["method"];
        if (typeof field !== "string" || !VALUES_35.has(field)) errors.push(invalid(path + ".method", "Must be one of ELECTRONIC, GROUND, NOT_SHIPPED, OVERNIGHT, PICKUP, PRIORITY, SAME_DAY."));
        break;
      }
      case "origin": {
        const field = value["origin"];
        checkAuthorize100RequestShippingOrigin(field, path + ".origin", errors);
        break;
      }
      default: if (!isNotShownInAuthorize100Request(path + "." + key)) errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestShippingContact(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "mobilePhone": {
        const field = value["mobilePhone"];
        if (typeof field !== "string") errors.push(invalid(path + ".mobilePhone", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_26)) errors.push(invalid(path + ".mobilePhone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."));
        else if (countDigits(field) > 15) errors.push(invalid(path + ".mobilePhone", "Must have at most 15 digits in total."));
        break;
      }
      case "phone": {
        const field = value["phone"];
        if (typeof field !== "string") errors.push(invalid(path + ".phone", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_26)) errors.push(invalid(path + ".phone", "Must have the required form: ITU-T E123: '+', a country code of 1 to 3 digits, one space, then the national number (single spaces allowed). The country code is mandatory. At most 15 digits in total."));
        else if (countDigits(field) > 15) errors.push(invalid(path + ".phone", "Must have at most 15 digits in total."));
        break;
      }
      default: if (!isNotShownInAuthorize100Request(path + "." + key)) errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestShippingOrigin(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "postcodeZip": {
        const field = value["postcodeZip"];
        if (typeof field !== "string") errors.push(invalid(path + ".postcodeZip", "Must be a string."));
        else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postcodeZip", "Must be 1 to 10 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestTransaction(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "acquirer": {
        const field = value["acquirer"];
        checkAuthorize100RequestTransactionAcquirer(field, path + ".acquirer", errors);
        break;
      }
      case "authorizationCode": {
        const field = value["authorizationCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".authorizationCode", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".authorizationCode", "Must be 1 to 100 characters long."));
        else if (!inCharset(field, ASCII_27, PATTERN_28)) errors.push(invalid(path + ".authorizationCode", "Must hold only the characters U+0000-U+007F (ASCII Text)."));
        break;
      }
      case "batchName": {
        const field = value["batchName"];
        if (typeof field !== "string") errors.push(invalid(path + ".batchName", "Must be a string."));
        else if ((field.length < 1 || field.length > 512) && !lengthWithin(field, 1, 512)) errors.push(invalid(path + ".batchName", "Must be 1 to 512 characters long."));
        break;
      }
      case "deferredAuthorization": {
        const field = value["deferredAuthorization"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".deferredAuthorization", "Must be true or false."));
        break;
      }
      case "frequency": {
        const field = value["frequency"];
        if (field !== "INSTALLMENT" && field !== "RECURRING" && field !== "SINGLE") errors.push(invalid(path + ".frequency", "Must be one of INSTALLMENT, RECURRING, SINGLE."));
        break;
      }
      case "merchantNote": {
        const field = value["merchantNote"];
        if (typeof field !== "string") errors.push(invalid(path + ".merchantNote", "Must be a string."));
        else if ((field.length < 1 || field.length > 250) && !lengthWithin(field, 1, 250)) errors.push(invalid(path + ".merchantNote", "Must be 1 to 250 characters long."));
        break;
      }
      case "multiCurrencyPricing": {
        const field = value["multiCurrencyPricing"];
        checkAuthorize100RequestTransactionMultiCurrencyPricing(field, path + ".multiCurrencyPricing", errors);
        break;
      }
      case "payerConsentForStoringCardDetails": {
        const field = value["payerConsentForStoringCardDetails"];
        if (field !== "MERCHANT_INITIATED_PAYMENTS" && field !== "PAYER_DECLINED" && field !== "PAYER_INITIATED_PAYMENTS") errors.push(invalid(path + ".payerConsentForStoringCardDetails", "Must be one of MERCHANT_INITIATED_PAYMENTS, PAYER_DECLINED, PAYER_INITIATED_PAYMENTS."));
        break;
      }
      case "receipt": {
        const field = value["receipt"];
        if (typeof field !== "string") errors.push(invalid(path + ".receipt", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".receipt", "Must be 1 to 100 characters long."));
        else if (!inCharset(field, ASCII_27, PATTERN_28)) errors.push(invalid(path + ".receipt", "Must hold only the characters U+0000-U+007F (ASCII Text)."));
        break;
      }
      case "reference": {
        const field = value["reference"];
        if (typeof field !== "string") errors.push(invalid(path + ".reference", "Must be a string."));
        else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".reference", "Must be 1 to 40 characters long."));
        break;
      }
      case "relatedTransactions": {
        const field = value["relatedTransactions"];
        checkAuthorize100RequestTransactionRelatedTransactions(field, path + ".relatedTransactions", errors);
        break;
      }
      case "resubmission": {
        const field = value["resubmission"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".resubmission", "Must be true or false."));
        break;
      }
      case "serviceLocation": {
        const field = value["serviceLocation"];
        checkAuthorize100RequestTransactionServiceLocation(field, path + ".serviceLocation", errors);
        break;
      }
      case "source": {
        const field = value["source"];
        if (typeof field !== "string" || !VALUES_36.has(field)) errors.push(invalid(path + ".source", "Must be one of CALL_CENTRE, CARD_PRESENT, INTERNET, MAIL_ORDER, MERCHANT, MOTO, PAYER_PRESENT, TELEPHONE_ORDER, VOICE_RESPONSE."));
        break;
      }
      case "targetTransactionId": {
        const field = value["targetTransactionId"];
        if (typeof field !== "string") errors.push(invalid(path + ".targetTransactionId", "Must be a string."));
        else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".targetTransactionId", "Must be 1 to 40 characters long."));
        break;
      }
      case "taxAmount": {
        const field = value["taxAmount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".taxAmount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".taxAmount", "Must be a decimal of digits and '.'."));
          else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".taxAmount", "Must have at most 3 digits after the decimal point."));
          else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".taxAmount", "Must be at least 0."));
          else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".taxAmount", "Must be at most 1000000000000."));
        }
        break;
      }
      case "terminal": {
        const field = value["terminal"];
        if (typeof field !== "string") errors.push(invalid(path + ".terminal", "Must be a string."));
        else if ((field.length < 1 || field.length > 16) && !lengthWithin(field, 1, 16)) errors.push(invalid(path + ".terminal", "Must be 1 to 16 characters long."));
        break;
      }
      case "transit": {
        const field = value["transit"];
        checkAuthorize100RequestTransactionTransit(field, path + ".transit", errors);
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestTransactionAcquirer(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "batch": {
        const field = value["batch"];
        if (typeof field !== "number" || !Number.isInteger(field)) errors.push(invalid(path + ".batch", "Must be a whole number."));
        else if (field < 1 || field > 2147483647) errors.push(invalid(path + ".batch", "Must be 1 to 2147483647."));
        break;
      }
      case "customData": {
        const field = value["customData"];
        if (typeof field !== "string") errors.push(invalid(path + ".customData", "Must be a string."));
        else if ((field.length < 1 || field.length > 2048) && !lengthWithin(field, 1, 2048)) errors.push(invalid(path + ".customData", "Must be 1 to 2048 characters long."));
        break;
      }
      case "date": {
        const field = value["date"];
        if (typeof field !== "string") errors.push(invalid(path + ".date", "Must be a string."));
        else if ((field.length < 1 || field.length > 4000) && !lengthWithin(field, 1, 4000)) errors.push(invalid(path + ".date", "Must be 1 to 4000 characters long."));
        break;
      }
      case "time": {
        const field = value["time"];
        if (typeof field !== "string") errors.push(invalid(path + ".time", "Must be a string."));
        else if ((field.length < 1 || field.length > 4000) && !lengthWithin(field, 1, 4000)) errors.push(invalid(path + ".time", "Must be 1 to 4000 characters long."));
        break;
      }
      case "traceId": {
        const field = value["traceId"];
        if (typeof field !== "string") errors.push(invalid(path + ".traceId", "Must be a string."));
        else if ((field.length < 1 || field.length > 15) && !lengthWithin(field, 1, 15)) errors.push(invalid(path + ".traceId", "Must be 1 to 15 characters long."));
        break;
      }
      case "transactionId": {
        const field = value["transactionId"];
        if (typeof field !== "string") errors.push(invalid(path + ".transactionId", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".transactionId", "Must be 1 to 100 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestTransactionMultiCurrencyPricing(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "rate": {
        const field = value["rate"];
        checkAuthorize100RequestTransactionMultiCurrencyPricingRate(field, path + ".rate", errors);
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestTransactionMultiCurrencyPricingRate(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "quoteId": {
        const field = value["quoteId"];
        if (typeof field !== "string") errors.push(invalid(path + ".quoteId", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".quoteId", "Must be 1 to 100 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestTransactionRelatedTransactions(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "firstTransactionInTheSeries": {
        const field = value["firstTransactionInTheSeries"];
        checkAuthorize100RequestTransactionRelatedTransactionsFirstTransactionInTheSeries(field, path + ".firstTransactionInTheSeries", errors);
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestTransactionRelatedTransactionsFirstTransactionInTheSeries(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "source": {
        const field = value["source"];
        if (typeof field !== "string" || !VALUES_37.has(field)) errors.push(invalid(path + ".source", "Must be one of CALL_CENTRE, INTERNET, MAIL_ORDER, MOTO, TELEPHONE_ORDER, VOICE_RESPONSE."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestTransactionServiceLocation(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "city": {
        const field = value["city"];
        if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
        break;
      }
      case "country": {
        const field = value["country"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "postCodeZip": {
        const field = value["postCodeZip"];
        if (typeof field !== "string") errors.push(invalid(path + ".postCodeZip", "Must be a string."));
        else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postCodeZip", "Must be 1 to 10 characters long."));
        break;
      }
      case "stateProvinceCode": {
        const field = value["stateProvinceCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".stateProvinceCode", "Must be a string."));
        else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".stateProvinceCode", "Must be 1 to 3 characters long."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestTransactionTransit(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "aggregatedFare": {
        const field = value["aggregatedFare"];
        checkAuthorize100RequestTransactionTransitAggregatedFare(field, path + ".aggregatedFare", errors);
        break;
      }
      case "knownFare": {
        const field = value["knownFare"];
        checkAuthorize100RequestTransactionTransitKnownFare(field, path + ".knownFare", errors);
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function checkAuthorize100RequestTransactionTransitAggregatedFare(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  let requiredSeen = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "aggregationStartDate": {
        requiredSeen++;
        const field = value["aggregationStartDate"];
        if (typeof field !== "string") errors.push(invalid(path + ".aggregationStartDate", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".aggregationStartDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".aggregationStartDate", "Must be a calendar date (yyyy-mm-dd)."));
        break;
      }
      case "transportationMode": {
        requiredSeen++;
        const field = value["transportationMode"];
        if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".transportationMode", "Must be a non-empty string."));
        break;
      }
      case "type": {
        requiredSeen++;
        const field = value["type"];
        if (field !== "DEBT_RECOVERY_MERCHANT_INITIATED" && field !== "DEBT_RECOVERY_PAYER_INITIATED" && field !== "DEBT_RECOVERY_TAP_INITIATED" && field !== "FARE") errors.push(invalid(path + ".type", "Must be one of DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
  if (requiredSeen !== 3) {
    if (!isBodyKey(value, "aggregationStartDate")) errors.push(missing(path + ".aggregationStartDate"));
    if (!isBodyKey(value, "transportationMode")) errors.push(missing(path + ".transportationMode"));
    if (!isBodyKey(value, "type")) errors.push(missing(path + ".type"));
  }
}

function checkAuthorize100RequestTransactionTransitKnownFare(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "type": {
        const field = value["type"];
        if (typeof field !== "string" || !VALUES_38.has(field)) errors.push(invalid(path + ".type", "Must be one of DEBT_RECOVERY_MERCHANT_INITIATED, DEBT_RECOVERY_PAYER_INITIATED, DEBT_RECOVERY_TAP_INITIATED, FARE_DEFERRED_AUTHORIZATION, FARE_REAL_TIME_AUTHORIZATION."));
        break;
      }
      default: errors.push(unsupported(path + "." + key));
    }
  }
}

function isNotShownInAuthorize100Request(path: string): boolean {
  // Authorize request: fields from the end of authentication.3ds2.custom up to customer.mobilePhone: not shown.
  // Authorize request: fields from the avsResponseCode values up to shipping.contact.mobilePhone (including the full avsResponseCode value list and sourceOfFunds): not shown.
  const segments = referenceSegments(path);
  return (compareSegments(segments, LIST_39) > 0 && compareSegments(segments, LIST_40) < 0) || (isAtOrUnder(path, "sourceOfFunds") || compareSegments(segments, LIST_41) > 0 && compareSegments(segments, LIST_42) < 0);
}

export function validateAuthorize100Response(body: unknown, options?: ValidateOptions): ValidationResult {
  try {
    if (!isRecord(body)) return toResult([invalid("", "The response body must be a JSON object.")]);
    const errors: ValidationError[] = [];
    checkAuthorize100Response(body, errors);
    return toResult(errors);
  }
  catch {
    return unreadableBody(body);
  }
}

function checkAuthorize100Response(value: Record<string, unknown>, errors: ValidationError[]): void {
  let requiredSeen = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "accountFunding": {
        const field = value["accountFunding"];
        checkAuthorize100ResponseAccountFunding(field, "accountFunding", errors);
        break;
      }
      case "action": {
        const field = value["action"];
        checkAuthorize100ResponseAction(field, "action", errors);
        break;
      }
      case "airline": {
        const field = value["airline"];
        checkAuthorize100ResponseAirline(field, "airline", errors);
        break;
      }
      case "merchant": {
        requiredSeen++;
        const field = value["merchant"];
        if (typeof field !== "string") errors.push(invalid("merchant", "Must be a string."));
        else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid("merchant", "Must be 1 to 40 characters long."));
        else if (!inCharset(field, ASCII_43, PATTERN_44)) errors.push(invalid("merchant", "Must hold only the characters 0-9, a-z, A-Z, '-' and '_' (Alphanumeric + additional characters)."));
        break;
      }
      case "order": {
        requiredSeen++;
        const field = value["order"];
        checkAuthorize100ResponseOrder(field, "order", errors);
        break;
      }
      case "transaction": {
        requiredSeen++;
        const field = value["transaction"];
        checkAuthorize100ResponseTransaction(field, "transaction", errors);
        break;
      }
      case "version": {
        const field = value["version"];
        if (typeof field !== "string") errors.push(invalid("version", "Must be a string."));
        else if ((field.length < 1 || field.length > 8) && !lengthWithin(field, 1, 8)) errors.push(invalid("version", "Must be 1 to 8 characters long."));
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
  if (requiredSeen !== 3) {
    if (!isBodyKey(value, "merchant")) errors.push(missing("merchant"));
    if (!isBodyKey(value, "order")) errors.push(missing("order"));
    if (!isBodyKey(value, "transaction")) errors.push(missing("transaction"));
  }
}

function checkAuthorize100ResponseAccountFunding(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  let requiredSeen = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "purpose": {
        const field = value["purpose"];
        if (field !== "CRYPTOCURRENCY_PURCHASE" && field !== "MERCHANT_SETTLEMENT" && field !== "OTHER" && field !== "PAYROLL") errors.push(invalid(path + ".purpose", "Must be one of CRYPTOCURRENCY_PURCHASE, MERCHANT_SETTLEMENT, OTHER, PAYROLL."));
        break;
      }
      case "recipient": {
        const field = value["recipient"];
        checkAuthorize100ResponseAccountFundingRecipient(field, path + ".recipient", errors);
        break;
      }
      case "reference": {
        requiredSeen++;
        const field = value["reference"];
        if (typeof field !== "string") errors.push(invalid(path + ".reference", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".reference", "Must be 1 to 50 characters long."));
        break;
      }
      case "senderIsRecipient": {
        const field = value["senderIsRecipient"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".senderIsRecipient", "Must be true or false."));
        break;
      }
      case "senderType": {
        const field = value["senderType"];
        if (field !== "COMMERCIAL_ORGANIZATION" && field !== "GOVERNMENT" && field !== "NON_PROFIT_ORGANIZATION" && field !== "PERSON") errors.push(invalid(path + ".senderType", "Must be one of COMMERCIAL_ORGANIZATION, GOVERNMENT, NON_PROFIT_ORGANIZATION, PERSON."));
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
  if (requiredSeen !== 1) {
    if (!isBodyKey(value, "reference")) errors.push(missing(path + ".reference"));
  }
}

function checkAuthorize100ResponseAccountFundingRecipient(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "address": {
        const field = value["address"];
        checkAuthorize100ResponseAccountFundingRecipientAddress(field, path + ".address", errors);
        break;
      }
      case "firstName": {
        const field = value["firstName"];
        if (typeof field !== "string") errors.push(invalid(path + ".firstName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".firstName", "Must be 1 to 50 characters long."));
        break;
      }
      case "identification": {
        const field = value["identification"];
        checkAuthorize100ResponseAccountFundingRecipientIdentification(field, path + ".identification", errors);
        break;
      }
      case "lastName": {
        const field = value["lastName"];
        if (typeof field !== "string") errors.push(invalid(path + ".lastName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".lastName", "Must be 1 to 50 characters long."));
        break;
      }
      case "middleName": {
        const field = value["middleName"];
        if (typeof field !== "string") errors.push(invalid(path + ".middleName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".middleName", "Must be 1 to 50 characters long."));
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
}

function checkAuthorize100ResponseAccountFundingRecipientAddress(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "city": {
        const field = value["city"];
        if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
        break;
      }
      case "country": {
        const field = value["country"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "postCodeZip": {
        const field = value["postCodeZip"];
        if (typeof field !== "string") errors.push(invalid(path + ".postCodeZip", "Must be a string."));
        else if ((field.length < 1 || field.length > 10) && !lengthWithin(field, 1, 10)) errors.push(invalid(path + ".postCodeZip", "Must be 1 to 10 characters long."));
        else if (!inCharset(field, ASCII_3, PATTERN_4)) errors.push(invalid(path + ".postCodeZip", "Must hold only the characters 0-9, a-z, A-Z, space and '-' (Alphanumeric + additional characters)."));
        break;
      }
      case "stateProvinceCode": {
        const field = value["stateProvinceCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".stateProvinceCode", "Must be a string."));
        else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".stateProvinceCode", "Must be 1 to 3 characters long."));
        break;
      }
      case "street": {
        const field = value["street"];
        if (typeof field !== "string") errors.push(invalid(path + ".street", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street", "Must be 1 to 100 characters long."));
        break;
      }
      case "street2": {
        const field = value["street2"];
        if (typeof field !== "string") errors.push(invalid(path + ".street2", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".street2", "Must be 1 to 100 characters long."));
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
}

function checkAuthorize100ResponseAccountFundingRecipientIdentification(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "country": {
        const field = value["country"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "type": {
        const field = value["type"];
        if (typeof field !== "string" || !VALUES_5.has(field)) errors.push(invalid(path + ".type", "Must be one of ALIEN_REGISTRATION_NUMBER, BUSINESS_TAX_ID, COMPANY_REGISTRATION_NUMBER, CUSTOMER_IDENTIFICATION, DATE_OF_BIRTH, DRIVERS_LICENSE, EMAIL, GOVERNMENT_ISSUED, INDIVIDUAL_TAX_ID, LAW_ENFORCEMENT_IDENTIFICATION, MILITARY_IDENTIFICATION, NATIONAL_IDENTIFICATION_CARD, OTHER, PASSPORT, PHONE_NUMBER, PROXY_IDENTIFICATION, SOCIAL_SECURITY_NUMBER, TRAVEL_IDENTIFICATION."));
        break;
      }
      case "value": {
        const field = value["value"];
        if (typeof field !== "string") errors.push(invalid(path + ".value", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".value", "Must be 1 to 50 characters long."));
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
}

function checkAuthorize100ResponseAction(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "refundAuthorization": {
        const field = value["refundAuthorization"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".refundAuthorization", "Must be true or false."));
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
}

function checkAuthorize100ResponseAirline(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "bookingReference": {
        const field = value["bookingReference"];
        if (!(typeof field === "string" && field.length >= 6 && field.length <= 15 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".bookingReference", "Must be a string."));
          else if ((field.length < 11 || field.length > 15) && !lengthWithin(field, 6, 15)) errors.push(invalid(path + ".bookingReference", "Must be 6 to 15 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".bookingReference", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "documentType": {
        const field = value["documentType"];
        if (typeof field !== "string" || field.length === 0) errors.push(invalid(path + ".documentType", "Must be a non-empty string."));
        break;
      }
      case "itinerary": {
        const field = value["itinerary"];
        checkAuthorize100ResponseAirlineItinerary(field, path + ".itinerary", errors);
        break;
      }
      case "passenger": {
        const field = value["passenger"];
        if (!Array.isArray(field)) errors.push(invalid(path + ".passenger", "Must be a JSON array."));
        else for (let index = 0; index < field.length; index++) {
          const item: unknown = field[index];
          const itemPath = path + ".passenger" + "[" + index + "]";
          if (item === undefined && !(index in field)) {
            errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
            break;
          }
          checkAuthorize100ResponseAirlinePassenger(item, itemPath, errors);
        }
        break;
      }
      case "planNumber": {
        const field = value["planNumber"];
        if (!(typeof field === "string" && field.length === 2 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".planNumber", "Must be a string."));
          else if (!lengthWithin(field, 2, 2)) errors.push(invalid(path + ".planNumber", "Must be exactly 2 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".planNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "ticket": {
        const field = value["ticket"];
        checkAuthorize100ResponseAirlineTicket(field, path + ".ticket", errors);
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
}

function checkAuthorize100ResponseAirlineItinerary(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "leg": {
        const field = value["leg"];
        if (!Array.isArray(field)) errors.push(invalid(path + ".leg", "Must be a JSON array."));
        else for (let index = 0; index < field.length; index++) {
          const item: unknown = field[index];
          const itemPath = path + ".leg" + "[" + index + "]";
          if (item === undefined && !(index in field)) {
            errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
            break;
          }
          checkAuthorize100ResponseAirlineItineraryLeg(item, itemPath, errors);
        }
        break;
      }
      case "numberInParty": {
        const field = value["numberInParty"];
        if (typeof field !== "string") errors.push(invalid(path + ".numberInParty", "Must be a string."));
        else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".numberInParty", "Must be 1 to 3 characters long."));
        else if (!inCharset(field, ASCII_12, PATTERN_13)) errors.push(invalid(path + ".numberInParty", "Must hold only the characters 0-9 (Digits)."));
        break;
      }
      case "originCountry": {
        const field = value["originCountry"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".originCountry", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".originCountry", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".originCountry", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
}

function checkAuthorize100ResponseAirlineItineraryLeg(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "carrierCode": {
        const field = value["carrierCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".carrierCode", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_14)) errors.push(invalid(path + ".carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."));
        break;
      }
      case "conjunctionTicketNumber": {
        const field = value["conjunctionTicketNumber"];
        if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".conjunctionTicketNumber", "Must be a string."));
          else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".conjunctionTicketNumber", "Must be 11 to 16 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".conjunctionTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "couponNumber": {
        const field = value["couponNumber"];
        if (typeof field !== "string") errors.push(invalid(path + ".couponNumber", "Must be a string."));
        else if ((field.length < 1 || field.length > 1) && !lengthWithin(field, 1, 1)) errors.push(invalid(path + ".couponNumber", "Must be exactly 1 characters long."));
        else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".couponNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        break;
      }
      case "departureAirport": {
        const field = value["departureAirport"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".departureAirport", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".departureAirport", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".departureAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "departureDate": {
        const field = value["departureDate"];
        if (typeof field !== "string") errors.push(invalid(path + ".departureDate", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".departureDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".departureDate", "Must be a calendar date (yyyy-mm-dd)."));
        break;
      }
      case "departureTax": {
        const field = value["departureTax"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".departureTax", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".departureTax", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".departureTax", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".departureTax", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "departureTime": {
        const field = value["departureTime"];
        if (typeof field !== "string") errors.push(invalid(path + ".departureTime", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_15)) errors.push(invalid(path + ".departureTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."));
        break;
      }
      case "destinationAirport": {
        const field = value["destinationAirport"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".destinationAirport", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".destinationAirport", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".destinationAirport", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "destinationArrivalDate": {
        const field = value["destinationArrivalDate"];
        if (typeof field !== "string") errors.push(invalid(path + ".destinationArrivalDate", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".destinationArrivalDate", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".destinationArrivalDate", "Must be a calendar date (yyyy-mm-dd)."));
        break;
      }
      case "destinationArrivalTime": {
        const field = value["destinationArrivalTime"];
        if (typeof field !== "string") errors.push(invalid(path + ".destinationArrivalTime", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_15)) errors.push(invalid(path + ".destinationArrivalTime", "Must have the required form: ISO 8601 extended time, hh:mm[:ss]Z or hh:mm[:ss](+/-)hh[:mm]."));
        break;
      }
      case "endorsementsRestrictions": {
        const field = value["endorsementsRestrictions"];
        if (typeof field !== "string") errors.push(invalid(path + ".endorsementsRestrictions", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".endorsementsRestrictions", "Must be 1 to 20 characters long."));
        else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".endorsementsRestrictions", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        break;
      }
      case "exchangeTicketNumber": {
        const field = value["exchangeTicketNumber"];
        if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".exchangeTicketNumber", "Must be a string."));
          else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".exchangeTicketNumber", "Must be 11 to 16 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".exchangeTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "fare": {
        const field = value["fare"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".fare", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".fare", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".fare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".fare", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "fareBasis": {
        const field = value["fareBasis"];
        if (typeof field !== "string") errors.push(invalid(path + ".fareBasis", "Must be a string."));
        else if ((field.length < 1 || field.length > 24) && !lengthWithin(field, 1, 24)) errors.push(invalid(path + ".fareBasis", "Must be 1 to 24 characters long."));
        else if (!inCharset(field, ASCII_16, PATTERN_17)) errors.push(invalid(path + ".fareBasis", "Must hold only the characters 0-9, a-z, A-Z and space (Alphanumeric + additional characters)."));
        break;
      }
      case "fees": {
        const field = value["fees"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".fees", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".fees", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".fees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".fees", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "flightNumber": {
        const field = value["flightNumber"];
        if (!(typeof field === "string" && field.length >= 4 && field.length <= 6 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".flightNumber", "Must be a string."));
          else if (!lengthWithin(field, 4, 6)) errors.push(invalid(path + ".flightNumber", "Must be 4 to 6 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".flightNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "stopoverPermitted": {
        const field = value["stopoverPermitted"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".stopoverPermitted", "Must be true or false."));
        break;
      }
      case "taxes": {
        const field = value["taxes"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".taxes", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".taxes", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".taxes", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".taxes", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "travelClass": {
        const field = value["travelClass"];
        if (typeof field !== "string") errors.push(invalid(path + ".travelClass", "Must be a string."));
        else if ((field.length < 1 || field.length > 3) && !lengthWithin(field, 1, 3)) errors.push(invalid(path + ".travelClass", "Must be 1 to 3 characters long."));
        else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".travelClass", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
}

function checkAuthorize100ResponseAirlinePassenger(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "firstName": {
        const field = value["firstName"];
        if (typeof field !== "string") errors.push(invalid(path + ".firstName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".firstName", "Must be 1 to 50 characters long."));
        break;
      }
      case "frequentFlyerNumber": {
        const field = value["frequentFlyerNumber"];
        if (typeof field !== "string") errors.push(invalid(path + ".frequentFlyerNumber", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".frequentFlyerNumber", "Must be 1 to 20 characters long."));
        break;
      }
      case "lastName": {
        const field = value["lastName"];
        if (typeof field !== "string") errors.push(invalid(path + ".lastName", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".lastName", "Must be 1 to 20 characters long."));
        break;
      }
      case "middleName": {
        const field = value["middleName"];
        if (typeof field !== "string") errors.push(invalid(path + ".middleName", "Must be a string."));
        else if ((field.length < 1 || field.length > 50) && !lengthWithin(field, 1, 50)) errors.push(invalid(path + ".middleName", "Must be 1 to 50 characters long."));
        break;
      }
      case "specificInformation": {
        const field = value["specificInformation"];
        if (typeof field !== "string") errors.push(invalid(path + ".specificInformation", "Must be a string."));
        else if ((field.length < 1 || field.length > 59) && !lengthWithin(field, 1, 59)) errors.push(invalid(path + ".specificInformation", "Must be 1 to 59 characters long."));
        else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".specificInformation", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        break;
      }
      case "title": {
        const field = value["title"];
        if (typeof field !== "string") errors.push(invalid(path + ".title", "Must be a string."));
        else if ((field.length < 1 || field.length > 20) && !lengthWithin(field, 1, 20)) errors.push(invalid(path + ".title", "Must be 1 to 20 characters long."));
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
}

function checkAuthorize100ResponseAirlineTicket(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "conjunctionTicketIndicator": {
        const field = value["conjunctionTicketIndicator"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".conjunctionTicketIndicator", "Must be true or false."));
        break;
      }
      case "eTicket": {
        const field = value["eTicket"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".eTicket", "Must be true or false."));
        break;
      }
      case "exchangedTicketNumber": {
        const field = value["exchangedTicketNumber"];
        if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".exchangedTicketNumber", "Must be a string."));
          else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".exchangedTicketNumber", "Must be 11 to 16 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".exchangedTicketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "issue": {
        const field = value["issue"];
        checkAuthorize100ResponseAirlineTicketIssue(field, path + ".issue", errors);
        break;
      }
      case "restricted": {
        const field = value["restricted"];
        if (typeof field !== "boolean") errors.push(invalid(path + ".restricted", "Must be true or false."));
        break;
      }
      case "taxOrFee": {
        const field = value["taxOrFee"];
        if (!Array.isArray(field)) errors.push(invalid(path + ".taxOrFee", "Must be a JSON array."));
        else for (let index = 0; index < field.length; index++) {
          const item: unknown = field[index];
          const itemPath = path + ".taxOrFee" + "[" + index + "]";
          if (item === undefined && !(index in field)) {
            errors.push(invalid(itemPath, "An item is missing: a JSON array has no holes."));
            break;
          }
          checkAuthorize100ResponseAirlineTicketTaxOrFee(item, itemPath, errors);
        }
        break;
      }
      case "ticketNumber": {
        const field = value["ticketNumber"];
        if (!(typeof field === "string" && field.length >= 11 && field.length <= 16 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".ticketNumber", "Must be a string."));
          else if (!lengthWithin(field, 11, 16)) errors.push(invalid(path + ".ticketNumber", "Must be 11 to 16 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".ticketNumber", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "totalFare": {
        const field = value["totalFare"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".totalFare", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".totalFare", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".totalFare", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".totalFare", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "totalFees": {
        const field = value["totalFees"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".totalFees", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".totalFees", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".totalFees", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".totalFees", "Must be 1 to 14 characters long."));
        }
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
}

function checkAuthorize100ResponseAirlineTicketIssue(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "address": {
        const field = value["address"];
        if (typeof field !== "string") errors.push(invalid(path + ".address", "Must be a string."));
        else if ((field.length < 1 || field.length > 16) && !lengthWithin(field, 1, 16)) errors.push(invalid(path + ".address", "Must be 1 to 16 characters long."));
        break;
      }
      case "carrierCode": {
        const field = value["carrierCode"];
        if (typeof field !== "string") errors.push(invalid(path + ".carrierCode", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_14)) errors.push(invalid(path + ".carrierCode", "Must have the required form: Two word characters, or three digits, or two word characters, a slash and three digits."));
        break;
      }
      case "carrierName": {
        const field = value["carrierName"];
        if (typeof field !== "string") errors.push(invalid(path + ".carrierName", "Must be a string."));
        else if ((field.length < 1 || field.length > 25) && !lengthWithin(field, 1, 25)) errors.push(invalid(path + ".carrierName", "Must be 1 to 25 characters long."));
        else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".carrierName", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        break;
      }
      case "city": {
        const field = value["city"];
        if (typeof field !== "string") errors.push(invalid(path + ".city", "Must be a string."));
        else if ((field.length < 1 || field.length > 100) && !lengthWithin(field, 1, 100)) errors.push(invalid(path + ".city", "Must be 1 to 100 characters long."));
        break;
      }
      case "country": {
        const field = value["country"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".country", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".country", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".country", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "date": {
        const field = value["date"];
        if (typeof field !== "string") errors.push(invalid(path + ".date", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_6)) errors.push(invalid(path + ".date", "Must have the required form: ISO 8601 extended date, yyyy-mm-dd."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".date", "Must be a calendar date (yyyy-mm-dd)."));
        break;
      }
      case "travelAgentCode": {
        const field = value["travelAgentCode"];
        if (!(typeof field === "string" && field.length >= 8 && field.length <= 9 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".travelAgentCode", "Must be a string."));
          else if (!lengthWithin(field, 8, 9)) errors.push(invalid(path + ".travelAgentCode", "Must be 8 to 9 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".travelAgentCode", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      case "travelAgentName": {
        const field = value["travelAgentName"];
        if (typeof field !== "string") errors.push(invalid(path + ".travelAgentName", "Must be a string."));
        else if ((field.length < 1 || field.length > 30) && !lengthWithin(field, 1, 30)) errors.push(invalid(path + ".travelAgentName", "Must be 1 to 30 characters long."));
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
}

function checkAuthorize100ResponseAirlineTicketTaxOrFee(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "amount": {
        const field = value["amount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
          else if (typeof field === "number" && decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string."));
          else if (decimal.length < 1 || decimal.length > 14) errors.push(invalid(path + ".amount", "Must be 1 to 14 characters long."));
        }
        break;
      }
      case "type": {
        const field = value["type"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_9, PATTERN_10))) {
          if (typeof field !== "string") errors.push(invalid(path + ".type", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".type", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_9, PATTERN_10)) errors.push(invalid(path + ".type", "Must hold only the characters 0-9, a-z and A-Z (Alphanumeric)."));
        }
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
}

function checkAuthorize100ResponseOrder(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  let requiredSeen = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "creationTime": {
        requiredSeen++;
        const field = value["creationTime"];
        if (typeof field !== "string") errors.push(invalid(path + ".creationTime", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_18)) errors.push(invalid(path + ".creationTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".creationTime", "Must name a calendar date."));
        break;
      }
      case "id": {
        requiredSeen++;
        const field = value["id"];
        if (typeof field !== "string") errors.push(invalid(path + ".id", "Must be a string."));
        else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".id", "Must be 1 to 40 characters long."));
        break;
      }
      case "lastUpdatedTime": {
        requiredSeen++;
        const field = value["lastUpdatedTime"];
        if (typeof field !== "string") errors.push(invalid(path + ".lastUpdatedTime", "Must be a string."));
        else if (!matchesAutomaton(field, AUTOMATON_18)) errors.push(invalid(path + ".lastUpdatedTime", "Must have the required form: An instant in the form YYYY-MM-DDThh:mm:ss.SSSZ."));
        else if (!isCalendarDate(field)) errors.push(invalid(path + ".lastUpdatedTime", "Must name a calendar date."));
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
  if (requiredSeen !== 3) {
    if (!isBodyKey(value, "creationTime")) errors.push(missing(path + ".creationTime"));
    if (!isBodyKey(value, "id")) errors.push(missing(path + ".id"));
    if (!isBodyKey(value, "lastUpdatedTime")) errors.push(missing(path + ".lastUpdatedTime"));
  }
}

function checkAuthorize100ResponseTransaction(value: unknown, path: string, errors: ValidationError[]): void {
  if (!isRecord(value)) {
    errors.push(invalid(path, "Must be a JSON object."));
    return;
  }
  let requiredSeen = 0;
  for (const key in value) {
    if (!hasOwn(value, key)) continue;
    switch (key) {
      case "amount": {
        requiredSeen++;
        const field = value["amount"];
        {
          const decimal = decimalText(field);
          if (decimal === undefined) errors.push(invalid(path + ".amount", "Must be a decimal number."));
          else if (!matchesAutomaton(decimal, AUTOMATON_7)) errors.push(invalid(path + ".amount", "Must be a decimal of digits and '.'."));
          else if (decimalScale(decimal) > 3) errors.push(invalid(path + ".amount", "Must have at most 3 digits after the decimal point."));
          else if (compareDecimals(decimal, "0") < 0) errors.push(invalid(path + ".amount", "Must be at least 0."));
          else if (compareDecimals(decimal, "1000000000000") > 0) errors.push(invalid(path + ".amount", "Must be at most 1000000000000."));
        }
        break;
      }
      case "currency": {
        requiredSeen++;
        const field = value["currency"];
        if (!(typeof field === "string" && field.length === 3 && inCharset(field, ASCII_1, PATTERN_2))) {
          if (typeof field !== "string") errors.push(invalid(path + ".currency", "Must be a string."));
          else if (!lengthWithin(field, 3, 3)) errors.push(invalid(path + ".currency", "Must be exactly 3 characters long."));
          else if (!inCharset(field, ASCII_1, PATTERN_2)) errors.push(invalid(path + ".currency", "Must hold only the characters A-Z (Upper case alphabetic text)."));
        }
        break;
      }
      case "id": {
        requiredSeen++;
        const field = value["id"];
        if (typeof field !== "string") errors.push(invalid(path + ".id", "Must be a string."));
        else if ((field.length < 1 || field.length > 40) && !lengthWithin(field, 1, 40)) errors.push(invalid(path + ".id", "Must be 1 to 40 characters long."));
        break;
      }
      case "type": {
        requiredSeen++;
        const field = value["type"];
        if (typeof field !== "string" || !VALUES_45.has(field)) errors.push(invalid(path + ".type", "Must be one of AUTHORIZATION, AUTHORIZATION_UPDATE, CAPTURE, PAYMENT, REFUND, VERIFICATION, VOID_AUTHORIZATION, VOID_CAPTURE, VOID_PAYMENT, VOID_REFUND."));
        break;
      }
      default: // responses grow over versions: unknown fields are tolerated
        break;
    }
  }
  if (requiredSeen !== 4) {
    if (!isBodyKey(value, "amount")) errors.push(missing(path + ".amount"));
    if (!isBodyKey(value, "currency")) errors.push(missing(path + ".currency"));
    if (!isBodyKey(value, "id")) errors.push(missing(path + ".id"));
    if (!isBodyKey(value, "type")) errors.push(missing(path + ".type"));
  }
}
