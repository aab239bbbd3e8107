import type { RoiPageContent } from "@novaline/content";
import { calculateRoi, type RoiInput } from "@novaline/roi";
import { Button } from "@novaline/ui";
import { Link2, RotateCcw } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { RoiCalculator } from "./roi-calculator";
import type { RoiCalculatorData } from "./roi-calculator-data";
import { RoiChart } from "./roi-chart";
import { roiFromSearch, roiToSearch } from "./roi-query";
import { notify } from "../../shell/notify";

const ALL_RESULTS = [
  "revenueGain",
  "extraLeads",
  "newTotalLeads",
  "currentCustomers",
  "newCustomers",
  "extraCustomers",
  "currentRevenue",
  "newRevenue",
  "hoursSaved",
] as const;

const subscribeNothing = () => () => undefined;

export interface RoiWorkbenchProps {
  id: string;
  calculator: RoiCalculatorData;
  chart: RoiPageContent["chart"];
  share: RoiPageContent["share"];
  resetLabel: string;
}

/**
 * The /roi calculator. Its values live in the address (`?inquiries=400&value=150&close=35`), so a
 * result can be shared; invalid values snap to the nearest valid step, and the address is
 * rewritten to match what is shown.
 */
export default function RoiWorkbench({
  id,
  calculator,
  chart,
  share,
  resetLabel,
}: RoiWorkbenchProps) {
  const [search, setSearch] = useSearchParams();
  // The prerendered page shows the defaults; the address is read once the page is interactive.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const fromAddress = hydrated ? roiFromSearch(search) : calculator.defaults;
  // While a slider moves, the address waits for the visitor to let go.
  const [draft, setDraft] = useState<RoiInput | null>(null);
  const input = draft ?? fromAddress;
  const canonical = roiToSearch(fromAddress).toString();

  useEffect(() => {
    // A plain /roi keeps its clean address; a shared one is rewritten to what is shown.
    if (hydrated && search.size > 0 && search.toString() !== canonical) {
      setSearch(canonical, { replace: true, preventScrollReset: true });
    }
  }, [hydrated, search, canonical, setSearch]);

  function commit(next: RoiInput) {
    setDraft(null);
    setSearch(roiToSearch(next), { replace: true, preventScrollReset: true });
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify("success", share.copiedMessage);
    } catch {
      notify("error", share.errorMessage);
    }
  }

  return (
    <div
      id={id}
      className="mx-auto grid w-full max-w-6xl scroll-mt-20 gap-10 rounded-[2rem] border border-primary/25 bg-card bg-sheen p-5 shadow-elevated sm:p-10"
    >
      <RoiCalculator
        data={calculator}
        value={input}
        onValueChange={setDraft}
        onValueCommit={commit}
        results={ALL_RESULTS}
      />
      <div className="grid items-end gap-8 border-t border-border pt-8 lg:grid-cols-[1.4fr_1fr]">
        <RoiChart copy={chart} result={calculateRoi(input)} />
        <div className="flex flex-wrap gap-3 lg:justify-end">
          <Button variant="outline" onClick={() => void copyLink()}>
            <Link2 aria-hidden="true" /> {share.label}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(null);
              setSearch("", { replace: true, preventScrollReset: true });
            }}
          >
            <RotateCcw aria-hidden="true" /> {resetLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
