/** @type {import("prettier").Config} */
export default {
  printWidth: 100,
  plugins: ["prettier-plugin-tailwindcss"],
  // Tailwind v4: the class sorter learns our token utilities from the design system's stylesheet.
  tailwindStylesheet: "./packages/ui/src/styles.css",
  tailwindFunctions: ["cva", "cn"],
};
