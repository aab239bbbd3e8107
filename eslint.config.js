// One flat config for the whole repo: typescript-eslint (type-aware), React hooks, and the
// accessibility rules of jsx-a11y in their strict set (eslint-plugin-jsx-a11y-x: the maintained
// fork that supports ESLint 10; eslint-plugin-jsx-a11y's peer range ends at ESLint 9).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
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
    // Under jsx-a11y's own name, so the rules and their disable comments read as upstream's, and
    // going back to eslint-plugin-jsx-a11y once it supports ESLint 10 changes only the import.
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...Object.fromEntries(
        Object.entries(jsxA11y.configs.strict.rules).map(([rule, setting]) => [
          rule.replace(/^jsx-a11y-x\//, "jsx-a11y/"),
          setting,
        ]),
      ),
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
