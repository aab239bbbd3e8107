import type { HomeContent } from "@novaline/content";
import { PhoneIncoming } from "lucide-react";

/** A decorative still of a call being answered (the live call is the button beside it). */
export default function CallPreview({
  caption,
  answered,
  turns,
  outcome,
}: HomeContent["hero"]["preview"]) {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      {/* The glow behind the card is drawn as soft gradients, not a blurred element: a 64 px blur
          filter cost ~75 ms of painting on every load of the home page (2 cores, no GPU). */}
      <div className="absolute -inset-12 bg-[radial-gradient(closest-side_at_35%_40%,rgb(79_70_229/0.42),transparent),radial-gradient(closest-side_at_65%_60%,rgb(139_47_201/0.36),transparent)]" />
      <div className="relative grid gap-4 rounded-[2rem] border border-border bg-card bg-sheen p-5 shadow-elevated">
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-full bg-success text-success-foreground">
            <PhoneIncoming className="size-5" />
          </span>
          <div className="grid">
            <span className="font-semibold">{caption}</span>
            <span className="text-sm text-muted-foreground">{answered}</span>
          </div>
        </div>
        <div className="flex h-10 items-center justify-center gap-1">
          {[30, 60, 85, 45, 100, 70, 40, 90, 55, 75, 35, 65, 50, 80, 30].map((height, index) => (
            <span
              key={index}
              className="w-1.5 rounded-full bg-brand"
              style={{ height: `${String(height)}%` }}
            />
          ))}
        </div>
        {turns.map((turn) => (
          <p
            key={turn.text}
            className={
              turn.from === "ai"
                ? "rounded-2xl rounded-tl-sm bg-muted px-4 py-2.5 text-sm"
                : "ml-auto rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-sm text-primary-foreground"
            }
          >
            {turn.text}
          </p>
        ))}
        <div className="flex items-center justify-between rounded-2xl border border-border px-4 py-3 text-sm">
          <span className="text-muted-foreground">{outcome.label}</span>
          <span className="font-semibold text-success">{outcome.value}</span>
        </div>
      </div>
    </div>
  );
}
