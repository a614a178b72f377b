// The double's roles are listed twice: by the shipped double (STATUS_ROLES, ANSWER_ROLES, from which
// its description's type is made) and by the spec's checker (which refuses a double.yaml lacking
// one, missing-double-role). The import rules keep the generator from importing the shipped code, so
// this holds the two lists to each other: a role the shipped double gains is one the checker asks for.

import { describe, expect, it } from "vitest";
import { DOUBLE_ROLES } from "../../generator/check/semantic/check-behaviour.js";
import { ANSWER_ROLES, STATUS_ROLES } from "../../templates/package/src/double/double-description.js";

describe("the double's roles", () => {
  it("the checker asks for exactly the status roles the shipped double sends by name", () => {
    expect(DOUBLE_ROLES.status.roles).toEqual(STATUS_ROLES);
  });

  it("the checker asks for exactly the answers the shipped double gives by name", () => {
    expect(DOUBLE_ROLES.answers.roles).toEqual(ANSWER_ROLES);
  });
});
