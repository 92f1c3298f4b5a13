import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // Test helpers named use* (useTempDatabase) are not React hooks.
  { files: ["tests/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { ignores: [".next/**", ".next-*/**", "dist/**", "node_modules/**", "drizzle/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];

export default config;
