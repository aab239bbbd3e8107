#!/usr/bin/env node
// The public API of each entry (., ./react, ./testing) as API Extractor reports it from the
// built declarations, compared with the reports checked in under api/: a difference fails, so a
// change to what users import is seen in review (and, like any change to the package, needs a
// changeset). `pnpm api:report` writes the new reports after a deliberate change.
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";

const update = process.argv.includes("--update");
const changed = [];
for (const file of [
  "api-extractor.json",
  "api-extractor.react.json",
  "api-extractor.testing.json",
]) {
  const config = ExtractorConfig.loadFileAndPrepare(
    new URL(`../${file}`, import.meta.url).pathname,
  );
  const result = Extractor.invoke(config, {
    localBuild: update,
    messageCallback: (message) => {
      // Only what fails the run is shown: the report's own notes are in the report.
      if (message.logLevel !== "error") message.handled = true;
    },
  });
  if (!result.succeeded) changed.push(config.reportFilePath);
}
if (changed.length > 0) {
  console.error(
    `✗ the public API differs from ${changed.join(", ")}: if the change is meant, run \`pnpm --filter @novaline/voice-core api:report\`, commit the reports and add a changeset`,
  );
  process.exit(1);
}
console.log(`API reports ${update ? "written" : "match"}: api/voice-core*.api.md`);
