import type { SpecModel } from "../check/spec-model.js";
import { valueListsOf } from "../check/value-lists.js";
import { buildCatalogue } from "../check/catalogue.js";
import type { GatewayIR } from "../ir/ir.js";
import { discriminatorOf, resolveApi } from "./resolve-api.js";
import { defaultVersionsOf, resolveOperations } from "./resolve-operations.js";
import { fillApiProse } from "./fill-prose.js";
import { resolveDataTypes, resolveGroups } from "./resolve-types-and-groups.js";

/** The checked spec as one typed intermediate representation. */
export function resolveSpec(model: SpecModel): Omit<GatewayIR, "release"> {
  const lists = valueListsOf(model);
  const catalogue = buildCatalogue(model);
  const operations = resolveOperations({
    model,
    catalogue,
    lists,
    discriminator: discriminatorOf(model),
    defaultVersions: defaultVersionsOf(model),
  });
  return {
    operations,
    api: fillApiProse(resolveApi(model, lists), operations),
    dataTypes: resolveDataTypes(model, lists),
    groups: resolveGroups(model, catalogue, lists),
  };
}
