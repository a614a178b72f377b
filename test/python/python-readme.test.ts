// The Python package's README (generated-python/README.md) states what the package is, from facts:
// each function and model it names is one the package defines, every operation's validators are
// named, its version is the npm package's and pyproject.toml's, its Python is pyproject.toml's; and
// each Python block runs as printed with python3 against the package. (A model is a class, or the
// functional form when a key is no Python name.)

import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTempDir, removeTempDirs, REPO_ROOT } from "../support/fixtures.js";
import { run } from "./python-run.js";

const PACKAGE = join(REPO_ROOT, "generated-python");
const read = (...path: string[]) => readFile(join(PACKAGE, ...path), "utf8");

/** Runs each file named as a script in a fresh namespace, and prints what each printed, as a JSON list. */
const RUN_EACH_SCRIPT = `
import contextlib, io, json, runpy, sys
printed = []
for path in sys.argv[1:]:
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        runpy.run_path(path, run_name="__main__")
    printed.append(output.getvalue())
print(json.dumps(printed))
`;

/** The fenced blocks of one language, in order. */
function blocks(markdown: string, language: string): string[] {
  return [...markdown.matchAll(/^(`{3,})(\w+)\n([\s\S]*?)\n\1$/gm)].filter((match) => match[2] === language).map((match) => match[3] ?? "");
}

/** The names a Python list literal assigned to `__all__` holds. */
function allNames(source: string): string[] {
  const list = /^__all__ = \[([\s\S]*?)\]$/m.exec(source)?.[1] ?? "";
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? "");
}

afterAll(removeTempDirs);

describe("the Python package's README", () => {
  let readme = "";
  let validators: string[] = [];

  beforeAll(async () => {
    readme = await read("README.md");
    validators = allNames(await read("gateway_generated", "__init__.py")).filter((name) => name.startsWith("validate_"));
  });

  it("has the npm package's sections that apply to it, in order", () => {
    expect([...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([
      "Install",
      "Validate a body",
      "Call the gateway",
      "Models",
      "Versions and the changelog",
    ]);
    expect(readme).toContain("Payment Gateway REST Interface");
    expect(readme).not.toMatch(/seed/i);
  });

  it("states the npm package's version, which pyproject.toml and __version__ carry too", async () => {
    const npm = (JSON.parse(await readFile(join(REPO_ROOT, "generated", "package.json"), "utf8")) as { version: string }).version;
    expect(/^version = "([^"]+)"$/m.exec(await read("pyproject.toml"))?.[1]).toBe(npm);
    expect(/^__version__: Final = "([^"]+)"$/m.exec(await read("gateway_generated", "__init__.py"))?.[1]).toBe(npm);
    expect(readme).toMatch(new RegExp(`^# gateway-generated ${npm.replaceAll(".", "\\.")}$`, "m"));
    expect(readme).toContain(`This is version ${npm} of the package`);
  });

  it("names every validator the package exports, and the dispatchers' signature", () => {
    expect(validators.length).toBeGreaterThan(8);
    for (const name of validators) expect(readme, name).toContain(`\`${name}`);
    expect(readme).toContain("`validate_request(api_operation, version, body, *, today=None)`");
  });

  it("names only models the package defines, each operation's request and response", async () => {
    const models = [...readme.matchAll(/`models\.(\w+)\.(\w+)`/g)].map(([, module = "", name = ""]) => ({ module, name }));
    const operations = (await read("gateway_generated", "validators", "__init__.py")).match(/^from \.(\w+) import validate_/gm) ?? [];
    expect(operations.length).toBeGreaterThan(2);
    expect(models.length).toBe(2 * operations.length);
    for (const { module, name } of models)
      expect(await read("gateway_generated", "models", `${module}.py`), name).toMatch(
        // A TypedDict of its own, or one that extends another (a request extends its call body).
        new RegExp(`^(class ${name}\\((TypedDict|\\w+CallBody\\b)|${name} = TypedDict\\()`, "m"),
      );
  });

  it("states pyproject.toml's Python versions and the changelog it ships", async () => {
    const requires = /^requires-python = "([^"]+)"$/m.exec(await read("pyproject.toml"))?.[1] ?? "none";
    expect(readme).toContain(`\`requires-python = "${requires}"\``);
    expect(readme).toContain(`Python ${requires.replace(">=", "")} or later`);
    expect(readme).toContain("`CHANGELOG.md`");
    expect(await read("CHANGELOG.md")).toBe(await readFile(join(REPO_ROOT, "generated", "CHANGELOG.md"), "utf8"));
  });

  it("runs each Python block as printed: valid bodies print True, the broken one its errors, the call its error", async () => {
    const code = blocks(readme, "python");
    expect(code.length).toBe(3);
    const folder = await makeTempDir("python-readme-");
    const files = code.map((_, index) => join(folder, `block_${index}.py`));
    await Promise.all(files.map((file, index) => writeFile(file, code[index] ?? "")));
    const result = await run("python3", ["-B", "-c", RUN_EACH_SCRIPT, ...files], { PYTHONPATH: PACKAGE });
    expect(result.code, result.output).toBe(0);
    const [validating, calling, typed] = JSON.parse(result.output) as string[];
    // The client validates the body, then finds nothing listening at the base URL the block names.
    expect(calling).toBe("GatewayNetworkError\n");
    const lines = (validating ?? "").trimEnd().split("\n");
    expect(lines[0]).toBe("True");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toMatch(/^\S+ (MISSING|INVALID|UNSUPPORTED) \S/);
    expect(typed).toBe("True\n");
  });
});
