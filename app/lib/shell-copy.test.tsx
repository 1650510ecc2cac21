import { renderToString } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider, useMatches } from "react-router";
import { describe, expect, it } from "vitest";
import { cardLabels as englishLabels, shellCopy } from "../content/shell.ts";
import { cardLabels } from "../content/sw/shell.ts";
import { PageMatchesContext } from "./page-matches.ts";
import { useIllustrationAlt, useReadTime } from "./shell-copy.ts";

/** The page's matches, as the document's layout gives them to every page (app/root.tsx). */
function WithPageMatches() {
  return (
    <PageMatchesContext.Provider value={useMatches()}>
      <Outlet />
    </PageMatchesContext.Provider>
  );
}

function Probe() {
  const readTime = useReadTime();
  const alt = useIllustrationAlt();
  return <p>{`${readTime("4 min read")}|${readTime("1 min read")}|${readTime("soon")}|${alt("Kibera")}`}</p>;
}

/** The shell's words in a page under the public layout of one language (its loader data, as after a client navigation). */
function render(labels: typeof englishLabels, illustrationFor: string) {
  const data = {
    wordsHref: "/words/sw.abcdefabcdef.js",
    words: { cardLabels: labels, shell: { ...shellCopy, illustrationFor } },
  };
  const router = createMemoryRouter(
    [
      {
        id: "sw-public-layout",
        path: "/sw",
        loader: () => data,
        hydrateFallbackElement: null,
        element: <WithPageMatches />,
        children: [{ index: true, element: <Probe /> }],
      },
    ],
    {
      initialEntries: ["/sw"],
      hydrationData: {
        loaderData: { "sw-public-layout": data },
      },
    },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe("the shell's words in components", () => {
  it("gives reading times and illustration alts in the page's language", () => {
    expect(render(cardLabels, "Mchoro wa {title}")).toContain(
      "Dakika 4 za kusoma|Dakika 1 ya kusoma|soon|Mchoro wa Kibera",
    );
    expect(render(englishLabels, "Illustration for {title}")).toContain(
      "4 min read|1 min read|soon|Illustration for Kibera",
    );
  });
});
