// The run's summary line counts each folder it writes: the npm package's files and the Python
// package's (their paths carry the Python output's prefix in a run), each under its own folder.

import { describe, expect, it } from "vitest";
import { upToDateText, writtenText } from "../../generator/generate.js";
import { pythonFilePath } from "../../generator/emit/plan/python-plan.js";
import { filesPerFolder } from "../../generator/write/output-folders.js";

const paths = ["package.json", "src/index.ts", "README.md", pythonFilePath("pyproject.toml"), pythonFilePath("README.md")];

describe("the files a run writes, by folder", () => {
  it("counts the npm package's files and the Python package's apart, by their prefix", () => {
    expect(filesPerFolder(paths, "out")).toEqual([
      { folder: "out", files: 3 },
      { folder: "out-python", files: 2 },
    ]);
    expect(filesPerFolder([], "generated")).toEqual([
      { folder: "generated", files: 0 },
      { folder: "generated-python", files: 0 },
    ]);
  });

  it("says both folders in the summary, written and up to date", () => {
    expect(writtenText(paths, "out")).toBe("3 files to out and 2 to out-python");
    expect(upToDateText(paths, "out")).toBe("out and out-python are up to date (3 and 2 files)");
    expect(upToDateText(paths, "out", ", from the cache")).toBe("out and out-python are up to date (3 and 2 files, from the cache)");
  });
});
