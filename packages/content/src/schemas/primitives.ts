// The string formats the content's schemas share, and the object type their shapes declare.
import { z } from "zod";

/**
 * A strict object schema of `Shape`. Each schema module writes `const xShape = {...}`, then
 * `export type XSchema = Strict<typeof xShape>`: the published declarations then name the shape
 * (so its fields keep their TSDoc) and the schema (so other schemas refer to it by name).
 */
export type Strict<Shape extends z.core.$ZodShape> = z.ZodObject<Shape, z.core.$strict>;

/** Copy that is not empty. */
export const text = z.string().trim().min(1);
/** A sentence or more. */
export const sentence = z.string().trim().min(8);
/** An ISO date (YYYY-MM-DD). */
export const isoDate = z.iso.date();
/** A path of the site, optionally with a query or an `#anchor`. */
export const sitePath = z.string().regex(/^\/(?!\/)[^\s]*$/, "a site-absolute path");
/** A site path, an https URL, a `mailto:` or a `tel:` link. */
export const href = z.union([
  sitePath,
  z.url({ protocol: /^https$/ }),
  z.string().regex(/^mailto:[^@\s]+@[^@\s]+$/),
  z.string().regex(/^tel:\+\d{6,15}$/),
]);
/** A hex or rgb() colour. */
export const cssColor = z
  .string()
  .regex(/^(#[0-9a-f]{6}|rgba?\([\d\s.,]+\))$/i, "a hex or rgb() colour");
/** An https origin without a trailing slash. */
export const origin = z.url({ protocol: /^https$/ }).regex(/[^/]$/);

/** The enum schema of `Values`: like `Strict`, lets the declarations name an enum once. */
export type Enum<Values extends readonly string[]> = z.ZodEnum<z.core.util.ToEnum<Values[number]>>;
