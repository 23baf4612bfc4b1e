/** What the bench scripts measure with: CPU time of a process from /proc, and medians. */
import fs from "node:fs";

/** Linux counts CPU time in clock ticks of 10 ms (USER_HZ = 100). */
const TICK_MS = 10;

/** User + system CPU time a process has used (ms); 0 for a process that is gone (a Postgres backend that ended). */
export function processCpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The middle value (the upper one of an even count), as every table in bench/README.md reports. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
