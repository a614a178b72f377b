// Every problem the generator can report, in one table: a stable code, and a message template
// whose {placeholders} are filled from the diagnostic's arguments. Tests assert by code.

export const diagnosticCodes = {
  "yaml-syntax": "YAML syntax error: {detail}",
  "yaml-unclosed-bracket": "YAML syntax error: this '{bracket}' is never closed; end the {what} with '{closer}'",
  "yaml-unclosed-quote": "YAML syntax error: this {quote} is never closed; end the text with {quote}",
  "yaml-too-deep": "YAML nesting too deep: this bracket opens a level past the {limit} a spec file may nest",
  "file-too-large": "the file is {size} bytes, over the {limit} a spec file may have: split it",
  "file-unreadable": "the file cannot be read: {detail}",
  "no-spec-folder": "no spec folder is at this path ({detail}): the spec is a folder of .yaml files, which --spec names (default: spec)",
  "missing-meta-schema":
    "the spec folder has no spec.schema.json, the schema of the spec language every spec file is checked against (their modelines name it): copy it from the generator's spec/ folder",
  "invalid-meta-schema": "spec.schema.json is not the schema of the spec language: {detail}",
  "not-a-file": "this is a {what}, not a file: a spec file must be a regular file",
  "symlink-outside-spec":
    "this symbolic link leads outside the spec folder ('{target}'): the spec reads only what lies inside it; copy the file in, or link to one inside",
  "symlink-dangling": "this symbolic link leads nowhere ('{target}' does not exist)",
  "symlink-loop": "this symbolic link leads in a circle ('{target}'): its folders would never end",
  "symlink-repeats": "this symbolic link leads to {other}, which the spec reads where it lies: each of its files would be read twice",
  "yaml-tag": "YAML tag {tag} is not allowed: a spec file is plain data",
  "schema-violation": "{detail}",
  "duplicate-file": "{what} is defined twice (also in {other})",
  "duplicate-field": "field '{path}' is defined twice (also in {other})",
  "unknown-type": "unknown type '{type}'",
  "unknown-format": "unknown string format '{format}' (known: {known})",
  "unknown-group": "unknown group '{group}'",
  "unknown-group-member": "group '{group}' has no member '{member}'",
  "unknown-value-list": "unknown value list '{name}'",
  "unknown-field": "'{path}' names no field of the catalogue",
  "unknown-rule": "unknown rule '{id}'",
  "unknown-context": "unknown context '{context}' (known: {known})",
  "unknown-base-version": "version {version} of {operation} extends {base}, which is not defined",
  "extends-cycle": "{operation} versions extend each other in a cycle",
  "missing-version": "operation {operation} has no version",
  "duplicate-operation": "{operation} version {version} is defined twice (also in {other})",
  "min-greater-than-max": "{facet} minimum {min} is greater than maximum {max}",
  "empty-enumeration": "enumeration '{path}' has no values and is not marked open",
  "duplicate-enum-value": "enumeration '{path}' lists '{value}' twice",
  "facet-not-applicable": "facet '{facet}' does not apply to a {base} field",
  "invalid-pattern": "invalid regular expression: {detail}",
  "catastrophic-pattern":
    "pattern can backtrack for {complexity} time on some input (for example {attack}): rewrite it so that no two paths match the same text",
  "presence-direction": "presence {presence} belongs to {expected}, not to a {direction}",
  "rule-field-kind": "rule '{id}' needs '{path}' to be {expected}",
  "field-without-type": "field '{path}' has neither a type nor members",
  "missing-section": "spec has no {kind} file",
  "unknown-sensitivity": "unknown sensitivity class '{name}' (known: {known})",
  "unknown-operation": "'{operation}' names no operation (known: {known})",
  "unknown-example-field": "'{path}' names no field of any operation's request: an example cannot show it",
  "example-value-refused": "{value} is refused by {path} in {operation} version {version}'s request: {explanation}",
  "unknown-value": "'{value}' is not a value of {list}",
  "missing-default-version":
    "operation {operation} has versions {known}: spec/api/client.yaml must state which one the client calls (defaultVersions)",
  "unknown-default-version": "{operation} has no version {version} (known: {known})",
  "missing-outcome": "the double has no outcome for operation {operation}",
  "unknown-double-rule": "'{name}' names no answer field of the double's rules (known: {known})",
  "chained-double-rule": "the rule of '{name}' is itself a rule reference: name the answer field whose rule it gives",
  "unknown-path-identifier": "'{name}' names no path identifier (known: {known})",
  "invalid-date": "'{value}' is not a date: write YYYY-MM-DD, a day the calendar has",
  "sunset-not-after-since": "the sunset {sunset} is not after the deprecation's since {since}",
  "unknown-replacement": "the replacement '{name}' names no {what}",
  "deprecation-not-applicable": "{name} cannot be deprecated: every call's path has it",
  "prose-range": "'{stated}' disagrees with {subject} ({where}), which has {facts}",
  "prose-default": "'{stated}' disagrees with {subject} ({where}), which has {facts}",
  "prose-count": "'{stated}' disagrees with the spec, which defines {count} operations ({names})",
  "prose-version": "'{stated}' disagrees with the spec: {subject} has no version {version} (it has {known})",
  "unknown-version": "{operation} has no version {version} (known: {known})",
  "invalid-bound": "'{bound}' is no bound of {base} value: write {expected}",
  "unused-path-identifier":
    "'{name}' is a path identifier (path-parameters) that the endpoint's path never holds: add '{{name}}' to the path, or remove it",
  "discriminator-unstated":
    "the discriminator '{name}' is not the field the endpoint's requestBody names{named}: the body would select the operation by another field",
  "field-not-in-context": "'{path}' is only in {only} (its row's only:), not in {context}",
  "selection-selects-nothing":
    "'{selection}' selects no field: none under '{path}' is in {context} ('{example}' is only in {only}, its row's only:); add {context} to that only:, or remove the selection",
  "rule-not-applicable":
    "rule '{id}' names '{path}', which {operation} version {version}'s {direction} does not have: the rule could never be checked there; select the field or leave the rule out (omitRules)",
  "missing-user-parameter":
    "no authentication scheme names the path identifier its user id is made of (userParameter): the double checks credentials by it",
  "missing-path-argument": "pathArguments names no client argument for the path identifier '{name}': every call's path holds it",
  "undetermined-answer":
    "'{path}' is always in {operation} version {version}'s response, up to the body, but the double may have no value for it: {why}; give it a value every valid request determines (api/double.yaml values, rules or the outcome), or state it C",
  "missing-double-role": "the double has no {what} '{role}': the shipped double {does}",
  "yml-file": "this file ends in '.yml': the generator reads only '.yaml' files, so it would be skipped; rename it to '{name}'",
  "unknown-placeholder": "unknown placeholder '{stated}' (known: {known})",
} as const;

export type DiagnosticCode = keyof typeof diagnosticCodes;
