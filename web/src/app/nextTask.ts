/**
 * Resolves in a task of its own, so the browser can paint and take input in
 * between. A message to ourselves rather than setTimeout, which browsers hold
 * back 4 ms once such calls are chained more than a few deep.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
