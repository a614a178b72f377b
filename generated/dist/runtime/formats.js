const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function isCalendarDate(text) {
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && !leap ? 28 : DAYS_IN_MONTH[month - 1];
  return day <= days;
}
const ABSOLUTE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]+$/;
const AUTHORITY = /^\/\/[^\s/?#]+/;
function isAbsoluteUrl(text) {
  if (!ABSOLUTE_URL.test(text)) return false;
  const rest = text.slice(text.indexOf(":") + 1);
  return !rest.startsWith("//") || AUTHORITY.test(rest);
}
function isJsonText(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
function countDigits(text) {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 48 && unit <= 57) digits++;
  }
  return digits;
}
function isCommaList(text, known) {
  if (text.length === 0) return false;
  for (const value of text.split(",")) {
    if (value.length === 0 || known !== void 0 && !known.has(value)) return false;
  }
  return true;
}
export {
  countDigits,
  isAbsoluteUrl,
  isCalendarDate,
  isCommaList,
  isJsonText
};
