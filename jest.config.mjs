import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// ESM-only markdown packages must be transformed for jsdom component tests.
const esmPackages = [
  "react-markdown", "remark-.*", "rehype-.*", "unified", "bail", "is-plain-obj", "trough", "vfile.*",
  "unist-.*", "mdast-.*", "micromark.*", "decode-named-character-reference", "character-entities.*",
  "property-information", "hast-.*", "space-separated-tokens", "comma-separated-tokens", "zwitch",
  "html-url-attributes", "devlop", "ccount", "escape-string-regexp", "markdown-table", "longest-streak",
  "trim-lines", "estree-util-.*", "web-namespaces", "html-void-elements", "stringify-entities",
  "@ungap/structured-clone", "inline-style-parser", "style-to-.*", "lowlight", "fault", "format",
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join("|")})/)`];

async function project(name, env, match, extra = {}) {
  const base = await createJestConfig({
    displayName: name,
    testEnvironment: env,
    testMatch: match,
    moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
    ...extra,
  })();
  return { ...base, transformIgnorePatterns };
}

export default async function config() {
  return {
    // A global option (ignored inside a project): PGlite and SMTP set-up can take seconds on a busy machine.
    testTimeout: 30000,
    projects: [
      await project("unit", "node", ["<rootDir>/tests/unit/**/*.test.ts"], { setupFiles: ["<rootDir>/tests/setup/unit-env.ts"] }),
      await project("components", "jsdom", ["<rootDir>/tests/components/**/*.test.tsx"], {
        setupFilesAfterEnv: ["<rootDir>/tests/setup/components.ts"],
      }),
      await project("integration", "node", ["<rootDir>/tests/integration/**/*.test.ts"], {
        setupFiles: ["<rootDir>/tests/setup/integration-env.ts"],
        globalSetup: "<rootDir>/tests/setup/integration-global.ts",
      }),
    ],
  };
}
