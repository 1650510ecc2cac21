import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { resources } from "../../../../shared/collections/resources.ts";
import { adminListCopy } from "../../../content/admin-collections.ts";
import { CollectionField } from "./collection-field.tsx";

const options = (value: string) =>
  [
    ...renderToStaticMarkup(
      <CollectionField
        name="category"
        spec={resources.fields.category}
        value={value}
        onChange={() => {}}
        copy={adminListCopy}
      />,
    ).matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g),
  ].map((m) => [m[1], m[2]]);

describe("a choice field", () => {
  it("offers the choices, with a stored value that is not one of them shown first until staff pick one", () => {
    const choices = resources.fields.category.options.map((o) => [o, o]);
    expect(options("Research")).toEqual(choices);
    expect(options("Health")).toEqual([["Health", "Health (not a choice: pick one)"], ...choices]);
    expect(options("")).toEqual([["", "Pick one"], ...choices]);
  });
});
