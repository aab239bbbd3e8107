import { demoCallForm, industries } from "@novaline/content";
import { Button } from "@novaline/ui";
import { Mic } from "lucide-react";
import PhoneDemoForm from "../phone-demo/phone-demo-form";

const industryNames = industries.map(({ key, label }) => ({ key, label }));

/** The "call me now" form inside the Voice Chat panel; its alternative is the panel's own call. */
export default function PanelPhoneDemo({ onBrowserDemo }: { onBrowserDemo: () => void }) {
  return (
    <PhoneDemoForm
      copy={demoCallForm}
      industries={industryNames}
      idPrefix="panel-demo-call"
      titleAs="h3"
      compact
      browserDemo={
        <Button variant="outline" onClick={onBrowserDemo}>
          <Mic aria-hidden="true" />
          {demoCallForm.browserDemoLabel}
        </Button>
      }
    />
  );
}
