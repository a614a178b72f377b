import { deleteAt, fillWhereParentExists, getAt, setAt } from "./body-paths.js";
function composeResponse(operation, request, facts, mask) {
  const build = (dropped) => {
    const body2 = {};
    for (const path of operation.echo) {
      const value = getAt(request, path);
      if (value !== void 0 && !dropped.has(path)) setAt(body2, path, value);
    }
    for (const { path, from } of operation.copies) {
      const value = getAt(request, from);
      if (value !== void 0 && !dropped.has(path)) setAt(body2, path, value);
    }
    for (const { path, from } of operation.values) setAt(body2, path, facts[from]);
    for (const { path, value } of operation.outcome) setAt(body2, path, value);
    for (const { path, sample } of operation.always) fillWhereParentExists(body2, path, sample);
    return mask(body2);
  };
  let body = build(/* @__PURE__ */ new Set());
  let result = operation.validateResponse(body);
  if (!result.valid) {
    const dropped = new Set(result.errors.map((error) => error.field.replace(/\[[0-9]+\]/g, "[]")));
    for (const error of result.errors) deleteAt(body, error.field);
    body = build(dropped);
    result = operation.validateResponse(body);
  }
  return { body, findings: result.valid ? [] : result.errors };
}
export {
  composeResponse
};
