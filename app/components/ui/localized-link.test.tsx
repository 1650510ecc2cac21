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

describe("the shell's Link in a data router", () => {
  const render = (element: React.ReactNode) => {
    const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/sw/about"] });
    return renderToString(<RouterProvider router={router} />);
  };
  it("is a plain link React Router discovers, whatever the router's state", () => {
    const html = render(
      <Link to="/news" preventScrollReset className="x">
        News
      </Link>,
    );
    expect(html).toBe('<a href="/sw/news" data-discover="true" class="x">News</a>');
  });
  it("leaves relative addresses to react-router's Link", () => {
    expect(render(<Link to="../contact">Contact</Link>)).toContain('href="/contact"');
  });
});
