import { adminCopy, fillIn } from "@novaline/content";
import { InquiryApiError, type DoNotCallEntry } from "@novaline/inquiry";
import {
  Button,
  cn,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  FormField,
  formControlClassName,
  Input,
  Skeleton,
} from "@novaline/ui";
import { PhoneOff } from "lucide-react";
import type { CountryCode } from "libphonenumber-js/min";
import { useId, useMemo, useRef, useState, type RefObject, type SubmitEvent } from "react";
import {
  countryName,
  DEFAULT_COUNTRY,
  phoneCountries,
  SUGGESTED_COUNTRIES,
  toE164,
} from "../phone/phone-countries.js";
import { loadPhoneLibrary, usePhoneLibrary } from "../phone/phone-library.js";
import { useAddDoNotCall, useDoNotCallList, useRemoveDoNotCall } from "./use-do-not-call.js";

const copy = adminCopy.doNotCall;
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The add form: a country (the US unless staff pick another, as on the site's phone demo) and
 * the number as dialled there, or with its own `+code`; sent as E.164. A number that is not
 * valid for the country is refused on the field before it is sent, and the API's refusal shows
 * there too.
 */
function AddNumberForm() {
  const add = useAddDoNotCall();
  const [phone, setPhone] = useState("");
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const library = usePhoneLibrary();
  // Until libphonenumber has loaded (a moment), the default country alone.
  const countries = useMemo(
    () =>
      library
        ? phoneCountries(library)
        : [{ code: DEFAULT_COUNTRY, name: countryName(DEFAULT_COUNTRY), callingCode: "1" }],
    [library],
  );
  const suggested = SUGGESTED_COUNTRIES.flatMap(
    (code) => countries.find((candidate) => candidate.code === code) ?? [],
  );

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    const e164 = toE164(library ?? (await loadPhoneLibrary()), phone, country);
    if (e164 === undefined) {
      setError(fillIn(copy.invalidPhone, { country: countryName(country) }));
      input.current?.focus();
      return;
    }
    add.mutate(e164, {
      onSuccess: () => {
        setPhone("");
        input.current?.focus();
      },
      onError: (failure) => {
        setError(
          failure instanceof InquiryApiError && failure.fields.phone !== undefined
            ? failure.fields.phone
            : failure.message,
        );
        input.current?.focus();
      },
    });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
      aria-label={copy.add}
    >
      <FormField id={`${id}-country`} label={copy.countryLabel} className="sm:w-56">
        <select
          id={`${id}-country`}
          className={cn(formControlClassName, "h-11 py-2 pr-8")}
          value={country}
          autoComplete="tel-country-code"
          onChange={(event) => {
            setCountry(event.target.value as CountryCode);
          }}
        >
          <optgroup label={copy.suggestedCountries}>
            {suggested.map((option) => (
              <option key={option.code} value={option.code}>
                {`${option.name} (+${option.callingCode})`}
              </option>
            ))}
          </optgroup>
          <optgroup label={copy.allCountries}>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {`${option.name} (+${option.callingCode})`}
              </option>
            ))}
          </optgroup>
        </select>
      </FormField>
      <FormField
        id={`${id}-phone`}
        label={copy.phoneLabel}
        description={copy.phoneHint}
        error={error}
        required
        className="sm:w-80"
      >
        <Input
          ref={input}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
          }}
        />
      </FormField>
      <Button type="submit" loading={add.isPending} className="sm:mt-7">
        {add.isPending ? copy.adding : copy.add}
      </Button>
    </form>
  );
}

/** The Remove button of entry `id`, found by its data attribute. */
const removeButtonOf = (id: string) =>
  document.querySelector<HTMLButtonElement>(`[data-remove-entry="${CSS.escape(id)}"]`);

/**
 * The list of numbers never called, with a way to remove each. Removing asks first: the API
 * keeps only a scrambled form of each number, so a removed entry cannot be put back from here.
 * Once removed, focus goes to the next entry's Remove button (the previous one's for the last
 * entry), or to the list's heading when the list is empty.
 */
function NumberList({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const list = useDoNotCallList();
  const remove = useRemoveDoNotCall();
  const [confirming, setConfirming] = useState<DoNotCallEntry>();
  // Where focus goes when the dialog closes: the Remove button it was opened from, or after a
  // removal the next entry's (by id) or the heading (null).
  const focusAfter = useRef<string | null>(null);
  if (list.isPending) return <Skeleton className="h-32 w-full" />;
  if (list.isError) {
    return (
      <div role="alert" className="grid gap-3 rounded-xl border border-danger/40 p-4">
        <p>{copy.loadFailed}</p>
        <Button variant="outline" className="w-fit" onClick={() => void list.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  }
  const { items } = list.data;

  const confirmRemove = (entry: DoNotCallEntry) => {
    const index = items.findIndex((item) => item.id === entry.id);
    const next = items[index + 1] ?? items[index - 1];
    remove.mutate(entry.id, {
      onSuccess: () => {
        focusAfter.current = next?.id ?? null;
        setConfirming(undefined);
      },
    });
  };

  return (
    <>
      {items.length === 0 ? (
        <EmptyState icon={<PhoneOff />} title={copy.empty} />
      ) : (
        <ul
          aria-label={copy.listLabel}
          className="divide-y divide-border rounded-xl border border-border"
        >
          {items.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3"
              data-slot="do-not-call-entry"
            >
              <span className="font-mono text-base font-semibold tabular-nums">{entry.hint}</span>
              <span className="text-sm text-muted-foreground">
                {copy.sources[entry.source]}
                {entry.addedBy ? ` (${entry.addedBy})` : ""} ·{" "}
                <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
              </span>
              <Button
                variant="outline"
                size="sm"
                className="ml-auto"
                data-remove-entry={entry.id}
                aria-label={fillIn(copy.removeLabel, { hint: entry.hint })}
                onClick={() => {
                  focusAfter.current = entry.id;
                  setConfirming(entry);
                }}
              >
                {copy.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={confirming !== undefined}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(undefined);
        }}
      >
        <DialogContent
          className="max-w-md"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const after = focusAfter.current;
            (after === null ? heading.current : removeButtonOf(after))?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{fillIn(copy.confirmTitle, { hint: confirming?.hint ?? "" })}</DialogTitle>
            <DialogDescription>{copy.confirmText}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                {copy.keep}
              </Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                if (confirming) confirmRemove(confirming);
              }}
            >
              {copy.confirmRemove}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The do-not-call list page's content: the add form and the list. */
export function DoNotCallRegion() {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="mt-8 grid gap-8">
      <AddNumberForm />
      <section aria-labelledby="do-not-call-list-heading" className="grid gap-3">
        <h2
          id="do-not-call-list-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {copy.listLabel}
        </h2>
        <NumberList heading={heading} />
      </section>
    </div>
  );
}
