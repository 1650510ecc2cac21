import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // URAIA_BUILD_DIR lets parallel work (and tests) build into a folder of its own.
  buildDirectory: process.env.URAIA_BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
