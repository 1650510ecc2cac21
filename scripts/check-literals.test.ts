import { describe, expect, it } from "vitest";
import { checkTree, describeLiteral } from "./check-literals.ts";

/** A small tree (scripts/fixtures/literals): words in a component fail, copy, symbols and names pass. */
describe("check-literals", () => {
  it("fails on words written into JSX text, spoken attributes and label props outside app/content", () => {
    const { files, found } = checkTree("scripts/fixtures/literals");
    expect(files).toBe(2);
    expect(found.map(describeLiteral)).toEqual([
      'app/components/card.tsx:4: aria-label "Favourite:" is not from the copy (app/content)',
      'app/components/card.tsx:5: title "Read more" is not from the copy (app/content)',
      'app/components/card.tsx:6: JSX text "No more items on this page." is not from the copy (app/content)',
      'app/components/card.tsx:7: placeholder "Your name" is not from the copy (app/content)',
      'app/components/card.tsx:8: alt "One photo" is not from the copy (app/content)',
      'app/components/card.tsx:8: alt "Photos" is not from the copy (app/content)',
      'app/components/card.tsx:9: prop label "Members" is not from the copy (app/content)',
      'app/components/card.tsx:9: prop outcome "Impact:" is not from the copy (app/content)',
      'app/components/card.tsx:10: JSX text "unread" is not from the copy (app/content)',
    ]);
  });

  it("passes the project's own components", () => {
    expect(checkTree(".").found.map(describeLiteral)).toEqual([]);
  });
});
