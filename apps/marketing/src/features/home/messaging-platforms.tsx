import type { HomeContent } from "@novaline/content";
import { LogoStrip } from "@novaline/ui";
import { Section } from "../../shared/sections/section";

/** The channels one agent covers, as a scrolling strip of logos. */
export default function MessagingPlatforms({
  intro,
  platforms,
}: HomeContent["messagingPlatforms"]) {
  return (
    <Section intro={intro}>
      <LogoStrip
        label={intro.title}
        logos={platforms.map((platform) => ({
          name: platform.image.alt,
          src: platform.image.src,
          srcSet: platform.image.srcSet,
          width: platform.image.width,
          height: platform.image.height,
        }))}
        repeat={3}
      />
    </Section>
  );
}
