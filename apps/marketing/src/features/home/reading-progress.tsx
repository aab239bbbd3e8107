import { ScrollProgress } from "@novaline/ui";

/** The thin bar at the top of long pages that shows how far the visitor has read. */
export default function ReadingProgress({ label }: { label: string }) {
  return <ScrollProgress label={label} />;
}
