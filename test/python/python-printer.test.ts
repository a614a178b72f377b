// The Python printer of the check vocabulary (generator/emit/python/), beside the TypeScript one: it
// prints every kind, quotes every value it is given, and translates ECMAScript patterns so that
// Python's `re` answers as `RegExp` with the `u` flag does (run side by side on tricky text).

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CONDITION_KINDS, type Condition } from "../../generator/emit/shared/facets/check.js";
import {
  printPythonCondition,
  PythonPool,
  SIGNED_DECIMAL_TEXT,
  UNSIGNED_DECIMAL_TEXT,
} from "../../generator/emit/python/print-python-condition.js";
import { pythonCharset, pythonPattern } from "../../generator/emit/python/python-pattern.js";
import { pyString, PythonWriter } from "../../generator/emit/python/python-code.js";
import { pathsAround, writePythonRules } from "../../generator/emit/python/python-rules.js";
import { appendFinding } from "../../generator/emit/python/python-path.js";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FieldNode, MessageIR, ObjectNode, OperationIR, TypeNode } from "../../generator/ir/ir.js";
import { pythonValidatorModule } from "../../generator/emit/python/python-validators.js";
import { REPO_ROOT } from "../support/fixtures.js";

const print = (condition: Condition, pool = new PythonPool()) => printPythonCondition(condition, { value: "value", text: "text" }, pool);

describe("the Python printer", () => {
  it("prints every kind of the vocabulary", () => {
    const examples: Record<(typeof CONDITION_KINDS)[number], Condition> = {
      isString: { check: "isString" },
      isNonEmptyString: { check: "isNonEmptyString" },
      isBoolean: { check: "isBoolean" },
      isWholeNumber: { check: "isWholeNumber" },
      isDecimal: { check: "isDecimal" },
      isObject: { check: "isObject" },
      isArray: { check: "isArray" },
      lengthIn: { check: "lengthIn", lengths: [2], unit: "codePoints" },
      lengthWithin: { check: "lengthWithin", min: 1, max: 3, unit: "codePoints" },
      charset: { check: "charset", charset: "a-z" },
      matches: { check: "matches", pattern: "^a" },
      format: { check: "format", format: "url" },
      digitsAtMost: { check: "digitsAtMost", max: 2 },
      dateNotInPast: { check: "dateNotInPast" },
      inSet: { check: "inSet", values: ["A"] },
      commaList: { check: "commaList" },
      integerWithin: { check: "integerWithin", min: "0" },
      numberTextLengthAtMost: { check: "numberTextLengthAtMost", max: 3 },
      decimalPlacesAtMost: { check: "decimalPlacesAtMost", max: 2 },
      decimalAtLeast: { check: "decimalAtLeast", bound: "1" },
      decimalAbove: { check: "decimalAbove", bound: "1" },
      decimalAtMost: { check: "decimalAtMost", bound: "1" },
      entriesAtMost: { check: "entriesAtMost", max: 4 },
      allOf: { check: "allOf", conditions: [{ check: "isString" }, { check: "charset", charset: "a" }] },
    };
    const printed = CONDITION_KINDS.map((kind) => [kind, print(examples[kind])]);
    for (const [kind, text] of printed) expect(text, kind).not.toBe("");
    expect(new Set(printed.map(([, text]) => text)).size).toBe(CONDITION_KINDS.length);
  });

  it("quotes the spec's values and bounds, and writes integer text exactly", () => {
    const pool = new PythonPool();
    expect(print({ check: "inSet", values: ['A"); evil("'] }, pool)).toBe("not isinstance(value, str) or value not in _VALUES_0");
    expect(pool.lines()).toEqual(['_VALUES_0: Final = frozenset({"A\\"); evil(\\""})']);
    expect(print({ check: "decimalAtMost", bound: "1000.00" })).toBe('compare_decimals(text, "1000.00") > 0');
    // Text whose form was checked as decimal text is compared as a Decimal, the bound made once.
    const decimals = new PythonPool();
    const known = { value: "value", text: "text", decimalText: true };
    expect(printPythonCondition({ check: "decimalAtMost", bound: "1000.00" }, known, decimals)).toBe("Decimal(text) > _DECIMAL_0");
    expect(printPythonCondition({ check: "decimalAbove", bound: "0" }, known, decimals)).toBe("Decimal(text) <= _DECIMAL_1");
    expect(printPythonCondition({ check: "decimalAtLeast", bound: "0" }, known, decimals)).toBe("Decimal(text) < _DECIMAL_1");
    expect(decimals.lines()).toEqual(['_DECIMAL_0: Final = Decimal("1000.00")', '_DECIMAL_1: Final = Decimal("0")']);
    expect(print({ check: "integerWithin", min: "-5", max: "9999999999999999" })).toBe("value < -5 or value > 9999999999999999");
    expect(print({ check: "lengthWithin", min: 2, unit: "codePoints" })).toBe("len(text) < 2");
    expect(print({ check: "lengthWithin", min: 1, max: 3, unit: "codePoints" })).toBe("not 1 <= len(text) <= 3");
    expect(print({ check: "lengthWithin", max: 250, unit: "codePoints" })).toBe("len(text) > 250");
  });

  it("makes each pattern and value set once per module", () => {
    const pool = new PythonPool();
    expect(print({ check: "matches", pattern: "^a$" }, pool)).toBe(print({ check: "matches", pattern: "^a$" }, pool));
    expect(pool.lines()).toEqual(['_PATTERN_0: Final = re.compile("^a\\\\Z")']);
  });

  it("reads a Python literal back as the same text, whatever the characters", () => {
    const texts = ['quote " and \\ backslash', "line\nbreak\ttab", "\u2028\u2029", "\ud800 lone", "emoji \u{1f600}", "\u0000"];
    const script = `import json, sys\nprint(json.dumps([${texts.map(pyString).join(", ")}]))`;
    const result = spawnSync("python3", ["-B", "-c", script], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual(texts);
  });
});

describe("character sets by str's own tests", () => {
  const charsets = ["0-9", "A-Z", "a-z", "a-zA-Z", "0-9a-zA-Z", "A-Za-z0-9", "\\x00-\\x7F"];

  it("are printed for ASCII digits, letters and both, and for any ASCII; other sets stay regular expressions", () => {
    for (const charset of charsets) expect(print({ check: "charset", charset }), charset).not.toContain("fullmatch");
    for (const charset of ["0-9x", "0-9a-zA-Z ", "A-F", "0-9a-zA-Z\\-_"])
      expect(print({ check: "charset", charset }), charset).toMatch(/^_CHARSET_0\.fullmatch\(text\) is None$/);
  });

  it("answer as the set's regular expression does, in every script", () => {
    const inputs = [
      "",
      "a",
      "Z",
      "0",
      "09",
      "aZ9",
      "ABC",
      "abc",
      "aBc",
      "A1",
      "a b",
      "-",
      "\n",
      "\u0663",
      "\u00b2",
      "\u00e9",
      "\u00c4",
      "\u00df",
    ];
    const more = ["\u01c5", "\u2167", "\u{1d7d8}", "\u007f", "\u0080", "\uff21", "\u212a", "\u0130", "x\u0301"];
    const texts = [...inputs, ...more];
    const script = [
      "import json, re, sys",
      "cases, texts = json.loads(sys.stdin.read())",
      "out = []",
      "for condition, regex in cases:",
      "    for text in texts:",
      "        if eval(condition, {'text': text}) != (re.fullmatch(regex, text) is None):",
      "            out.append([condition, text])",
      "print(json.dumps(out))",
    ].join("\n");
    const cases = charsets.map((charset) => [print({ check: "charset", charset }), pythonCharset(charset)]);
    const result = spawnSync("python3", ["-B", "-c", script], { input: JSON.stringify([cases, texts]), encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual([]);
  });
});

describe("ECMAScript patterns as Python re", () => {
  it("translates where the two languages differ", () => {
    expect(pythonPattern("^[0-9]+$")).toBe("^[0-9]+\\Z");
    expect(pythonPattern("^[a$]$")).toBe("^[a\\$]\\Z");
    expect(pythonPattern("^\\w{2}\\d$")).toBe("^[A-Za-z0-9_]{2}[0-9]\\Z");
    expect(pythonPattern("^[\\w.]+$")).toBe("^[A-Za-z0-9_.]+\\Z");
    expect(pythonPattern("a.b")).toBe("a[^\\n\\r\\u2028\\u2029]b");
    expect(pythonPattern("[a&&b]")).toBe("[a\\&\\&b]");
    expect(pythonCharset("0-9a-zA-Z\\-_ &+!$%.=")).toBe("[0-9a-zA-Z\\-_ \\&+!\\$%.=]*");
    expect(() => pythonPattern("\\p{L}")).toThrow(/not translated/);
  });

  it("writes a group no backreference reads as non-capturing, and leaves the others", () => {
    expect(pythonPattern("^\\+[0-9]{1,3}( [0-9]+)*$")).toBe("^\\+[0-9]{1,3}(?: [0-9]+)*\\Z");
    expect(pythonPattern("^(?:a)(?=b)[(]\\($")).toBe("^(?:a)(?=b)[(]\\(\\Z");
    expect(pythonPattern("^(a)\\1$")).toBe("^(a)\\1\\Z");
  });

  it("answers as RegExp with the u flag does, on text where a plain Python reading would not", () => {
    const patterns = [
      "^[0-9]+$",
      "^\\w{2}$",
      "^\\d+$",
      "^a.b$",
      "^\\s$",
      "^\\S+$",
      "^[^ ]*$",
      "^[\\x00-\\x7F]*$",
      "^[$]$",
      "^https:",
      "^\\u{1F600}$",
      "^(a|b)+( [0-9]+)*$",
    ];
    const inputs = [
      "ab 1 22",
      "123",
      "123\n",
      "ab",
      "é1",
      "٣٣",
      "a\nb",
      "a\u2028b",
      "a\rb",
      "axb",
      "\u00a0",
      "\ufeff",
      "\u0085",
      "$",
      "https:x",
      "\u{1f600}",
      " ",
      "ok",
    ];
    const expected = patterns.map((pattern) => inputs.map((input) => new RegExp(pattern, "u").test(input)));
    const script = [
      "import json, re, sys",
      "patterns, inputs = json.loads(sys.stdin.read())",
      "print(json.dumps([[re.search(p, i) is not None for i in inputs] for p in patterns]))",
    ].join("\n");
    const result = spawnSync("python3", ["-B", "-c", script], {
      input: JSON.stringify([patterns.map(pythonPattern), inputs]),
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    const answers = JSON.parse(result.stdout) as boolean[][];
    const disagreements = patterns.flatMap((pattern, row) =>
      inputs.flatMap((input, column) =>
        answers[row]?.[column] === expected[row]?.[column]
          ? []
          : [`${pattern} on ${JSON.stringify(input)}: RegExp ${String(expected[row]?.[column])}`],
      ),
    );
    expect(disagreements).toEqual([]);
    // The translation matters: read as it is, Python's re disagrees on some of them.
    // (`\u{...}` is left out: Python's re refuses it.)
    const readable = patterns.filter((pattern) => !pattern.includes("\\u{"));
    const plain = spawnSync("python3", ["-B", "-c", script], { input: JSON.stringify([readable, inputs]), encoding: "utf8" });
    expect(plain.stderr).toBe("");
    expect(JSON.parse(plain.stdout)).not.toEqual(expected.slice(0, readable.length));
  });
});

const MESSAGE_WITH_A_SUM: MessageIR = {
  direction: "request",
  root: { kind: "object", fields: [], open: false },
  gaps: [],
  rules: [
    {
      kind: "sum",
      id: "subtotals",
      text: "The sub-totals add up to the amount.",
      checkable: true,
      total: "order.amount",
      add: ["order.itemAmount", "order.taxAmount"],
      subtract: [],
      when: "any-part",
      unlessPresent: [],
    },
  ],
};

describe("the paths a rule's refusals must miss", () => {
  it("are each path and every group or list around it, once each", () => {
    expect(pathsAround(["order.amount", "order.item[0].sku", "order.discount.amount", "currency"])).toEqual([
      "currency",
      "order",
      "order.amount",
      "order.discount",
      "order.discount.amount",
      "order.item",
      "order.item[0]",
      "order.item[0].sku",
    ]);
  });

  it("are printed as one constant set the refusals must miss", () => {
    const pool = new PythonPool();
    const writer = new PythonWriter();
    writePythonRules(writer, MESSAGE_WITH_A_SUM, pool);
    expect(writer.toString()).toContain("(refused is None or refused.isdisjoint(_VALUES_0))");
    expect(writer.toString()).toContain("errors.append(_INVALID_1)");
    expect(pool.lines()).toEqual([
      '_VALUES_0: Final = frozenset({"order", "order.amount", "order.itemAmount", "order.taxAmount"})',
      '_INVALID_1: Final = invalid("order.amount", "The sub-totals add up to the amount.")',
    ]);
  });
});

describe("the refusals a message's rules read", () => {
  it("are gathered only where one can matter to a rule: the rules' paths with the groups around them, and the factors of summed items", () => {
    const message: MessageIR = {
      ...MESSAGE_WITH_A_SUM,
      rules: [
        ...MESSAGE_WITH_A_SUM.rules,
        {
          kind: "sum-of-products",
          id: "items",
          text: "Items.",
          checkable: true,
          total: "order.itemAmount",
          array: "order.item[]",
          factors: ["quantity", "unitPrice"],
        },
        {
          kind: "sum-of-products",
          id: "taxes",
          text: "Taxes.",
          checkable: true,
          total: "order.taxAmount",
          array: "order.item[]",
          factors: ["quantity", "unitTax"],
        },
        { kind: "at-least-one-of", id: "either", text: "Either.", checkable: true, fields: ["payer.name", "payer.email"] },
      ],
    };
    const pool = new PythonPool();
    const writer = new PythonWriter();
    writePythonRules(writer, message, pool);
    expect(writer.toString()).toContain("refused = refusals_of(errors, _VALUES_2, _ITEM_FIELDS_1) if errors else None");
    // The factors of summed items are one constant, made when the module is imported, not on each call.
    expect(pool.lines().slice(0, 3)).toEqual([
      '_STRINGS_0: Final = ("quantity", "unitPrice", "unitTax")',
      '_ITEM_FIELDS_1: Final = (("order.item[", _STRINGS_0),)',
      '_VALUES_2: Final = frozenset({"order", "order.amount", "order.item", "order.itemAmount", "order.taxAmount"})',
    ]);
  });

  it("are not gathered for rules that read none", () => {
    const pool = new PythonPool();
    const writer = new PythonWriter();
    const message: MessageIR = {
      ...MESSAGE_WITH_A_SUM,
      rules: [{ kind: "at-least-one-of", id: "either", text: "Either.", checkable: true, fields: ["payer.name", "payer.email"] }],
    };
    writePythonRules(writer, message, pool);
    expect(writer.toString()).not.toContain("refused");
  });
});

describe("a finding as the code records it", () => {
  it("is one constant of the module where its path is known when printed, made where it is found inside a list", () => {
    const pool = new PythonPool();
    expect(appendFinding(pool, "invalid", [{ text: "order.amount" }], 'Must be "x".')).toBe("errors.append(_INVALID_0)");
    expect(appendFinding(pool, "missing", [{ text: "order" }])).toBe("errors.append(_MISSING_1)");
    // The same finding again is the same constant; another explanation is another.
    expect(appendFinding(pool, "invalid", [{ text: "order.amount" }], 'Must be "x".')).toBe("errors.append(_INVALID_0)");
    expect(appendFinding(pool, "invalid", [{ text: "order.amount" }], "Must be y.")).toBe("errors.append(_INVALID_2)");
    expect(pool.lines()).toEqual([
      '_INVALID_0: Final = invalid("order.amount", "Must be \\"x\\".")',
      '_MISSING_1: Final = missing("order")',
      '_INVALID_2: Final = invalid("order.amount", "Must be y.")',
    ]);
    const inList = [{ text: "order.item[" }, { local: "index" }, { text: "].sku" }];
    expect(appendFinding(pool, "invalid", inList, "Must be z.")).toBe('errors.append(invalid(f"order.item[{index}].sku", "Must be z."))');
    expect(appendFinding(pool, "missing", inList)).toBe('errors.append(missing(f"order.item[{index}].sku"))');
    expect(pool.lines()).toHaveLength(3);
  });
});

describe("unsigned decimal text by str's own tests", () => {
  const texts = ["", "0", "7", "12.50", "0.00", "000", "00.0", "0.01", "10", ".5", "5.", ".", "1.2.3", "-1", "+1", "1e2", " 1", "1 "];
  const more = ["1\n", "\u0661", "1\u00b2", "\uff11", "1_000", "1..2", "0.0.0", "9".repeat(40), "0".repeat(40) + "1"];

  it("are printed without a regular expression, and a zero bound without a Decimal", () => {
    const pool = new PythonPool();
    expect(print({ check: "matches", pattern: UNSIGNED_DECIMAL_TEXT }, pool)).not.toContain("search");
    expect(pool.lines()).toEqual([]);
    const above = { check: "decimalAbove", bound: "0" } as const;
    const subject = { value: "value", text: "text", decimalText: true };
    expect(printPythonCondition(above, { ...subject, unsignedDecimalText: true }, pool)).toBe('text.strip("0.") == ""');
    // Signed text, or a bound other than zero, is compared as a Decimal.
    expect(printPythonCondition(above, subject, pool)).toMatch(/^Decimal\(text\) <= _DECIMAL_\d+$/);
    expect(printPythonCondition({ ...above, bound: "0.5" }, { ...subject, unsignedDecimalText: true }, pool)).toMatch(/^Decimal/);
  });

  it("are held to a greatest length alone where the least is one: decimal text has a digit", () => {
    const length = { check: "lengthWithin", min: 1, max: 14, unit: "codePoints" } as const;
    const subject = { value: "value", text: "text" };
    expect(printPythonCondition(length, { ...subject, decimalText: true }, new PythonPool())).toBe("len(text) > 14");
    // Text not yet known to be decimal text, or a least length above one, keeps both bounds.
    expect(printPythonCondition(length, subject, new PythonPool())).toBe("not 1 <= len(text) <= 14");
    expect(printPythonCondition({ ...length, min: 2 }, { ...subject, decimalText: true }, new PythonPool())).toBe(
      "not 2 <= len(text) <= 14",
    );
  });

  it("answer as the pattern does, and above zero as a Decimal does", () => {
    const script = [
      "import json, re, sys",
      "from decimal import Decimal",
      "form, above, regex, texts = json.loads(sys.stdin.read())",
      "out = []",
      "for text in texts:",
      "    fails = eval(form, {'text': text})",
      "    if fails != (re.search(regex, text) is None):",
      "        out.append(['form', text])",
      "    elif not fails and eval(above, {'text': text}) != (Decimal(text) <= 0):",
      "        out.append(['above', text])",
      "print(json.dumps(out))",
    ].join("\n");
    const form = print({ check: "matches", pattern: UNSIGNED_DECIMAL_TEXT });
    const above = printPythonCondition(
      { check: "decimalAbove", bound: "0.00" },
      { value: "value", text: "text", decimalText: true, unsignedDecimalText: true },
      new PythonPool(),
    );
    const input = JSON.stringify([form, above, pythonPattern(UNSIGNED_DECIMAL_TEXT), [...texts, ...more]]);
    const result = spawnSync("python3", ["-B", "-c", script], { input, encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual([]);
  });
});

describe("signed decimal text by str's own tests", () => {
  const texts = ["", "0", "-0", "7", "-7", "12.50", "-12.50", "0.00", "-0.00", ".5", "-.5", "5.", "-5.", ".", "-", "--1", "-+1", "+1"];
  const more = ["1.2.3", "-1.2.3", "1e2", "-1e2", " -1", "-1 ", "-\u0661", "\u0661", "-1\n", "\uff0d1", "1-", "1-2", "-" + "9".repeat(40)];

  it("are printed without a regular expression", () => {
    const pool = new PythonPool();
    expect(print({ check: "matches", pattern: SIGNED_DECIMAL_TEXT }, pool)).not.toContain("search");
    expect(pool.lines()).toEqual([]);
  });

  it("answer as the pattern does", () => {
    const script = [
      "import json, re, sys",
      "form, regex, texts = json.loads(sys.stdin.read())",
      "print(json.dumps([text for text in texts if eval(form, {'text': text}) != (re.search(regex, text) is None)]))",
    ].join("\n");
    const form = print({ check: "matches", pattern: SIGNED_DECIMAL_TEXT });
    const input = JSON.stringify([form, pythonPattern(SIGNED_DECIMAL_TEXT), [...texts, ...more]]);
    const result = spawnSync("python3", ["-B", "-c", script], { input, encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual([]);
    // The texts hold both answers.
    const taken = spawnSync(
      "python3",
      [
        "-B",
        "-c",
        `import json, re, sys\nprint(sum(re.search(${pyString(pythonPattern(SIGNED_DECIMAL_TEXT))}, t) is not None for t in json.loads(sys.stdin.read())))`,
      ],
      {
        input: JSON.stringify([...texts, ...more]),
        encoding: "utf8",
      },
    );
    expect(Number(taken.stdout)).toBe(9);
  });
});

describe("the day a date 'not in the past' is judged by", () => {
  const field = (name: string, type: TypeNode): FieldNode => ({ name, path: name, presence: "optional", type, source: { file: "x.yaml" } });
  const date: TypeNode = { kind: "string", typeName: "Date", notInPast: true };
  const root: ObjectNode = {
    kind: "object",
    open: false,
    fields: [
      field("dates", { kind: "map", keyCharset: "a-z", keyMinLength: 1, keyMaxLength: 9, value: date }),
      field("legs", { kind: "array", items: { kind: "object", open: false, fields: [field("start", date)] } }),
      field("note", { kind: "string", typeName: "Text" }),
      field("start", date),
    ],
  };
  const message = (direction: "request" | "response", tree: ObjectNode): MessageIR => ({ direction, root: tree, gaps: [], rules: [] });
  const operation: OperationIR = {
    name: "DATED",
    version: "1",
    isDefault: true,
    title: "Dated",
    request: message("request", root),
    response: message("response", { kind: "object", open: true, fields: [field("note", { kind: "string", typeName: "Text" })] }),
    source: { file: "x.yaml" },
  };
  const module = pythonValidatorModule(operation, { typeTitle: (name) => name });

  it("is passed down to the checks under which a date is, and to no other", () => {
    const signatures = [...module.matchAll(/^def (\w+)\(([^)]*)\)/gm)].map(([, name, parameters]) => [
      name,
      (parameters as string).includes("today: date | None"),
    ]);
    expect(signatures).toEqual([
      ["_check_dated_1_request_dates", true],
      ["_check_dated_1_request_legs", true],
      ["_check_dated_1_request", true],
      ["validate_dated_1_request", true],
      ["_check_dated_1_response", false],
      ["validate_dated_1_response", true],
    ]);
  });

  it("judges a date in a list's items and in a map's values by the caller's day", () => {
    const folder = mkdtempSync(join(tmpdir(), "python-clock-"));
    try {
      cpSync(join(REPO_ROOT, "generated-python", "gateway_generated"), join(folder, "gateway_generated"), { recursive: true });
      writeFileSync(join(folder, "gateway_generated", "validators", "dated_1.py"), module);
      const script = [
        "import json, sys",
        "from datetime import date",
        `sys.path.insert(0, ${pyString(folder)})`,
        "from gateway_generated.validators.dated_1 import validate_dated_1_request as validate",
        'body = {"legs": [{"start": "2030-01-01"}, {"start": "2029-12-31"}], "dates": {"a": "2029-12-31", "b": "2030-01-02"}, "note": "x", "start": "2029-12-31"}',
        "print(json.dumps([sorted(e.field for e in validate(body, today=day).errors) for day in (date(2030, 1, 1), date(2029, 1, 1))]))",
      ].join("\n");
      const result = spawnSync("python3", ["-B", "-c", script], { encoding: "utf8" });
      expect(result.stderr).toBe("");
      expect(JSON.parse(result.stdout)).toEqual([["dates.a", "legs[1].start", "start"], []]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("how an object's walk finds a key's check", () => {
  const field = (name: string, type: TypeNode, presence: FieldNode["presence"] = "optional"): FieldNode => ({
    name,
    path: name,
    presence,
    type,
    source: { file: "x.yaml" },
  });
  const text: TypeNode = { kind: "string", typeName: "Text", maxLength: 3 };
  const group = (name: string) => field(name, { kind: "object", open: false, fields: [field("note", text)] });
  const groups = ["g01", "g02", "g03", "g04", "g05", "g06", "g07", "g08", "g09", "g10"];
  const leaves = ["l1", "l2", "l3", "l4", "l5", "l6", "l7"];
  const item: ObjectNode = {
    kind: "object",
    open: false,
    fields: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"].map((name) => field(name, text)),
  };
  const root: ObjectNode = {
    kind: "object",
    open: false,
    fields: [
      ...groups.map(group),
      field("start", { kind: "string", typeName: "Date", notInPast: true }),
      field("kind", text, "required"),
      field("small", { kind: "object", open: false, fields: leaves.map((name) => field(name, text)) }),
      field("items", { kind: "array", items: item }),
    ],
  };
  const message = (direction: "request" | "response", tree: ObjectNode): MessageIR => ({ direction, root: tree, gaps: [], rules: [] });
  const operation: OperationIR = {
    name: "WALKED",
    version: "1",
    isDefault: true,
    title: "Walked",
    request: message("request", root),
    response: message("response", { kind: "object", open: true, fields: [field("note", text)] }),
    source: { file: "x.yaml" },
  };
  const module = pythonValidatorModule(operation, { typeTitle: (name) => name });
  /** The body of a function of the module, to the next definition. */
  const functionText = (name: string) => module.slice(module.indexOf(`def ${name}(`)).split(/\n(?=\S)/)[0] as string;
  const chainedNames = (body: string) => [...body.matchAll(/^ {8}(?:if|elif) key == "(\w+)":/gm)].map(([, name]) => name);

  it("compares the required names and those that need the day in turn, and finds the many groups past them in a table", () => {
    const walk = functionText("_check_walked_1_request");
    expect(chainedNames(walk)).toEqual(["kind", "start"]);
    expect(walk).toContain("check = _CHECK_WALKED_1_REQUEST_FIELDS.get(key)");
    const table = module.slice(
      module.indexOf("_CHECK_WALKED_1_REQUEST_FIELDS: Final"),
      module.indexOf("}", module.indexOf("_CHECK_WALKED_1_REQUEST_FIELDS: Final")),
    );
    expect([...table.matchAll(/^ {4}"(\w+)":/gm)].map(([, name]) => name)).toEqual([...groups, "small", "items"]);
  });

  it("compares a few leaves in turn, checked inline, and walks a list's items in the list's own loop", () => {
    const small = functionText("_check_walked_1_request_small");
    expect(chainedNames(small)).toEqual(leaves);
    expect(small).not.toContain(".get(key)");
    // A list's items are walked in the list's own loop: no function, no call per item.
    expect(module).not.toContain("def _check_walked_1_request_items_item(");
    const items = functionText("_check_walked_1_request_items");
    expect(items).toContain("for key, field in item.items():");
    expect([...items.matchAll(/^ {12}(?:if|elif) key == "(\w+)":/gm)].map(([, name]) => name)).toEqual(item.fields.map(({ name }) => name));
  });

  it("finds every finding through either way of the walk, in the body's order", () => {
    const folder = mkdtempSync(join(tmpdir(), "python-walk-"));
    try {
      cpSync(join(REPO_ROOT, "generated-python", "gateway_generated"), join(folder, "gateway_generated"), { recursive: true });
      writeFileSync(join(folder, "gateway_generated", "validators", "walked_1.py"), module);
      const script = [
        "import json, sys",
        "from datetime import date",
        `sys.path.insert(0, ${pyString(folder)})`,
        "from gateway_generated.validators.walked_1 import validate_walked_1_request as validate",
        'body = {"g07": {"note": "long"}, "small": {"l6": "long"}, "zz": 1, "start": "2029-12-31", "items": [7, {"m": "long"}], "g01": 5}',
        "print(json.dumps([[e.field, e.validation_type] for e in validate(body, today=date(2030, 1, 1)).errors]))",
      ].join("\n");
      const result = spawnSync("python3", ["-B", "-c", script], { encoding: "utf8" });
      expect(result.stderr).toBe("");
      expect(JSON.parse(result.stdout)).toEqual([
        ["g07.note", "INVALID"],
        ["small.l6", "INVALID"],
        ["zz", "UNSUPPORTED"],
        ["start", "INVALID"],
        // An item that is no object is refused, and the walk goes on to the next.
        ["items[0]", "INVALID"],
        ["items[1].m", "INVALID"],
        ["g01", "INVALID"],
        ["kind", "MISSING"],
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
