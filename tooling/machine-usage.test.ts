import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  describeUsage,
  parseCpuLine,
  parseProcessStat,
  snapshotMachine,
  usageBetween,
  type MachineSnapshot,
} from "./machine-usage.ts";

const snapshot = (
  cpu: MachineSnapshot["cpu"],
  processes: [number, string, number][],
): MachineSnapshot => ({
  cpu,
  processes: new Map(processes.map(([pid, name, ticks]) => [pid, { name, ticks }])),
});

describe("machine usage", () => {
  it("reads busy, idle and stolen ticks from /proc/stat's cpu line", () => {
    const stat =
      "cpu  12049 212 5606 39443 319 0 120 34 0 0\ncpu0 6000 100 2800 19700 160 0 60 17 0 0\n";
    expect(parseCpuLine(stat)).toEqual({
      busy: 12049 + 212 + 5606 + 0 + 120,
      idle: 39443 + 319,
      steal: 34,
    });
  });

  it("reads a process's name and CPU ticks, even when the name holds spaces and parentheses", () => {
    const stat =
      "4208 (Chrome_(Child) IO) S 4100 4208 4100 0 -1 4194560 9017 0 0 0 152 37 0 0 20 0 11 0 7613 1";
    expect(parseProcessStat(stat)).toEqual({ name: "Chrome_(Child) IO", ticks: 189 });
  });

  it("splits the time between idle, steal and busy, and names the processes that ran before", () => {
    const start = snapshot({ busy: 1000, idle: 5000, steal: 10 }, [
      [10, "node", 300],
      [11, "postgres", 50],
      [12, "chrome", 40],
    ]);
    const end = snapshot({ busy: 1900, idle: 5800, steal: 310 }, [
      [10, "node", 420], // ran before and used 1.2 s
      [11, "postgres", 50], // idle throughout
      [12, "bash", 70], // pid reused by another program: not the same process
      [13, "chromium", 600], // started during the step
    ]);
    const usage = usageBetween(start, end);
    expect(usage).toMatchObject({ seconds: 20, idle: 8, steal: 3, busy: 9 });
    expect(usage.before).toEqual([{ pid: 10, name: "node", seconds: 1.2 }]);
    expect(describeUsage(usage, 99)).toBe(
      "CPU time 20 s over all cores: busy 45 %, idle 40 %, stolen by the host 15 %.\n" +
        "Processes already running before the step used 1.2 s: node (pid 10) 1.2 s.",
    );
  });

  it.runIf(process.platform === "linux")(
    "sees the CPU a process that was already running spends on this machine",
    async () => {
      const spinner = spawn(process.execPath, [
        "-e",
        "const end = Date.now() + 800; while (Date.now() < end);",
      ]);
      const start = snapshotMachine();
      await new Promise((resolve) => spinner.on("exit", resolve));
      const end = snapshotMachine();
      if (!start || !end) throw new Error("no /proc on Linux");
      // The process ended, so it is not in the second snapshot; the machine's busy time still
      // holds its work.
      expect(usageBetween(start, end).busy).toBeGreaterThanOrEqual(0.5);
    },
  );
});
