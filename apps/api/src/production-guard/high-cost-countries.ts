import type { CountryCode } from "libphonenumber-js/max";

/**
 * Countries production never lets `DEMO_CALL_COUNTRIES` list: destinations whose calls cost many
 * times a US or UK call and that recur in the telecom fraud reports (international revenue share
 * fraud, "IRSF": a fraudster has calls placed to numbers whose termination fees they share), with
 * the countries under sanctions that forbid the business. The demo calls' own refusals (premium
 * ranges, the NANP islands, numbers without a country) apply besides.
 */
export const HIGH_COST_COUNTRIES: ReadonlySet<CountryCode> = new Set<CountryCode>([
  // Africa
  "CD",
  "CF",
  "CG",
  "DJ",
  "ER",
  "GM",
  "GN",
  "GQ",
  "GW",
  "KM",
  "LR",
  "MG",
  "MR",
  "SC",
  "SH",
  "SL",
  "SO",
  "SS",
  "ST",
  "TD",
  "ZW",
  "AC",
  "TA",
  // Europe and Central Asia
  "BA",
  "BY",
  "LT",
  "LV",
  "MD",
  "RS",
  "ME",
  "RU",
  "TJ",
  "TM",
  "UZ",
  // The Middle East and South Asia
  "AF",
  "IR",
  "IQ",
  "SY",
  "YE",
  "MV",
  // The Americas' island routes outside the NANP
  "CU",
  "FK",
  "GY",
  "HT",
  "SR",
  // The Pacific
  "CK",
  "FM",
  "KI",
  "MH",
  "NR",
  "NU",
  "PG",
  "PW",
  "SB",
  "TK",
  "TL",
  "TO",
  "TV",
  "VU",
  "WF",
  "WS",
  // Asia
  "KP",
  "MM",
  // British Indian Ocean Territory (Diego Garcia)
  "IO",
]);
