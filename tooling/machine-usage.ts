// What the machine did while a step ran: how its CPU time was shared between idle, this run's
// processes, processes that were already running when the step began, and the hypervisor (steal:
// time a virtual CPU was ready to run but the host ran something else). Lighthouse's Performance
// score moves with all of these; the report says which one moved it.
// Linux only (/proc); elsewhere `machineUsageSince` returns undefined.
import { existsSync, readFileSync, readdirSync } from "node:fs";

/** Clock ticks per second of /proc's CPU counters (USER_HZ, 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

interface CpuTotals {
  busy: number;
  idle: number;
  steal: number;
}

/** CPU ticks of each running process, by pid, with its command name. */
type ProcessTicks = Map<number, { name: string; ticks: number }>;

export interface MachineSnapshot {
  cpu: CpuTotals;
  processes: ProcessTicks;
}

/** The `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal … */
export function parseCpuLine(stat: string): CpuTotals {
  const line = stat.split("\n").find((entry) => entry.startsWith("cpu "));
  if (!line) throw new Error("/proc/stat has no cpu line");
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const field = (index: number) => ticks[index] ?? 0;
  // user nice system idle iowait irq softirq steal
  return {
    busy: field(0) + field(1) + field(2) + field(5) + field(6),
    idle: field(3) + field(4),
    steal: field(7),
  };
}

/** Name and CPU ticks (utime + stime) from a /proc/<pid>/stat line. */
export function parseProcessStat(stat: string): { name: string; ticks: number } {
  // The name is in parentheses and may hold spaces or parentheses itself: split at the last ")".
  const open = stat.indexOf("(");
  const close = stat.lastIndexOf(")");
  const fields = stat
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // After the name: state(3) ppid(4) … utime(14) stime(15), so indexes 11 and 12 here.
  return { name: stat.slice(open + 1, close), ticks: Number(fields[11]) + Number(fields[12]) };
}

function processTicks(): ProcessTicks {
  const ticks: ProcessTicks = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      ticks.set(Number(entry), parseProcessStat(readFileSync(`/proc/${entry}/stat`, "utf8")));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

/** The machine's counters now, or undefined where there is no /proc/stat. */
export function snapshotMachine(): MachineSnapshot | undefined {
  if (!existsSync("/proc/stat")) return undefined;
  return { cpu: parseCpuLine(readFileSync("/proc/stat", "utf8")), processes: processTicks() };
}

export interface MachineUsage {
  /** Seconds of CPU time in all (every core), and how they were spent. */
  seconds: number;
  idle: number;
  steal: number;
  busy: number;
  /** CPU seconds of processes that were running before the step began and still are. */
  before: { name: string; pid: number; seconds: number }[];
}

/** How the CPU time between two snapshots was spent. */
export function usageBetween(start: MachineSnapshot, end: MachineSnapshot): MachineUsage {
  const seconds = (ticks: number) => ticks / TICKS_PER_SECOND;
  const idle = seconds(end.cpu.idle - start.cpu.idle);
  const steal = seconds(end.cpu.steal - start.cpu.steal);
  const busy = seconds(end.cpu.busy - start.cpu.busy);
  const before = [...end.processes]
    .flatMap(([pid, { name, ticks }]) => {
      const earlier = start.processes.get(pid);
      return earlier?.name === name ? [{ pid, name, seconds: seconds(ticks - earlier.ticks) }] : [];
    })
    .filter((entry) => entry.seconds > 0)
    .sort((a, b) => b.seconds - a.seconds);
  return { seconds: idle + steal + busy, idle, steal, busy, before };
}

/** One paragraph for a person: where the CPU time went, and what was running beforehand. */
export function describeUsage(usage: MachineUsage, ownPid = process.pid): string {
  const share = (part: number) =>
    `${String(Math.round((100 * part) / Math.max(usage.seconds, 0.01)))} %`;
  const others = usage.before.filter((entry) => entry.pid !== ownPid);
  const othersTotal = others.reduce((sum, entry) => sum + entry.seconds, 0);
  const listed = others
    .slice(0, 5)
    .map((entry) => `${entry.name} (pid ${String(entry.pid)}) ${entry.seconds.toFixed(1)} s`)
    .join(", ");
  return [
    `CPU time ${usage.seconds.toFixed(0)} s over all cores: busy ${share(usage.busy)}, idle ${share(usage.idle)}, stolen by the host ${share(usage.steal)}.`,
    `Processes already running before the step used ${othersTotal.toFixed(1)} s${listed ? `: ${listed}` : ""}.`,
  ].join("\n");
}
