import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as Record<string, unknown>).__PENNANT_TEST_PG__ as
    { running: { stop(): Promise<void> }; dir: string } | undefined;
  if (!embedded) return;
  await embedded.running.stop();
  fs.rmSync(embedded.dir, { recursive: true, force: true });
}
