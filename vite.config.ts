import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Our own modules (not packages), other than the staff admin's, the message
 * forms' (contact, apply, register load those in a chunk of their own, not every page)
 * and the event lists' (the programme pages and an event's own page share theirs).
 * The input schemas (zod) and the translatable field lists serve the admin's forms, so they stay out of the public
 * pages' shared chunk even when several admin screens import them; so do the message
 * rules and the error catalogues of both languages, which only the forms load
 * (docs/decisions/0068-form-error-catalogue.md), and the staff error catalogue with the
 * collections' Kiswahili words, which only the admin loads (decision 0075), with its password advice,
 * its language cookie and the staff roles; so does the open books' copy, which public pages read in their
 * loaders only and the admin's open books screen in the browser. The collections'
 * definitions (zod rules, shared by the admin's news, publications, dashboard and collection
 * screens) stay out too: public pages take only their small name and address modules; so do
 * the admin's word-by-word comparison, its reading of article HTML and the page-copy rules
 * (shared/word-diff.ts, shared/content-render.ts, shared/pages/).
 * Reading offline's modules (saving, the outbox, the Saved list) load with the action or page that uses them.
 */
const PUBLIC_APP_CODE = (id: string) =>
  /[\\/](app|shared)[\\/]/.test(id) &&
  !/node_modules|[\\/]app[\\/].*admin|api-client|[\\/]offline[\\/]|[\\/]components[\\/](forms|events|cards|filters|share|news|programmes)[\\/]|pager|[\\/]shared[\\/][^\\/]*(schema|validation|translatable)[^\\/]*\.ts$|[\\/]shared[\\/](message-rules|form-errors)\.ts$|[\\/]form-errors[\\/](en|sw)\.ts$|[\\/]shared[\\/](staff-errors|password-advice[\\/]|admin-language\.ts$|roles\.ts$)|[\\/]content[\\/](sw[\\/])?transparency\.ts$|[\\/]shared[\\/](word-diff|content-render|pages[\\/])|[\\/]shared[\\/]collections[\\/](?!categories|addresses|event-list-path|event-kind-names)[^\\/]+\.ts$/.test(
    id,
  );

/** Small modules that fewer than three routes may share: they join the shared chunk all the same. */
const SMALL_SHARED = /[\\/](search-field|social-links|reveal|static-island|use-public-url)\.tsx?$/;

// The server build's entry is our own HTTP server (server/main.ts), so the API,
// the services and the React Router request handler share one module graph.
export default defineConfig({
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/main.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            entryFileNames: "assets/[name]-[hash].js",
            // Fewer, larger first-load files for phones on slow links: React and the
            // router in one chunk, the app code most pages share in another.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 3,
                },
                {
                  // Small pieces the layout shares with one other page (the search field with
                  // /search, the social links with /contact…): one file instead of a round trip each.
                  name: "shared",
                  test: (id: string) => PUBLIC_APP_CODE(id) && SMALL_SHARED.test(id),
                  minShareCount: 2,
                  priority: 2,
                },
                {
                  name: "shared",
                  test: PUBLIC_APP_CODE,
                  // Three or more routes: more than the two admin routes ever share.
                  minShareCount: 3,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
