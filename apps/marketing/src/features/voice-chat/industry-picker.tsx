import { industries, type VoiceCallPanelCopy } from "@novaline/content";
import { FormField } from "@novaline/ui";
import { useId, useState } from "react";
import { NativeSelect } from "../../shared/forms/native-select";
import { chooseIndustry, chosenIndustry } from "./demo-industry";

export interface IndustryPickerProps {
  copy: VoiceCallPanelCopy["industry"];
}

/**
 * The business the browser call's demo agent answers for: the phone demo's nine industries, or
 * none in particular. The choice is kept for the visitor's next calls in this tab, from any call
 * button (demo-industry.ts).
 */
export function IndustryPicker({ copy }: IndustryPickerProps) {
  const id = useId();
  const [industry, setIndustry] = useState(() => chosenIndustry()?.key ?? "");
  return (
    <FormField id={id} label={copy.label}>
      <NativeSelect
        value={industry}
        onChange={(event) => {
          const chosen = industries.find(({ key }) => key === event.target.value);
          setIndustry(chosen?.key ?? "");
          chooseIndustry(chosen);
        }}
        className="h-10 text-sm"
      >
        <option value="">{copy.anyLabel}</option>
        {industries.map(({ key, label }) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
