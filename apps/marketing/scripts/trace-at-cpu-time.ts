/**
 * What a Lighthouse trace would be if the page's main thread had never waited for a core.
 *
 * Lighthouse's mobile simulation multiplies each main-thread task's wall time by 4 and counts
 * every part over 50 ms as blocking. On a 2-core machine a task's wall time also holds the time
 * its thread was not running (the browser, compositor and raster threads, the host, other tenants
 * of the machine took the cores): a task of 3 ms of CPU can last 20 ms. Shrinking each task to its
 * thread time (`tdur`) and auditing that trace again says how much of a Total Blocking Time is the
 * page's own work and how much the machine's.
 */

/** The fields of a Chrome trace event this reads and rewrites. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** The main thread of the page Lighthouse loaded: the one that started its navigation. */
export function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const navigation = events
    .filter(
      (event) =>
        event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http"),
    )
    .at(-1);
  if (!navigation) throw new Error("The trace has no navigation to an http(s) page.");
  return { pid: navigation.pid, tid: navigation.tid };
}

/** The top-level tasks of one thread, in order (tasks nested in another are left out). */
export function topLevelTasks(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
): TraceEvent[] {
  const tasks = events
    .filter(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ph === "X" &&
        TASK_NAMES.has(event.name),
    )
    .sort((a, b) => a.ts - b.ts);
  const top: TraceEvent[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    if (task.ts < end) continue;
    top.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return top;
}

/**
 * A copy of `events` where the page's main-thread tasks chosen by `pick` (default: all) last
 * their thread time, their inner events scaled with them; tasks start where they started.
 */
export function atCpuTime(
  events: readonly TraceEvent[],
  pick: (task: TraceEvent) => boolean = () => true,
): TraceEvent[] {
  const copy = events.map((event) => ({ ...event }));
  const thread = pageMainThread(copy);
  const onThread = copy
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  // Each chosen task's span and ratio, read before any event moves.
  const spans = topLevelTasks(copy, thread)
    .filter((task) => task.tdur !== undefined && (task.dur ?? 0) > task.tdur && pick(task))
    .map((task) => ({
      start: task.ts,
      end: task.ts + (task.dur ?? 0),
      ratio: (task.tdur ?? 0) / (task.dur ?? 1),
    }));
  // Both lists are in time order: one pass, each event scaled with the task around it.
  let index = 0;
  for (const event of onThread) {
    while (index < spans.length && event.ts >= (spans[index]?.end ?? 0)) index++;
    const span = spans[index];
    if (!span || event.ts < span.start || event.ts + (event.dur ?? 0) > span.end) continue;
    event.ts = span.start + (event.ts - span.start) * span.ratio;
    if (event.dur !== undefined) event.dur *= span.ratio;
  }
  return copy;
}
