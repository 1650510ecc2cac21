import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is our own HTTP server (server/main.ts), so the API,
// the services and the React Router request handler share one module graph.
export default defineConfig({
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/main.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
