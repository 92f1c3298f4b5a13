import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/**
 * The layers of DEVELOPERS.md, enforced: imports point one way (app → server/http → server/services →
 * server/store | server/auth → lib), so no module imports one of a layer above it, and no module of
 * the application is part of an import cycle (type-only imports excepted: they vanish at run time).
 */
const layers = {
  files: ["app/**", "components/**", "lib/**", "server/**", "server.ts", "proxy.ts", "instrumentation*.ts"],
  plugins: { "import-x": importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
  },
  rules: {
    "import-x/no-cycle": "error",
    "import-x/no-restricted-paths": [
      "error",
      {
        zones: [
          { target: "./lib", from: ["./server", "./components", "./app"], message: "lib/ is pure and isomorphic: it imports nothing from server/, components/ or app/." },
          { target: "./components", from: "./server", message: "Client components never import server/: they call the API." },
          { target: "./server", from: ["./app", "./components"], message: "server/ never imports app/ or components/." },
          { target: "./server/services", from: "./server/http.ts", message: "Services take parsed input and throw AppError; they never import server/http." },
          { target: "./server/services/publisher.ts", from: "./server/services", message: "The publisher imports no service, so that every service can import it." },
          { target: "./server/contracts", from: "./server", except: ["./contracts"], message: "Route contracts are data: schemas and texts from lib/, nothing else of server/." },
          {
            target: ["./server/store", "./server/auth"],
            from: ["./server/services", "./server/http.ts"],
            message: "server/store and server/auth are below the services: they never import server/services or server/http.",
          },
        ],
      },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  layers,
  // Test helpers named use* (useTempDatabase) are not React hooks.
  { files: ["tests/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { ignores: [".next/**", ".next-*/**", "dist/**", "public/sw.js", "node_modules/**", "drizzle/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];

export default config;
