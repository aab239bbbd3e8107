import type { RoiInputField } from "./roi-types.js";

/**
 * The value of `field` in `input`, or `undefined` when `input` is not an object
 * (`null`, `undefined`, a number, a string), so that checking any value never throws.
 */
export function fieldOf(input: unknown, field: RoiInputField): unknown {
  return typeof input === "object" && input !== null
    ? (input as Partial<Record<RoiInputField, unknown>>)[field]
    : undefined;
}
