// Where the CPU went during a measurement, from /proc: the app server's process and its cluster workers, the
// PostgreSQL backends serving the benchmark's database (none on PGlite, which runs inside the server), the SMTP
// server's process and this one (the load generator). In cores: CPU seconds over wall seconds (the machine's
// count is the most there is).
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

export interface CpuUse {
  server: number;
  postgres: number;
  smtp: number;
  bench: number;
}

interface Sample extends CpuUse {
  at: number;
}

function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0; // gone
  }
}

/** A process with its children (the server's cluster workers, WEB_CONCURRENCY), as far as they live. */
function treeCpuSeconds(pid: number): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return children.reduce((sum, child) => sum + treeCpuSeconds(child), cpuSeconds(pid));
}

/** The backends whose command line names the database ("postgres: 15/main: postgres <db> 127.0.0.1(…) idle"). */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (command.startsWith('postgres: ') && command.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

export class CpuMeter {
  private first: Sample;
  constructor(
    private readonly pids: () => { server: number; smtp: number },
    /** The PostgreSQL database's name, or undefined on PGlite. */
    private readonly database: string | undefined,
  ) {
    this.first = this.sample();
  }

  private sample(): Sample {
    const { server, smtp } = this.pids();
    const own = process.cpuUsage();
    return {
      at: performance.now(),
      server: treeCpuSeconds(server),
      postgres: this.database ? backendsOf(this.database).reduce((sum, pid) => sum + cpuSeconds(pid), 0) : 0,
      smtp: cpuSeconds(smtp),
      bench: (own.user + own.system) / 1e6,
    };
  }

  /** Starts counting afresh. */
  reset(): void {
    this.first = this.sample();
  }

  /** Cores used by each part since the last reset (backends that ended meanwhile are left out). */
  cores(): CpuUse {
    const last = this.sample();
    const wall = (last.at - this.first.at) / 1000;
    const share = (key: keyof CpuUse) => Math.round((100 * Math.max(0, last[key] - this.first[key])) / wall) / 100;
    return { server: share('server'), postgres: share('postgres'), smtp: share('smtp'), bench: share('bench') };
  }
}
