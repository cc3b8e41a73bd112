import { vi } from 'vitest';

/**
 * Holds every fetch until the test answers, so a test can look at what a
 * screen shows while its read is on its way. `answer` settles every request
 * held so far, each with its own JSON response (a body can be read once).
 */
export function holdFetch(): { answer: (body: unknown, status?: number) => void } {
  const held: ((response: Response) => void)[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => held.push(resolve)));
  return {
    answer: (body, status = 200) => {
      for (const resolve of held.splice(0)) resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    },
  };
}
