import { adminCopy } from "@novaline/content";
import { InquiryApiError } from "@novaline/inquiry";
import { Button, EmptyState, FormField, Input, Skeleton } from "@novaline/ui";
import { PhoneOff } from "lucide-react";
import { useId, useRef, useState, type SubmitEvent } from "react";
import { useAddDoNotCall, useDoNotCallList, useRemoveDoNotCall } from "./use-do-not-call.js";

const copy = adminCopy.doNotCall;
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The add form: a number with its country code; the API's refusal shows on the field. */
function AddNumberForm() {
  const add = useAddDoNotCall();
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    add.mutate(phone, {
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
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      aria-label={copy.add}
    >
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

/** The list of numbers never called, with a way to remove each. */
function NumberList() {
  const list = useDoNotCallList();
  const remove = useRemoveDoNotCall();
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
  if (items.length === 0) {
    return <EmptyState icon={<PhoneOff />} title={copy.empty} />;
  }
  return (
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
            aria-label={copy.removeLabel.replace("{hint}", entry.hint)}
            loading={remove.isPending && remove.variables === entry.id}
            onClick={() => {
              remove.mutate(entry.id);
            }}
          >
            {copy.remove}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The do-not-call list page's content: the add form and the list. */
export function DoNotCallRegion() {
  return (
    <div className="mt-8 grid gap-8">
      <AddNumberForm />
      <section aria-labelledby="do-not-call-list-heading" className="grid gap-3">
        <h2 id="do-not-call-list-heading" className="text-lg font-semibold">
          {copy.listLabel}
        </h2>
        <NumberList />
      </section>
    </div>
  );
}
