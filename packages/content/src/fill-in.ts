/**
 * Fills a copy string's `{placeholder}`s: `fillIn("{count} of {total}", { count: 3, total: 10 })`
 * is "3 of 10". A placeholder without a value is left as it is, so a missing one shows in review
 * rather than as an empty gap. @public
 */
export function fillIn(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    // Only the values given: `{constructor}` is no placeholder of every object.
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}
