import { startScheduler, type Scheduler } from "@/server/jobs/scheduler";

/** A stand-in job (faked: it only counts and waits) whose runs finish when the test says so. */
function controllableJob() {
  let active = 0;
  let maxActive = 0;
  let runs = 0;
  const finishers: Array<() => void> = [];
  const job = () =>
    new Promise<number>((resolve) => {
      runs += 1;
      active += 1;
      maxActive = Math.max(maxActive, active);
      const run = runs;
      finishers.push(() => {
        active -= 1;
        resolve(run);
      });
    });
  return {
    job,
    finishNext: () => finishers.shift()?.(),
    get runs() {
      return runs;
    },
    get maxActive() {
      return maxActive;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("startScheduler (with a faked stand-in job)", () => {
  let scheduler: Scheduler<number> | undefined;
  afterEach(async () => {
    await scheduler?.stop();
    scheduler = undefined;
  });

  it("runs the job at start, and a tick during a run is skipped, not overlapped", async () => {
    const fake = controllableJob();
    scheduler = startScheduler({ job: fake.job, intervalMs: 60_000 });
    expect(fake.runs).toBe(1);

    await expect(scheduler.tick()).resolves.toEqual({ ran: false, reason: "busy" });
    await expect(scheduler.tick()).resolves.toEqual({ ran: false, reason: "busy" });
    expect(fake.runs).toBe(1);

    fake.finishNext();
    await settle();
    const next = scheduler.tick();
    expect(fake.runs).toBe(2);
    fake.finishNext();
    await expect(next).resolves.toEqual({ ran: true, result: 2 });
    expect(fake.maxActive).toBe(1);
  });

  it("ticks on its interval, still one run at a time", async () => {
    const fake = controllableJob();
    scheduler = startScheduler({ job: fake.job, intervalMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 120)); // several intervals while run 1 is still going
    expect(fake.runs).toBe(1);
    fake.finishNext();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fake.runs).toBe(2);
    expect(fake.maxActive).toBe(1);
    fake.finishNext();
  });

  it("reports a failed run and keeps going", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const job = async () => {
      calls += 1;
      if (calls === 1) throw new Error("database is locked");
      return calls;
    };
    scheduler = startScheduler({ job, intervalMs: 60_000, onError: (e) => errors.push(e) });
    await settle();
    expect(errors).toEqual([new Error("database is locked")]);
    await expect(scheduler.tick()).resolves.toEqual({ ran: true, result: 2 });
  });

  it("stop() waits for the run in progress and ends the ticking", async () => {
    const fake = controllableJob();
    const local = startScheduler({ job: fake.job, intervalMs: 10 });
    let stopped = false;
    const stopping = local.stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped).toBe(false);
    fake.finishNext();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.runs).toBe(1);
  });
});
