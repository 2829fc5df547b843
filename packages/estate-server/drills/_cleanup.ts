/**
 * Teardown for drills: every child process, mount and temporary folder a drill makes is
 * registered here and undone at the end, in reverse order, whether the drill passed, failed,
 * ran out of time or was interrupted (Ctrl-C).
 */
type Undo = () => Promise<void> | void;
const undos: { label: string; undo: Undo }[] = [];

export function onTeardown(label: string, undo: Undo): void {
  undos.push({ label, undo });
}

export async function teardown(): Promise<void> {
  while (undos.length > 0) {
    const { label, undo } = undos.pop()!;
    try {
      await undo();
    } catch (error) {
      console.error(`teardown: ${label}: ${(error as Error).message}`);
    }
  }
}

/**
 * Runs a drill with a deadline: on failure, timeout or interrupt everything is torn down and the
 * process exits non-zero. `main` answers whether its figures were right.
 */
export async function runDrill(name: string, deadlineMs: number, main: () => Promise<boolean>): Promise<never> {
  let code = 1;
  const interrupted = new Promise<never>((_resolve, reject) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => reject(new Error(`interrupted by ${signal}`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the drill ran past its ${deadlineMs / 1000} s limit`)), deadlineMs);
  });
  try {
    code = (await Promise.race([main(), interrupted, timedOut])) ? 0 : 1;
    if (code !== 0) console.error(`\n${name}: FAILED (a figure above is wrong)`);
    else console.log(`\n${name}: passed`);
  } catch (error) {
    console.error(`\n${name}: FAILED: ${(error as Error).stack ?? error}`);
  } finally {
    clearTimeout(timer);
    await teardown();
  }
  process.exit(code);
}
