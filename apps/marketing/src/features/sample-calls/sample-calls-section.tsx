import { sampleCalls, sampleCallsCopy } from "@novaline/content";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@novaline/ui";
import { useState } from "react";
import { Icon } from "../../shared/icons";
import { Section } from "../../shared/sections/section";
import { SampleCallPlayer } from "./sample-call-player";

/**
 * "Hear a sample call" (AI Caller page): a short call per industry, chosen with tabs, played with
 * the transcript following the audio. Loaded when the visitor nears it (a deferred section); the
 * calls and their copy come with its code, not with the page's data, and each call's audio only
 * when it is played. Choosing another industry stops the call playing and shows the other one
 * from its start.
 */
export default function SampleCallsSection() {
  const [industry, setIndustry] = useState<string | undefined>(sampleCalls[0]?.industry);
  return (
    <Section id={sampleCallsCopy.id} intro={sampleCallsCopy}>
      <Tabs value={industry} onValueChange={setIndustry} className="gap-8">
        <TabsList aria-label={sampleCallsCopy.industriesLabel} className="mx-auto max-w-full">
          {sampleCalls.map((call) => (
            <TabsTrigger key={call.industry} value={call.industry}>
              <Icon name={call.icon} />
              {call.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {sampleCalls.map((call) => (
          // Only the chosen industry's player is mounted: the others' audio elements do not exist.
          <TabsContent key={call.industry} value={call.industry}>
            <SampleCallPlayer call={call} copy={sampleCallsCopy} />
          </TabsContent>
        ))}
      </Tabs>
    </Section>
  );
}
