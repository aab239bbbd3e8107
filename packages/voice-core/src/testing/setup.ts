// Each test starts on a fresh page: no call, no SDK work, no start gap left by the previous one.
import { afterEach } from "vitest";
import { resetPageCall } from "../page-call";

afterEach(() => {
  resetPageCall();
});
