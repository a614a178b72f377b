function referenceSegments(path) {
  return path.toLowerCase().replace(/\[\d*\]/g, "").split(".");
}
function compareReferenceOrder(a, b) {
  return compareSegments(referenceSegments(a), referenceSegments(b));
}
function compareSegments(left, right) {
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const l = left[i];
    const r = right[i];
    if (l !== r) return l < r ? -1 : 1;
  }
  return left.length - right.length;
}
function isAtOrUnder(path, ancestor) {
  const normal = path.replace(/\[\d*\]/g, "");
  const base = ancestor.replace(/\[\d*\]/g, "");
  return normal === base || normal.startsWith(`${base}.`);
}
export {
  compareReferenceOrder,
  compareSegments,
  isAtOrUnder,
  referenceSegments
};
