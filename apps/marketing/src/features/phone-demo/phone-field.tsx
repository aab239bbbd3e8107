import type { FormFieldCopy } from "@novaline/content";
import type { DemoCallRequest } from "@novaline/inquiry/demo-call";
import { getCountryCallingCode } from "libphonenumber-js/max";
import { cn, FormField, Input, useHydrated } from "@novaline/ui";
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from "react";
import { useController, type Control } from "react-hook-form";
import { NativeSelect } from "../../shared/forms/native-select";
import { isLeavingForSubmit } from "../../shared/forms/register-field";

import type { PhoneDemoFormValues } from "./phone-demo-form-schema";
import {
  countryFromLanguages,
  phoneCountries,
  SUGGESTED_COUNTRIES,
  type Country,
  type PhoneCountry,
} from "./phone-countries";
import {
  displayPhone,
  movePhone,
  positionAfter,
  significantBefore,
  typePhone,
} from "./phone-typing";

function CountryOption({ country }: { country: PhoneCountry }) {
  return (
    <option value={country.code}>
      {country.name} (+{country.callingCode})
    </option>
  );
}

export interface PhoneFieldProps {
  idPrefix: string;
  control: Control<PhoneDemoFormValues, unknown, DemoCallRequest>;
  copy: { country: FormFieldCopy; phone: FormFieldCopy };
  groups: { suggested: string; all: string };
  /** Country and number one above the other (a narrow panel). */
  stacked?: boolean;
}

/**
 * The country (a native select, calling codes shown) and the number typed as the visitor would
 * dial it at home, formatted as they type (libphonenumber's AsYouType) with the caret kept after
 * the digit it was after; the form holds it in E.164. A number typed with its own `+code` picks
 * its country; changing the country keeps the digits typed. Until the visitor picks one, the
 * country follows the browser's language.
 */
export function PhoneField({ idPrefix, control, copy, groups, stacked }: PhoneFieldProps) {
  const {
    field: {
      ref: countryRef,
      name: countryName,
      value: country,
      onBlur: countryBlur,
      onChange: setCountry,
    },
    fieldState: { isDirty: countryChosen },
  } = useController({ control, name: "country" });
  const {
    field: { ref: phoneRef, name: phoneName, value: phone, onBlur: phoneBlur, onChange: setPhone },
    fieldState: { error: phoneError },
  } = useController({ control, name: "phone" });
  const countries = phoneCountries();
  const suggested = SUGGESTED_COUNTRIES.flatMap(
    (code) => countries.find((c) => c.code === code) ?? [],
  );
  // Every country is some 250 options: the prerendered HTML carries the suggested ones (and the
  // one chosen), the browser adds the rest once the field has hydrated, before anyone opens it.
  const everyCountry = useHydrated();
  const listed = everyCountry
    ? countries
    : countries.filter((c) => c.code === country && !SUGGESTED_COUNTRIES.includes(c.code));

  // What the input shows is the field's own: the form holds the E.164 number behind it.
  const [display, setDisplay] = useState(() => displayPhone(phone, country));
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === undefined || !element || document.activeElement !== element) return;
    const position = positionAfter(display, caret.current);
    element.setSelectionRange(position, position);
    caret.current = undefined;
  }, [display]);

  // The browser's language is known only once the page has hydrated (the HTML says US).
  useEffect(() => {
    if (countryChosen) return;
    const guess = countryFromLanguages(navigator.languages);
    if (!guess || guess === country) return;
    setCountry(guess);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above: after hydration
    setDisplay(displayPhone(phone, guess));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  function pickCountry(next: Country) {
    setCountry(next);
    const moved = movePhone(phone, next);
    setPhone(moved);
    setDisplay(displayPhone(moved, next));
  }

  // Backspace or Delete next to a space or bracket removes the digit beyond it, not nothing.
  function skipSeparators(event: KeyboardEvent<HTMLInputElement>) {
    const element = event.currentTarget;
    const { selectionStart: start, selectionEnd: end, value } = element;
    if (start === null || start !== end) return;
    let position = start;
    if (event.key === "Backspace") {
      while (position > 0 && /[^\d+]/.test(value.charAt(position - 1))) position -= 1;
    } else if (event.key === "Delete") {
      while (position < value.length && /[^\d+]/.test(value.charAt(position))) position += 1;
    } else return;
    if (position !== start) element.setSelectionRange(position, position);
  }

  return (
    <div className={cn("grid items-start gap-x-3 gap-y-5", !stacked && "sm:grid-cols-2")}>
      <FormField id={`${idPrefix}-country`} label={copy.country.label} required>
        <NativeSelect
          name={countryName}
          ref={countryRef}
          value={country}
          autoComplete="tel-country-code"
          onBlur={countryBlur}
          onChange={(event) => {
            pickCountry(event.target.value as Country);
          }}
        >
          <optgroup label={groups.suggested}>
            {suggested.map((c) => (
              <CountryOption key={c.code} country={c} />
            ))}
          </optgroup>
          {listed.length > 0 ? (
            <optgroup label={groups.all}>
              {listed.map((c) => (
                <CountryOption key={c.code} country={c} />
              ))}
            </optgroup>
          ) : null}
        </NativeSelect>
      </FormField>
      <FormField
        id={`${idPrefix}-phone`}
        label={copy.phone.label}
        description={copy.phone.hint}
        error={phoneError?.message}
        required
      >
        <Input
          ref={(element) => {
            input.current = element;
            phoneRef(element);
          }}
          name={phoneName}
          value={display}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={copy.phone.placeholder}
          onKeyDown={skipSeparators}
          onChange={(event) => {
            const { value: text, selectionStart } = event.target;
            caret.current = significantBefore(text, selectionStart ?? text.length);
            const typed = typePhone(text, country);
            setDisplay(typed.display);
            setPhone(typed.value);
            // Countries that share a code (+44: the UK, Jersey, Guernsey…): the one chosen stays.
            if (
              typed.country &&
              getCountryCallingCode(typed.country) !== getCountryCallingCode(country)
            ) {
              setCountry(typed.country);
            }
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            if (!isLeavingForSubmit(event)) phoneBlur();
          }}
        />
      </FormField>
    </div>
  );
}
