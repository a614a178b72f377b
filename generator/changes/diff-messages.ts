// One message (or the error shape) before and after: its fields by path, its 'not shown' regions
// and its cross-field rules.

import { compareText, parentPath } from "../paths/spec-paths.js";
import type { Presence, Rule } from "../resolve/ir.js";
import { changeAt, type Change, type ChangeSite, type Effect } from "./change.js";
import { diffType, typeText } from "./diff-types.js";
import type { FieldSurface, GapSurface, MessageSurface } from "./surface.js";
import { diffDeprecation, removalOf } from "./deprecations.js";

export function diffMessage(site: ChangeSite, before: MessageSurface, after: MessageSurface): Change[] {
  return [
    ...diffFields(site, before.fields, after.fields),
    ...diffGaps(site, before.gaps, after.gaps),
    ...diffRules(site, before.rules, after.rules),
  ];
}

/**
 * Fields by path. A field added or removed with its parent is told once, at the parent: a removed
 * group is one line, not one line per member.
 */
export function diffFields(site: ChangeSite, before: Record<string, FieldSurface>, after: Record<string, FieldSurface>): Change[] {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(compareText);
  return paths.flatMap((path) => {
    const [old, now] = [before[path], after[path]];
    const parent = parentPath(path);
    if (old === undefined && now !== undefined)
      return parent !== undefined && before[parent] === undefined
        ? []
        : [fieldAdded(site, path, now, parent === undefined || parent in before)];
    if (old !== undefined && now === undefined)
      return parent !== undefined && after[parent] === undefined
        ? []
        : [removalOf(changeAt(site, path, "field-removed", "breaks", fieldText(old), null), old.deprecated)];
    return old === undefined || now === undefined ? [] : diffField(site, path, old, now);
  });
}

/**
 * A response field added is compatible (responses tolerate unknown fields); a request field too,
 * unless callers must now send it in an object they already send.
 */
function fieldAdded(site: ChangeSite, path: string, field: FieldSurface, parentExisted: boolean): Change {
  const effect: Effect = site.direction !== "response" && field.presence === "required" && parentExisted ? "narrows" : "compatible";
  return changeAt(site, path, "field-added", effect, null, fieldText(field));
}

/** Required and always are the narrow ends: a caller must send, a reader can count on. */
const NARROW_PRESENCE: ReadonlySet<Presence> = new Set(["required", "always"]);

function diffField(site: ChangeSite, path: string, before: FieldSurface, after: FieldSurface): Change[] {
  const documentation = (["description", "defaultValue", "seedText", "group"] as const).flatMap((facet) =>
    before[facet] === after[facet]
      ? []
      : [changeAt(site, path, "documentation-changed", "documents", textOf(before[facet]), textOf(after[facet]), facetName(facet))],
  );
  const presence =
    before.presence === after.presence
      ? []
      : [
          changeAt(
            site,
            path,
            "presence-changed",
            NARROW_PRESENCE.has(after.presence) ? "narrows" : "widens",
            before.presence,
            after.presence,
            "presence",
          ),
        ];
  const sensitivity =
    before.sensitive === after.sensitive
      ? []
      : [changeAt(site, path, "sensitivity-changed", "compatible", before.sensitive ?? null, after.sensitive ?? null, "masking")];
  const deprecation = diffDeprecation(site, path, before.deprecated, after.deprecated);
  return [...presence, ...diffType(site, path, before.type, after.type), ...sensitivity, ...deprecation, ...documentation];
}

function facetName(facet: "description" | "defaultValue" | "seedText" | "group"): string {
  return { description: "description", defaultValue: "default", seedText: "seed text", group: "shared group" }[facet];
}

function textOf(value: string | number | boolean | undefined): string | null {
  return value === undefined ? null : String(value);
}

/** A field in a few words: `optional String`, `always object`. */
export function fieldText(field: FieldSurface): string {
  return `${field.presence} ${typeText(field.type)}`;
}

/** Where a gap lies, in words. */
export function regionText(gap: GapSurface): string {
  const parts = [
    ...(gap.within === undefined ? [] : [`under ${gap.within}`]),
    ...(gap.after === undefined ? [] : [`after ${gap.after}`]),
    ...(gap.before === undefined ? [] : [`before ${gap.before}`]),
    ...(gap.includes.length === 0
      ? []
      : [`${gap.after === undefined && gap.before === undefined ? "" : "and "}${gap.includes.join(", ")}`]),
  ];
  return `${parts.join(", ")}${gap.omitsKnown ? " (known fields left out)" : ""}`;
}

function gapPath(gap: GapSurface): string {
  return gap.within ?? gap.after ?? gap.before ?? gap.includes[0] ?? "";
}

const boundsOf = (gap: GapSurface) => JSON.stringify([gap.within, gap.after, gap.before, gap.omitsKnown]);

/**
 * 'Not shown' regions: an unknown field inside one is accepted, outside every one it is
 * UNSUPPORTED. So a region removed or shrunk narrows what callers may send; responses tolerate
 * unknown fields anywhere, so there a region only documents.
 */
function diffGaps(site: ChangeSite, before: readonly GapSurface[], after: readonly GapSurface[]): Change[] {
  const unmatched = (gaps: readonly GapSurface[], others: readonly GapSurface[]) =>
    gaps.filter((gap) => !others.some((other) => JSON.stringify(other) === JSON.stringify(gap)));
  const [removed, added] = [unmatched(before, after), unmatched(after, before)];
  const effect = (shown: Effect): Effect => (site.direction === "response" ? "documents" : shown);
  const changes: Change[] = [];
  for (const old of removed) {
    const partner = added.find((gap) => boundsOf(gap) === boundsOf(old)) ?? added.find((gap) => gap.text === old.text);
    if (partner === undefined) {
      changes.push(changeAt(site, gapPath(old), "gap-removed", effect("narrows"), regionText(old), null, "not shown"));
      continue;
    }
    added.splice(added.indexOf(partner), 1);
    changes.push(...diffGap(site, old, partner, effect));
  }
  for (const now of added) changes.push(changeAt(site, gapPath(now), "gap-added", effect("widens"), null, regionText(now), "not shown"));
  return changes;
}

function diffGap(site: ChangeSite, before: GapSurface, after: GapSurface, effect: (shown: Effect) => Effect): Change[] {
  const text =
    before.text === after.text
      ? []
      : [changeAt(site, gapPath(after), "documentation-changed", "documents", before.text, after.text, "not shown")];
  if (boundsOf(before) !== boundsOf(after))
    return [...text, changeAt(site, gapPath(after), "gap-changed", effect("alters"), regionText(before), regionText(after), "not shown")];
  const gained = after.includes.filter((path) => !before.includes.includes(path));
  const lost = before.includes.filter((path) => !after.includes.includes(path));
  const region =
    lost.length === 0 && gained.length === 0
      ? []
      : [
          changeAt(
            site,
            gapPath(after),
            lost.length === 0 ? "gap-widened" : gained.length === 0 ? "gap-shrunk" : "gap-changed",
            effect(lost.length === 0 ? "widens" : gained.length === 0 ? "narrows" : "alters"),
            regionText(before),
            regionText(after),
            "not shown",
          ),
        ];
  return [...region, ...text];
}

/** The field a rule is about, for the report's path. */
function ruleField(rule: Rule): string {
  switch (rule.kind) {
    case "sum":
    case "sum-of-products":
      return rule.total;
    case "required-if":
      return rule.field;
    case "at-least-one-of":
    case "first-transaction-only":
      return rule.fields[0] ?? "";
  }
}

/** `order-subtotals: “If sub-totals are given, ...”`: the id, then the seed's words, quoted. */
function ruleText(rule: Rule): string {
  return `${rule.id}: “${rule.text}”`;
}

/** A rule added narrows what is valid (callers break, readers gain a guarantee); one removed widens. */
function diffRules(site: ChangeSite, before: readonly Rule[], after: readonly Rule[]): Change[] {
  const byId = (rules: readonly Rule[]) => new Map(rules.map((rule) => [rule.id, rule]));
  const [old, now] = [byId(before), byId(after)];
  const ids = [...new Set([...old.keys(), ...now.keys()])].sort(compareText);
  return ids.flatMap((id) => {
    const [a, b] = [old.get(id), now.get(id)];
    if (a === undefined && b !== undefined) return [changeAt(site, ruleField(b), "rule-added", "narrows", null, ruleText(b), "rule")];
    if (a !== undefined && b === undefined) return [changeAt(site, ruleField(a), "rule-removed", "widens", ruleText(a), null, "rule")];
    if (a === undefined || b === undefined) return [];
    const { text: _a, section: _as, ...ruleA } = a;
    const { text: _b, section: _bs, ...ruleB } = b;
    if (JSON.stringify(ruleA) !== JSON.stringify(ruleB))
      return [changeAt(site, ruleField(b), "rule-changed", "alters", ruleText(a), ruleText(b), "rule")];
    return JSON.stringify(a) === JSON.stringify(b)
      ? []
      : [changeAt(site, ruleField(b), "documentation-changed", "documents", ruleText(a), ruleText(b), "rule")];
  });
}
