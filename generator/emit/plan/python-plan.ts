// Where the Python package goes, as the plan knows it. Its files travel through a run with the path
// prefix below, beside the npm package's; the write step sends them to their own output folder, a
// sibling of the npm package's (generated/ and generated-python/), with its own staging folder,
// atomic swap, ownership manifest and lock.

/** The prefix of a Python package file's path in a run's files: `@python/pyproject.toml`. */
export const PYTHON_OUTPUT_PREFIX = "@python/";

/** The Python package's folder beside an output folder: `generated` -> `generated-python`. */
export const PYTHON_FOLDER_SUFFIX = "-python";

/** The import name of the Python package, and its folder inside the output. */
export const PYTHON_PACKAGE = "gateway_generated";

/** The oldest Python the package runs on (typing's Required and NotRequired, dataclass slots): pyproject.toml's `requires-python`. */
export const REQUIRES_PYTHON = ">=3.11";

/** The distribution name (pyproject.toml's `name`). */
export const PYTHON_DISTRIBUTION = "gateway-generated";

/** The package's validators of a body of any operation, by direction: `validate_request(operation, version, body)`. */
export const PYTHON_BODY_VALIDATORS = { request: "validate_request", response: "validate_response" } as const;

/** The validator of the gateway's error shape, whatever the operation. */
export const PYTHON_ERROR_VALIDATOR = "validate_error_response";

/** A path inside the Python output as a run's file path. */
export function pythonFilePath(path: string): string {
  return `${PYTHON_OUTPUT_PREFIX}${path}`;
}

/** The Python package's own files at its root: its packaging, its README and its changelog (the npm package's, the same file: one IR, one release history). */
export const PYTHON_PYPROJECT_PATH = "pyproject.toml";
export const PYTHON_README_PATH = "README.md";
export const PYTHON_CHANGELOG_PATH = "CHANGELOG.md";
