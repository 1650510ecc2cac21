import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, localizedTo } from "./localized-link.tsx";

describe("links in the page's language", () => {
  it("adds /sw to site paths on Kiswahili pages, and leaves the rest", () => {
    expect(localizedTo("/about", "sw")).toBe("/sw/about");
    expect(localizedTo("/", "sw")).toBe("/sw");
    expect(localizedTo("/news?page=2#top", "sw")).toBe("/sw/news?page=2#top");
    expect(localizedTo("/sw/about", "en")).toBe("/about");
    expect(localizedTo("#team", "sw")).toBe("#team");
    expect(localizedTo("https://example.org/x", "sw")).toBe("https://example.org/x");
    expect(localizedTo({ pathname: "/donate", search: "?amount=500" }, "sw")).toEqual({
      pathname: "/sw/donate",
      search: "?amount=500",
    });
  });

  it("renders the shell's Link with the address of the page's language", () => {
    const render = (at: string) => {
      const router = createMemoryRouter([{ path: "*", element: <Link to="/contact">Contact</Link> }], {
        initialEntries: [at],
      });
      return renderToString(<RouterProvider router={router} />);
    };
    expect(render("/sw/about")).toContain('href="/sw/contact"');
    expect(render("/about")).toContain('href="/contact"');
  });
});
