/** @type {import("jest").Config["transform"]} */
const transform = {
  "^.+\\.(t|j)sx?$": [
    "@swc/jest",
    { jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } }, target: "es2022" }, module: { type: "commonjs" } },
  ],
};

// ESM-only packages that jest must transform to CommonJS.
const esmPackages = ["openid-client", "oauth4webapi", "jose", "oidc-provider", "nanoid", "quick-lru", "jsesc"];

const shared = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join("|")})/)`],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/server-only.ts",
  },
};

/** @type {import("jest").Config} */
const config = {
  projects: [
    { ...shared, displayName: "unit", testEnvironment: "node", testMatch: ["<rootDir>/tests/unit/**/*.test.ts"] },
    {
      ...shared,
      displayName: "components",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/tests/components/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/tests/support/jest-dom.ts"],
    },
    {
      ...shared,
      displayName: "api",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/api/**/*.test.ts", "<rootDir>/tests/store/**/*.test.ts"],
      // One PostgreSQL server for the run (none when TEST_DATABASE_URL names one); tests/support/postgres-server.ts.
      globalSetup: "<rootDir>/tests/support/postgres-global-setup.ts",
      globalTeardown: "<rootDir>/tests/support/postgres-global-teardown.ts",
    },
  ],
};

export default config;
