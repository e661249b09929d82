/**
 * Which catalogue files are still on their way (src/shared/i18n/translate.ts). Apart from the
 * translations themselves, so that what only waits for them (the page's start, its parts downloaded
 * later) does not bring the i18n library onto a page's first load.
 */
interface Load {
  start: () => Promise<void>;
  running?: Promise<void>;
}
const unloaded = new Set<Load>();

function run(load: Load): Promise<void> {
  load.running ??= load.start().then(
    () => {
      unloaded.delete(load);
    },
    (error: unknown) => {
      // the connection dropped: the next wait tries it again
      load.running = undefined;
      throw error;
    },
  );
  return load.running;
}

/** Starts loading a catalogue's file; cataloguesLoaded() waits for it, and tries it again if it failed. */
export function awaitLoad(start: () => Promise<void>): void {
  const load: Load = { start };
  unloaded.add(load);
  // a failure is met by whoever waits for cataloguesLoaded()
  run(load).catch(() => undefined);
}

/**
 * Resolves once every catalogue asked for so far is loaded, and fails if one cannot be (the next
 * call tries it again). Whatever shows text waits for it: the page before it first renders, a part
 * of the page downloaded later before it renders (src/web/lib/lazy-part.ts), the server before it
 * answers.
 */
export async function cataloguesLoaded(): Promise<void> {
  while (unloaded.size) await Promise.all([...unloaded].map(run));
}
