import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    ignores: [".next/**", ".bench-bare-app/**", "node_modules/**", ".data/**", "drizzle/**", "public/sw.js", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];
export default config;
