/** What a step says about how far it is: "news 3 of 12". */
export type StepProgress = { report(where: string): void };

export type StepOptions = {
  /** where lines go (stdout, whatever LOG_LEVEL is: a person watching the start reads them) */
  write?: (text: string) => void;
  /** a step done sooner says nothing (a later start stays quiet) */
  quietMs?: number;
  /** at least one line this often while the step runs */
  everyMs?: number;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one step of starting (building, migrating, adding the demo content…)
 * so that it is never silent: once it has taken longer than `quietMs` it says
 * what it does, then how far it is at least every `everyMs`, and how long it
 * took when done. Always whole lines, never one redrawn in place: the JSON logs
 * and the build's own output come between them, on a terminal too.
 */
export async function step<T>(
  label: string,
  work: (progress: StepProgress) => Promise<T>,
  options: StepOptions = {},
): Promise<T> {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const quietMs = options.quietMs ?? 1000;
  const everyMs = options.everyMs ?? 4000;
  const started = Date.now();
  let where = "";
  let said = false;
  const say = () => {
    write(`${label}: ${where ? `${where}, ` : ""}${seconds(Date.now() - started)} so far…\n`);
    said = true;
  };
  let timer: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    say();
    timer = setInterval(say, everyMs);
  }, quietMs);
  try {
    const result = await work({
      report(text) {
        where = text;
      },
    });
    if (said) write(`${label}: done in ${seconds(Date.now() - started)}\n`);
    return result;
  } catch (error) {
    if (said) write(`${label}: failed after ${seconds(Date.now() - started)}\n`);
    throw error;
  } finally {
    clearTimeout(first);
    clearInterval(timer);
  }
}
