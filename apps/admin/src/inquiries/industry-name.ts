import { getIndustry, industryKeys, type IndustryKey } from "@novaline/content";

/** The label of a demo call's industry key ("health" → "Healthcare"); an unknown key as it is. */
export const industryName = (key: string): string =>
  (industryKeys as readonly string[]).includes(key) ? getIndustry(key as IndustryKey).label : key;
