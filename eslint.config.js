// One flat config for the whole repo: typescript-eslint (type-aware), React hooks, jsx-a11y.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/build/**",
      "**/coverage/**",
      "**/storybook-static/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/.turbo/**",
      "**/.react-router/**",
      // Build tools' and Vite's short-lived bundles of their config, written beside it while a build
      // runs; a lint running at the same time could list one and find it gone (ENOENT).
      "**/*.bundled_*.mjs",
      "**/*.timestamp-*.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ["*.js", "*.mjs", "scripts/*.mjs", ".ci/*.mjs"],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
    },
  },
  {
    files: ["**/*.{jsx,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // The content's schemas are for its tests and its types: data modules import only types from
    // them (and from zod), so no schema reaches an app's bundle.
    files: ["packages/content/src/**/*.ts"],
    ignores: ["packages/content/src/schemas/**", "packages/content/src/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/schemas/*", "zod", "zod/*"],
              allowTypeImports: true,
              message: "Import only types from the schemas: they stay out of the apps' bundles.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
